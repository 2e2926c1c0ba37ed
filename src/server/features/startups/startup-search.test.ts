import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeStartupCursor } from '../../../shared/startup-cursor';
import { startupListQuerySchema, STARTUPS_PAGE_SIZE, type StartupListPage } from '../../../shared/startups';
import { insertJob, insertStartup } from '../../seed/factories';
import { closedDatabase, unhandledRejectionsOf } from '../../testing/failing-database';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { listStartups } from './startups.service';

// The listing's searches read words as people mean them (decision 066): a name's words in any order,
// a job title's with its other spellings, "remote" and places as conditions on the position; those
// matching every word first, then most; the closest startups when nothing matches. On PGlite, and on
// PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;

async function list(query: string): Promise<StartupListPage> {
  const response = await t.client().request(`/api/startups?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as StartupListPage;
}
const tiers = (page: StartupListPage) => ({
  all: page.items.filter((s) => !s.isPartialMatch).map((s) => s.name),
  some: page.items.filter((s) => s.isPartialMatch).map((s) => s.name),
});

beforeAll(async () => {
  t = await createTestApp();
  const owner = (await t.client().signUp()).id;
  let day = 0;
  const startup = async (name: string, values: Parameters<typeof insertStartup>[2] = {}) => {
    day += 1;
    return (await insertStartup(t.db, owner, { name, createdAt: new Date(Date.UTC(2026, 0, day)), ...values })).id;
  };
  // Oldest first; the listing is newest first.
  const orbit = await startup('Orbit Robotics Labs', { country: 'DE' });
  const berlin = await startup('Berlin Bikes', { country: 'FR' });
  const green = await startup('Green Robotics', { country: 'US' });
  const labs = await startup('Acme Labs', { country: 'GB' });
  const quiet = await startup('Quiet Studio', { country: 'US' });
  await insertJob(t.db, orbit, {
    title: 'Machine Learning Engineer',
    requiredSkills: ['PyTorch'],
    locationType: 'Remote',
  });
  await insertJob(t.db, berlin, {
    title: 'Frontend Developer',
    requiredSkills: ['React'],
    locationType: 'On-site',
    locationCity: 'Berlin',
    locationCountry: 'DE',
  });
  await insertJob(t.db, green, {
    title: 'ML Platform Lead',
    requiredSkills: ['Kubernetes'],
    locationType: 'On-site',
    locationCity: 'Munich',
    locationCountry: 'DE',
  });
  await insertJob(t.db, labs, { title: 'React Engineer', requiredSkills: ['TypeScript'], locationType: 'Remote' });
  await insertJob(t.db, quiet, {
    title: 'Python Developer',
    requiredSkills: ['Django'],
    locationType: 'Hybrid',
    locationCity: 'London',
    locationCountry: 'GB',
    status: 'closed',
  });
});
afterAll(() => t.close());

describe('by name', () => {
  it('finds the words in any order, and a name that holds a place stays a name', async () => {
    expect(tiers(await list('search=labs%20orbit'))).toEqual({ all: ['Orbit Robotics Labs'], some: ['Acme Labs'] });
    const berlin = await list('search=berlin%20bikes');
    expect(berlin.items.map((s) => s.name)).toEqual(['Berlin Bikes']);
    expect(berlin.search).toMatchObject({ readings: [], terms: ['berlin', 'bikes'], match: 'all', closest: [] });
  });

  it('ranks names with more of the words first, each count newest first, and says none has them all', async () => {
    // Two words each, newest first, then the newer Green Robotics with one.
    const page = await list('search=robotics%20labs%20acme');
    expect(tiers(page)).toEqual({ all: [], some: ['Acme Labs', 'Orbit Robotics Labs', 'Green Robotics'] });
    expect(page.search?.match).toBe('some');
    expect(page.total).toBe(3);
  });

  it('offers the closest names for a typo, and nothing when nothing is close', async () => {
    const typo = await list('search=robotcs');
    expect(typo.items).toEqual([]);
    expect(typo.search?.match).toBe('none');
    expect(typo.search?.closest.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Green Robotics', 'Orbit Robotics Labs']),
    );
    const far = await list('search=zzqx');
    expect(far.search).toMatchObject({ match: 'none', closest: [] });
  });
});

describe('by job title', () => {
  it('knows abbreviations and other spellings: "ML" finds machine learning, "front-end" the frontend developer', async () => {
    expect(tiers(await list('jobPosition=ML')).all).toEqual(['Green Robotics', 'Orbit Robotics Labs']);
    expect(tiers(await list('jobPosition=front-end')).all).toEqual(['Berlin Bikes']);
  });

  it('reads "remote" and places as conditions on the position, and says so', async () => {
    const remote = await list('jobPosition=remote%20engineer');
    expect(remote.items.map((s) => s.name)).toEqual(['Acme Labs', 'Orbit Robotics Labs']);
    expect(remote.search?.readings).toEqual([
      expect.objectContaining({ words: 'remote', label: 'Remote', field: 'jobPosition' }),
    ]);
    // A position in Berlin, at a startup based elsewhere: the place is the position's.
    const berlin = await list('jobPosition=developer%20berlin');
    expect(berlin.items.map((s) => s.name)).toEqual(['Berlin Bikes']);
    expect(berlin.search?.readings[0]).toMatchObject({
      words: 'berlin',
      label: 'Berlin, Germany',
      field: 'jobPosition',
    });
  });

  it('counts open positions only, and combines with the name search', async () => {
    expect((await list('jobPosition=python')).items).toEqual([]);
    expect(tiers(await list('search=robotics&jobPosition=ML'))).toEqual({
      all: ['Green Robotics', 'Orbit Robotics Labs'],
      some: [],
    });
  });

  it("offers the closest startups by their positions' titles for a misspelt title", async () => {
    const page = await list('jobPosition=enjineer');
    expect(page.search?.match).toBe('none');
    expect(page.search?.closest.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Acme Labs', 'Orbit Robotics Labs']),
    );
  });
});

describe('pages', () => {
  it('goes on from those matching every word to those matching some, by cursor, without repeating a card', async () => {
    const owner = (await t.client().signUp()).id;
    for (let i = 0; i < STARTUPS_PAGE_SIZE + 3; i++)
      await insertStartup(t.db, owner, {
        name: `Paging Nova ${String(i).padStart(2, '0')}`,
        createdAt: new Date(Date.UTC(2025, 0, i + 1)),
      });
    for (let i = 0; i < 4; i++)
      await insertStartup(t.db, owner, { name: `Paging Only ${i}`, createdAt: new Date(Date.UTC(2025, 5, i + 1)) });
    const first = await list('search=paging%20nova');
    expect(first.items).toHaveLength(STARTUPS_PAGE_SIZE);
    expect(first.items.every((s) => !s.isPartialMatch)).toBe(true);
    expect(first.total).toBe(STARTUPS_PAGE_SIZE + 3 + 4);
    const second = await list(`search=paging%20nova&cursor=${first.nextCursor}`);
    expect(tiers(second)).toEqual({
      all: ['Paging Nova 02', 'Paging Nova 01', 'Paging Nova 00'],
      some: ['Paging Only 3', 'Paging Only 2', 'Paging Only 1', 'Paging Only 0'],
    });
    expect(second.hasMore).toBe(false);
    expect(second.search?.match).toBeNull();
    // A partial cursor goes on within those matching some.
    const sorted = await list(
      `search=paging%20nova&sort=name_asc&cursor=${encodeStartupCursor({ sort: 'name_asc', key: 'Paging Only 1', id: 'ffffffff-ffff-4fff-bfff-ffffffffffff', matched: 1 })}`,
    );
    expect(sorted.items.map((s) => s.name)).toEqual(['Paging Only 2', 'Paging Only 3']);
  });

  it('refuses a cursor whose word count is not one a page gave', async () => {
    const cursor = Buffer.from(
      JSON.stringify(['newest', '2026-01-01T00:00:00.000000Z', '00000000-0000-4000-8000-000000000000', 99]),
    ).toString('base64url');
    expect((await t.client().request(`/api/startups?search=a%20b&cursor=${cursor}`)).status).toBe(400);
  });
});

describe('a search when the database fails', () => {
  it('fails the request, and leaves no query failing unhandled (which would end the server process)', async () => {
    const db = await closedDatabase();
    const query = startupListQuerySchema.parse({ search: 'green robot' });
    const unhandled = await unhandledRejectionsOf(() => expect(listStartups({ db, query })).rejects.toThrow());
    expect(unhandled).toEqual([]);
  });
});
