import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplications } from '../../../db/schema';
import { applicationForm } from '../../../testing/images';
import { countRoundTrips } from '../../../testing/round-trips';
import { postJobOk, postStartupOk } from '../../../testing/startups';
import { createTestApp, type TestApp } from '../../../testing/test-app';

// Each round trip to PostgreSQL is a network wait a request cannot avoid, and a write holds its row
// locks across all of them: a single write is at most four (decision 035). Counted on the
// real driver, so it needs PostgreSQL (TEST_DATABASE_URL, as in CI); not a timing, a count.
const url = process.env.TEST_DATABASE_URL;

let t: TestApp;
beforeAll(async () => {
  if (url) t = await createTestApp();
});
afterAll(() => t?.close());

async function founderWithApplications(n: number) {
  const founder = t.client({ isDraining: false });
  await founder.signUp();
  const startup = await postStartupOk(founder, { name: `Round Trips ${Math.random().toString(36).slice(2, 8)}` });
  const job = await postJobOk(founder, startup.id);
  for (let i = 0; i < n; i++) {
    const candidate = t.client();
    await candidate.signUp();
    expect((await candidate.request(`/api/jobs/${job.id}/applications`, { form: applicationForm() })).status).toBe(201);
  }
  const rows = await t.db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(inArray(jobApplications.jobId, [job.id]));
  return { founder, job, ids: rows.map((r) => r.id) };
}

describe.skipIf(!url)('round trips to the database per write', () => {
  it('a status change is at most four, session included', async () => {
    const { founder, ids } = await founderWithApplications(1);
    await t.drainEvents();
    const { result, roundTrips, statements } = await countRoundTrips(() =>
      founder.request(`/api/applications/${ids[0]}/status`, { method: 'PATCH', json: { status: 'reviewed' } }),
    );
    expect(result.status).toBe(200);
    expect(roundTrips, statements.join('\n')).toBeLessThanOrEqual(4);
  });

  it('an application with its resume is at most four, session included', async () => {
    const founder = t.client();
    await founder.signUp();
    const startup = await postStartupOk(founder, { name: 'Round Trips Apply' });
    const job = await postJobOk(founder, startup.id);
    const candidate = t.client({ isDraining: false });
    await candidate.signUp();
    await t.drainEvents();
    const { result, roundTrips, statements } = await countRoundTrips(() =>
      candidate.request(`/api/jobs/${job.id}/applications`, { form: applicationForm() }),
    );
    expect(result.status).toBe(201);
    expect(roundTrips, statements.join('\n')).toBeLessThanOrEqual(4);
  });

  it('a bulk change of many applications is set-based: as many round trips for 30 as for one', async () => {
    const one = await founderWithApplications(1);
    const many = await founderWithApplications(30);
    await t.drainEvents();
    const single = await countRoundTrips(() =>
      one.founder.request('/api/applicants/bulk-status', {
        method: 'POST',
        json: { ids: one.ids, status: 'reviewed' },
      }),
    );
    const bulk = await countRoundTrips(() =>
      many.founder.request('/api/applicants/bulk-status', {
        method: 'POST',
        json: { ids: many.ids, status: 'reviewed' },
      }),
    );
    expect(single.result.status).toBe(200);
    expect(bulk.result.status).toBe(200);
    expect(bulk.roundTrips, bulk.statements.join('\n')).toBe(single.roundTrips);
    expect(bulk.roundTrips, bulk.statements.join('\n')).toBeLessThanOrEqual(4);
  });
});
