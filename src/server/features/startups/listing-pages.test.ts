import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeStartupCursor } from '../../../shared/startup-cursor';
import type { StartupListPage } from '../../../shared/startups';
import { insertJob, insertStartup } from '../../seed/factories';
import { postStartupOk } from '../../testing/startups';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Keyset pages of the public listing (decision 011): walking every page by its cursors gives each
// active startup once, in the sort's order, with ties on the sort key broken by id.

let t: TestApp;
const ACTIVE = 30;
const get = (query: string) => t.client().request(`/api/startups?${query}`);
const list = async (query: string) => {
  const response = await get(query);
  expect(response.status).toBe(200);
  return (await response.json()) as StartupListPage;
};

/** Every page from the first, each asked for with the previous page's cursor. */
async function walk(filters: string) {
  const pages: StartupListPage[] = [await list(filters)];
  while (pages.at(-1)!.nextCursor) {
    const previous = pages.at(-1)!;
    pages.push(await list(`${filters}&page=${previous.page + 1}&cursor=${previous.nextCursor}`));
    if (pages.length > 20) throw new Error('the walk does not end');
  }
  return pages;
}

/** The reference order, straight from the database. */
async function expectedIds(where: string, order: string) {
  const result = (await t.db.execute(
    sql.raw(`select id from startups where active ${where} order by ${order}`),
  )) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

beforeAll(async () => {
  t = await createTestApp();
  const owners: string[] = [];
  for (let i = 0; i < 3; i++) owners.push((await t.client().signUp()).id);
  // Ties on purpose, each spanning the end of the first page in both directions: the first 16 active
  // startups share a name but for case, and 16 others (by id) one creation time, down to a microsecond
  // that a JavaScript Date cannot hold. So the cursor must keep the microseconds and the id.
  const ties = ['AAA Tie', 'aaa tie', 'Aaa TIE'];
  const names = ['Zeta', 'alpha', 'Alpha', 'Émile', 'emile', 'Ångström', 'Orbit'];
  for (let i = 0; i < ACTIVE + 5; i++) {
    await insertStartup(t.db, owners[i % 3]!, {
      name: i <= 18 ? ties[i % 3] : `${names[i % names.length]} ${i % 2}`,
      industry: i % 2 === 0 && i > 0 ? 'Fintech' : 'SaaS',
      stage: i % 3 === 0 ? 'Seed' : 'MVP',
      active: i % 7 !== 3, // five inactive among them
      createdAt: new Date(Date.UTC(2026, 0, 1 + (i % 9))),
    });
  }
  await t.db.execute(
    sql`update startups set created_at = timestamptz '2026-03-01 00:00:00+00' where name like 'Ångström%'`,
  );
  await t.db.execute(
    sql`update startups set created_at = timestamptz '2026-02-01 10:00:00.123456+00' where id in (select id from startups where active and name not like 'Ångström%' order by id limit 16)`,
  );
  await t.db.execute(
    sql`update startups set created_at = created_at + interval '1 microsecond' where name like 'alpha%'`,
  );
  // Written before any request: the app keeps visitors' answers for a few seconds (lib/public-cache.ts).
  const [oldest] = await expectedIds('', 'created_at asc, id asc');
  await insertJob(t.db, oldest!, { title: 'Keyset Engineer' });
  await insertJob(t.db, oldest!, { title: 'Closed Role', status: 'closed' });
});
afterAll(() => t.close());

describe('GET /api/startups, page after page by cursor', () => {
  it.each([
    ['newest', 'created_at desc, id desc'],
    ['oldest', 'created_at asc, id asc'],
    ['name_asc', 'lower(name) asc, id asc'],
    ['name_desc', 'lower(name) desc, id desc'],
  ])('%s: every active startup exactly once, in order, ties broken by id', async (sort, order) => {
    const pages = await walk(`sort=${sort}`);
    const ids = pages.flatMap((page) => page.items.map((item) => item.id));
    expect(ids).toEqual(await expectedIds('', order));
    expect(new Set(ids).size).toBe(ACTIVE);
    expect(pages).toHaveLength(2);
    expect(pages.map((page) => page.hasMore)).toEqual([true, false]);
    expect(pages.map((page) => page.page)).toEqual([1, 2]);
    expect(pages[1]!.nextCursor).toBeNull();
  });

  it('combines filters with cursors', async () => {
    const pages = await walk('industry=SaaS&stage=MVP&sort=name_desc');
    const ids = pages.flatMap((page) => page.items.map((item) => item.id));
    expect(ids).toEqual(await expectedIds(`and industry = 'SaaS' and stage = 'MVP'`, 'lower(name) desc, id desc'));
    expect(pages[0]!.total).toBe(ids.length);
  });

  it('knows exactly whether a page follows: 15 matches make one page, with no cursor', async () => {
    const fintech = await expectedIds(`and industry = 'Fintech'`, 'created_at desc, id desc');
    expect(fintech).toHaveLength(15);
    const body = await list('industry=Fintech');
    expect(body).toMatchObject({ total: 15, isTotalExact: true, hasMore: false, nextCursor: null });
    expect(body.items.map((item) => item.id)).toEqual(fintech);
  });

  it('counts exactly on small sets, inactive startups left out', async () => {
    expect(await list('sort=oldest')).toMatchObject({ total: ACTIVE, isTotalExact: true, pageSize: 15 });
  });

  it('still serves page 2 without a cursor (old links), the same cards as by cursor', async () => {
    const byCursor = await walk('sort=name_asc');
    const second = await list('sort=name_asc&page=2');
    expect(second.items).toEqual(byCursor[1]!.items);
    expect(second).toMatchObject({ page: 2, hasMore: false, nextCursor: null });
    expect((await list('sort=name_asc&page=3')).items).toEqual([]);
  });

  it('carries each card its open roles on a page reached by cursor or by skipping', async () => {
    const [target] = await expectedIds('', 'created_at asc, id asc');
    const pages = await walk('sort=newest');
    const card = pages[1]!.items.find((item) => item.id === target);
    expect(card?.openRoles).toEqual(['Keyset Engineer']);
    expect((await list('page=2')).items.find((item) => item.id === target)?.openRoles).toEqual(['Keyset Engineer']);
  });

  it('starts after a cursor whose card has gone: the order, not the row, decides', async () => {
    const cursor = encodeStartupCursor({
      sort: 'oldest',
      key: '2026-01-05T00:00:00.000000Z',
      id: '00000000-0000-4000-8000-000000000000',
    });
    const body = await list(`sort=oldest&cursor=${cursor}`);
    expect(body.items.map((item) => item.id)).toEqual(
      (await expectedIds(`and created_at >= '2026-01-05T00:00:00Z'`, 'created_at asc, id asc')).slice(0, 15),
    );
  });

  const valid = encodeStartupCursor({
    sort: 'newest',
    key: '2026-01-05T00:00:00.000000Z',
    id: '00000000-0000-4000-8000-000000000000',
  });
  const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  it.each([
    ['garbage', 'cursor=!!!not-base64'],
    ['not JSON', `cursor=${Buffer.from('hello').toString('base64url')}`],
    ['another sort', `sort=name_asc&cursor=${valid}`],
    ['an unknown sort', `cursor=${raw(['sideways', 'x', '00000000-0000-4000-8000-000000000000'])}`],
    ['a bad id', `cursor=${raw(['newest', '2026-01-05T00:00:00.000000Z', "1' or '1'='1"])}`],
    [
      'a day that does not exist',
      `cursor=${raw(['newest', '2026-02-30T00:00:00.000000Z', '00000000-0000-4000-8000-000000000000'])}`,
    ],
    [
      'a time without microseconds',
      `cursor=${raw(['newest', '2026-01-05T00:00:00Z', '00000000-0000-4000-8000-000000000000'])}`,
    ],
    [
      'a name with a NUL',
      `sort=name_asc&cursor=${raw(['name_asc', 'a\u0000b', '00000000-0000-4000-8000-000000000000'])}`,
    ],
    ['a number as key', `cursor=${raw(['newest', 42, '00000000-0000-4000-8000-000000000000'])}`],
    ['too long', `cursor=${'A'.repeat(601)}`],
  ])('refuses a cursor that is %s with 400', async (_label, query) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields.cursor).toBe(
      'Invalid page cursor',
    );
  });

  it('treats an empty cursor as none', async () => {
    expect((await list('cursor=')).items).toHaveLength(15);
  });
});

describe('the count after a write through the API', () => {
  it('follows a new startup and a deactivated one at once', async () => {
    const before = (await list('industry=SaaS')).total;
    const founder = t.client();
    await founder.signUp();
    const startup = await postStartupOk(founder, { industry: 'SaaS' });
    expect((await list('industry=SaaS')).total).toBe(before + 1);
    await founder.request(`/api/startups/${startup.id}/active`, { method: 'PATCH', json: { active: false } });
    expect((await list('industry=SaaS')).total).toBe(before);
  });
});
