import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkStatusResult } from '../../../../shared/applicants';
import { WITHDRAWN_LOCKED } from '../../../../shared/applications';
import { STATUS_CHANGES_PER_STARTUP_PER_HOUR } from '../../../../shared/limits';
import { applicationEvents, domainEvents, jobApplications, rateLimits } from '../../../db/schema';
import { applicationForm } from '../../../testing/images';
import { postJobOk, postStartupOk } from '../../../testing/startups';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { STATUS_CHANGES_LIMITED } from './application-status.service';

// The set-based status change (decision 035): what the loop of single changes did, in one statement.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function founderWith(n: number, name: string) {
  const founder = t.client();
  await founder.signUp();
  const startup = await postStartupOk(founder, { name });
  const job = await postJobOk(founder, startup.id);
  for (let i = 0; i < n; i++) {
    const candidate = t.client();
    await candidate.signUp();
    expect((await candidate.request(`/api/jobs/${job.id}/applications`, { form: applicationForm() })).status).toBe(201);
  }
  const rows = await t.db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(eq(jobApplications.jobId, job.id))
    .orderBy(jobApplications.id);
  return { founder, startup, ids: rows.map((r) => r.id) };
}

const bulk = async (caller: ReturnType<TestApp['client']>, ids: string[], status: string) => {
  const response = await caller.request('/api/applicants/bulk-status', { json: { ids, status } });
  expect(response.status).toBe(200);
  return ((await response.json()) as BulkStatusResult).results;
};

const historyOf = (ids: string[]) =>
  t.db
    .select({ id: applicationEvents.applicationId, to: applicationEvents.toStatus })
    .from(applicationEvents)
    .where(and(inArray(applicationEvents.applicationId, ids), eq(applicationEvents.kind, 'status')));

const eventsOf = async (ids: string[]) =>
  (
    await t.db
      .select({ payload: domainEvents.payload })
      .from(domainEvents)
      .where(eq(domainEvents.type, 'application.status_changed'))
  )
    .map((e) => e.payload as { applicationId: string; fromStatus: string; toStatus: string; actorId: string })
    .filter((p) => ids.includes(p.applicationId));

describe('a bulk status change', () => {
  it('answers for each application in the order given: changed, already so, not found, not yours, withdrawn', async () => {
    const mine = await founderWith(3, 'Bulk Order One');
    const theirs = await founderWith(1, 'Bulk Order Two');
    const missing = '5f0c2a3e-8d1b-4c6f-9a7e-2b4d6f8a0c1e';
    // The third candidate withdraws.
    await t.db.update(jobApplications).set({ status: 'withdrawn' }).where(eq(jobApplications.id, mine.ids[2]!));
    expect(await bulk(mine.founder, [mine.ids[1]!], 'reviewed')).toEqual([{ id: mine.ids[1], ok: true }]);

    const results = await bulk(
      mine.founder,
      [mine.ids[0]!, mine.ids[1]!, missing, theirs.ids[0]!, mine.ids[2]!, mine.ids[0]!],
      'reviewed',
    );
    expect(results).toEqual([
      { id: mine.ids[0], ok: true },
      { id: mine.ids[1], ok: true },
      { id: missing, ok: false, error: 'Application not found' },
      { id: theirs.ids[0], ok: false, error: 'You can only change applications to your own startups.' },
      { id: mine.ids[2], ok: false, error: WITHDRAWN_LOCKED },
    ]);
    // One history row and one event per real change: the second was already reviewed.
    expect((await historyOf(mine.ids)).map((h) => h.id).sort()).toEqual([mine.ids[0], mine.ids[1]].sort());
    const events = await eventsOf([...mine.ids, ...theirs.ids]);
    expect(events).toHaveLength(2);
    expect(events.find((e) => e.applicationId === mine.ids[0])).toMatchObject({
      fromStatus: 'submitted',
      toStatus: 'reviewed',
    });
    const [other] = await t.db
      .select({ status: jobApplications.status })
      .from(jobApplications)
      .where(eq(jobApplications.id, theirs.ids[0]!));
    expect(other!.status).toBe('submitted');
  });

  it(`stops at the startup's hourly limit: the first rows up to it change, the rest stay and say why`, async () => {
    const { founder, startup, ids } = await founderWith(4, 'Bulk Limit Co');
    const key = `app:status-changes:${startup.id}`;
    await t.db.insert(rateLimits).values({
      id: crypto.randomUUID(),
      key,
      count: STATUS_CHANGES_PER_STARTUP_PER_HOUR - 2,
      lastRequest: Date.now(),
    });
    const results = await bulk(founder, ids, 'accepted');
    expect(results.map((r) => r.ok)).toEqual([true, true, false, false]);
    expect(results[2]!.error).toBe(STATUS_CHANGES_LIMITED);
    const [counter] = await t.db.select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, key));
    expect(counter!.count).toBe(STATUS_CHANGES_PER_STARTUP_PER_HOUR);
    const statuses = await t.db
      .select({ id: jobApplications.id, status: jobApplications.status })
      .from(jobApplications)
      .where(inArray(jobApplications.id, ids));
    expect(ids.map((id) => statuses.find((s) => s.id === id)!.status)).toEqual([
      'accepted',
      'accepted',
      'submitted',
      'submitted',
    ]);
    const refused = await founder.request(`/api/applications/${ids[3]}/status`, {
      method: 'PATCH',
      json: { status: 'accepted' },
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(3000);

    // An hour later the window starts again.
    await t.db
      .update(rateLimits)
      .set({ lastRequest: sql`${rateLimits.lastRequest} - 3600001` })
      .where(eq(rateLimits.key, key));
    expect((await bulk(founder, ids.slice(2), 'accepted')).map((r) => r.ok)).toEqual([true, true]);
    const [again] = await t.db.select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, key));
    expect(again!.count).toBe(2);
  });

  it('tells once when the same change arrives twice at the same moment', async () => {
    const { founder, ids } = await founderWith(3, 'Bulk Twice Co');
    const [a, b] = await Promise.all([bulk(founder, ids, 'rejected'), bulk(founder, ids, 'rejected')]);
    expect([...a, ...b].every((r) => r.ok)).toBe(true);
    expect(await historyOf(ids)).toHaveLength(3);
    expect(await eventsOf(ids)).toHaveLength(3);
  });
});
