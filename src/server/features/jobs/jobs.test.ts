import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobBoardPage } from '../../../shared/job-board';
import type { Job, OwnerJob } from '../../../shared/jobs';
import type { StartupCard } from '../../../shared/startups';
import { MAX_JOBS_PER_STARTUP } from '../../../shared/limits';
import { buildJob, insertJob } from '../../seed/factories';
import { applicationForm } from '../../testing/images';
import { postStartupOk } from '../../testing/startups';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ErrorBody = { error: { message: string; fields?: Record<string, string> } };

async function ownerWithStartup(name?: string) {
  const caller = t.client();
  await caller.signUp();
  const startup = await postStartupOk(caller, name ? { name } : {});
  return { caller, startup };
}

async function createJob(caller: ReturnType<TestApp['client']>, startupId: string, overrides = {}) {
  const response = await caller.request(`/api/startups/${startupId}/jobs`, { json: buildJob(overrides) });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { job: Job }).job;
}

describe('jobs', () => {
  it('lets the owner add a job that visitors then see on the detail page', async () => {
    const { caller, startup } = await ownerWithStartup('Jobs Inc');
    const job = await createJob(caller, startup.id);
    expect(job).toMatchObject({
      title: 'Founding Engineer',
      status: 'open',
      isActive: true,
      compensationAmountMin: 70000,
      compensationAmountMax: 90000,
    });
    const body = (await (await t.client().request('/api/startups/by-slug/jobs-inc')).json()) as {
      jobs: Job[];
      startup: StartupCard;
    };
    expect(body.jobs.map((j) => j.id)).toEqual([job.id]);
    // The page reads its jobs as JSON in the startup's query: the same fields, types and time format.
    expect(body.jobs).toEqual([job]);
    expect(body.startup.openRoles).toEqual(['Founding Engineer']);
  });

  it('clears city and country for Remote, and pay for unpaid or equity-only roles', async () => {
    const { caller, startup } = await ownerWithStartup();
    const remote = await createJob(caller, startup.id, {
      locationType: 'Remote',
      locationCity: 'Paris',
      locationCountry: 'GB',
    });
    expect(remote).toMatchObject({ locationCity: null, locationCountry: null });
    const equity = await createJob(caller, startup.id, {
      compensationType: 'Equity',
      compensationCurrency: 'USD',
      compensationAmountMin: 5,
      compensationPeriod: 'Year',
    });
    expect(equity).toMatchObject({
      compensationCurrency: null,
      compensationAmountMin: null,
      compensationAmountMax: null,
      compensationPeriod: null,
    });
  });

  it('takes a place in any ISO country, and the board filters by it (decision 023)', async () => {
    const { caller, startup } = await ownerWithStartup();
    const lagos = await createJob(caller, startup.id, {
      title: 'Lagos Field Lead',
      locationType: 'On-site',
      locationCity: 'Lagos',
      locationCountry: 'NG',
    });
    expect(lagos).toMatchObject({ locationCity: 'Lagos', locationCountry: 'NG' });
    const london = await createJob(caller, startup.id, {
      title: 'London Field Lead',
      locationType: 'Hybrid',
      locationCity: 'London',
      locationCountry: 'GB',
    });

    const board = (await (await t.client().request('/api/jobs?country=NG')).json()) as JobBoardPage;
    expect(board.items.map((item) => item.locationCountry)).toEqual(board.items.map(() => 'NG'));
    const ids = board.items.map((item) => item.id);
    expect(ids).toContain(lagos.id);
    expect(ids).not.toContain(london.id);
  });

  it.each([
    [{ title: '' }, 'title', 'Job title is required'],
    [{ jobType: 'Gig' }, 'jobType', 'Please select a job type'],
    [{ experienceLevel: '' }, 'experienceLevel', 'Please select an experience level'],
    [{ locationType: 'Moon' }, 'locationType', 'Please select a location type'],
    [{ locationType: 'On-site', locationCity: '' }, 'locationCity', 'City is required'],
    [{ locationType: 'Hybrid', locationCountry: '' }, 'locationCountry', 'Please select a country'],
    [{ locationType: 'Hybrid', locationCountry: 'XK' }, 'locationCountry', 'Please select a country'],
    [{ compensationType: 'Bitcoin' }, 'compensationType', 'Please select a compensation type'],
    [{ compensationCurrency: 'XAU' }, 'compensationCurrency', 'Please select a currency'],
    [{ compensationPeriod: 'Week' }, 'compensationPeriod', 'Please select a period'],
    [{ compensationAmountMin: null }, 'compensationAmountMin', 'Minimum amount is required'],
    [{ compensationAmountMin: -1 }, 'compensationAmountMin', 'Amount must be 0 or more'],
    [{ compensationAmountMin: 10.005 }, 'compensationAmountMin', 'Amounts can have at most 2 decimal places'],
    [
      { compensationAmountMin: 100, compensationAmountMax: 99.99 },
      'compensationAmountMax',
      'Maximum must not be below the minimum',
    ],
    [{ description: '' }, 'description', 'Job description is required'],
    [{ status: 'paused' }, 'status', 'Please select a status'],
  ])('answers %j with 400 on %s', async (overrides, field, message) => {
    const { caller, startup } = await ownerWithStartup();
    const response = await caller.request(`/api/startups/${startup.id}/jobs`, {
      json: { ...buildJob(), ...overrides },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.fields?.[field]).toBe(message);
  });

  it('hides closed and inactive jobs from visitors, and from the job-title search', async () => {
    const { caller, startup } = await ownerWithStartup('Hiring Hides');
    const closed = await createJob(caller, startup.id, { title: 'Zeppelin Pilot', status: 'closed' });
    const paused = await createJob(caller, startup.id, { title: 'Zeppelin Mechanic' });
    await caller.request(`/api/jobs/${paused.id}/active`, { method: 'PATCH', json: { active: false } });
    const body = (await (await t.client().request('/api/startups/by-slug/hiring-hides')).json()) as { jobs: Job[] };
    expect(body.jobs).toEqual([]);
    const search = (await (await t.client().request('/api/startups?jobPosition=zeppelin')).json()) as { total: number };
    expect(search.total).toBe(0);
    // The owner still sees both.
    const own = (await (await caller.request(`/api/startups/${startup.id}/jobs`)).json()) as { items: Job[] };
    expect(own.items.map((j) => j.id).sort()).toEqual([closed.id, paused.id].sort());
  });

  it('lets the owner edit, toggle and delete a job', async () => {
    const { caller, startup } = await ownerWithStartup();
    const job = await createJob(caller, startup.id);
    const updated = await caller.request(`/api/jobs/${job.id}`, {
      method: 'PUT',
      json: buildJob({ title: 'Staff Engineer', status: 'reposted' }),
    });
    expect(((await updated.json()) as { job: Job }).job).toMatchObject({ title: 'Staff Engineer', status: 'reposted' });
    expect(
      (await caller.request(`/api/jobs/${job.id}/active`, { method: 'PATCH', json: { active: false } })).status,
    ).toBe(200);
    expect(((await (await caller.request(`/api/jobs/${job.id}`)).json()) as { job: Job }).job.isActive).toBe(false);
    expect((await caller.request(`/api/jobs/${job.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await caller.request(`/api/jobs/${job.id}`)).status).toBe(404);
  });

  it("refuses every job change on another owner's startup (403) and signed out (401)", async () => {
    const { caller: owner, startup } = await ownerWithStartup();
    const job = await createJob(owner, startup.id);
    const intruder = t.client();
    await intruder.signUp();
    const attempts = [
      { path: `/api/startups/${startup.id}/jobs`, method: 'POST', json: buildJob() },
      { path: `/api/jobs/${job.id}`, method: 'GET' },
      { path: `/api/jobs/${job.id}`, method: 'PUT', json: buildJob({ title: 'Hijacked' }) },
      { path: `/api/jobs/${job.id}/active`, method: 'PATCH', json: { active: false } },
      { path: `/api/jobs/${job.id}`, method: 'DELETE' },
    ];
    for (const attempt of attempts) {
      expect((await intruder.request(attempt.path, attempt)).status, `${attempt.method} ${attempt.path}`).toBe(403);
      expect((await t.client().request(attempt.path, attempt)).status, `${attempt.method} ${attempt.path}`).toBe(401);
    }
    const still = ((await (await owner.request(`/api/jobs/${job.id}`)).json()) as { job: Job }).job;
    expect(still).toMatchObject({ title: 'Founding Engineer', isActive: true });
  });
});

describe('the limit of positions per startup', () => {
  const LIMIT_MESSAGE = 'A startup can have at most 25 positions. Delete one to add another.';

  it('refuses a 26th position, closed ones counted, and takes one again after a delete', async () => {
    expect(MAX_JOBS_PER_STARTUP).toBe(25);
    const { caller, startup } = await ownerWithStartup();
    for (let i = 0; i < MAX_JOBS_PER_STARTUP - 2; i++) await insertJob(t.db, startup.id, { title: `Role ${i}` });
    await insertJob(t.db, startup.id, { title: 'Closed role', status: 'closed', isActive: false });
    const last = await createJob(caller, startup.id);
    const refused = await caller.request(`/api/startups/${startup.id}/jobs`, { json: buildJob() });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: { message: LIMIT_MESSAGE, code: 'JOB_LIMIT' } });
    expect((await caller.request(`/api/jobs/${last.id}`, { method: 'DELETE' })).status).toBe(200);
    await createJob(caller, startup.id);
  });

  it('holds when two positions are posted at the same time', async () => {
    const { caller, startup } = await ownerWithStartup();
    for (let i = 0; i < MAX_JOBS_PER_STARTUP - 1; i++) await insertJob(t.db, startup.id, { title: `Role ${i}` });
    const responses = await Promise.all(
      [0, 1].map(() => caller.request(`/api/startups/${startup.id}/jobs`, { json: buildJob() })),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    const own = (await (await caller.request(`/api/startups/${startup.id}/jobs`)).json()) as { items: Job[] };
    expect(own.items).toHaveLength(MAX_JOBS_PER_STARTUP);
  });

  it("lists the founder's positions with how many applied and how many are new", async () => {
    const { caller, startup } = await ownerWithStartup();
    await createJob(caller, startup.id, { title: 'Quiet role' });
    const busy = await createJob(caller, startup.id, { title: 'Busy role' });
    const applicationIds: string[] = [];
    const candidates = [];
    for (let i = 0; i < 3; i++) {
      const candidate = t.client();
      await candidate.signUp();
      expect((await candidate.request(`/api/jobs/${busy.id}/applications`, { form: applicationForm() })).status).toBe(
        201,
      );
      const mine = (await (await candidate.request('/api/applications/mine')).json()) as { items: { id: string }[] };
      applicationIds.push(mine.items[0]!.id);
      candidates.push(candidate);
    }
    // The first is withdrawn (not counted), the second opened by the founder (counted, not new), the third waits.
    expect((await candidates[0]!.request(`/api/applications/${applicationIds[0]}/withdraw`, { json: {} })).status).toBe(
      200,
    );
    expect((await caller.request(`/api/applications/${applicationIds[1]}/timeline`)).status).toBe(200);

    const own = (await (await caller.request(`/api/startups/${startup.id}/jobs`)).json()) as { items: OwnerJob[] };
    expect(Object.fromEntries(own.items.map((job) => [job.title, job.applications]))).toEqual({
      'Quiet role': { total: 0, new: 0 },
      'Busy role': { total: 2, new: 1 },
    });
  });
});
