// What both load runs need: a PostgreSQL database filled like `npm run bench` (a throwaway cluster, or
// LOADTEST_DATABASE_URL), the real server started on it, and the people who sign in, apply and hire.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { openPostgres } from '../../src/server/db/client';
import { createPgCluster } from '../../src/server/testing/pg-cluster';
import { fill } from '../bench/fill';
import { onCleanup, freePort, startNode, waitUntilServing, type Child } from '../bench/processes';
import { applicants, founders, seedApplications, type Founder, type Person } from './users';

export type LoadSetup = {
  origin: string;
  base: URL;
  pool: pg.Pool;
  /** The throwaway cluster (null with LOADTEST_DATABASE_URL): the outage run stops and starts it. */
  cluster: Awaited<ReturnType<typeof createPgCluster>> | null;
  app: Child;
  postgresVersion: string;
  hiring: Founder[];
  people: Person[];
  moving: { id: string; founder: Founder }[];
  slugs: string[];
  openJobs: string[];
  postSlugs: string[];
  industries: string[];
  close: () => Promise<void>;
};

export type SetupOptions = {
  size: number;
  /** Server processes (WEB_CONCURRENCY); 1 runs the single process. */
  workers: number;
  cpuProfileDir?: string;
  log: (line: string) => void;
};

/** A dozen published posts, for the blog's pages (the fill makes none). Idempotent. */
async function blogPosts(pool: pg.Pool): Promise<string[]> {
  await pool.query(`
    insert into blog_posts (slug, title, excerpt, content, category, status, reading_time, published_at)
    select 'load-post-' || i, 'How we hired our first ' || i || ' engineers', 'What worked, and what we would do again.',
           repeat('<p>Hiring early is about people who own problems end to end. We wrote down what we looked for. </p>', 30),
           (array['Hiring', 'Fundraising', 'Product'])[1 + i % 3], 'published', 4, now() - (i || ' days')::interval
      from generate_series(1, 12) as i
    on conflict (slug) do nothing`);
  return Array.from({ length: 12 }, (_, i) => `load-post-${i + 1}`);
}

export async function setUp(options: SetupOptions): Promise<LoadSetup> {
  const { log } = options;
  const work = mkdtempSync(path.join(tmpdir(), 'liftoff-load-'));
  onCleanup(`remove ${work}`, () => rmSync(work, { recursive: true, force: true }));

  let url = process.env.LOADTEST_DATABASE_URL;
  let cluster: LoadSetup['cluster'] = null;
  if (!url) {
    log('PostgreSQL: a throwaway cluster...');
    cluster = await createPgCluster();
    onCleanup('remove the cluster', () => cluster!.remove());
    url = cluster.url;
  }
  const database = openPostgres(url, 4);
  await database.migrate();
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const postgresVersion = (await pool.query<{ v: string }>(`select split_part(version(), ' on ', 1) as v`)).rows[0]!.v;
  const { rows: existing } = await pool.query<{ n: number }>('select count(*)::int as n from startups');
  if (existing[0]!.n === 0) {
    log(`filling ${options.size.toLocaleString('en')} startups...`);
    await fill(
      (text, params) => pool.query(text, params as unknown[]) as never,
      options.size,
      (line) => log(`  ${line}`),
    );
  }
  const postSlugs = await blogPosts(pool);

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const app = startNode(
    'app',
    'src/server/main.ts',
    {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: work,
      DATABASE_URL: url,
      WEB_CONCURRENCY: String(options.workers),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      AUTH_RATE_LIMIT: 'false',
      AUTH_SECRET: 'load-test-secret-that-is-long-enough-for-better-auth-0123',
      PUBLIC_URL: origin,
    },
    options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(options.cpuProfileDir)}`] : [],
  );
  await waitUntilServing(app, `${origin}/api/health`, 'app');

  log('people: founders, applicants and their applications...');
  const hiring = await founders(pool, origin, 10);
  const people = await applicants(origin, 40);
  const moving = await seedApplications(origin, people, hiring);
  const { rows: slugRows } = await pool.query<{ slug: string }>(
    `select slug from startups where active order by random() limit 2000`,
  );
  const { rows: jobRows } = await pool.query<{ id: string }>(
    `select j.id from jobs j join startups s on s.id = j.startup_id and s.active where j.status = 'open' and j.is_active order by random() limit 50000`,
  );
  const { rows: industryRows } = await pool.query<{ industry: string }>(
    `select distinct industry from startups limit 20`,
  );
  return {
    origin,
    base: new URL(origin),
    pool,
    cluster,
    app,
    postgresVersion,
    hiring,
    people,
    moving,
    slugs: slugRows.map((r) => r.slug),
    openJobs: jobRows.map((r) => r.id),
    postSlugs,
    industries: industryRows.map((r) => r.industry),
    close: () => database.close(),
  };
}

/** Job seekers for the applications of a run: a member may upload 30 resumes an hour. */
export async function seekersFor(setup: LoadSetup, applications: number): Promise<Person[]> {
  return applicants(setup.origin, Math.max(40, Math.ceil(applications / 25)));
}

/**
 * A process's user and system CPU seconds from /proc: its own, and those of its children that ended and
 * that it reaped. Fields 14 to 17 after the command name (which may hold spaces, hence after the last
 * ')'), in clock ticks, 100 a second on Linux.
 */
export function cpuSecondsOf(pid: number | string): { own: number; reaped: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(')').pop()!.trim().split(' ');
  return {
    own: (Number(fields[11]) + Number(fields[12])) / 100,
    reaped: (Number(fields[13]) + Number(fields[14])) / 100,
  };
}

/** User and system CPU seconds of a process and all its descendants (cluster workers), from /proc. */
export function treeCpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    let seconds = cpuSecondsOf(pid).own;
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    for (const child of children) seconds += treeCpuSeconds(Number(child)) ?? 0;
    return seconds;
  } catch {
    return undefined;
  }
}

/** Everything the server acknowledged with 201 is in the database. */
export async function countFound(
  pool: pg.Pool,
  acknowledged: { applicantId: string; jobId: string }[],
): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `select count(*)::int as n from job_applications a join unnest($1::uuid[], $2::uuid[]) as x(applicant_id, job_id) on a.applicant_id = x.applicant_id and a.job_id = x.job_id`,
    [acknowledged.map((a) => a.applicantId), acknowledged.map((a) => a.jobId)],
  );
  return rows[0]!.n;
}
