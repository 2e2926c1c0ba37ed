// npm run loadtest -- --rate R|max [--step-seconds 30 --from 50 --step 50 --target-p99 250 --workers N]
// npm run loadtest -- --cost [--requests 400]
// npm run loadtest [-- --duration 60 --connections 200 --size 100000 --outage --only KINDS]
//
// Starts the real server on PostgreSQL (a throwaway cluster made with the PostgreSQL binaries on this
// machine, or LOADTEST_DATABASE_URL, a database it may fill and write to) filled like `npm run bench`
// (scripts/bench/fill.ts), with founders, applicants and applications, and drives it:
//
// - `--rate R`: open loop (open-loop.ts). Requests arrive at R a second with a job site's mix, whatever
//   the answers; latency counts from when each was due. `--rate max` climbs from `--from` by `--step`
//   req/s, `--step-seconds` each, and reports the highest rate at which reads keep p99 within
//   `--target-p99` ms with no errors: the headline figure (issue 29).
// - `--cost`: the CPU one request of each kind costs the server and the database (cost.ts), one kind at
//   a time: where the machine's cores go, kind by kind.
// - otherwise: the closed-loop stress run (closed-loop.ts) with `--connections` connections for
//   `--duration` s; `--outage` (own cluster only) stops PostgreSQL for 10 s in the middle.
//
// Both report p50/p95/p99 and errors per kind, check that every application acknowledged with 201 is in
// the database, and write to docs/benchmarks/. Figures are never test assertions.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cleanUp, cleanUpOnSignals } from '../bench/processes';
import { gitCommit, machineInfo } from '../bench/report';
import { runClosedLoop } from './closed-loop';
import { formatMs } from './http';
import { costTable, measureCosts } from './cost';
import { KINDS, makeCalls, MIX, passes, READS, runStep, type StepResult } from './open-loop';
import { countFound, seekersFor, setUp, treeCpuSeconds } from './setup';

const { values: args } = parseArgs({
  options: {
    rate: { type: 'string' },
    cost: { type: 'boolean', default: false },
    requests: { type: 'string', default: '400' },
    from: { type: 'string', default: '50' },
    step: { type: 'string', default: '50' },
    'max-rate': { type: 'string', default: '2000' },
    'step-seconds': { type: 'string', default: '30' },
    'target-p99': { type: 'string', default: '250' },
    workers: { type: 'string', default: '1' },
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '200' },
    size: { type: 'string', default: '100000' },
    outage: { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
    only: { type: 'string' },
    name: { type: 'string' },
    out: { type: 'string', default: 'docs/benchmarks' },
  },
});
const size = Number(args.size);
const workers = Number(args.workers);
const log = (line: string) => console.log(line);
if (args.name !== undefined && !/^[a-z0-9][a-z0-9-]{0,40}$/i.test(args.name))
  throw new Error(`--name takes letters, digits and dashes: ${args.name}`);
if (args.outage && process.env.LOADTEST_DATABASE_URL)
  throw new Error('--outage stops the database: it needs the throwaway cluster (leave LOADTEST_DATABASE_URL unset)');

function write(stem: string, report: string, json: object) {
  console.log(`\n${report}`);
  mkdirSync(args.out, { recursive: true });
  const file = path.join(
    args.out,
    `${new Date().toISOString().slice(0, 10)}-${stem}${args.name ? `-${args.name}` : ''}.md`,
  );
  writeFileSync(file, report);
  writeFileSync(file.replace(/\.md$/, '.json'), `${JSON.stringify(json, null, 2)}\n`);
  log(`Written to ${file}`);
}

async function openLoop() {
  const stepSeconds = Number(args['step-seconds']);
  const target = Number(args['target-p99']);
  const isSearch = args.rate === 'max';
  const rates: number[] = [];
  if (isSearch) for (let r = Number(args.from); r <= Number(args['max-rate']); r += Number(args.step)) rates.push(r);
  else rates.push(Number(args.rate));
  if (rates.some((r) => !Number.isFinite(r) || r <= 0))
    throw new Error(`--rate takes a number of requests a second, or max: ${args.rate}`);

  const setup = await setUp({ size, workers, cpuProfileDir: args['cpu-prof'], log });
  // Every application of the run from a different (person, position) pair, at most 25 per person.
  const plannedApplications = Math.ceil((rates.reduce((sum, r) => sum + r, 0) * stepSeconds * MIX.apply) / 100);
  const seekers = await seekersFor(setup, plannedApplications * 1.3);
  const acknowledged: { applicantId: string; jobId: string }[] = [];
  const context = { setup, seekers, acknowledged, cpuSeconds: () => treeCpuSeconds(setup.app.process.pid) };
  const calls = await makeCalls(context);
  // A short warm-up at the first rate: the first requests of a fresh process compile and fill caches.
  await runStep(context, calls, rates[0]!, 5);
  const steps: StepResult[] = [];
  let best: StepResult | null = null;
  for (const rate of rates) {
    log(`open loop: ${rate} req/s for ${stepSeconds} s...`);
    const step = await runStep(context, calls, rate, stepSeconds);
    steps.push(step);
    const ok = passes(step, target);
    log(
      `  read p99 ${formatMs(step.readP99)} ms, errors ${step.errors}, shed ${step.shed}, server CPU ${step.serverCpuPercent ?? '?'}%: ${ok ? 'within the target' : 'over the target'}`,
    );
    if (step.errors > 0) log(`  the server's last lines:\n${setup.app.output().split('\n').slice(-15).join('\n')}`);
    if (ok) best = step;
    if (isSearch && !ok) break;
    const exit = setup.app.process.exitCode ?? setup.app.process.signalCode;
    if (exit !== null) throw new Error(`the server exited during the run (${String(exit)}):\n${setup.app.output()}`);
  }
  const found = await countFound(setup.pool, acknowledged);
  await setup.close();

  const machine = machineInfo(setup.postgresVersion);
  const last = steps[steps.length - 1]!;
  const stepTable = [
    '| arrival rate (req/s) | sent | read p50 ms | read p99 ms | errors | shed (503) | server CPU | script lag p99 ms | |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...steps.map(
      (s) =>
        `| ${s.rate} | ${s.sent.toLocaleString('en')} | ${formatMs(s.readP50)} | ${formatMs(s.readP99)} | ${s.errors} | ${s.shed} | ${s.serverCpuPercent ?? '?'}% | ${formatMs(s.scriptLagP99)} | ${passes(s, target) ? 'within' : '**over**'} |`,
    ),
  ].join('\n');
  const kindTable = (step: StepResult) =>
    [
      '| request | share | requests | p50 ms | p95 ms | p99 ms | shed | errors |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
      ...step.kinds.map(
        (k) =>
          `| ${k.kind}${READS.includes(k.kind) ? ' (read)' : ''} | ${MIX[k.kind]}% | ${k.requests.toLocaleString('en')} | ${formatMs(k.p50)} | ${formatMs(k.p95)} | ${formatMs(k.p99)} | ${k.shed} | ${k.errors} |`,
      ),
    ].join('\n');
  const samples = steps
    .flatMap((s) => s.kinds.flatMap((k) => k.samples.map((x) => `- at ${s.rate} req/s: ${x}`)))
    .slice(0, 12);
  const command = `npm run loadtest -- --rate ${args.rate}${isSearch ? ` --from ${args.from} --step ${args.step}` : ''} --step-seconds ${stepSeconds} --workers ${workers} --size ${size}`;
  const report = `# Open-loop load${args.name ? ` (${args.name})` : ''} (${new Date().toISOString().slice(0, 10)})

\`${command}\` at ${gitCommit()}.

- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, ${machine.platform}; Node ${machine.node}; ${machine.postgres} on the same machine; the load script on the same machine too
- Server: ${workers} process${workers === 1 ? '' : 'es'} (WEB_CONCURRENCY=${workers}), NODE_ENV=production
- Data: ${size.toLocaleString('en')} startups (the bench's fill), 12 blog posts; ${setup.hiring.length} founders moving ${setup.moving.length} applications of ${setup.people.length} members who also sign in; ${seekers.length} job seekers applying
- Mix per 100 requests: ${KINDS.map((k) => `${MIX[k]} ${k}`).join(', ')}; reads send \`Accept-Encoding: gzip, deflate, br\` as browsers do
- Arrivals: Poisson at the given rate, ${stepSeconds} s a step after a 5 s warm-up; a request's latency counts from when it was due
${isSearch ? `- **Highest rate with read p99 <= ${target} ms and no errors: ${best ? `${best.rate} req/s` : `none (already over at ${rates[0]} req/s)`}**` : `- At ${last.rate} req/s: read p99 ${formatMs(last.readP99)} ms, ${last.errors} errors: ${passes(last, target) ? 'within' : 'over'} the target of ${target} ms`}
- Applications acknowledged with 201: ${acknowledged.length.toLocaleString('en')}; found in the database afterwards: ${found.toLocaleString('en')}${found === acknowledged.length ? ' (none lost)' : ` (${acknowledged.length - found} LOST)`}

${stepTable}

${best ? `Per request at ${best.rate} req/s (the highest rate within the target):\n\n${kindTable(best)}\n\n` : ''}${best !== last ? `Per request at ${last.rate} req/s${isSearch ? ' (the first step over the target)' : ''}:\n\n${kindTable(last)}\n\n` : ''}Reads are the listing, board and search API reads and the startup, job and blog pages. Errors are any
answer other than 2xx/3xx and requests without an answer; shed are 503s with Retry-After (sign-in's
"server is busy"), which also fail a step. Server CPU is the server's processes together (a core is 100%).
Script lag is the load script's own event-loop delay: when it is high, arrivals went out late (they still
count from when they were due).
${samples.length ? `\nFirst errors:\n\n${samples.join('\n')}\n` : ''}`;
  write(`loadtest-open${workers > 1 ? `-${workers}-workers` : ''}`, report, {
    command,
    workers,
    size,
    stepSeconds,
    target,
    best: best?.rate ?? null,
    acknowledged: acknowledged.length,
    found,
    steps,
  });
  if (found !== acknowledged.length) process.exitCode = 1;
}

async function costPerKind() {
  const requests = Number(args.requests);
  const setup = await setUp({ size, workers, cpuProfileDir: args['cpu-prof'], log });
  const seekers = await seekersFor(setup, Math.ceil(requests * 1.2));
  const context = { setup, seekers, acknowledged: [], cpuSeconds: () => treeCpuSeconds(setup.app.process.pid) };
  const calls = await makeCalls(context);
  log(`cost: ${requests} requests of each kind, 4 at a time...`);
  const costs = await measureCosts(setup, calls, { requests, concurrency: 4 });
  await setup.close();
  const machine = machineInfo(setup.postgresVersion);
  const command = `npm run loadtest -- --cost --requests ${requests} --workers ${workers} --size ${size}`;
  const report = `# CPU per request, kind by kind${args.name ? ` (${args.name})` : ''} (${new Date().toISOString().slice(0, 10)})

\`${command}\` at ${gitCommit()}.

- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, ${machine.platform}; Node ${machine.node}; ${machine.postgres} on the same machine
- Server: ${workers} process${workers === 1 ? '' : 'es'}, NODE_ENV=production; data as the open loop's (${size.toLocaleString('en')} startups)
- Each kind alone: a warm-up of a tenth, then ${requests} requests, 4 at a time, with the open loop's own requests (the
  same addresses, pages and people); CPU is read from /proc before and after: the server's processes with their
  threads (password hashing, compression), and every PostgreSQL process

${costTable(costs)}

The mix's line is what an average request of the open loop costs: at R requests a second the server
needs R x that many CPU milliseconds a second, and the database as much as its column says, on the same
two cores as the load script.
`;
  write(`loadtest-cost${workers > 1 ? `-${workers}-workers` : ''}`, report, {
    command,
    workers,
    size,
    requests,
    costs,
  });
}

async function closedLoop() {
  const setup = await setUp({ size, workers, cpuProfileDir: args['cpu-prof'], log });
  const cpuBefore = treeCpuSeconds(setup.app.process.pid);
  const run = await runClosedLoop(
    setup,
    {
      connections: Number(args.connections),
      durationMs: Number(args.duration) * 1000,
      only: args.only?.split(','),
      outage: args.outage,
    },
    log,
  );
  const cpuAfter = treeCpuSeconds(setup.app.process.pid);
  const serverCpu = cpuBefore !== undefined && cpuAfter !== undefined ? cpuAfter - cpuBefore : undefined;
  const serverExit = setup.app.process.exitCode ?? setup.app.process.signalCode;
  if (serverExit !== null)
    log(
      `\nTHE SERVER EXITED during the run (${String(serverExit)}). Its last lines:\n${setup.app.output().split('\n').slice(-40).join('\n')}\n`,
    );
  const found = await countFound(setup.pool, run.acknowledged);
  await setup.close();

  const { rows, seconds } = run;
  const readP99 = Math.max(0, ...rows.filter((r) => run.readKinds.includes(r.kind)).map((r) => r.p99));
  const table = [
    '| request | connections | requests | req/s | p50 ms | p95 ms | p99 ms | 503 with Retry-After | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.kind} | ${r.connections} | ${r.requests.toLocaleString('en')} | ${r.perSecond.toLocaleString('en')} | ${formatMs(r.p50)} | ${formatMs(r.p95)} | ${formatMs(r.p99)} | ${r.unavailable} | ${r.errors} |`,
    ),
  ].join('\n');
  const machine = machineInfo(setup.postgresVersion);
  const lost = run.acknowledged.length - found;
  const report = `# Load test${args.outage ? ' with a database outage' : ''} (${new Date().toISOString().slice(0, 10)})

\`npm run loadtest -- --duration ${args.duration} --connections ${args.connections} --size ${size} --workers ${workers}${args.outage ? ' --outage' : ''}${args.only ? ` --only ${args.only}` : ''}\` at ${gitCommit()}.

- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, ${machine.platform}; Node ${machine.node}; ${machine.postgres} on the same machine
- Server: ${workers} process${workers === 1 ? '' : 'es'} (WEB_CONCURRENCY=${workers})
- Data: ${size.toLocaleString('en')} startups (the bench's fill); ${setup.hiring.length} founders moving ${setup.moving.length} applications of ${setup.people.length} members who also sign in; ${run.seekers} job seekers applying (a resume upload limit of 30 an hour per member)
${args.outage && run.outageWindow ? `- PostgreSQL stopped ${Math.round((run.outageWindow.from - run.startedAt) / 1000)} s into the run for ${Math.round((run.outageWindow.to - run.outageWindow.from) / 1000)} s\n` : ''}${serverExit !== null ? `- **The server exited during the run (${String(serverExit)})**\n` : ''}- Server CPU: ${serverCpu === undefined ? 'not measured' : `${Math.round((100 * serverCpu) / seconds)}% of a core, ${((1000 * serverCpu) / rows.reduce((sum, r) => sum + r.requests, 0)).toFixed(2)} ms per request`} (its processes and threads together: JavaScript, Argon2, file and network work)
- Read p99 (${run.readKinds.join(', ')}): ${formatMs(readP99)} ms; errors: ${rows.reduce((sum, r) => sum + r.errors, 0)}
- Applications acknowledged with 201: ${run.acknowledged.length.toLocaleString('en')}; found in the database afterwards: ${found.toLocaleString('en')}${lost === 0 ? ' (none lost)' : ` (${lost} LOST)`}

${table}

A closed loop measures capacity, not latency: each connection waits for its answer before the next
request, so latency grows with the connections (Little's law). The open-loop run (\`--rate\`) gives the
latency people see at a given arrival rate. Errors are any other answer than 2xx/3xx or a 503 with
Retry-After (shed on purpose: the outage, and sign-in's "server is busy"), and any request without an answer.
${rows.some((r) => r.samples.length) ? `\nFirst errors:\n\n${rows.flatMap((r) => r.samples.map((s) => `- ${s}`)).join('\n')}\n` : ''}`;
  write(
    `loadtest${args.outage ? '-outage' : ''}${args.only ? `-only-${run.kinds.join('-')}` : ''}${workers > 1 ? `-${workers}-workers` : ''}`,
    report,
    {
      connections: Number(args.connections),
      size,
      workers,
      outage: run.outageWindow,
      acknowledged: run.acknowledged.length,
      found,
      rows,
    },
  );
  if (lost > 0) process.exitCode = 1;
}

cleanUpOnSignals();
(args.cost ? costPerKind() : args.rate ? openLoop() : closedLoop())
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await cleanUp();
    process.exit();
  });
