import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  encodeJobCursor,
  JOB_BOARD_PAGE_SIZE,
  jobBoardQuerySchema,
  type JobBoardPage,
} from '../../../shared/job-board';
import { insertJob, insertStartup } from '../../seed/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { closedDatabase, unhandledRejectionsOf } from '../../testing/failing-database';
import { listJobBoard } from './job-board.service';

// The jobs board's API (decision 017): open positions of active startups only, newest first,
// every filter of the address, full-text search, and keyset pages that walk the whole board once.

let t: TestApp;
let acme: { id: string; name: string; slug: string };
const ids: Record<string, string> = {};

const get = (query = '') => t.client().request(`/api/jobs${query ? `?${query}` : ''}`);
async function board(query = ''): Promise<JobBoardPage> {
  const response = await get(query);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as JobBoardPage;
}
const titles = async (query: string) => (await board(query)).items.map((job) => job.title).sort();

beforeAll(async () => {
  t = await createTestApp();
  const owner = (await t.client().signUp()).id;
  acme = await insertStartup(t.db, owner, { name: 'Acme Robotics' });
  const sleepy = await insertStartup(t.db, owner, { name: 'Sleepy Co', active: false });
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);
  const add = async (key: string, values: Parameters<typeof insertJob>[2], startupId = acme.id) => {
    ids[key] = (await insertJob(t.db, startupId, values)).id;
  };
  await add('rust', {
    title: 'Rust Engineer',
    description: 'Systems work on our robot fleet.',
    requiredSkills: ['Rust', 'Linux'],
    jobType: 'Full-time',
    experienceLevel: 'Senior',
    locationType: 'Remote',
    compensationType: 'Paid',
    compensationCurrency: 'USD',
    compensationAmountMin: 120_000,
    compensationAmountMax: 150_000,
    compensationPeriod: 'Year',
    createdAt: at(0.5),
  });
  await add('designer', {
    title: 'Product Designer',
    description: 'Shape how people drive robots.',
    requiredSkills: ['Figma'],
    jobType: 'Contract',
    experienceLevel: 'Mid Level',
    locationType: 'Hybrid',
    locationCity: 'London',
    locationCountry: 'GB',
    compensationType: 'Paid+Equity',
    compensationCurrency: 'EUR',
    compensationAmountMin: 60_000,
    compensationPeriod: 'Year',
    createdAt: at(3),
  });
  await add('intern', {
    title: 'Research Intern',
    description: 'Help us with machine learning experiments.',
    requiredSkills: ['Python'],
    jobType: 'Internship',
    experienceLevel: 'Entry Level',
    locationType: 'On-site',
    locationCity: 'Austin',
    locationCountry: 'US',
    compensationType: 'Equity',
    createdAt: at(20),
  });
  await add('old', {
    title: 'Office Manager',
    description: 'Keep the lights on.',
    locationType: 'On-site',
    locationCity: 'Singapore',
    locationCountry: 'SG',
    compensationType: 'Unpaid',
    createdAt: at(60),
  });
  // Never on the board: closed, inactive, or of an inactive startup.
  await add('closed', { title: 'Closed Rust Role', status: 'closed', requiredSkills: ['Rust'] });
  await add('inactive', { title: 'Paused Rust Role', isActive: false, requiredSkills: ['Rust'] });
  await add('hidden', { title: 'Rust at a sleepy startup', requiredSkills: ['Rust'] }, sleepy.id);
});
afterAll(() => t.close());

describe('GET /api/jobs', () => {
  it('lists the open positions of active startups, newest first, with their startup', async () => {
    const page = await board();
    expect(page.items.map((job) => job.id)).toEqual([ids.rust, ids.designer, ids.intern, ids.old]);
    expect(page.hasMore).toBe(false);
    expect(page.nextCursor).toBeNull();
    expect(page.total).toEqual({ count: 4, isAtLeast: false });
    const rust = page.items[0]!;
    expect(rust.startup).toEqual({
      id: acme.id,
      name: 'Acme Robotics',
      slug: acme.slug,
      logoUrl: expect.any(String),
      verifiedDomain: null,
    });
    expect(rust).toMatchObject({
      compensationAmountMin: 120_000,
      compensationAmountMax: 150_000,
      requiredSkills: ['Rust', 'Linux'],
    });
    // What the row needs, not the whole position: no description, nor the search document.
    expect(rust).not.toHaveProperty('description');
    expect(rust).not.toHaveProperty('search');
  });

  it('is public: a visitor sees the same board as a member', async () => {
    const member = t.client();
    await member.signUp();
    const response = await member.request('/api/jobs');
    expect(response.status).toBe(200);
    expect(((await response.json()) as JobBoardPage).items).toHaveLength(4);
  });

  it('searches the title, the skills and the description, with word forms', async () => {
    expect(await titles('q=rust')).toEqual(['Rust Engineer']);
    expect(await titles('q=figma')).toEqual(['Product Designer']);
    expect(await titles('q=robots')).toEqual(['Product Designer', 'Rust Engineer']);
    expect(await titles('q=experiment')).toEqual(['Research Intern']);
    expect(await titles('q=%22machine%20learning%22')).toEqual(['Research Intern']);
    expect(await titles('q=robot%20-design')).toEqual(['Rust Engineer']);
    expect(await titles('q=blockchain')).toEqual([]);
  });

  it('filters by type, level, location, country, pay, equity, date and skill', async () => {
    expect(await titles('jobType=Contract')).toEqual(['Product Designer']);
    expect(await titles('experienceLevel=Entry%20Level')).toEqual(['Research Intern']);
    expect(await titles('locationType=Remote')).toEqual(['Rust Engineer']);
    expect(await titles('country=GB')).toEqual(['Product Designer']);
    expect(await titles('compensationType=Unpaid')).toEqual(['Office Manager']);
    expect(await titles('equity=true')).toEqual(['Product Designer', 'Research Intern']);
    expect(await titles('posted=day')).toEqual(['Rust Engineer']);
    expect(await titles('posted=week')).toEqual(['Product Designer', 'Rust Engineer']);
    expect(await titles('posted=month')).toEqual(['Product Designer', 'Research Intern', 'Rust Engineer']);
    expect(await titles('skill=rust')).toEqual(['Rust Engineer']);
    expect(await titles('skill=FIGMA')).toEqual(['Product Designer']);
    // Pay: the position's most (its maximum, else its minimum), in the currency and period asked.
    expect(await titles('minPay=150000&currency=USD&period=Year')).toEqual(['Rust Engineer']);
    expect(await titles('minPay=150001&currency=USD&period=Year')).toEqual([]);
    expect(await titles('minPay=60000&currency=EUR&period=Year')).toEqual(['Product Designer']);
    expect(await titles('minPay=1&currency=GBP&period=Year')).toEqual([]);
    expect(await titles('minPay=1&currency=USD&period=Hour')).toEqual([]);
    // Filters combine.
    expect(await titles('q=robots&locationType=Hybrid')).toEqual(['Product Designer']);
  });

  it('ignores filter values it does not know, as hand-edited links have them', async () => {
    expect(await titles('jobType=Astronaut&country=ZZ&posted=year&equity=maybe&minPay=lots')).toHaveLength(4);
    // A minimum without its currency and period is no filter at all.
    expect(await titles('minPay=1000000')).toHaveLength(4);
  });

  it('refuses what cannot be a query: a forged cursor, control characters, an overlong search', async () => {
    for (const query of [
      'cursor=not-a-cursor',
      `cursor=${encodeJobCursor({ createdAt: '2026-02-30T00:00:00.000000Z', id: ids.rust! })}`,
      'q=a%00b',
      'skill=x%07',
    ]) {
      const response = await get(query);
      expect(response.status, query).toBe(400);
    }
    // Longer than the limit: cut, not refused, as the other free-text filters.
    expect((await get(`q=${'rust '.repeat(40)}`)).status).toBe(200);
  });
});

describe('can work from a country', () => {
  let world: TestApp;
  beforeAll(async () => {
    world = await createTestApp();
    const owner = (await world.client().signUp()).id;
    const startup = await insertStartup(world.db, owner, { name: 'Everywhere Inc', country: 'US' });
    const remote = { locationType: 'Remote' } as const;
    await insertJob(world.db, startup.id, { ...remote, title: 'Anywhere Role', remoteScope: 'anywhere' });
    await insertJob(world.db, startup.id, { ...remote, title: 'Older Remote Role' }); // posted before the choice: anywhere
    await insertJob(world.db, startup.id, {
      ...remote,
      title: 'Europe Role',
      remoteScope: 'countries',
      remoteCountries: ['DE', 'FR'],
    });
    await insertJob(world.db, startup.id, {
      ...remote,
      title: 'Americas Hours Role',
      remoteScope: 'timezones',
      remoteUtcMin: -480,
      remoteUtcMax: -180,
    });
    await insertJob(world.db, startup.id, {
      title: 'Berlin Office Role',
      locationType: 'On-site',
      locationCity: 'Berlin',
      locationCountry: 'DE',
    });
    await insertJob(world.db, startup.id, {
      title: 'Lagos Office Role',
      locationType: 'Hybrid',
      locationCity: 'Lagos',
      locationCountry: 'NG',
    });
  });
  afterAll(() => world.close());

  const titlesFrom = async (country: string) =>
    ((await (await world.client().request(`/api/jobs?workFrom=${country}`)).json()) as JobBoardPage).items
      .map((job) => job.title)
      .sort();

  it('finds the positions placed there and the remote ones open to it, by country or by time zone', async () => {
    // Germany: its office, the European list, anywhere; UTC+1/+2 is outside the Americas' band.
    expect(await titlesFrom('DE')).toEqual(['Anywhere Role', 'Berlin Office Role', 'Europe Role', 'Older Remote Role']);
    // Brazil (UTC−5 to −2) meets UTC−8 to −3; no office there, not in the European list.
    expect(await titlesFrom('BR')).toEqual(['Americas Hours Role', 'Anywhere Role', 'Older Remote Role']);
    // Nigeria: its office and anywhere.
    expect(await titlesFrom('NG')).toEqual(['Anywhere Role', 'Lagos Office Role', 'Older Remote Role']);
    // A country code that is not one is ignored, as every filter's bad value is.
    expect(await titlesFrom('EU')).toHaveLength(6);
  });
});

describe('keyset pages', () => {
  let many: TestApp;
  beforeAll(async () => {
    many = await createTestApp();
    const owner = (await many.client().signUp()).id;
    const startup = await insertStartup(many.db, owner, { name: 'Hiring Hub' });
    // One more than two pages, twelve of them posted at the same microsecond: the cursor's id breaks the tie.
    const tie = new Date('2026-11-01T10:00:00.000Z');
    for (let i = 0; i < JOB_BOARD_PAGE_SIZE * 2 + 1; i++) {
      await insertJob(many.db, startup.id, {
        title: `Role ${i}`,
        createdAt: i < 12 ? tie : new Date(Date.UTC(2026, 9, 1 + i)),
      });
    }
    await many.db.execute(
      sql`update jobs set created_at = created_at + interval '123 microseconds' where created_at = ${tie.toISOString()}::timestamptz`,
    );
  });
  afterAll(() => many.close());

  it('walks every open position once, in order, a page at a time', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await many.client().request(`/api/jobs${cursor ? `?cursor=${cursor}` : ''}`);
      const page = (await response.json()) as JobBoardPage;
      seen.push(...page.items.map((job) => job.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    const result = (await many.db.execute(sql`select id from jobs order by created_at desc, id desc`)) as unknown as {
      rows: { id: string }[];
    };
    expect(seen).toEqual(result.rows.map((row) => row.id));
  });

  it('pages a skill the same way whether few or many positions ask for it (two query plans)', async () => {
    const startupId = (
      (await many.db.execute(sql`select id from startups limit 1`)) as unknown as { rows: { id: string }[] }
    ).rows[0]!.id;
    // Enough positions with one skill for the board's order to be walked (2,000 or more), a few with another.
    await many.db.execute(sql`
      insert into jobs (startup_id, title, description, job_type, experience_level, location_type, compensation_type, required_skills, created_at)
      select ${startupId}, 'Common ' || n, 'Busy work.', 'Full-time', 'Senior', 'Remote', 'Equity',
             case when n % 500 = 0 then array['Rare', 'Everyday'] else array['Everyday'] end, now() - n * interval '1 minute'
      from generate_series(1, 2100) n`);
    for (const skill of ['everyday', 'RARE']) {
      const first = (await (await many.client().request(`/api/jobs?skill=${skill}`)).json()) as JobBoardPage;
      const second = first.nextCursor
        ? ((await (
            await many.client().request(`/api/jobs?skill=${skill}&cursor=${first.nextCursor}`)
          ).json()) as JobBoardPage)
        : null;
      // The result count: exact up to 1,000, "1,000+" above; a later page does not count again.
      expect(first.total, skill).toEqual(
        skill === 'RARE' ? { count: 4, isAtLeast: false } : { count: 1000, isAtLeast: true },
      );
      if (second) expect(second.total).toBeNull();
      const expected = (await many.db.execute(
        sql`select id from jobs where skills_lower @> array[lower(${skill})] order by created_at desc, id desc limit 40`,
      )) as unknown as { rows: { id: string }[] };
      const got = [...first.items, ...(second?.items ?? [])].map((job) => job.id);
      expect(got, skill).toEqual(expected.rows.map((row) => row.id));
    }
  });
});

describe('the board when the database fails', () => {
  it('fails the request, and leaves no query failing unhandled (which would end the server process)', async () => {
    const db = await closedDatabase();
    const unhandled = await unhandledRejectionsOf(() =>
      expect(listJobBoard({ db, query: jobBoardQuerySchema.parse({ q: 'engineer' }) })).rejects.toThrow(),
    );
    expect(unhandled).toEqual([]);
  });
});
