// First page load on a phone: Lighthouse's default mobile profile (simulated slow 4G and a 4x slower CPU),
// run several times on the public pages, the median of each figure written to docs/benchmarks/.
//
//   npm run lighthouse                       starts its own server (temp DATA_DIR, demo data, dist/client and dist/server)
//   npm run lighthouse -- --url http://127.0.0.1:3000   measures a server that is already running
//   options: --runs 3, --name baseline (file suffix), --out docs/benchmarks
//
// It builds nothing: run `npm run build` first (both builds: the pages are rendered on the server). Chromium is Debian's (/usr/bin/chromium, or CHROME_PATH);
// no browser is downloaded. Figures are never test assertions: they move with the machine's load.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '3' },
    name: { type: 'string' },
    out: { type: 'string', default: 'docs/benchmarks' },
  },
});
const runs = Math.max(1, Number(args.runs));

type Run = {
  performance: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Gzipped transfer size (headers included) of script and stylesheet requests started before the observed LCP. */
  jsCssBeforeLcpKb: number;
  /** Every script and stylesheet the page loaded, gzipped transfer size. */
  jsCssAllKb: number;
  consoleErrors: string[];
  /** Best-practices audits that did not pass, by id (a CSP-blocked eval shows as `inspector-issues`). */
  failedBestPractices: string[];
};

type NetworkRequest = { url: string; resourceType?: string; transferSize?: number; networkRequestTime?: number };
type Lhr = {
  lighthouseVersion: string;
  environment: { hostUserAgent: string };
  categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; numericValue?: number; details?: { items?: unknown[] } }>;
};

function freePort(): number {
  const script =
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script]).toString().trim());
}

async function waitForHealth(baseUrl: string, server: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not answer /api/health within 2 minutes');
}

async function startServer(): Promise<{ baseUrl: string; stop(): void }> {
  if (!existsSync('dist/client/index.html')) throw new Error('dist/client is missing: run `npm run build` first');
  if (!existsSync('dist/server/entry-server.js'))
    throw new Error(
      'dist/server is missing (the pages would not be rendered on the server): run `npm run build` first',
    );
  const port = freePort();
  // The server runs from a copy of the build, so a rebuild during the measurement changes nothing.
  const workDir = mkdtempSync(path.join(tmpdir(), 'liftoff-lighthouse-'));
  cpSync('dist/client', path.join(workDir, 'dist/client'), { recursive: true });
  cpSync('dist/server', path.join(workDir, 'dist/server'), { recursive: true });
  // The server build imports its packages (react, react-router...) from node_modules beside it.
  symlinkSync(path.resolve('node_modules'), path.join(workDir, 'node_modules'), 'dir');
  const dataDir = path.join(workDir, 'data');
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), path.resolve('src/server/main.ts')], {
    cwd: workDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(baseUrl, server);
  return {
    baseUrl,
    stop() {
      server.kill('SIGTERM');
      server.once('exit', () => rmSync(workDir, { recursive: true, force: true }));
    },
  };
}

// A loaded machine sometimes loses the trace (NO_NAVSTART): such a run is tried again, twice at most.
function runLighthouse(url: string, attempt = 1): Lhr {
  try {
    return runLighthouseOnce(url);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.log(`${url}: Lighthouse failed, trying again`);
    return runLighthouse(url, attempt + 1);
  }
}

function runLighthouseOnce(url: string): Lhr {
  const outFile = path.join(mkdtempSync(path.join(tmpdir(), 'lhr-')), 'report.json');
  execFileSync(
    process.execPath,
    [
      'node_modules/lighthouse/cli/index.js',
      url,
      '--output=json',
      `--output-path=${outFile}`,
      '--quiet',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      '--only-categories=performance,best-practices',
    ],
    { env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const lhr = JSON.parse(readFileSync(outFile, 'utf8')) as Lhr;
  rmSync(path.dirname(outFile), { recursive: true, force: true });
  return lhr;
}

function summarize(lhr: Lhr): Run {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const observed = (lhr.audits.metrics?.details?.items?.[0] ?? {}) as { observedLargestContentfulPaint?: number };
  const lcpAt = observed.observedLargestContentfulPaint ?? Number.POSITIVE_INFINITY;
  const requests = (lhr.audits['network-requests']?.details?.items ?? []) as NetworkRequest[];
  const jsCss = requests.filter((r) => r.resourceType === 'Script' || r.resourceType === 'Stylesheet');
  const kb = (list: NetworkRequest[]) =>
    Math.round(list.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 102.4) / 10;
  const errors = (lhr.audits['errors-in-console']?.details?.items ?? []) as { description?: string }[];
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    tbtMs: Math.round(audit('total-blocking-time')),
    jsCssBeforeLcpKb: kb(jsCss.filter((r) => (r.networkRequestTime ?? 0) < lcpAt)),
    jsCssAllKb: kb(jsCss),
    consoleErrors: errors.map((e) => (e.description ?? '').slice(0, 160)),
    failedBestPractices: (lhr.categories['best-practices']?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const numericKeys = [
  'performance',
  'bestPractices',
  'lcpMs',
  'cls',
  'tbtMs',
  'jsCssBeforeLcpKb',
  'jsCssAllKb',
] as const;

const own = args.url ? null : await startServer();
const baseUrl = (args.url ?? own!.baseUrl).replace(/\/$/, '');
try {
  const posts = (await (await fetch(`${baseUrl}/api/blog/posts`)).json()) as { items: { slug: string }[] };
  const pages = [
    '/',
    '/startups',
    '/jobs',
    '/startup/greengrid',
    ...(posts.items[0] ? [`/blog/${posts.items[0].slug}`] : []),
  ];
  const results: { page: string; runs: Run[]; median: Record<(typeof numericKeys)[number], number> }[] = [];
  let meta = { lighthouseVersion: '', userAgent: '' };
  for (const page of pages) {
    const pageRuns: Run[] = [];
    for (let i = 0; i < runs; i++) {
      const lhr = runLighthouse(`${baseUrl}${page}`);
      meta = { lighthouseVersion: lhr.lighthouseVersion, userAgent: lhr.environment.hostUserAgent };
      const run = summarize(lhr);
      console.log(
        `${page} run ${i + 1}: performance ${run.performance}, LCP ${run.lcpMs} ms, CLS ${run.cls}, TBT ${run.tbtMs} ms, JS+CSS before LCP ${run.jsCssBeforeLcpKb} KB`,
      );
      pageRuns.push(run);
    }
    const med = Object.fromEntries(
      numericKeys.map((key) => [key, median(pageRuns.map((r) => r[key]))]),
    ) as (typeof results)[number]['median'];
    results.push({ page, runs: pageRuns, median: med });
  }

  const date = new Date().toISOString().slice(0, 10);
  const base = path.join(args.out, `${date}-lighthouse${args.name ? `-${args.name}` : ''}`);
  const machine = { cpus: cpus().length, loadAverage: loadavg().map((n) => Math.round(n * 100) / 100) };
  mkdirSync(args.out, { recursive: true });
  writeFileSync(
    `${base}.json`,
    `${JSON.stringify({ date, baseUrl, runsPerPage: runs, chromeFlags: CHROME_FLAGS, ...meta, machine, results }, null, 2)}\n`,
  );
  const rows = results.map(
    ({ page, median: m }) =>
      `| \`${page}\` | ${m.performance} | ${m.lcpMs.toLocaleString('en')} | ${m.cls} | ${m.tbtMs} | ${m.jsCssBeforeLcpKb} | ${m.jsCssAllKb} | ${m.bestPractices} |`,
  );
  const errors = [...new Set(results.flatMap((r) => r.runs.flatMap((run) => run.consoleErrors)))];
  const failed = [...new Set(results.flatMap((r) => r.runs.flatMap((run) => run.failedBestPractices)))];
  writeFileSync(
    `${base}.md`,
    [
      `# Lighthouse, mobile profile, ${date}${args.name ? ` (${args.name})` : ''}`,
      '',
      `Median of ${runs} runs per page. Lighthouse ${meta.lighthouseVersion}, default mobile profile (simulated throttling),`,
      `Chromium ${CHROME_FLAGS.join(' ')}. Machine: ${machine.cpus} cores, load average ${machine.loadAverage.join(' / ')} at the end.`,
      'JS + CSS: gzipped transfer size (headers included) of script and stylesheet requests; "before LCP" counts those',
      'requested before the observed largest contentful paint, "all" every one the page loaded.',
      '',
      '| page | performance | LCP ms | CLS | TBT ms | JS + CSS before LCP, KB | JS + CSS all, KB | best practices |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
      ...rows,
      '',
      errors.length ? `Console errors seen: ${errors.map((e) => `\`${e}\``).join('; ')}` : 'No console errors.',
      failed.length
        ? `Best-practices audits not passed in some run: ${failed.map((id) => `\`${id}\``).join(', ')}.`
        : 'Every best-practices audit passed.',
      '',
      'Every run is in the .json file beside this one. Timings depend on the machine and its load; compare runs made on the same quiet machine.',
      '',
    ].join('\n'),
  );
  console.log(`wrote ${base}.md and ${base}.json`);
} finally {
  own?.stop();
}
