import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '../../../shared/jobs';
import { atsBoards, jobs } from '../../db/schema';
import { atsApiBasesEnv, greenhouseJobs, startAtsFixtures, type AtsFixtures } from '../../testing/ats-fixtures';
import { postStartupOk } from '../../testing/startups';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { syncDueBoards } from './ats-sync';

// A posting whose board gives no pay (Greenhouse's list without pay transparency) becomes a position
// whose pay is not stated (decision 065): a state the job form keeps, so its founder's edits save.

let t: TestApp;
let ats: AtsFixtures;
beforeAll(async () => {
  ats = await startAtsFixtures();
  t = await createTestApp({ ATS_API_BASES: atsApiBasesEnv(ats) });
});
afterAll(async () => {
  await t.close();
  await ats.close();
});

type Client = ReturnType<TestApp['client']>;
const logger = { warn: () => {} };
const INTERN = '4012399';

/** A founder with the board's intern posting (no pay on the board) imported. */
async function importedWithoutPay(board: string) {
  ats.boards.greenhouse.set(board, { jobs: greenhouseJobs() });
  const founder = t.client();
  await founder.signUp();
  const startup = await postStartupOk(founder);
  const response = await founder.request(`/api/startups/${startup.id}/ats/import`, {
    json: { ats: 'greenhouse', board, sourceIds: [INTERN] },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const [row] = await t.db.select().from(jobs).where(eq(jobs.startupId, startup.id));
  return { founder, startup, job: row! };
}

/** The job form as it opens on the position and sends it back, with `changes`. */
async function editAsTheForm(founder: Client, jobId: string, changes: Record<string, unknown>) {
  const { job } = (await (await founder.request(`/api/jobs/${jobId}`)).json()) as { job: Job };
  const { id: _id, startupId: _s, isActive: _a, createdAt: _c, updatedAt: _u, ...fields } = job;
  return founder.request(`/api/jobs/${jobId}`, { method: 'PUT', json: { ...fields, ...changes } });
}

describe('a position imported without pay', () => {
  it('is stored as pay not stated, and says so: no currency, amount or period, not "Paid"', async () => {
    const { founder, job } = await importedWithoutPay('no-pay');
    expect(job).toMatchObject({
      compensationType: 'Not stated',
      compensationCurrency: null,
      compensationAmountMin: null,
      compensationAmountMax: null,
      compensationPeriod: null,
      equityMin: null,
      equityMax: null,
    });
    const { job: own } = (await (await founder.request(`/api/jobs/${job.id}`)).json()) as { job: Job };
    expect(own.compensationType).toBe('Not stated');
  });

  it("saves its founder's edit without a salary, and the pay still follows the board", async () => {
    const { founder, job } = await importedWithoutPay('edit-no-pay');
    const edit = await editAsTheForm(founder, job.id, { title: 'Customer Success Intern (Summer)' });
    expect(edit.status, await edit.clone().text()).toBe(200);
    const [edited] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(edited).toMatchObject({
      title: 'Customer Success Intern (Summer)',
      compensationType: 'Not stated',
      detachedFields: ['title'],
    });

    // The board starts to give the pay: the sync brings it, since the founder never set one here.
    const withPay = greenhouseJobs().map((posting) =>
      String(posting.id) === INTERN
        ? { ...posting, pay_input_ranges: [{ min_cents: 2_000_000, max_cents: null, currency_type: 'USD' }] }
        : posting,
    );
    ats.boards.greenhouse.set('edit-no-pay', { jobs: withPay });
    await t.db
      .update(atsBoards)
      .set({ lastSyncedAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(atsBoards.board, 'edit-no-pay'));
    await syncDueBoards({ db: t.db, config: t.config, logger });
    const [synced] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(synced).toMatchObject({
      title: 'Customer Success Intern (Summer)',
      compensationType: 'Paid',
      compensationCurrency: 'USD',
      compensationAmountMin: 20000,
      compensationPeriod: 'Year',
    });
  });

  it('takes the pay its founder gives here, which is then theirs', async () => {
    const { founder, job } = await importedWithoutPay('given-pay');
    const edit = await editAsTheForm(founder, job.id, {
      compensationType: 'Paid',
      compensationCurrency: 'USD',
      compensationAmountMin: 3000,
      compensationPeriod: 'Month',
    });
    expect(edit.status, await edit.clone().text()).toBe(200);
    const [edited] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(edited).toMatchObject({ compensationType: 'Paid', compensationAmountMin: 3000, detachedFields: ['pay'] });
  });

  it('was fixed by migration 0046 where the import had stored "Paid" without an amount', async () => {
    const { founder, job } = await importedWithoutPay('before-fix');
    // As the import stored it before.
    await t.db.update(jobs).set({ compensationType: 'Paid' }).where(eq(jobs.id, job.id));
    expect((await editAsTheForm(founder, job.id, { title: 'Intern' })).status).toBe(400);
    const migration = readFileSync(new URL('../../db/migrations/0046_pay_not_stated.sql', import.meta.url), 'utf8');
    await t.db.execute(sql.raw(migration));
    const [fixed] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(fixed).toMatchObject({
      compensationType: 'Not stated',
      compensationCurrency: null,
      compensationPeriod: null,
    });
    expect((await editAsTheForm(founder, job.id, { title: 'Intern' })).status).toBe(200);
  });
});

describe('pay not stated', () => {
  it('is never chosen for a position posted or edited here, where the spec asks for the pay', async () => {
    const { founder, startup, job } = await importedWithoutPay('chosen');
    const { job: own } = (await (await founder.request(`/api/jobs/${job.id}`)).json()) as { job: Job };
    const { id: _id, startupId: _s, isActive: _a, createdAt: _c, updatedAt: _u, ...fields } = own;
    const created = await founder.request(`/api/startups/${startup.id}/jobs`, {
      json: { ...fields, title: 'Posted here' },
    });
    expect(created.status).toBe(400);
    expect(await created.json()).toMatchObject({
      error: { fields: { compensationType: 'Please select a compensation type' } },
    });

    // Once the founder gave the pay, it cannot go back to not stated.
    expect(
      (
        await editAsTheForm(founder, job.id, {
          compensationType: 'Paid',
          compensationCurrency: 'USD',
          compensationAmountMin: 10,
          compensationPeriod: 'Hour',
        })
      ).status,
    ).toBe(200);
    const back = await editAsTheForm(founder, job.id, {
      compensationType: 'Not stated',
      compensationCurrency: null,
      compensationAmountMin: null,
      compensationPeriod: null,
    });
    expect(back.status).toBe(400);
  });
});
