// npm run bench [-- --size 100000 --duration 10 --connections 32 ...]
//
// Fills a PostgreSQL database of its own (liftoff_bench, or BENCH_DATABASE_URL) with `--size` startups
// and 3 jobs each, and a founder with `--applicants` applications to their positions (fill.ts), starts
// the real server on it (src/server/main.ts, a child process), signs the founder in over HTTP, drives each
// request of requests.ts with autocannon, then does the same against the floor (floor-server.ts: the
// same SQL through a bare pool of the same size), and the embedded case on PGlite. Prints the figures
// and writes them to docs/benchmarks/. Stops everything it started, even on Ctrl-C or failure.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite, openPostgres } from '../../src/server/db/client';
import { appPoolSize, captureFloorPlan, type FloorPlan } from './capture';
import { DEFAULT_BENCH_URL, dropBenchDatabase, markFilled, prepareBenchDatabase } from './database';
import { BENCH_FOUNDER, fill, prepareBenchMember, type Exec, type FillResult } from './fill';
import { cleanUp, cleanUpOnSignals, freePort, onCleanup, startNode, waitUntilServing } from './processes';
import { gitCommit, machineInfo, printTable, writeReport, type RequestResult, type Run } from './report';
import { benchRequests, type BenchContext, type BenchRequest } from './requests';
import { drive, type DriveOptions } from './runner';

const USAGE = `npm run bench -- [options]
  --size N            startups in the PostgreSQL database (default 100000; 10k, 1m also accepted)
  --duration S        seconds of load per request and server (default 10)
  --connections N     concurrent connections (default 32)
  --warmup S          uncounted seconds before each measurement (default: duration / 5, at most 2)
  --embedded-size N   startups in the embedded PGlite case (default 10000)
  --applicants N      applications to the bench founder's positions, for the applicants pages (default
                      20000), and as many job seekers; 0 leaves them out
  --only TEXT[,TEXT]  only the requests whose name contains one of the TEXTs
  --skip-embedded     leave out the embedded PGlite case
  --bypass-cache      add an ignored _bench=<n> to every app request, so none is answered from the
                      app's response cache (the floor is unchanged); results go to ...-nocache.md
  --reuse             keep the benchmark database if it already holds a complete fill of this size
  --drop              drop the benchmark database at the end (it is kept otherwise, for --reuse)
  --out DIR           where results go (default docs/benchmarks)
  --name TEXT         added to the file name (letters, digits and dashes), so that a run does not
                      replace an earlier one of the same day and size
  --cpu-prof DIR      the app's processes write V8 CPU profiles to DIR (node --cpu-prof), to open in
                      Chrome's DevTools; profiling slows the app, so those figures are not comparable
Environment: BENCH_DATABASE_URL (default ${DEFAULT_BENCH_URL}): a database the benchmark creates
and may empty; an existing database with tables that the benchmark did not create is refused.`;

function parseSize(text: string): number {
  const match = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(text.replace(/[_,]/g, ''));
  if (!match) throw new Error(`Not a size: ${text}`);
  const value = Number(match[1]) * ({ k: 1_000, m: 1_000_000 }[match[2]!.toLowerCase() as 'k' | 'm'] ?? 1);
  if (!Number.isInteger(value) || value < 30) throw new Error(`Size must be a whole number of at least 30: ${text}`);
  return value;
}

const { values: args } = parseArgs({
  options: {
    size: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    warmup: { type: 'string' },
    'embedded-size': { type: 'string', default: '10000' },
    applicants: { type: 'string', default: '20000' },
    only: { type: 'string' },
    'skip-embedded': { type: 'boolean', default: false },
    'bypass-cache': { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
    name: { type: 'string' },
    reuse: { type: 'boolean', default: false },
    drop: { type: 'boolean', default: false },
    out: { type: 'string', default: 'docs/benchmarks' },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}

if (args.name !== undefined && !/^[a-z0-9][a-z0-9-]{0,40}$/i.test(args.name))
  throw new Error(`--name takes letters, digits and dashes: ${args.name}`);
const size = parseSize(args.size);
const embeddedSize = parseSize(args['embedded-size']);
const applicants = Number(args.applicants);
if (!Number.isInteger(applicants) || applicants < 0)
  throw new Error(`--applicants takes a whole number: ${args.applicants}`);
const duration = Number(args.duration);
const drive_: DriveOptions = {
  connections: Number(args.connections),
  duration,
  warmup: args.warmup === undefined ? Math.min(2, Math.max(1, Math.round(duration / 5))) : Number(args.warmup),
};
const floorDrive: DriveOptions = { ...drive_, bypassCache: false };
drive_.bypassCache = args['bypass-cache'];
const url = process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_URL;
const wanted = args.only
  ?.toLowerCase()
  .split(',')
  .map((text) => text.trim())
  .filter(Boolean);
const selected = benchRequests.filter((r) => !wanted || wanted.some((text) => r.name.toLowerCase().includes(text)));
const onPostgres = selected.filter((r) => !r.embedded);
const onEmbedded = args['skip-embedded'] ? [] : selected.filter((r) => r.embedded);
if (applicants === 0 && onPostgres.some((r) => r.auth === 'founder'))
  throw new Error(
    "The applicants requests need the founder's applications: leave out --applicants 0, or pick other requests with --only",
  );

const log = (line: string) => console.log(line);
const seconds = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

/** Server settings shared by both runs: production mode, quiet, no demo data, no sign-in rate limit. */
function serverEnv(dataDir: string, port: number, databaseUrl: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    // One process: the figures are per process, against a floor of one pool (the load test measures more).
    WEB_CONCURRENCY: '1',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: 'false',
    AUTH_SECRET: 'bench-secret-that-is-long-enough-for-better-auth-0123456789',
  };
}

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  onCleanup(`remove ${dir}`, () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function startApp(label: string, databaseUrl: string, dataDir: string) {
  const port = await freePort();
  const profile = args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args['cpu-prof'])}`] : [];
  const app = startNode(label, 'src/server/main.ts', serverEnv(dataDir, port, databaseUrl), profile);
  const base = `http://127.0.0.1:${port}`;
  await waitUntilServing(app, `${base}/api/health`, label);
  return { app, base };
}

/**
 * Signs the bench founder in as a browser does (same-origin POST) and returns the session cookie, as a
 * Cookie header. AUTH_RATE_LIMIT=false (serverEnv) keeps repeated runs from being refused.
 */
async function signInFounder(base: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(BENCH_FOUNDER),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ');
  if (!response.ok || !cookie)
    throw new Error(`The bench founder's sign-in answered ${response.status}: ${await response.text()}`);
  return { cookie };
}

/** Reads a page of a listing; finds the cursor for the next one if the API hands one out. */
async function getJson(url: string, headers: Record<string, string>): Promise<Record<string, unknown>> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

function contextFor(base: string, pool: pg.Pool, notes: string[], headers: Record<string, string> = {}): BenchContext {
  return {
    note: (text) => {
      notes.push(text);
      log(`  ${text}`);
    },
    async slugs(count) {
      const { rows } = await pool.query<{ slug: string }>(
        'select slug from startups where active order by md5(id::text) limit $1',
        [count],
      );
      return rows.map((r) => r.slug);
    },
    async openJobIds(count) {
      const { rows } = await pool.query<{ id: string }>(
        `select j.id from jobs j join startups s on s.id = j.startup_id and s.active where j.is_active and j.status = 'open' order by md5(j.id::text) limit $1`,
        [count],
      );
      return rows.map((r) => r.id);
    },
    async deepPage(listing, page) {
      const join = listing.includes('?') ? '&' : '?';
      const first = await getJson(base + listing, headers);
      const cursorKey = ['nextCursor', 'cursor', 'next'].find((key) => typeof first[key] === 'string');
      if (!cursorKey) {
        // Offset pages: ?page=N, clamped to the last page when the API says how many there are.
        const total = typeof first.total === 'number' ? first.total : undefined;
        const pageSize = typeof first.pageSize === 'number' ? first.pageSize : undefined;
        const last = total !== undefined && pageSize ? Math.max(1, Math.ceil(total / pageSize)) : page;
        this.note(`deep page of ${listing}: page ${Math.min(page, last)} by ?page=`);
        return `${listing}${join}page=${Math.min(page, last)}`;
      }
      // Keyset pages: walk the cursors from page 1 to page N.
      let body = first;
      let address = listing;
      let reached = 1;
      for (; reached < page; reached++) {
        const cursor = body[cursorKey];
        if (typeof cursor !== 'string') break;
        address = `${listing}${join}cursor=${encodeURIComponent(cursor)}`;
        body = await getJson(base + address, headers);
      }
      this.note(`deep page of ${listing}: page ${reached}, reached by following \`${cursorKey}\` from page 1`);
      return address;
    },
  };
}

async function checkOnce(
  label: string,
  base: string,
  paths: string[],
  headersOf: (path: string) => Record<string, string> = () => ({}),
) {
  for (const p of paths) {
    const response = await fetch(base + p, { headers: headersOf(p) });
    await response.arrayBuffer();
    if (response.status !== 200) log(`  warning: ${label} answers ${p} with ${response.status}`);
  }
}

async function benchPostgres(results: RequestResult[], notes: string[]) {
  const t0 = performance.now();
  log(`PostgreSQL: ${url.replace(/\/\/[^@/]*@/, '//')}`);
  const { reused } = await prepareBenchDatabase(url, size, applicants, args.reuse);
  if (args.drop) onCleanup('drop the benchmark database', () => dropBenchDatabase(url));
  const database = openPostgres(url, 2);
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  onCleanup('close the setup pool', () => database.close());
  await database.migrate();
  let filled: FillResult | null = null;
  if (reused) {
    log(
      `  reusing the complete fill of ${size.toLocaleString('en')} startups and ${applicants.toLocaleString('en')} applicants`,
    );
  } else {
    log(
      `  filling ${size.toLocaleString('en')} startups, ${(size * 3).toLocaleString('en')} jobs and ${applicants.toLocaleString('en')} applications to the bench founder...`,
    );
    // One connection throughout: setseed applies to it.
    const client = await pool.connect();
    try {
      filled = await fill((text, params) => client.query(text, params), size, log, { applicants });
    } finally {
      client.release();
    }
    await markFilled(url, size, applicants);
    log(`  filled in ${(filled.ms / 1000).toFixed(1)} s`);
  }
  if (applicants > 0) await prepareBenchMember((text, params) => pool.query(text, params));
  const version = (await pool.query<{ server_version: string }>('show server_version')).rows[0]!.server_version;

  const dataDir = tempDir('liftoff-bench-app-');
  const { app, base } = await startApp('app (PostgreSQL)', url, dataDir);
  log(`  app on ${base} (started ${seconds(t0)} after the beginning)`);
  // The founder's session, for the requests sent signed in (one sign-in, one session, for the whole run).
  const none: Record<string, string> = {};
  const founder = onPostgres.some((r) => r.auth === 'founder') ? await signInFounder(base) : none;
  // What browsers send: the visitors' cache keeps the compressed bytes too (decision 032), so the
  // figure browsers get is the gzip one; the floor sends plain JSON whatever is asked.
  const gzip: Record<string, string> = { 'Accept-Encoding': 'gzip' };
  const headersFor = (request: BenchRequest) =>
    request.auth === 'founder' ? founder : request.encoding === 'gzip' ? gzip : none;
  const paths = new Map<string, string[]>();
  const headersOfPath = new Map<string, Record<string, string>>();
  for (const request of onPostgres) {
    const requestPaths = await request.paths(contextFor(base, pool, notes, headersFor(request)));
    paths.set(request.name, requestPaths);
    for (const p of requestPaths) {
      if (headersOfPath.has(p) && headersOfPath.get(p) !== headersFor(request))
        throw new Error(`${p} is benchmarked both signed in and not: the floor plan keeps one per path`);
      headersOfPath.set(p, headersFor(request));
    }
  }
  const headersOf = (p: string) => headersOfPath.get(p) ?? {};

  // A fresh in-process app, so nothing the server may cache hides a statement.
  const allPaths = [...new Set([...paths.values()].flat())];
  const plan: FloorPlan = await captureFloorPlan(url, allPaths, headersOf);
  const planFile = path.join(tempDir('liftoff-bench-floor-'), 'plan.json');
  writeFileSync(planFile, JSON.stringify(plan));
  const poolSize = appPoolSize(url);
  const floorPort = await freePort();
  const floor = startNode('floor', 'scripts/bench/floor-server.ts', {
    DATABASE_URL: url,
    POOL_SIZE: String(poolSize),
    FLOOR_PLAN: planFile,
    PORT: String(floorPort),
  });
  const floorBase = `http://127.0.0.1:${floorPort}`;
  await waitUntilServing(floor, floorBase + allPaths[0], 'floor');
  await checkOnce('the app', base, allPaths, headersOf);
  await checkOnce('the floor', floorBase, allPaths, headersOf);

  for (const request of onPostgres) {
    const requestPaths = paths.get(request.name)!;
    log(`  ${request.name}: app...`);
    const appFigures = await drive(base, requestPaths, drive_, headersFor(request));
    log(`  ${request.name}: floor...`);
    // The same headers: the floor ignores them, but the request on the wire is the same size.
    const floorFigures = await drive(floorBase, requestPaths, floorDrive, headersFor(request));
    results.push({ name: request.name, paths: requestPaths, embedded: false, app: appFigures, floor: floorFigures });
    const ratio =
      floorFigures.requestsPerSec > 0 ? (appFigures.requestsPerSec / floorFigures.requestsPerSec).toFixed(2) : '-';
    log(
      `    ${appFigures.requestsPerSec} req/s (p50 ${appFigures.p50} ms, p99 ${appFigures.p99} ms); floor ${floorFigures.requestsPerSec} req/s; ratio ${ratio}`,
    );
  }
  await floor.stop();
  await app.stop();
  return { filled, reused, version, poolSize, plan };
}

async function benchEmbedded(results: RequestResult[], notes: string[]) {
  const t0 = performance.now();
  const dataDir = tempDir('liftoff-bench-pglite-');
  log(`PGlite: ${dataDir}`);
  const database = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
  let filled: FillResult;
  try {
    await database.migrate();
    const client = (database.db as unknown as { $client: PGlite }).$client;
    log(
      `  filling ${embeddedSize.toLocaleString('en')} startups and ${(embeddedSize * 3).toLocaleString('en')} jobs...`,
    );
    filled = await fill(((text, params) => client.query(text, params)) as Exec, embeddedSize, log);
    log(`  filled in ${(filled.ms / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
  const { app, base } = await startApp('app (PGlite)', '', dataDir);
  log(`  app on ${base} (started ${seconds(t0)} after the beginning)`);
  const context = contextFor(base, null as unknown as pg.Pool, notes);
  for (const request of onEmbedded) {
    const requestPaths = await request.paths(context);
    await checkOnce('the embedded app', base, requestPaths);
    log(`  ${request.name}: app...`);
    const figures = await drive(base, requestPaths, drive_);
    results.push({ name: request.name, paths: requestPaths, embedded: true, app: figures, floor: null });
    log(`    ${figures.requestsPerSec} req/s (p50 ${figures.p50} ms, p99 ${figures.p99} ms)`);
  }
  await app.stop();
  return filled;
}

async function main() {
  cleanUpOnSignals();
  const results: RequestResult[] = [];
  const notes: string[] = [];
  if (args['cpu-prof'])
    notes.push(
      `The app ran under \`--cpu-prof\` (profiles in ${args['cpu-prof']}): its figures are slower than without.`,
    );
  const postgres = onPostgres.length > 0 ? await benchPostgres(results, notes) : null;
  const embedded = onEmbedded.length > 0 ? await benchEmbedded(results, notes) : null;
  const run: Run = {
    date: new Date().toISOString().slice(0, 10),
    commit: gitCommit(),
    machine: machineInfo(postgres?.version ?? 'not used'),
    settings: {
      size,
      embeddedSize,
      applicants,
      connections: drive_.connections,
      duration,
      warmup: drive_.warmup,
      poolSize: postgres?.poolSize ?? 0,
      bypassCache: args['bypass-cache'],
    },
    data: { postgres: postgres?.filled ?? null, embedded, reused: postgres?.reused ?? false },
    results,
    notes,
    floorPlan: postgres?.plan ?? {},
  };
  printTable(run);
  const file = writeReport(run, args.out, args.name);
  log(`\nWritten to ${file} (and .json beside it).`);
  if (!args.drop && postgres) log(`The benchmark database is kept for --reuse; --drop removes it at the end.`);
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await cleanUp();
    // autocannon and pg may hold handles open a moment longer.
    process.exit();
  });
