import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fill, FOUNDER_ID } from '../../../scripts/bench/fill';
import { createTestApp } from '../testing/test-app';
import { costlyScans, type CostlyScan, type PlanNode } from '../testing/query-plans';

// The guard of decision 067: on a database of 10,000 startups, their positions, owners, applications
// and events, after VACUUM ANALYZE (what autovacuum keeps true), every statement a visitor's request to
// a public endpoint sends is run under EXPLAIN ANALYZE, and none may scan a table that grows with use
// whole, or read many of its rows for each row it returns. It times nothing: it reads the plans.

const STARTUPS = 10_000;
const APPLICANTS = 1_000;
// Seeding takes a while on PGlite: the whole file shares one filled database.
const SEED_TIMEOUT = 240_000;

type Statement = { text: string; values: unknown[] };
type QueryArg = string | { text: string; values?: unknown[] };
type Client = {
  query: (arg: QueryArg, params?: unknown[], options?: unknown) => Promise<{ rows: Record<string, unknown>[] }>;
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let client: Client;
let recorded: Statement[] | null = null;
let growing: Set<string>;

const exec = (text: string, params?: unknown[]) => client.query(text, params);

beforeAll(async () => {
  t = await createTestApp();
  client = (t.db as unknown as { $client: Client }).$client;
  const query = client.query.bind(client);
  // Every statement the app sends, with its parameters, while `recorded` is set.
  client.query = (arg, params, options) => {
    if (recorded)
      recorded.push(
        typeof arg === 'string'
          ? { text: arg, values: params ?? [] }
          : { text: arg.text, values: params ?? arg.values ?? [] },
      );
    return query(arg, params, options);
  };
  await fill(exec, STARTUPS, () => {}, { applicants: APPLICANTS });
  await exec('vacuum analyze');
  // The tables the seed made large: on a table of a few rows, reading it whole is the right plan.
  const tables = await exec(
    `select relname from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace and reltuples >= 1000`,
  );
  growing = new Set(tables.rows.map((row) => String(row.relname)));
}, SEED_TIMEOUT);

afterAll(() => t?.close());

/** The statements one visitor's request sends (the visitors' cache never answers it: each path is new). */
async function statementsOf(path: string): Promise<Statement[]> {
  recorded = [];
  try {
    const response = await t.app.request(path);
    expect(response.status, path).toBe(200);
    await response.arrayBuffer();
    return recorded;
  } finally {
    recorded = null;
  }
}

const isRead = (text: string) =>
  /^\s*(select|with)\b/i.test(text) && !/\b(insert\s+into|update\s+\S+\s+set|delete\s+from)\b/i.test(text);

async function planOf(statement: Statement): Promise<PlanNode> {
  const { rows } = await exec(`explain (analyze, format json) ${statement.text}`, statement.values);
  const cell = rows[0]!['QUERY PLAN'];
  const parsed = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
  return parsed[0]!.Plan;
}

/** What each read statement of the request does wrong, with the statement's start to find it by. */
async function costlyScansOf(path: string): Promise<(CostlyScan & { statement: string })[]> {
  const statements = (await statementsOf(path)).filter((s) => isRead(s.text));
  expect(statements.length, `${path} sends no statement`).toBeGreaterThan(0);
  const found = [];
  for (const statement of statements) {
    for (const scan of costlyScans(await planOf(statement), (table) => growing.has(table))) {
      found.push({ ...scan, statement: statement.text.replace(/\s+/g, ' ').slice(0, 160) });
    }
  }
  return found;
}

async function json<T>(path: string): Promise<T> {
  return (await (await t.app.request(path)).json()) as T;
}

describe('the statements of the public endpoints', () => {
  it('are on a database that grows: the seeded tables count as growing', () => {
    for (const table of ['startups', 'jobs', 'users', 'profiles', 'job_applications', 'application_events'])
      expect(growing, table).toContain(table);
  });

  const listing = [
    '/api/startups',
    '/api/startups?page=500',
    '/api/startups?sort=oldest&page=200',
    '/api/startups?sort=name_asc&page=300',
    '/api/startups?sort=name_desc',
    '/api/startups?industry=SaaS&page=40',
    '/api/startups?stage=Seed&page=40',
    '/api/startups?country=GB&page=20',
    '/api/startups?industry=SaaS&stage=MVP&country=US',
  ];
  const searches = [
    '/api/startups?search=grid',
    '/api/startups?search=green%20robot',
    '/api/startups?jobPosition=engineer',
    '/api/startups?search=zzqx%20vvbn',
  ];
  const board = [
    '/api/jobs',
    '/api/jobs?q=react%20developer',
    '/api/jobs?q=remote',
    '/api/jobs?locationType=Remote',
    '/api/jobs?workFrom=GB',
    '/api/jobs?jobType=Temporary',
    '/api/jobs?skill=React',
    '/api/jobs?compensationType=Paid&minPay=50000&currency=USD&period=Year',
    '/api/jobs?visa=true',
  ];
  const feeds = ['/sitemap.xml', '/jobs/feed.xml', '/blog/rss.xml', '/api/blog'];

  for (const path of [...listing, ...searches, ...board, ...feeds]) {
    it(`read an index that carries their predicate: ${path}`, async () => {
      expect(await costlyScansOf(path)).toEqual([]);
    });
  }

  it('read an index that carries their predicate: the next page by cursor, each sitemap file', async () => {
    const first = await json<{ nextCursor: string }>('/api/startups?sort=name_asc');
    const boardFirst = await json<{ nextCursor: string }>('/api/jobs');
    const sitemap = await (await t.app.request('/sitemap.xml')).text();
    const files = [...sitemap.matchAll(/<loc>[^<]*?(\/sitemaps\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(files.length).toBeGreaterThan(1);
    for (const path of [
      `/api/startups?sort=name_asc&cursor=${encodeURIComponent(first.nextCursor)}`,
      `/api/jobs?cursor=${encodeURIComponent(boardFirst.nextCursor)}`,
      ...files,
    ]) {
      expect(await costlyScansOf(path), path).toEqual([]);
    }
  });

  it('read an index that carries their predicate: a startup page and a job page, the busiest founder’s too', async () => {
    // The bench founder owns the first three startups and has APPLICANTS applications: its page shows a response record.
    const busiest = await exec(`select slug from startups where owner_id = ${FOUNDER_ID} and active limit 1`);
    const some = await exec(
      `select s.slug, j.id from startups s join jobs j on j.startup_id = s.id where s.active and j.is_active and j.status = 'open' order by s.created_at desc limit 1`,
    );
    const founderJob = await exec(
      `select j.id from jobs j join startups s on s.id = j.startup_id where s.owner_id = ${FOUNDER_ID} and s.active and j.is_active and j.status = 'open' limit 1`,
    );
    const paths = [`/api/startups/by-slug/${String(some.rows[0]!.slug)}`, `/api/jobs/${String(some.rows[0]!.id)}/page`];
    if (busiest.rows[0]) paths.push(`/api/startups/by-slug/${String(busiest.rows[0].slug)}`);
    if (founderJob.rows[0]) paths.push(`/api/jobs/${String(founderJob.rows[0].id)}/page`);
    for (const path of paths) expect(await costlyScansOf(path), path).toEqual([]);
  });
});

describe('the guard', () => {
  it('fails on a predicate no index carries: the listing indexes as they were before they carried "not hidden"', async () => {
    const indexes = (await exec(`select indexname, indexdef from pg_indexes where indexname like 'startups_listing_%'`))
      .rows as { indexname: string; indexdef: string }[];
    expect(indexes.length).toBeGreaterThanOrEqual(5);
    for (const { indexdef } of indexes) expect(indexdef).toMatch(/AND \(hidden_at IS NULL\)\)$/);
    try {
      for (const { indexname, indexdef } of indexes) {
        await exec(`drop index ${indexname}`);
        await exec(indexdef.replace(/ AND \(hidden_at IS NULL\)\)$/, ')'));
      }
      await exec('analyze startups');
      const found = await costlyScansOf('/api/startups?page=500&_guard=1');
      expect(found.map((scan) => scan.table)).toContain('startups');
    } finally {
      for (const { indexname, indexdef } of indexes) {
        await exec(`drop index if exists ${indexname}`);
        await exec(indexdef);
      }
      await exec('analyze startups');
    }
  });
});
