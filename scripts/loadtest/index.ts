// npm run loadtest [-- --duration 60 --connections 200 --size 100000 --outage --cpu-prof DIR]
//
// Starts the real server on PostgreSQL (a throwaway cluster made with the PostgreSQL binaries on this
// machine, or LOADTEST_DATABASE_URL, a database it may fill and empty) filled like `npm run bench`
// (scripts/bench/fill.ts), and drives a mixed workload for a fixed time: listing pages with filters
// and searches, startup and blog pages, sign-ins, applications with a PDF resume, and founders moving
// applications. Prints per kind of request: requests per second, p50, p95, p99 and errors, and writes
// them to docs/benchmarks/. `--outage` (own cluster only) stops PostgreSQL for 10 s in the middle:
// requests must get 503 with Retry-After meanwhile, and every application acknowledged with 201 must
// be in the database at the end. Figures are never test assertions.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as hdr from 'hdr-histogram-js';
import type pg from 'pg';
import { openPostgres } from '../../src/server/db/client';
import { createPgCluster } from '../../src/server/testing/pg-cluster';
import { fill } from '../bench/fill';
import { cleanUp, cleanUpOnSignals, freePort, onCleanup, startNode, waitUntilServing } from '../bench/processes';
import { gitCommit, machineInfo } from '../bench/report';
import { applicants, applicationBody, founders, PASSWORD, seedApplications, type Founder, type Person } from './users';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '200' },
    size: { type: 'string', default: '100000' },
    outage: { type: 'boolean', default: false },
    // The server writes a V8 CPU profile to DIR when it stops (node --cpu-prof), to see where the time goes.
    'cpu-prof': { type: 'string' },
    // Only these kinds (comma-separated), sharing the connections as in the full mix: what each costs alone.
    only: { type: 'string' },
    out: { type: 'string', default: 'docs/benchmarks' },
  },
});
const duration = Number(args.duration) * 1000;
const connections = Number(args.connections);
const size = Number(args.size);
const log = (line: string) => console.log(line);

type Kind = 'listing' | 'startup' | 'blog' | 'sign-in' | 'apply' | 'status';
/** Shares of the connections: mostly reading, as on a real site, with every write in the mix. */
const SHARES: Record<Kind, number> = { listing: 0.35, startup: 0.25, blog: 0.1, 'sign-in': 0.05, apply: 0.15, status: 0.1 };
const READS: Kind[] = ['listing', 'startup', 'blog'];

type Stats = { histogram: hdr.Histogram; ok: number; unavailable: number; errors: number; errorSamples: string[] };
const stats = new Map<Kind, Stats>();
for (const kind of Object.keys(SHARES) as Kind[]) {
  stats.set(kind, { histogram: hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 120_000_000, numberOfSignificantValueDigits: 3 }), ok: 0, unavailable: 0, errors: 0, errorSamples: [] });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
type Call = { method: string; path: string; headers?: Record<string, string>; body?: Buffer | string };

function send(base: URL, call: Call): Promise<{ status: number; retryAfter: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: base.hostname, port: base.port, method: call.method, path: call.path, agent, headers: { ...call.headers, ...(call.body ? { 'Content-Length': String(Buffer.byteLength(call.body)) } : {}) } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'], body }));
        response.on('error', reject);
      },
    );
    request.setTimeout(30_000, () => request.destroy(new Error('no answer within 30 s')));
    request.on('error', reject);
    request.end(call.body);
  });
}

let outageWindow: { from: number; to: number } | null = null;
const inOutage = (at: number) => outageWindow !== null && at >= outageWindow.from - 1_000 && at <= outageWindow.to + 15_000;

async function measure(base: URL, kind: Kind, call: Call): Promise<{ status: number; body: string } | null> {
  const s = stats.get(kind)!;
  const started = performance.now();
  try {
    const response = await send(base, call);
    s.histogram.recordValue(Math.max(1, Math.round((performance.now() - started) * 1000)));
    if (response.status < 400) s.ok += 1;
    // Shed on purpose, with a time to come back: the outage's 503s, and sign-in's "server is busy".
    else if (response.status === 503 && response.retryAfter) s.unavailable += 1;
    else {
      s.errors += 1;
      if (s.errorSamples.length < 5) s.errorSamples.push(`${call.method} ${call.path} -> ${response.status} ${response.body.slice(0, 120)}`);
    }
    return response;
  } catch (error) {
    s.histogram.recordValue(Math.max(1, Math.round((performance.now() - started) * 1000)));
    s.errors += 1;
    if (s.errorSamples.length < 5) s.errorSamples.push(`${call.method} ${call.path} -> ${(error as Error).message}${inOutage(Date.now()) ? ' (during the outage)' : ''}`);
    return null;
  }
}

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;

/** User and system CPU time of a process so far, from /proc (Linux); undefined elsewhere. */
function processCpuSeconds(pid: number | undefined): number | undefined {
  try {
    // Fields 14 and 15 after the command name (which may hold spaces, hence after the last ')').
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(')').pop()!.trim().split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // clock ticks; 100 a second on Linux
  } catch {
    return undefined;
  }
}

async function main() {
  cleanUpOnSignals();
  const work = mkdtempSync(path.join(tmpdir(), 'liftoff-load-'));
  onCleanup(`remove ${work}`, () => rmSync(work, { recursive: true, force: true }));

  // The database: a cluster of our own (which --outage may stop), or the one given.
  let url = process.env.LOADTEST_DATABASE_URL;
  let cluster: Awaited<ReturnType<typeof createPgCluster>> | null = null;
  if (!url) {
    log('PostgreSQL: a throwaway cluster...');
    cluster = await createPgCluster();
    onCleanup('remove the cluster', () => cluster!.remove());
    url = cluster.url;
  } else if (args.outage) {
    throw new Error('--outage stops the database: it needs the throwaway cluster (leave LOADTEST_DATABASE_URL unset)');
  }
  const database = openPostgres(url, 4);
  await database.migrate();
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const postgresVersion = ((await pool.query<{ v: string }>(`select split_part(version(), ' on ', 1) as v`)).rows[0]!.v);
  const { rows: existing } = await pool.query<{ n: number }>('select count(*)::int as n from startups');
  if (existing[0]!.n === 0) {
    log(`filling ${size.toLocaleString('en')} startups...`);
    await fill((text, params) => pool.query(text, params as unknown[]) as never, size, (line) => log(`  ${line}`));
  }

  const port = await freePort();
  const app = startNode('app', 'src/server/main.ts', {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: work,
    DATABASE_URL: url,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'error',
    AUTH_RATE_LIMIT: 'false',
    AUTH_SECRET: 'load-test-secret-that-is-long-enough-for-better-auth-0123',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  }, args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args['cpu-prof'])}`] : []);
  const origin = `http://127.0.0.1:${port}`;
  const base = new URL(origin);
  await waitUntilServing(app, `${origin}/api/health`, 'app');

  log('people: founders, applicants and their applications...');
  const hiring: Founder[] = await founders(pool, origin, 10);
  const people: Person[] = await applicants(origin, 40);
  const moving = await seedApplications(origin, people, hiring);
  // Job seekers for the applications of the run: a member may upload 30 resumes an hour, and a person
  // applies a few times a day, so the applications of the run are spread over as many people.
  const seekers: Person[] = await applicants(origin, Math.max(40, connections));
  const { rows: slugRows } = await pool.query<{ slug: string }>(`select slug from startups where active order by random() limit 2000`);
  const slugs = slugRows.map((r) => r.slug);
  const { rows: jobRows } = await pool.query<{ id: string }>(
    `select j.id from jobs j join startups s on s.id = j.startup_id and s.active where j.status = 'open' and j.is_active order by random() limit 50000`,
  );
  const openJobs = jobRows.map((r) => r.id);
  const { rows: industryRows } = await pool.query<{ industry: string }>(`select distinct industry from startups limit 20`);
  const industries = industryRows.map((r) => r.industry);
  const words = ['data', 'cloud', 'health', 'green', 'labs', 'finance', 'robot', 'studio', 'grid', 'path', 'wave', 'bio'];
  const application = await applicationBody();

  const acknowledged: { applicantId: string; jobId: string }[] = [];
  let nextJob = 0;
  const deadline = Date.now() + duration;
  const calls: Record<Kind, () => Promise<void>> = {
    listing: async () => {
      const query = pick([
        '',
        `?industry=${encodeURIComponent(pick(industries))}`,
        `?search=${pick(words)}`,
        `?search=${pick(words)}&industry=${encodeURIComponent(pick(industries))}`,
        `?page=${1 + Math.floor(Math.random() * 50)}`,
      ]);
      await measure(base, 'listing', { method: 'GET', path: `/api/startups${query}` });
    },
    startup: async () => void (await measure(base, 'startup', { method: 'GET', path: `/api/startups/by-slug/${encodeURIComponent(pick(slugs))}` })),
    blog: async () => void (await measure(base, 'blog', { method: 'GET', path: pick(['/api/blog', '/api/blog/posts']) })),
    'sign-in': async () => {
      const person = pick(people);
      await measure(base, 'sign-in', { method: 'POST', path: '/api/auth/sign-in/email', headers: { 'Content-Type': 'application/json', Origin: origin }, body: JSON.stringify({ email: person.email, password: PASSWORD }) });
    },
    apply: async () => {
      const n = nextJob++;
      const person = seekers[n % seekers.length]!;
      const jobId = openJobs[n % openJobs.length]!;
      const response = await measure(base, 'apply', { method: 'POST', path: `/api/jobs/${jobId}/applications`, headers: { 'Content-Type': application.contentType, Cookie: person.cookie, Origin: origin }, body: application.body });
      if (response?.status === 201) acknowledged.push({ applicantId: person.id, jobId });
    },
    status: async () => {
      const target = pick(moving);
      await measure(base, 'status', {
        method: 'PATCH',
        path: `/api/applications/${target.id}/status`,
        headers: { 'Content-Type': 'application/json', Cookie: target.founder.cookie, Origin: origin },
        body: JSON.stringify({ status: pick(['submitted', 'reviewed', 'accepted', 'rejected']) }),
      });
    },
  };

  // Virtual users: each sends its kind of request, waits for the answer, and sends the next.
  const kinds = (args.only ? args.only.split(',') : Object.keys(SHARES)).filter((k): k is Kind => k in SHARES);
  const shareOfKinds = kinds.reduce((sum, k) => sum + SHARES[k], 0);
  const users: Kind[] = [];
  for (const kind of kinds) for (let i = 0; i < Math.max(1, Math.round((connections * SHARES[kind]) / shareOfKinds)); i++) users.push(kind);
  const cpuBefore = processCpuSeconds(app.process.pid);
  log(`load: ${users.length} connections for ${duration / 1000} s${args.outage ? ', PostgreSQL stopped for 10 s in the middle' : ''}...`);
  const startedAt = Date.now();
  if (args.outage && cluster) {
    const c = cluster;
    setTimeout(() => {
      outageWindow = { from: Date.now(), to: Date.now() + 10_000 };
      c.stop();
      setTimeout(() => {
        c.start();
        outageWindow!.to = Date.now();
      }, 10_000);
    }, Math.max(0, duration / 2 - 5_000));
  }
  await Promise.all(
    users.map(async (kind) => {
      while (Date.now() < deadline) await calls[kind]();
    }),
  );
  const seconds = (Date.now() - startedAt) / 1000;
  const cpuAfter = processCpuSeconds(app.process.pid);
  const serverCpu = cpuBefore !== undefined && cpuAfter !== undefined ? cpuAfter - cpuBefore : undefined;
  const serverExit = app.process.exitCode ?? app.process.signalCode;
  if (serverExit !== null) log(`\nTHE SERVER EXITED during the run (${String(serverExit)}). Its last lines:\n${app.output().split('\n').slice(-40).join('\n')}\n`);

  // Every application the server acknowledged is in the database.
  const { rows: found } = await pool.query<{ n: number }>(
    `select count(*)::int as n from job_applications a join unnest($1::uuid[], $2::uuid[]) as x(applicant_id, job_id) on a.applicant_id = x.applicant_id and a.job_id = x.job_id`,
    [acknowledged.map((a) => a.applicantId), acknowledged.map((a) => a.jobId)],
  );
  await database.close();

  const rows = kinds.map((kind) => {
    const s = stats.get(kind)!;
    const total = s.ok + s.unavailable + s.errors;
    const ms = (p: number) => (s.histogram.totalCount ? s.histogram.getValueAtPercentile(p) / 1000 : 0);
    return { kind, connections: users.filter((k) => k === kind).length, requests: total, perSecond: Math.round(total / seconds), p50: ms(50), p95: ms(95), p99: ms(99), unavailable: s.unavailable, errors: s.errors, samples: s.errorSamples };
  });
  const readP99 = Math.max(0, ...rows.filter((r) => READS.includes(r.kind)).map((r) => r.p99));
  const fmt = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en') : n.toFixed(1));
  const table = [
    '| request | connections | requests | req/s | p50 ms | p95 ms | p99 ms | 503 with Retry-After | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.kind} | ${r.connections} | ${r.requests.toLocaleString('en')} | ${r.perSecond.toLocaleString('en')} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${r.unavailable} | ${r.errors} |`),
  ].join('\n');
  const date = new Date().toISOString().slice(0, 10);
  const machine = machineInfo(postgresVersion);
  const lostApplications = acknowledged.length - found[0]!.n;
  const report = `# Load test${args.outage ? ' with a database outage' : ''} (${date})

\`npm run loadtest -- --duration ${duration / 1000} --connections ${connections} --size ${size}${args.outage ? ' --outage' : ''}${args.only ? ` --only ${args.only}` : ''}\` at ${gitCommit()}.

- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, ${machine.platform}; Node ${machine.node}; ${machine.postgres} on the same machine
- Data: ${size.toLocaleString('en')} startups (the bench's fill); ${hiring.length} founders moving ${moving.length} applications of ${people.length} members who also sign in; ${seekers.length} job seekers applying (a resume upload limit of 30 an hour per member)
${args.outage && outageWindow ? `- PostgreSQL stopped ${Math.round((outageWindow.from - startedAt) / 1000)} s into the run for ${Math.round((outageWindow.to - outageWindow.from) / 1000)} s\n` : ''}${serverExit !== null ? `- **The server exited during the run (${String(serverExit)})**\n` : ''}- Server process CPU: ${serverCpu === undefined ? 'not measured' : `${Math.round((100 * serverCpu) / seconds)}% of a core, ${((1000 * serverCpu) / rows.reduce((sum, r) => sum + r.requests, 0)).toFixed(2)} ms per request`} (its threads together: JavaScript, Argon2, file and network work)
- Read p99 (${kinds.filter((k) => READS.includes(k)).join(', ')}): ${fmt(readP99)} ms; errors: ${rows.reduce((sum, r) => sum + r.errors, 0)}
- Applications acknowledged with 201: ${acknowledged.length.toLocaleString('en')}; found in the database afterwards: ${found[0]!.n.toLocaleString('en')}${lostApplications === 0 ? ' (none lost)' : ` (${lostApplications} LOST)`}

${table}

Errors are any other answer than 2xx/3xx or a 503 with Retry-After (shed on purpose: the outage, and
sign-in's "server is busy" when more passwords wait to be checked than the server checks at once), and
any request without an answer. Latencies are measured by the load script per request, connection reuse
included; the script shares the machine's two cores with the server and PostgreSQL.
${rows.some((r) => r.samples.length) ? `\nFirst errors:\n\n${rows.flatMap((r) => r.samples.map((s) => `- ${s}`)).join('\n')}\n` : ''}`;
  console.log(`\n${report}`);
  mkdirSync(args.out, { recursive: true });
  const file = path.join(args.out, `${date}-loadtest${args.outage ? '-outage' : ''}${args.only ? `-only-${kinds.join('-')}` : ''}.md`);
  writeFileSync(file, report);
  writeFileSync(file.replace(/\.md$/, '.json'), `${JSON.stringify({ date, duration, connections, size, outage: outageWindow, acknowledged: acknowledged.length, found: found[0]!.n, rows }, null, 2)}\n`);
  log(`Written to ${file}`);
  if (lostApplications > 0) process.exitCode = 1;
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(async () => {
    agent.destroy();
    await cleanUp();
    process.exit();
  });
