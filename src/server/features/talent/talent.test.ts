import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONLY_HIRING_FOUNDERS, TALENT_RANK_POOL, type HiddenFrom, type TalentPage } from '../../../shared/talent';
import { jobPreferences } from '../../db/schema';
import { applicationForm } from '../../testing/images';
import { candidate, founder } from '../../testing/talent';
import { reinstate, suspend } from '../../testing/suspension';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Caller = ReturnType<TestApp['client']>;
const unique = () => `Skill${Math.random().toString(36).slice(2, 8)}`;
const talent = (caller: Caller, query = '') => caller.request(`/api/talent${query ? `?${query}` : ''}`);
async function page(caller: Caller, query = ''): Promise<TalentPage> {
  const response = await talent(caller, query);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as TalentPage;
}
const ids = (p: TalentPage) => p.items.map((item) => item.id);

describe('who may look for candidates', () => {
  it('is a founder with a listed startup or the administrator: a student or a founder of a paused startup is refused, a visitor asked to sign in', async () => {
    const student = t.client();
    await student.signUp();
    const refused = await talent(student);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(ONLY_HIRING_FOUNDERS);
    const paused = await founder(t, { active: false });
    expect((await talent(paused.caller)).status).toBe(403);
    // The profile menu asks every member: one who does not hire hears so, with none of the paused startup's positions.
    const pausedPositions = await paused.caller.request('/api/talent/positions');
    expect(pausedPositions.status).toBe(200);
    // Their startup is paused, which /talent tells them rather than offering to post one.
    expect(await pausedPositions.json()).toEqual({ canFindTalent: false, startupsPaused: true, items: [] });
    expect(await (await student.request('/api/talent/positions')).json()).toEqual({
      canFindTalent: false,
      startupsPaused: false,
      items: [],
    });
    expect((await talent(t.client())).status).toBe(401);

    const hiring = await founder(t);
    expect((await talent(hiring.caller)).status).toBe(200);
    const admin = t.client();
    await admin.signUp({ email: 'admin@example.com' }, { verified: true });
    expect((await talent(admin)).status).toBe(200);
  });
});

describe('the candidates listed', () => {
  it('are members open to work with "Show my profile" on, never the others', async () => {
    const skill = unique();
    const open = await candidate(t, { skills: [skill], preferences: { openToWork: 'open' } });
    const active = await candidate(t, { skills: [skill] });
    const notLooking = await candidate(t, { skills: [skill], preferences: { openToWork: 'not_looking' } });
    const privateOne = await candidate(t, { skills: [skill], settings: { showProfile: false } });
    const hiring = await founder(t);
    // Not even to a founder they applied to (who may read their profile): "Show my profile" off means not listed, by any route.
    expect(
      (await privateOne.caller.request(`/api/jobs/${hiring.job.id}/applications`, { form: applicationForm() })).status,
    ).toBe(201);
    const listed = ids(await page(hiring.caller, `skill=${skill}`));
    expect(listed).toEqual([active.user.id, open.user.id]);
    expect(listed).not.toContain(notLooking.user.id);
    expect(listed).not.toContain(privateOne.user.id);
    expect(ids(await page(hiring.caller, `skill=${skill}&forJob=${hiring.job.id}`))).not.toContain(privateOne.user.id);
    expect((await hiring.caller.request(`/api/invitations/options/${privateOne.user.id}`)).status).toBe(404);
    const card = (await page(hiring.caller, `skill=${skill}`)).items[0]!;
    expect(card).toMatchObject({
      firstName: 'Cara',
      headline: 'Backend engineer',
      skills: [skill],
      canInvite: true,
      match: null,
    });
    expect(card.preferences.openToWork).toBe('active');
  });

  it('leave out a member hidden from a startup the founder owns, for that founder only', async () => {
    const skill = unique();
    const member = await candidate(t, { skills: [skill] });
    const employer = await founder(t);
    const other = await founder(t);
    const hidden = await member.caller.request(`/api/talent/hidden-from/${employer.startup.id}`, { method: 'PUT' });
    expect(hidden.status).toBe(200);
    expect(((await hidden.json()) as HiddenFrom).items.map((i) => i.startupId)).toEqual([employer.startup.id]);
    expect(ids(await page(employer.caller, `skill=${skill}`))).toEqual([]);
    expect(ids(await page(other.caller, `skill=${skill}`))).toEqual([member.user.id]);
    // Nor does their profile tell that founder what they are open to; another founder still reads it.
    const preferencesAs = async (caller: Caller) =>
      (
        (await (await caller.request(`/api/profiles/${member.user.id}/preferences`)).json()) as {
          preferences: object | null;
        }
      ).preferences;
    expect(await preferencesAs(employer.caller)).toBeNull();
    expect(await preferencesAs(other.caller)).not.toBeNull();
    // Shown again once removed.
    expect(
      (await member.caller.request(`/api/talent/hidden-from/${employer.startup.id}`, { method: 'DELETE' })).status,
    ).toBe(200);
    expect(ids(await page(employer.caller, `skill=${skill}`))).toEqual([member.user.id]);
  });

  it('are filtered by skill (any case), country, location type, job type, experience and visa need', async () => {
    const skill = unique();
    const a = await candidate(t, {
      skills: [skill, 'Go'],
      preferences: {
        countries: ['DE'],
        locationTypes: ['On-site'],
        jobTypes: ['Contract'],
        experienceLevels: ['Lead'],
        needsVisa: true,
      },
    });
    const b = await candidate(t, {
      skills: [skill],
      preferences: {
        countries: ['GB'],
        locationTypes: ['Remote'],
        jobTypes: ['Full-time'],
        experienceLevels: ['Senior'],
        needsVisa: false,
      },
    });
    const hiring = await founder(t);
    const lower = skill.toLowerCase();
    expect(ids(await page(hiring.caller, `skill=${lower}`))).toEqual([b.user.id, a.user.id]);
    expect(ids(await page(hiring.caller, `skill=${lower}&country=DE`))).toEqual([a.user.id]);
    expect(ids(await page(hiring.caller, `skill=${lower}&locationType=Remote`))).toEqual([b.user.id]);
    expect(ids(await page(hiring.caller, `skill=${lower}&jobType=Contract`))).toEqual([a.user.id]);
    expect(ids(await page(hiring.caller, `skill=${lower}&experience=Senior`))).toEqual([b.user.id]);
    expect(ids(await page(hiring.caller, `skill=${lower}&needsVisa=yes`))).toEqual([a.user.id]);
    expect(ids(await page(hiring.caller, `skill=${lower}&needsVisa=no`))).toEqual([b.user.id]);
  });

  it('come a page at a time, newest change first, each once', async () => {
    const skill = unique();
    const made: string[] = [];
    for (let i = 0; i < 22; i++) made.push((await candidate(t, { skills: [skill] })).user.id);
    const hiring = await founder(t);
    const first = await page(hiring.caller, `skill=${skill}`);
    expect(first.items).toHaveLength(20);
    expect(first.nextCursor).not.toBeNull();
    const second = await page(hiring.caller, `skill=${skill}&cursor=${first.nextCursor}`);
    expect(second.nextCursor).toBeNull();
    expect([...ids(first), ...ids(second)]).toEqual(made.reverse());
    expect((await talent(hiring.caller, 'cursor=not-a-cursor')).status).toBe(400);
  });

  it("are ranked against one of the founder's open positions, with the reasons, and never against another's", async () => {
    const skill = unique();
    const weak = await candidate(t, {
      skills: [skill],
      preferences: { locationTypes: ['On-site'], jobTypes: ['Contract'] },
    });
    const strong = await candidate(t, {
      skills: [skill, 'Rust', 'Kafka'],
      preferences: { locationTypes: ['Remote'], jobTypes: ['Full-time'] },
    });
    const hiring = await founder(t, {
      job: {
        title: 'Backend Engineer',
        requiredSkills: ['Rust', 'Kafka'],
        locationType: 'Remote',
        locationCity: undefined,
        locationCountry: undefined,
        remoteScope: 'anywhere',
      },
    });
    const ranked = await page(hiring.caller, `skill=${skill}&forJob=${hiring.job.id}`);
    expect(ranked.forJob).toEqual({ id: hiring.job.id, title: 'Backend Engineer' });
    // Newest first would put `strong` first anyway: the weaker one was changed before.
    expect(ids(ranked)).toEqual([strong.user.id, weak.user.id]);
    expect(ranked.items[0]!.match!.reasons).toContainEqual({ kind: 'skills', skills: ['Rust', 'Kafka'] });
    expect(ranked.items[0]!.match!.score).toBeGreaterThan(ranked.items[1]!.match!.score);

    // A cursor goes on its own kind of list: read as the other kind it would start again at page 1.
    expect((await talent(hiring.caller, `skill=${skill}&cursor=r20`)).status).toBe(400);
    const newest = await page(hiring.caller, '');
    expect(newest.nextCursor).toMatch(/^a/);
    expect((await talent(hiring.caller, `forJob=${hiring.job.id}&cursor=${newest.nextCursor}`)).status).toBe(400);

    const other = await founder(t);
    expect((await talent(other.caller, `forJob=${hiring.job.id}`)).status).toBe(404);
    const positions = (await (await hiring.caller.request('/api/talent/positions')).json()) as {
      items: { id: string; title: string }[];
    };
    expect(positions.items.map((p) => p.id)).toEqual([hiring.job.id]);
  });
});

describe('a suspended member', () => {
  it('is listed to no founder, nor suggested for a position, nor tells a founder through their profile that they are open to work; back once reinstated', async () => {
    const skill = unique();
    const member = await candidate(t, { skills: [skill, 'Kafka'] });
    const other = await candidate(t, { skills: [skill] });
    const hiring = await founder(t, { job: { title: 'Streaming Engineer', requiredSkills: [skill, 'Kafka'] } });
    const preferencesAs = async (caller: Caller) =>
      (
        (await (await caller.request(`/api/profiles/${member.user.id}/preferences`)).json()) as {
          preferences: object | null;
        }
      ).preferences;
    expect(ids(await page(hiring.caller, `skill=${skill}`))).toEqual([other.user.id, member.user.id]);
    expect(await preferencesAs(hiring.caller)).not.toBeNull();

    await suspend(t, member.user.id);
    expect(ids(await page(hiring.caller, `skill=${skill}`))).toEqual([other.user.id]);
    expect(ids(await page(hiring.caller, `forJob=${hiring.job.id}`))).not.toContain(member.user.id);
    expect(ids(await page(hiring.caller, `skill=${skill}&forJob=${hiring.job.id}`))).toEqual([other.user.id]);
    expect(await preferencesAs(hiring.caller)).toBeNull();

    await reinstate(t, member.user.id);
    expect(ids(await page(hiring.caller, `skill=${skill}`))).toEqual([other.user.id, member.user.id]);
    expect(await preferencesAs(hiring.caller)).not.toBeNull();
  });
});

describe('the candidates suggested for a position', () => {
  it('include one with its skills whose preferences changed long ago, behind more than the newest pool of others', async () => {
    const skill = unique();
    const early = await candidate(t, { skills: [skill, 'Kafka'] });
    await t.db
      .update(jobPreferences)
      .set({ updatedAt: new Date('2020-01-02T03:04:05Z') })
      .where(eq(jobPreferences.userId, early.user.id));
    // TALENT_RANK_POOL members open to work, all changed since, none with the skill (made at once, around the API).
    await t.db.execute(sql`
      with made as (insert into users (name, email) select 'Filler ' || n, ${`filler-${skill.toLowerCase()}-`} || n || '@example.com' from generate_series(1, ${TALENT_RANK_POOL}) n returning id),
      profile as (insert into profiles (id, first_name, last_name, phone_number, country) select id, 'Filler', 'Member', '+447700900000', 'GB' from made returning id)
      insert into job_preferences (user_id, open_to_work) select id, 'active' from profile`);
    const hiring = await founder(t, { job: { title: 'Streaming Engineer', requiredSkills: [skill, 'Kafka'] } });
    const ranked = await page(hiring.caller, `forJob=${hiring.job.id}`);
    expect(ids(ranked)[0]).toBe(early.user.id);
    expect(ranked.items[0]!.match!.reasons).toContainEqual({ kind: 'skills', skills: [skill, 'Kafka'] });
    // Unranked, they are far behind the newest.
    expect(ids(await page(hiring.caller, ''))).not.toContain(early.user.id);
  });
});

describe('hiding from startups', () => {
  it("is each member's own list, of startups that exist", async () => {
    const member = await candidate(t);
    const employer = await founder(t);
    expect(
      (await member.caller.request('/api/talent/hidden-from/5f0c2a3e-8d1b-4c6f-9a7e-2b4d6f8a0c1e', { method: 'PUT' }))
        .status,
    ).toBe(404);
    await member.caller.request(`/api/talent/hidden-from/${employer.startup.id}`, { method: 'PUT' });
    await member.caller.request(`/api/talent/hidden-from/${employer.startup.id}`, { method: 'PUT' });
    const own = (await (await member.caller.request('/api/talent/hidden-from')).json()) as HiddenFrom;
    expect(own.items).toEqual([
      { startupId: employer.startup.id, name: employer.startup.name, slug: employer.startup.slug },
    ]);
    const someoneElse = await candidate(t);
    expect(((await (await someoneElse.caller.request('/api/talent/hidden-from')).json()) as HiddenFrom).items).toEqual(
      [],
    );
    expect((await t.client().request('/api/talent/hidden-from')).status).toBe(401);
  });
});
