import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchSummary } from '../../../shared/job-match-text';
import type { JobMatches } from '../../../shared/job-matches';
import type { JobPreferences } from '../../../shared/job-preferences';
import type { JobInput } from '../../../shared/jobs';
import { jobDismissals, profiles } from '../../db/schema';
import { buildJob } from '../../seed/factories';
import { applicationForm } from '../../testing/images';
import { postStartupOk } from '../../testing/startups';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Caller = ReturnType<TestApp['client']>;
const json = async <T>(response: Response) => (await response.json()) as T;
const matchesOf = async (caller: Caller) => json<JobMatches>(await caller.request('/api/job-matches'));
const remote = { locationType: 'Remote', locationCity: undefined, locationCountry: undefined } as const;
const wants: JobPreferences = {
  openToWork: 'active',
  jobTypes: ['Full-time'],
  experienceLevels: [],
  locationTypes: ['Remote'],
  countries: [],
  minPay: null,
  needsVisa: false,
  lookingFor: '',
};

/**
 * A member whose profile names these skills and who is open to `preferences`; they live in Britain,
 * where the factory's positions are (London), unless `country` says otherwise.
 */
async function member(skills: string[], preferences?: JobPreferences, country = 'GB') {
  const caller = t.client();
  const user = await caller.signUp();
  await t.db.update(profiles).set({ skills, country }).where(eq(profiles.id, user.id));
  if (preferences)
    expect(
      (await caller.request(`/api/profiles/${user.id}/preferences`, { method: 'PUT', json: preferences })).status,
    ).toBe(200);
  return { caller, user };
}

async function hiring(name: string) {
  const caller = t.client();
  await caller.signUp();
  const startup = await postStartupOk(caller, { name });
  const post = async (job: Partial<JobInput>) => {
    const response = await caller.request(`/api/startups/${startup.id}/jobs`, { json: buildJob(job) });
    expect(response.status).toBe(201);
    return (await json<{ job: { id: string } }>(response)).job.id;
  };
  return { caller, startup, post };
}

/** A skill no other test's position asks for, so that each test sees its own positions. */
const unique = (word: string) => `${word}${Math.random().toString(36).slice(2, 7)}`;

describe('Jobs for you', () => {
  it("ranks open positions by how well they fit, says why, and leaves out closed ones, the member's own and those applied to", async () => {
    const [gleam, elixir] = [unique('Gleam'), unique('Elixir')];
    const founder = await hiring('Fit Factory');
    const best = await founder.post({
      title: 'Best fit',
      requiredSkills: [gleam, elixir],
      jobType: 'Full-time',
      ...remote,
    });
    const good = await founder.post({
      title: 'Good fit',
      requiredSkills: [gleam],
      jobType: 'Full-time',
      locationType: 'Hybrid',
    });
    const weak = await founder.post({
      title: 'Weak fit',
      requiredSkills: [elixir],
      jobType: 'Contract',
      locationType: 'On-site',
    });
    const closed = await founder.post({
      title: 'Paused',
      requiredSkills: [gleam, elixir],
      jobType: 'Full-time',
      ...remote,
    });
    expect(
      (await founder.caller.request(`/api/jobs/${closed}/active`, { method: 'PATCH', json: { active: false } })).status,
    ).toBe(200);
    const applied = await founder.post({ title: 'Applied to', requiredSkills: [gleam, elixir], ...remote });
    await founder.post({
      title: 'Nothing in common',
      requiredSkills: ['Cobol'],
      jobType: 'Internship',
      locationType: 'On-site',
    });

    const { caller } = await member([gleam, elixir], wants);
    // The member's own startup's positions are not suggested to them.
    const own = await postStartupOk(caller, { name: 'Own Startup' });
    expect(
      (
        await caller.request(`/api/startups/${own.id}/jobs`, {
          json: buildJob({ requiredSkills: [gleam, elixir], ...remote }),
        })
      ).status,
    ).toBe(201);
    expect((await caller.request(`/api/jobs/${applied}/applications`, { form: applicationForm() })).status).toBe(201);

    const answer = await matchesOf(caller);
    expect(answer.missing).toEqual([]);
    const mine = answer.items.filter((item) => item.startup.id === founder.startup.id);
    expect(mine.map((item) => item.id)).toEqual([best, good, weak]);
    expect(matchSummary(mine[0]!.match, 'candidate')).toBe(`Matches ${gleam} and ${elixir} · Remote · Full-time`);
    expect(matchSummary(mine[1]!.match, 'candidate')).toBe(`Matches ${gleam} · Full-time`);
    expect(mine[0]!.match.score).toBeGreaterThan(mine[1]!.match.score);
    expect(mine[0]).toMatchObject({ title: 'Best fit', startup: { name: 'Fit Factory' } });
    expect(answer.items.some((item) => item.startup.id === own.id)).toBe(false);
  });

  it('forgets a position the member is not interested in, with their reason, until they undo it', async () => {
    const rescript = unique('ReScript');
    const founder = await hiring('Dismissal Labs');
    const first = await founder.post({ title: 'First', requiredSkills: [rescript] });
    const second = await founder.post({ title: 'Second', requiredSkills: [rescript] });
    const { caller, user } = await member([rescript]);
    const ids = async () =>
      (await matchesOf(caller)).items.filter((item) => item.startup.id === founder.startup.id).map((item) => item.id);
    expect(await ids()).toEqual([second, first]);

    const dismissed = await caller.request(`/api/jobs/${second}/dismissal`, {
      method: 'PUT',
      json: { reason: '  Pay too low ' },
    });
    expect(dismissed.status).toBe(200);
    expect(await json(dismissed)).toEqual({ isDismissed: true });
    expect(await ids()).toEqual([first]);
    const [row] = await t.db
      .select()
      .from(jobDismissals)
      .where(and(eq(jobDismissals.userId, user.id), eq(jobDismissals.jobId, second)));
    expect(row!.reason).toBe('Pay too low');
    // Without a reason, and twice: still one dismissal, and no reason.
    expect((await caller.request(`/api/jobs/${first}/dismissal`, { method: 'PUT', json: {} })).status).toBe(200);
    expect(
      (await caller.request(`/api/jobs/${first}/dismissal`, { method: 'PUT', json: { reason: null } })).status,
    ).toBe(200);
    expect(await ids()).toEqual([]);
    expect(
      (await t.db.select().from(jobDismissals).where(eq(jobDismissals.userId, user.id))).map((r) => r.reason).sort(),
    ).toEqual(['Pay too low', null]);

    // Another member still sees both.
    const other = await member([rescript]);
    expect((await matchesOf(other.caller)).items.filter((item) => item.startup.id === founder.startup.id)).toHaveLength(
      2,
    );

    // The toast's Undo.
    const undone = await caller.request(`/api/jobs/${second}/dismissal`, { method: 'DELETE' });
    expect(await json(undone)).toEqual({ isDismissed: false });
    expect(await ids()).toEqual([second]);
  });

  it('suggests positions of followed startups, and says so', async () => {
    const founder = await hiring('Followed Fintech');
    const job = await founder.post({
      title: 'Anything',
      requiredSkills: [unique('Haskell')],
      jobType: 'Internship',
      locationType: 'On-site',
    });
    const { caller } = await member([]);
    expect((await caller.request(`/api/follows/${founder.startup.id}`, { method: 'PUT' })).status).toBe(200);
    const answer = await matchesOf(caller);
    expect(answer.missing).toEqual(['skills', 'preferences']);
    const item = answer.items.find((i) => i.id === job);
    expect(item && matchSummary(item.match, 'candidate')).toBe('A startup you follow');
  });

  it('finds positions for a member who only gave countries, or only an experience level', async () => {
    const founder = await hiring('Northern Lights');
    const inIceland = await founder.post({
      title: 'In Reykjavik',
      requiredSkills: ['Cobol'],
      jobType: 'Internship',
      experienceLevel: 'Lead',
      locationType: 'On-site',
      locationCity: 'Reykjavik',
      locationCountry: 'IS',
    });
    const remoteToIceland = await founder.post({
      title: 'Remote from Iceland',
      requiredSkills: ['Cobol'],
      jobType: 'Internship',
      experienceLevel: 'Lead',
      ...remote,
      remoteScope: 'countries',
      remoteCountries: ['IS', 'NO'],
    });
    const executive = await founder.post({
      title: 'Chief of staff',
      requiredSkills: ['Cobol'],
      jobType: 'Internship',
      experienceLevel: 'Executive',
      locationType: 'On-site',
    });
    const none: JobPreferences = { ...wants, jobTypes: [], locationTypes: [] };

    const countries = await member([], { ...none, countries: ['IS'] });
    const forCountries = await matchesOf(countries.caller);
    expect(forCountries.missing).toEqual(['skills']);
    const found = forCountries.items.filter((item) => item.startup.id === founder.startup.id);
    expect(found.map((item) => item.id)).toEqual([remoteToIceland, inIceland]);
    expect(found.map((item) => matchSummary(item.match, 'candidate'))).toEqual(['Iceland', 'Iceland']);

    const level = await member([], { ...none, experienceLevels: ['Executive'] });
    const forLevel = await matchesOf(level.caller);
    expect(forLevel.items.find((item) => item.id === executive)?.match.reasons).toEqual([
      { kind: 'experience', experienceLevel: 'Executive' },
    ]);
  });

  it('tells a member with no skills and no preferences that there is nothing to match on', async () => {
    const { caller } = await member([]);
    expect(await matchesOf(caller)).toEqual({ items: [], missing: ['skills', 'preferences'] });
    // Open to work and a line about it say nothing matching reads.
    const talker = await member([], { ...wants, jobTypes: [], locationTypes: [], lookingFor: 'Something fun' });
    expect((await matchesOf(talker.caller)).missing).toEqual(['skills', 'preferences']);
    const skilled = await member(['Go']);
    expect((await matchesOf(skilled.caller)).missing).toEqual(['preferences']);
  });

  it('is for signed-in members only, and refuses what does not exist or is too long', async () => {
    const founder = await hiring('Guarded Inc');
    const job = await founder.post({});
    const visitor = t.client();
    expect((await visitor.request('/api/job-matches')).status).toBe(401);
    expect((await visitor.request(`/api/jobs/${job}/dismissal`, { method: 'PUT', json: {} })).status).toBe(401);
    expect((await visitor.request(`/api/jobs/${job}/dismissal`, { method: 'DELETE' })).status).toBe(401);

    const { caller } = await member(['Go']);
    const missing = '5f0c2a3e-8d1b-4c6f-9a7e-2b4d6f8a0c1e';
    for (const method of ['PUT', 'DELETE']) {
      const response = await caller.request(`/api/jobs/${missing}/dismissal`, {
        method,
        json: method === 'PUT' ? {} : undefined,
      });
      expect(response.status, method).toBe(404);
      expect((await json<{ error: { message: string } }>(response)).error.message).toBe('Job not found');
    }
    expect((await caller.request('/api/jobs/not-a-job/dismissal', { method: 'PUT', json: {} })).status).toBe(400);
    const long = await caller.request(`/api/jobs/${job}/dismissal`, {
      method: 'PUT',
      json: { reason: 'x'.repeat(201) },
    });
    expect(long.status).toBe(400);
    expect(Object.keys((await json<{ error: { fields: Record<string, string> } }>(long)).error.fields)).toEqual([
      'reason',
    ]);
    expect(
      (await caller.request(`/api/jobs/${job}/dismissal`, { method: 'PUT', json: { reason: 'x'.repeat(200) } })).status,
    ).toBe(200);
  });
});
