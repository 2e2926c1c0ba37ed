// The results: a table on the console, and the same as markdown (with the machine and the settings)
// plus JSON in docs/benchmarks/YYYY-MM-DD-bench-<size>.{md,json}.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FloorPlan } from './capture';
import type { FillResult } from './fill';
import type { Figures } from './runner';

export type RequestResult = { name: string; paths: string[]; embedded: boolean; app: Figures; floor: Figures | null };

export type Run = {
  date: string;
  commit: string;
  machine: { cpu: string; cores: number; memoryGb: number; node: string; postgres: string; platform: string };
  settings: {
    size: number;
    embeddedSize: number;
    applicants: number;
    connections: number;
    duration: number;
    warmup: number;
    poolSize: number;
    bypassCache: boolean;
  };
  data: { postgres: FillResult | null; embedded: FillResult | null; reused: boolean };
  results: RequestResult[];
  notes: string[];
  floorPlan: FloorPlan;
};

export function sizeLabel(size: number): string {
  if (size >= 1_000_000 && size % 1_000_000 === 0) return `${size / 1_000_000}m`;
  if (size >= 1_000 && size % 1_000 === 0) return `${size / 1_000}k`;
  return String(size);
}

export function machineInfo(postgres: string): Run['machine'] {
  return {
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.availableParallelism(),
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    postgres,
    platform: `${os.platform()} ${os.release()}`,
  };
}

export function gitCommit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty =
      execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim() !== '';
    return dirty ? `${head} + uncommitted changes` : head;
  } catch {
    return 'unknown';
  }
}

const n = (value: number) => Math.round(value).toLocaleString('en');
const ms = (value: number) => (value < 10 ? value.toFixed(1) : n(value));

function rows(run: Run): string[][] {
  return run.results.map((r) => {
    const name = r.embedded ? `${r.name}, ${n(run.settings.embeddedSize)} startups` : r.name;
    const failures = r.app.errors + r.app.non2xx + (r.floor ? r.floor.errors + r.floor.non2xx : 0);
    return [
      name,
      n(r.app.requestsPerSec),
      `${ms(r.app.p50)} / ${ms(r.app.p99)}`,
      failures === 0
        ? '0'
        : `${r.app.errors} / ${r.app.non2xx}${r.floor ? ` (floor ${r.floor.errors} / ${r.floor.non2xx})` : ''}`,
      r.floor ? n(r.floor.requestsPerSec) : '',
      r.floor ? `${ms(r.floor.p50)} / ${ms(r.floor.p99)}` : '',
      r.floor && r.floor.requestsPerSec > 0 ? (r.app.requestsPerSec / r.floor.requestsPerSec).toFixed(2) : '',
    ];
  });
}

const headers = [
  'request',
  'req/s',
  'p50 / p99 ms',
  'errors / non-2xx',
  'floor req/s',
  'floor p50 / p99 ms',
  'app/floor',
];
const numeric = [false, true, true, true, true, true, true];

export function printTable(run: Run): void {
  const table = [headers, ...rows(run)];
  const widths = headers.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    row.map((cell, i) => (numeric[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ');
  console.log(`\n${line(headers)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of table.slice(1)) console.log(line(row));
}

export function markdown(run: Run): string {
  const { machine: m, settings: s, data } = run;
  const pg = data.postgres;
  const table = [
    `| ${headers.join(' | ')} |`,
    `|${numeric.map((right) => (right ? '---:' : '---')).join('|')}|`,
    ...rows(run).map((row) => `| ${row.join(' | ')} |`),
  ];
  const paths = run.results.map((r) => `- ${r.name}: ${r.paths.map((p) => `\`${p}\``).join(', ')}`);
  return [
    `# Benchmark, ${n(s.size)} startups (${run.date})`,
    '',
    `\`npm run bench -- --size ${s.size} --duration ${s.duration}${s.bypassCache ? ' --bypass-cache' : ''}\` at ${run.commit}.`,
    '',
    `- Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB, ${m.platform}; Node ${m.node}; PostgreSQL ${m.postgres} on the same machine`,
    `- Data: ${pg ? `${n(pg.startups)} startups (${n(pg.activeStartups)} active), ${n(pg.jobs)} jobs (${n(pg.openJobs)} open), ${n(pg.users)} users` : `${n(s.size)} startups (reused from an earlier fill)`}` +
      `${pg?.applications ? `, ${n(pg.applications)} applications, ${n(pg.founderApplications)} of them to the bench founder's 9 positions (the applicants pages, read signed in as that founder)` : ''}` +
      `${!pg && s.applicants ? `, ${n(s.applicants)} applications to the bench founder's positions` : ''}` +
      `${pg ? `, filled in ${(pg.ms / 1000).toFixed(1)} s` : ''}; embedded PGlite: ${n(s.embeddedSize)} startups`,
    `- Load: autocannon, ${s.connections} connections, ${s.duration} s per request after a ${s.warmup} s warm-up; app and floor pools: ${s.poolSize} connections`,
    ...(s.bypassCache
      ? [
          "- `--bypass-cache`: every app request carried a distinct, ignored `_bench` parameter, so none was answered from the app's response cache",
        ]
      : []),
    '- Floor: a bare `node:http` server with a `pg` Pool of the same size, running the SQL the app ran for that path (captured, see scripts/bench/capture.ts) and returning the rows as JSON',
    '',
    ...table,
    '',
    'Paths:',
    '',
    ...paths,
    ...run.notes.map((note) => `- ${note}`),
    ...Object.entries(run.floorPlan).flatMap(([p, entry]) =>
      entry.note ? [`- floor for \`${p}\`: ${entry.note}`] : [],
    ),
    '',
    'The floor runs the statements the app sends for that path once its process caches (the listing counts) are warm, when it',
    "does not answer from its visitors' response cache (captured with an ignored `_bench` parameter; the cold statements are in",
    "the JSON too). An app/floor ratio above 1 means the app answered from that cache. Latencies are autocannon's. Figures",
    'measured on a machine shared with other work are provisional.',
    '',
  ].join('\n');
}

/** Writes the markdown and the JSON (with the captured SQL); returns the markdown's path. */
/** `name` tells apart several runs of one day and size (`--name after-health`); unnamed runs replace each other. */
export function writeReport(run: Run, dir: string, name?: string): string {
  mkdirSync(dir, { recursive: true });
  const suffix = `${run.settings.bypassCache ? '-nocache' : ''}${name ? `-${name}` : ''}`;
  const base = path.join(dir, `${run.date}-bench-${sizeLabel(run.settings.size)}${suffix}`);
  writeFileSync(`${base}.md`, markdown(run));
  writeFileSync(`${base}.json`, `${JSON.stringify(run, withoutSessionTokens, 2)}\n`);
  return `${base}.md`;
}

/** The captured session lookup carries the bench founder's token: the file says so instead of showing it. */
function withoutSessionTokens(key: string, value: unknown): unknown {
  if (
    key === 'values' &&
    Array.isArray(value) &&
    value.some((v) => typeof v === 'string' && /^[A-Za-z0-9]{32}$/.test(v))
  ) {
    return value.map((v) => (typeof v === 'string' && /^[A-Za-z0-9]{32}$/.test(v) ? '<session token>' : v));
  }
  return value;
}
