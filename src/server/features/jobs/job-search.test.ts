import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeJobCursor, JOB_BOARD_PAGE_SIZE, type JobBoardPage } from '../../../shared/job-board';
import { insertJob, insertStartup } from '../../seed/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

// The board's search reads words as people mean them (decision 059): partial matches ranked after the
// positions matching every word, synonyms and abbreviations, "remote" and places as filters, and the
// closest positions when nothing matches. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
const ids: Record<string, string> = {};

async function board(query: string): Promise<JobBoardPage> {
  const response = await t.client().request(`/api/jobs?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as JobBoardPage;
}
const titlesOf = (page: JobBoardPage) => page.items.map((job) => job.title);
/** The titles matching every word, and after them those matching some, as the board lists them. */
const tiers = (page: JobBoardPage) => ({
  all: page.items.filter((job) => !job.isPartialMatch).map((job) => job.title),
  some: page.items.filter((job) => job.isPartialMatch).map((job) => job.title),
});

beforeAll(async () => {
  t = await createTestApp();
  const owner = (await t.client().signUp()).id;
  const startup = await insertStartup(t.db, owner, { name: 'Orbit Labs' });
  let hoursAgo = 0;
  const add = async (key: string, values: Parameters<typeof insertJob>[2]) => {
    hoursAgo += 1;
    ids[key] = (
      await insertJob(t.db, startup.id, { createdAt: new Date(Date.now() - hoursAgo * 3_600_000), ...values })
    ).id;
  };
  // Newest first.
  await add('reactEngineer', {
    title: 'React Engineer',
    description: 'Our dashboard.',
    requiredSkills: ['React', 'TypeScript'],
    locationType: 'Remote',
  });
  await add('frontend', {
    title: 'Frontend Developer',
    description: 'Pages people love.',
    requiredSkills: ['JavaScript', 'CSS'],
    locationType: 'On-site',
    locationCity: 'Berlin',
    locationCountry: 'DE',
  });
  await add('python', {
    title: 'Senior Python Engineer',
    description: 'APIs.',
    requiredSkills: ['Python', 'Django'],
    locationType: 'Hybrid',
    locationCity: 'London',
    locationCountry: 'GB',
  });
  await add('analyst', {
    title: 'Data Analyst',
    description: 'Dashboards and reports.',
    requiredSkills: ['Python', 'SQL'],
    locationType: 'On-site',
    locationCity: 'Paris',
    locationCountry: 'FR',
  });
  await add('ml', {
    title: 'Machine Learning Researcher',
    description: 'Train models.',
    requiredSkills: ['PyTorch'],
    locationType: 'Remote',
  });
  await add('mlPlatform', {
    title: 'ML Platform Lead',
    description: 'Run the training cluster.',
    requiredSkills: ['Kubernetes'],
    locationType: 'On-site',
    locationCity: 'Munich',
    locationCountry: 'DE',
  });
  await add('ios', {
    title: 'iOS Developer',
    description: 'Our app.',
    requiredSkills: ['Swift'],
    locationType: 'Remote',
  });
  await add('designer', {
    title: 'Product Designer',
    description: 'Front-end prototypes in Figma.',
    requiredSkills: ['Figma'],
    locationType: 'On-site',
    locationCity: 'Paris',
    locationCountry: 'FR',
  });
  await add('backendPython', {
    title: 'Backend Developer',
    description: 'Services.',
    requiredSkills: ['Python', 'Go'],
    locationType: 'Remote',
  });
});
afterAll(() => t.close());

describe('several words: every word first, then most', () => {
  it('"react developer" finds the React engineer first, then the other developers', async () => {
    const page = await board('q=react%20developer');
    expect(tiers(page)).toEqual({
      all: ['React Engineer'],
      some: ['Frontend Developer', 'Senior Python Engineer', 'iOS Developer', 'Backend Developer'],
    });
    expect(page.search).toMatchObject({ terms: ['react', 'developer'], match: 'all', readings: [] });
    // The count is of the positions matching every word.
    expect(page.total).toEqual({ count: 1, isAtLeast: false });
  });

  it('"python developer" finds the Python engineers and developers, then what has one of the words', async () => {
    const page = await board('q=python%20developer');
    expect(tiers(page).all).toEqual(['Senior Python Engineer', 'Backend Developer']);
    // Those matching some: newest first among the same number of words.
    expect(tiers(page).some).toEqual(['React Engineer', 'Frontend Developer', 'Data Analyst', 'iOS Developer']);
  });

  it('"ML" finds machine learning written out, and "machine learning" finds ML', async () => {
    expect(titlesOf(await board('q=ML'))).toEqual(['Machine Learning Researcher', 'ML Platform Lead']);
    expect(titlesOf(await board('q=machine%20learning'))).toEqual(['Machine Learning Researcher', 'ML Platform Lead']);
  });

  it('"front-end" finds frontend and front-end, in the title or the text', async () => {
    expect(titlesOf(await board('q=front-end'))).toEqual(['Frontend Developer', 'Product Designer']);
    expect(titlesOf(await board('q=frontend'))).toEqual(['Frontend Developer', 'Product Designer']);
  });

  it('"JS" finds JavaScript', async () => {
    expect(titlesOf(await board('q=JS'))).toEqual(['Frontend Developer']);
  });

  it('leaves out a -word among the partial matches too', async () => {
    const page = await board('q=react%20developer%20-swift');
    expect(titlesOf(page)).not.toContain('iOS Developer');
    expect(titlesOf(page)).toContain('Backend Developer');
  });
});

describe('words read as filters', () => {
  it('"remote" is the remote work mode, said as a reading', async () => {
    const page = await board('q=remote');
    expect(titlesOf(page)).toEqual([
      'React Engineer',
      'Machine Learning Researcher',
      'iOS Developer',
      'Backend Developer',
    ]);
    expect(page.search).toEqual({
      readings: [{ words: 'remote', label: 'Remote', filter: { locationType: 'Remote' } }],
      terms: [],
      match: null,
      closest: [],
    });
  });

  it('"remote python" is the remote positions with Python', async () => {
    expect(titlesOf(await board('q=remote%20python'))).toEqual(['Backend Developer']);
  });

  it('a city or a country is the place filter', async () => {
    const paris = await board('q=designer%20paris');
    expect(titlesOf(paris)).toEqual(['Product Designer']);
    expect(paris.search?.readings).toEqual([
      { words: 'paris', label: 'Paris, France', filter: { country: 'FR', city: 'Paris' } },
    ]);
    expect(titlesOf(await board('q=germany'))).toEqual(['Frontend Developer', 'ML Platform Lead']);
    expect(titlesOf(await board('q=developer%20in%20Berlin'))).toEqual(['Frontend Developer']);
  });

  it('never overrides a filter the address sets: the word is looked for instead', async () => {
    const page = await board('q=remote&locationType=On-site');
    expect(page.search?.readings).toEqual([]);
    expect(page.search?.terms).toEqual(['remote']);
  });
});

describe('nothing matches', () => {
  it('shows the closest positions apart, and says so', async () => {
    const page = await board('q=pyhton');
    expect(page.items).toEqual([]);
    expect(page.search?.match).toBe('none');
    expect(page.search?.closest.map((job) => job.title)).toContain('Senior Python Engineer');
  });

  it('shows none when nothing is even close', async () => {
    const page = await board('q=blockchain');
    expect(page.items).toEqual([]);
    expect(page.search).toMatchObject({ match: 'none', closest: [] });
  });

  it('reads "some" when no position has every word', async () => {
    const page = await board('q=swift%20django');
    expect(page.search?.match).toBe('some');
    expect(titlesOf(page)).toEqual(['Senior Python Engineer', 'iOS Developer']);
    expect(page.total).toEqual({ count: 0, isAtLeast: false });
  });
});

describe('pages of a ranked search', () => {
  let world: TestApp;
  beforeAll(async () => {
    world = await createTestApp();
    const owner = (await world.client().signUp()).id;
    const startup = await insertStartup(world.db, owner, { name: 'Gradle Works' });
    let minutes = 0;
    const add = (title: string, skills: string[]) =>
      insertJob(world.db, startup.id, {
        title,
        requiredSkills: skills,
        createdAt: new Date(Date.now() - (minutes += 1) * 60_000),
      });
    // Interleaved in time, so only the ranking puts them in tiers.
    for (let i = 0; i < 15; i += 1) {
      await add(`Kotlin Engineer ${i}`, ['Kotlin', 'Gradle']);
      if (i < 10) await add(`Kotlin Only ${i}`, ['Kotlin']);
      if (i < 8) await add(`Gradle Only ${i}`, ['Gradle']);
    }
  });
  afterAll(() => world.close());

  it('walks the positions matching both words, then those matching one, each once, by cursor', async () => {
    const seen: JobBoardPage['items'] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await world.client().request(`/api/jobs?q=kotlin%20gradle${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.status).toBe(200);
      const page = (await response.json()) as JobBoardPage;
      expect(page.items.length).toBeLessThanOrEqual(JOB_BOARD_PAGE_SIZE);
      seen.push(...page.items);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 5);
    expect(pages).toBe(2);
    expect(seen).toHaveLength(33);
    expect(new Set(seen.map((job) => job.id)).size).toBe(33);
    expect(seen.slice(0, 15).every((job) => job.title.startsWith('Kotlin Engineer') && !job.isPartialMatch)).toBe(true);
    // Those with one word, newest first: the 10 Kotlin and the 8 Gradle, interleaved as they were posted.
    const partial = seen.slice(15);
    expect(partial.every((job) => job.isPartialMatch)).toBe(true);
    const times = partial.map((job) => job.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('refuses a cursor whose number of matched words is not one the server makes', async () => {
    for (const matched of [0, 11]) {
      const cursor = encodeJobCursor({ createdAt: '2026-01-05T10:00:00.123456Z', id: ids.python!, matched });
      expect((await world.client().request(`/api/jobs?q=kotlin%20gradle&cursor=${cursor}`)).status).toBe(400);
    }
  });
});
