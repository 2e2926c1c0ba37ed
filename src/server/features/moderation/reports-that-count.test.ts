import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTO_HIDE_REPORTS } from '../../../shared/moderation';
import { moderationKeptItems } from '../../db/schema';
import { insertJob, insertStartup } from '../../seed/factories';
import { countingReporter, freshReporter, reportItem, type Reporter } from '../../testing/reporters';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seedWorld, type World } from '../../testing/world';

// Which reports hide an item by themselves (decision 053): only those of counting reporters, and never
// of an item the administrator kept.

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await seedWorld(t);
});
afterAll(() => t.close());

/** A fresh position of the owner's, shown to everyone. */
async function shownJob() {
  const startup = await insertStartup(t.db, w.people.owner.id, { slug: w.unique('counted') });
  return insertJob(t.db, startup.id);
}
const jobPage = async (jobId: string) => (await w.send('visitor', `/api/jobs/${jobId}/page`)).status;
async function openGroup(itemId: string) {
  const queue = (await (await w.send('admin', '/api/admin/reports')).json()) as {
    items: { itemId: string; count: number; hidden: boolean }[];
  };
  return queue.items.find((item) => item.itemId === itemId);
}
async function everyoneReports(reporters: Reporter[], jobId: string) {
  for (const reporter of reporters) expect(await reportItem(reporter, 'job', jobId)).toBe(201);
}

describe('reports that hide an item by themselves', () => {
  it(`takes ${AUTO_HIDE_REPORTS} reports from accounts whose address nobody proved to the queue, and hides nothing`, async () => {
    const job = await shownJob();
    await everyoneReports(
      [
        await freshReporter(t, { verified: false }),
        await freshReporter(t, { verified: false }),
        await freshReporter(t, { verified: false }),
      ],
      job.id,
    );
    expect(await jobPage(job.id)).toBe(200);
    expect(await openGroup(job.id)).toMatchObject({ count: 3, hidden: false });
  });

  it(`hides nothing on ${AUTO_HIDE_REPORTS} reports from proved accounts made minutes ago`, async () => {
    const job = await shownJob();
    await everyoneReports(
      [
        await freshReporter(t, { verified: true }),
        await freshReporter(t, { verified: true }),
        await freshReporter(t, { verified: true }),
      ],
      job.id,
    );
    expect(await jobPage(job.id)).toBe(200);
    expect(await openGroup(job.id)).toMatchObject({ count: 3, hidden: false });
  });

  it('hides on the third counting reporter: an old proved account, or a new one whose startup proved its domain', async () => {
    const job = await shownJob();
    await everyoneReports(
      [await freshReporter(t, { verified: false }), await countingReporter(t), await countingReporter(t)],
      job.id,
    );
    expect(await jobPage(job.id)).toBe(200);
    const founder = await freshReporter(t, { verified: true });
    await insertStartup(t.db, founder.id, {
      slug: w.unique('proved'),
      verifiedAt: new Date(),
      verifiedDomain: 'example.com',
      verificationMethod: 'dns',
    });
    await everyoneReports([founder], job.id);
    expect(await jobPage(job.id)).toBe(410);
  });

  it('does not count a reporter the administrator suspended since', async () => {
    const job = await shownJob();
    const [first, second, third] = [await countingReporter(t), await countingReporter(t), await countingReporter(t)];
    await everyoneReports([first!, second!], job.id);
    expect((await w.send('admin', `/api/admin/members/${first!.id}/suspend`, { method: 'POST' })).status).toBe(200);
    await everyoneReports([third!], job.id);
    expect(await jobPage(job.id)).toBe(200);
  });
});

describe('an item the administrator kept', () => {
  it('is hidden again only by the administrator once restored, while new reports still reach the queue', async () => {
    const job = await shownJob();
    await everyoneReports([await countingReporter(t), await countingReporter(t), await countingReporter(t)], job.id);
    expect(await jobPage(job.id)).toBe(410);
    expect((await w.send('admin', `/api/admin/reports/job/${job.id}/restore`, { method: 'POST' })).status).toBe(200);
    const [kept] = await t.db.select().from(moderationKeptItems).where(eq(moderationKeptItems.itemId, job.id));
    expect(kept).toMatchObject({ itemType: 'job', keptBy: w.people.admin.id });

    await everyoneReports([await countingReporter(t), await countingReporter(t), await countingReporter(t)], job.id);
    expect(await jobPage(job.id)).toBe(200);
    expect(await openGroup(job.id)).toMatchObject({ count: 3, hidden: false });
    expect((await w.send('admin', `/api/admin/reports/job/${job.id}/hide`, { json: { reason: 'scam' } })).status).toBe(
      200,
    );
    expect(await jobPage(job.id)).toBe(410);
  });

  it('is kept as well when the administrator dismissed its reports', async () => {
    const job = await shownJob();
    await everyoneReports([await countingReporter(t)], job.id);
    expect((await w.send('admin', `/api/admin/reports/job/${job.id}/dismiss`, { method: 'POST' })).status).toBe(200);
    await everyoneReports([await countingReporter(t), await countingReporter(t), await countingReporter(t)], job.id);
    expect(await jobPage(job.id)).toBe(200);
    expect(await openGroup(job.id)).toMatchObject({ count: 3, hidden: false });
  });
});
