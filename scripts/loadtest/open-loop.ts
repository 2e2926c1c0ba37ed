// The open-loop run: requests arrive at a fixed rate (Poisson arrivals), whether or not the server has
// answered the ones before, as visitors do. A request's latency counts from when it was due, not from
// when a free connection sent it, so a server that falls behind shows it in the latency (no coordinated
// omission). With `--rate max` it climbs in steps and finds the highest rate at which reads keep a
// p99 within the target with no errors.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import * as hdr from 'hdr-histogram-js';
import { applicationBody, PASSWORD, type Person } from './users';
import {
  BROWSER_HEADERS,
  createAgent,
  newStats,
  percentileMs,
  pick,
  record,
  send,
  type Call,
  type KindStats,
} from './http';
import type { LoadSetup } from './setup';

/** A job site's mix, per 100 requests (issue 29): what people do, most of it reading. */
export const MIX = {
  // 60 listing, board and search reads (the API the pages call as people filter and page)
  listing: 25,
  board: 20,
  search: 15,
  // 25 pages, as a browser asks for them (server-rendered HTML)
  'startup page': 10,
  'job page': 10,
  'blog page': 5,
  // 8 signed-in views
  dashboard: 3,
  notifications: 3,
  applicants: 2,
  'sign-in': 4,
  apply: 2,
  status: 1,
} as const;
export type Kind = keyof typeof MIX;
export const KINDS = Object.keys(MIX) as Kind[];
/** The reads the target is about: what visitors wait for. */
export const READS: Kind[] = ['listing', 'board', 'search', 'startup page', 'job page', 'blog page'];

const WORDS = [
  'data',
  'cloud',
  'health',
  'green',
  'labs',
  'finance',
  'robot',
  'studio',
  'grid',
  'path',
  'wave',
  'bio',
  'green%20robot',
];
// Single words, and what people type as several (issue: words, synonyms and places read as filters).
const ROLES = [
  'engineer',
  'designer',
  'product',
  'marketing',
  'sales',
  'data',
  'python%20developer',
  'front-end%20developer',
  'remote%20designer',
  'ML',
  'machine%20learning%20engineer',
];

export type StepResult = {
  rate: number;
  seconds: number;
  sent: number;
  readP50: number;
  readP99: number;
  errors: number;
  shed: number;
  /** The load script's own event-loop delay p99 (ms): when high, the script, not the server, was late. */
  scriptLagP99: number;
  serverCpuPercent: number | undefined;
  kinds: {
    kind: Kind;
    requests: number;
    p50: number;
    p95: number;
    p99: number;
    shed: number;
    errors: number;
    samples: string[];
  }[];
};

export type OpenLoopContext = {
  setup: LoadSetup;
  seekers: Person[];
  acknowledged: { applicantId: string; jobId: string }[];
  cpuSeconds: () => number | undefined;
};

const cumulative = (() => {
  const table: [Kind, number][] = [];
  let sum = 0;
  for (const kind of KINDS) table.push([kind, (sum += MIX[kind])]);
  return { table, total: sum };
})();

function pickKind(): Kind {
  const x = Math.random() * cumulative.total;
  return cumulative.table.find(([, upTo]) => x < upTo)![0];
}

export async function makeCalls(context: OpenLoopContext) {
  const { setup, seekers, acknowledged } = context;
  const { origin } = setup;
  const application = await applicationBody();
  const signedIn = (cookie: string) => ({ ...BROWSER_HEADERS, Cookie: cookie });
  let nextApplication = 0;
  const calls: Record<Kind, () => { call: Call; after?: (status: number) => void }> = {
    listing: () => ({
      call: {
        method: 'GET',
        path: `/api/startups${pick(['', `?industry=${encodeURIComponent(pick(setup.industries))}`, `?page=${1 + Math.floor(Math.random() * 50)}`, `?stage=Seed`])}`,
        headers: BROWSER_HEADERS,
      },
    }),
    board: () => ({
      call: {
        method: 'GET',
        path: `/api/jobs${pick(['', '?jobType=Full-time', '?locationType=Remote', '?experienceLevel=Senior', '?workFrom=GB'])}`,
        headers: BROWSER_HEADERS,
      },
    }),
    search: () => ({
      call: {
        method: 'GET',
        path: pick([
          `/api/startups?search=${pick(WORDS)}`,
          `/api/startups?search=${pick(WORDS)}&industry=${encodeURIComponent(pick(setup.industries))}`,
          `/api/jobs?q=${pick(ROLES)}`,
        ]),
        headers: BROWSER_HEADERS,
      },
    }),
    'startup page': () => ({
      call: { method: 'GET', path: `/startup/${encodeURIComponent(pick(setup.slugs))}`, headers: BROWSER_HEADERS },
    }),
    'job page': () => ({ call: { method: 'GET', path: `/jobs/${pick(setup.openJobs)}`, headers: BROWSER_HEADERS } }),
    'blog page': () => ({
      call: { method: 'GET', path: pick(['/blog', `/blog/${pick(setup.postSlugs)}`]), headers: BROWSER_HEADERS },
    }),
    dashboard: () => {
      const founder = pick(setup.hiring);
      return {
        call: {
          method: 'GET',
          path: pick(['/api/applications/metrics', '/api/startups/mine']),
          headers: signedIn(founder.cookie),
        },
      };
    },
    notifications: () => ({
      call: {
        method: 'GET',
        path: '/api/notifications',
        headers: signedIn(pick([...setup.hiring, ...setup.people]).cookie),
      },
    }),
    applicants: () => ({
      call: { method: 'GET', path: '/api/applicants', headers: signedIn(pick(setup.hiring).cookie) },
    }),
    'sign-in': () => ({
      call: {
        method: 'POST',
        path: '/api/auth/sign-in/email',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify({ email: pick(setup.people).email, password: PASSWORD }),
      },
    }),
    apply: () => {
      // Each (person, position) pair once: a second application to the same position is refused.
      const n = nextApplication++;
      const person = seekers[n % seekers.length]!;
      const jobId = setup.openJobs[n % setup.openJobs.length]!;
      return {
        call: {
          method: 'POST',
          path: `/api/jobs/${jobId}/applications`,
          headers: { 'Content-Type': application.contentType, Cookie: person.cookie, Origin: origin },
          body: application.body,
        },
        after: (status) => void (status === 201 && acknowledged.push({ applicantId: person.id, jobId })),
      };
    },
    status: () => {
      const target = pick(setup.moving);
      return {
        call: {
          method: 'PATCH',
          path: `/api/applications/${target.id}/status`,
          headers: { 'Content-Type': 'application/json', Cookie: target.founder.cookie, Origin: origin },
          body: JSON.stringify({ status: pick(['submitted', 'reviewed', 'accepted', 'rejected']) }),
        },
      };
    },
  };
  return calls;
}

/** Sends `rate` requests a second for `seconds`, then waits for the last answers. */
export async function runStep(
  context: OpenLoopContext,
  calls: Awaited<ReturnType<typeof makeCalls>>,
  rate: number,
  seconds: number,
): Promise<StepResult> {
  const { setup } = context;
  // Enough sockets that the agent never queues at the target rates; past that the queueing shows as latency.
  const agent = createAgent(2_000);
  const stats = new Map<Kind, KindStats>(KINDS.map((k) => [k, newStats()]));
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const inFlight = new Set<Promise<void>>();
  const cpuBefore = context.cpuSeconds();
  const started = performance.now();
  const end = started + seconds * 1000;
  let due = started;
  let sent = 0;
  const fire = (dueAt: number) => {
    const kind = pickKind();
    const { call, after } = calls[kind]();
    sent += 1;
    const p = send(agent, setup.base, call).then(
      (answer) => {
        record(stats.get(kind)!, call, (performance.now() - dueAt) * 1000, answer);
        after?.(answer.status);
      },
      (error: Error) => record(stats.get(kind)!, call, (performance.now() - dueAt) * 1000, error),
    );
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  };
  while (due < end) {
    const now = performance.now();
    // Every arrival that is due goes now, even if the script itself was late: its latency counts from `due`.
    while (due <= now && due < end) {
      fire(due);
      due += (-Math.log(1 - Math.random()) * 1000) / rate;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(5, due - performance.now()))));
  }
  await Promise.all([...inFlight]);
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = context.cpuSeconds();
  lag.disable();
  agent.destroy();

  const reads = hdr.build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: 120_000_000,
    numberOfSignificantValueDigits: 3,
  });
  for (const kind of READS) reads.add(stats.get(kind)!.histogram);
  const kinds = KINDS.map((kind) => {
    const s = stats.get(kind)!;
    return {
      kind,
      requests: s.ok + s.shed + s.errors,
      p50: percentileMs(s, 50),
      p95: percentileMs(s, 95),
      p99: percentileMs(s, 99),
      shed: s.shed,
      errors: s.errors,
      samples: s.errorSamples,
    };
  });
  return {
    rate,
    seconds,
    sent,
    readP50: reads.totalCount ? reads.getValueAtPercentile(50) / 1000 : 0,
    readP99: reads.totalCount ? reads.getValueAtPercentile(99) / 1000 : 0,
    errors: kinds.reduce((sum, k) => sum + k.errors, 0),
    shed: kinds.reduce((sum, k) => sum + k.shed, 0),
    scriptLagP99: lag.percentile(99) / 1e6,
    serverCpuPercent:
      cpuBefore !== undefined && cpuAfter !== undefined
        ? Math.round((100 * (cpuAfter - cpuBefore)) / elapsed)
        : undefined,
    kinds,
  };
}

/** A step passes when reads keep their p99 within the target and nothing failed (nor was shed). */
export const passes = (step: StepResult, targetP99: number) =>
  step.readP99 <= targetP99 && step.errors === 0 && step.shed === 0;
