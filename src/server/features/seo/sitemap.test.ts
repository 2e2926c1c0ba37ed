import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertJob, insertStartup } from '../../seed/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

// The sitemap's files are ranges of ids (sitemap-files.ts): every public startup and position in
// exactly one file, whichever number of files the index uses, private ones in none.

let t: TestApp;
let member: ReturnType<TestApp['client']>;
let ownerId: string;

// Ids on the edges of the ranges: the last and first ids of two neighbouring files.
const EDGES = {
  first: '00000000-0000-4000-8000-000000000000',
  lastOfQuarter: '3fffffff-ffff-4fff-bfff-ffffffffffff',
  firstOfQuarter: '40000000-0000-4000-8000-000000000000',
  lastOfHalf: '7fffffff-ffff-4fff-bfff-ffffffffffff',
  firstOfHalf: '80000000-0000-4000-8000-000000000000',
  last: 'ffffffff-ffff-4fff-bfff-ffffffffffff',
};
// Paused startups next to the edges (one with an open position), and a public startup's closed position.
const PRIVATE = {
  pausedOnEdge: '80000000-0000-4000-8000-000000000001',
  pausedLast: 'fffffffe-ffff-4fff-bfff-ffffffffffff',
};

type Urls = { files: string[]; locs: string[] };

/** Every address in the named files; a file with nobody in its range is a 404, and counts as empty. */
async function read(files: string[]): Promise<Urls> {
  const locs: string[] = [];
  for (const file of files) {
    const response = await member.request(`/sitemaps/${file}`);
    if (response.status === 404) continue;
    expect(response.status, file).toBe(200);
    locs.push(
      ...[...(await response.text()).matchAll(/<loc>http:\/\/localhost:3000([^<]+)<\/loc>/g)].map((m) => m[1]!),
    );
  }
  return { files, locs };
}

const filesOf = (kind: string, of: number) => Array.from({ length: of }, (_, i) => `${kind}-${i + 1}-of-${of}.xml`);

async function rows(query: ReturnType<typeof sql>) {
  return ((await t.db.execute(query)) as unknown as { rows: Record<string, string>[] }).rows;
}

const publicStartupPaths = async () =>
  (await rows(sql`select slug from startups where active`)).map((r) => `/startup/${r.slug}`);
const publicJobPaths = async () =>
  (
    await rows(
      sql`select j.id from jobs j join startups s on s.id = j.startup_id where s.active and j.is_active and j.status = 'open'`,
    )
  ).map((r) => `/jobs/${r.id}`);

function expectEachOnce(locs: string[], expected: string[]) {
  expect(new Set(locs).size, 'an address in two files').toBe(locs.length);
  expect([...locs].sort()).toEqual([...expected].sort());
}

beforeAll(async () => {
  t = await createTestApp();
  member = t.client();
  // A member's requests are answered fresh: the visitors' copies are kept a few seconds.
  await member.signUp();
  ownerId = (await t.client().signUp()).id;
  for (const [name, id] of Object.entries(EDGES)) {
    // Each with an open position whose id is on the same edge (ids are per table).
    await insertStartup(t.db, ownerId, { id, name: `Edge ${name}` });
    await insertJob(t.db, id, { id });
  }
  for (const [name, id] of Object.entries(PRIVATE))
    await insertStartup(t.db, ownerId, { id, name: `Private ${name}`, active: false });
  await insertJob(t.db, EDGES.first, { id: '20000000-0000-4000-8000-000000000000', status: 'closed' });
  await insertJob(t.db, PRIVATE.pausedOnEdge, { id: '90000000-0000-4000-8000-000000000000' });
});
afterAll(() => t.close());

describe('the sitemap files, ranges of ids', () => {
  it('puts each public startup and position in exactly one file however many files there are, and no private one', async () => {
    const startups = await publicStartupPaths();
    const positions = await publicJobPaths();
    expect(startups).toHaveLength(Object.keys(EDGES).length);
    expect(positions).toHaveLength(Object.keys(EDGES).length);
    for (const of of [1, 2, 4, 8]) {
      expectEachOnce((await read(filesOf('startups', of))).locs, startups);
      expectEachOnce((await read(filesOf('jobs', of))).locs, positions);
    }
    // The most files there can be: the edges fall in the first and last of their ranges.
    const finest = [1, 16_384, 16_385, 32_768, 32_769, 65_536].map((index) => `-${index}-of-65536.xml`);
    expectEachOnce((await read(finest.map((file) => `startups${file}`))).locs, startups);
    expectEachOnce((await read(finest.map((file) => `jobs${file}`))).locs, positions);
  });

  it('puts a startup on the edge of two files in the file its range begins or ends with, never in both', async () => {
    const slugOf = async (id: string) =>
      `/startup/${(await rows(sql`select slug from startups where id = ${id}`))[0]!.slug}`;
    const [firstHalf, secondHalf] = await Promise.all([read(['startups-1-of-2.xml']), read(['startups-2-of-2.xml'])]);
    expect(firstHalf.locs).toContain(await slugOf(EDGES.lastOfHalf));
    expect(firstHalf.locs).not.toContain(await slugOf(EDGES.firstOfHalf));
    expect(secondHalf.locs).toContain(await slugOf(EDGES.firstOfHalf));
    expect(secondHalf.locs).not.toContain(await slugOf(EDGES.lastOfHalf));
    expect((await read(['startups-1-of-4.xml'])).locs).toEqual([
      await slugOf(EDGES.first),
      await slugOf(EDGES.lastOfQuarter),
    ]);
    expect((await read(['startups-2-of-4.xml'])).locs).toEqual([
      await slugOf(EDGES.firstOfQuarter),
      await slugOf(EDGES.lastOfHalf),
    ]);
    // A paused startup on the edge is in neither; a range with nobody public in it is not found.
    for (const file of ['startups-2-of-2.xml', 'startups-1-of-2.xml'])
      expect((await read([file])).locs).not.toContain(await slugOf(PRIVATE.pausedOnEdge));
    expect((await member.request('/sitemaps/startups-6-of-8.xml')).status).toBe(404);
  });

  it('lists as many files as the count needs, which together hold every public startup once', async () => {
    // 11,000 more, one in ten paused: 9,900 public with the edges' 6 is under 10,000 for one file, so
    // 200 more make it two. md5 ids spread over the id space as random ones do.
    const insertMany = (from: number, to: number) =>
      t.db.execute(sql`
        insert into startups (id, owner_id, name, slug, description, logo_url, industry, stage, tagline, brand_voice, mission, story, highlight_text, contact_email, active)
        select md5('sitemap-' || n)::uuid, ${ownerId}, 'Bulk ' || n, 'bulk-' || n, 'About us.', '/files/logos/x/seed.png', 'SaaS', 'MVP', 'A tagline', 'Friendly & Approachable',
               'A mission.', 'A story.', 'Fast', 'hello@example.com', n % 10 <> 0
        from generate_series(${from}::int, ${to}::int) n`);
    await insertMany(1, 11_000);
    const indexFiles = async () =>
      [...(await (await member.request('/sitemap.xml')).text()).matchAll(/\/sitemaps\/(startups-[^<]+)<\/loc>/g)].map(
        (m) => m[1]!,
      );
    expect(await publicStartupPaths()).toHaveLength(9_906);
    expect(await indexFiles()).toEqual(['startups-1-of-1.xml']);

    await insertMany(11_001, 11_200);
    const files = await indexFiles();
    expect(files).toEqual(['startups-1-of-2.xml', 'startups-2-of-2.xml']);
    const [first, second] = await Promise.all(files.map((file) => read([file])));
    // Random ids: each file holds about half, far from the protocol's 50,000.
    for (const half of [first!, second!]) expect(half.locs.length).toBeGreaterThan(4_000);
    expectEachOnce([...first!.locs, ...second!.locs], await publicStartupPaths());
  });
});
