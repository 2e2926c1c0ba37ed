// The stress run: a fixed number of connections, each sending its next request as soon as the last is
// answered (a closed loop). It measures capacity, not latency (Little's law: latency grows with the
// connections), and shows that under overload nothing fails and nothing acknowledged is lost; with
// `--outage`, also through 10 s without PostgreSQL.
import { applicationBody } from './users';
import { createAgent, newStats, percentileMs, pick, record, send, type Call, type KindStats } from './http';
import { seekersFor, type LoadSetup } from './setup';

export type Kind = 'listing' | 'startup' | 'blog' | 'sign-in' | 'apply' | 'status';
/** Shares of the connections: mostly reading, as on a real site, with every write in the mix. */
export const SHARES: Record<Kind, number> = {
  listing: 0.35,
  startup: 0.25,
  blog: 0.1,
  'sign-in': 0.05,
  apply: 0.15,
  status: 0.1,
};
export const READS: Kind[] = ['listing', 'startup', 'blog'];

export type ClosedLoopOptions = { connections: number; durationMs: number; only?: string[]; outage: boolean };

export async function runClosedLoop(setup: LoadSetup, options: ClosedLoopOptions, log: (line: string) => void) {
  const { base, origin } = setup;
  const agent = createAgent(options.connections);
  const stats = new Map<Kind, KindStats>((Object.keys(SHARES) as Kind[]).map((k) => [k, newStats()]));
  // Applicants apply a few times a day: the run's applications are spread over as many people.
  const seekers = await seekersFor(setup, options.connections * 25);
  const application = await applicationBody();
  const words = [
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
  ];
  const acknowledged: { applicantId: string; jobId: string }[] = [];
  let outageWindow: { from: number; to: number } | null = null;
  const inOutage = (at: number) =>
    outageWindow !== null && at >= outageWindow.from - 1_000 && at <= outageWindow.to + 15_000;

  const measure = async (kind: Kind, call: Call) => {
    const started = performance.now();
    try {
      const answer = await send(agent, base, call);
      record(stats.get(kind)!, call, (performance.now() - started) * 1000, answer);
      return answer;
    } catch (error) {
      record(
        stats.get(kind)!,
        call,
        (performance.now() - started) * 1000,
        error as Error,
        inOutage(Date.now()) ? ' (during the outage)' : '',
      );
      return null;
    }
  };
  let nextJob = 0;
  const calls: Record<Kind, () => Promise<void>> = {
    listing: async () => {
      const query = pick([
        '',
        `?industry=${encodeURIComponent(pick(setup.industries))}`,
        `?search=${pick(words)}`,
        `?search=${pick(words)}&industry=${encodeURIComponent(pick(setup.industries))}`,
        `?page=${1 + Math.floor(Math.random() * 50)}`,
      ]);
      await measure('listing', { method: 'GET', path: `/api/startups${query}` });
    },
    startup: async () =>
      void (await measure('startup', {
        method: 'GET',
        path: `/api/startups/by-slug/${encodeURIComponent(pick(setup.slugs))}`,
      })),
    blog: async () => void (await measure('blog', { method: 'GET', path: pick(['/api/blog', '/api/blog/posts']) })),
    'sign-in': async () => {
      await measure('sign-in', {
        method: 'POST',
        path: '/api/auth/sign-in/email',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify({ email: pick(setup.people).email, password: 'load-test-password-1' }),
      });
    },
    apply: async () => {
      const n = nextJob++;
      const person = seekers[n % seekers.length]!;
      const jobId = setup.openJobs[n % setup.openJobs.length]!;
      const answer = await measure('apply', {
        method: 'POST',
        path: `/api/jobs/${jobId}/applications`,
        headers: { 'Content-Type': application.contentType, Cookie: person.cookie, Origin: origin },
        body: application.body,
      });
      if (answer?.status === 201) acknowledged.push({ applicantId: person.id, jobId });
    },
    status: async () => {
      const target = pick(setup.moving);
      await measure('status', {
        method: 'PATCH',
        path: `/api/applications/${target.id}/status`,
        headers: { 'Content-Type': 'application/json', Cookie: target.founder.cookie, Origin: origin },
        body: JSON.stringify({ status: pick(['submitted', 'reviewed', 'accepted', 'rejected']) }),
      });
    },
  };

  const kinds = (options.only ?? Object.keys(SHARES)).filter((k): k is Kind => k in SHARES);
  const shareOfKinds = kinds.reduce((sum, k) => sum + SHARES[k], 0);
  const users: Kind[] = [];
  for (const kind of kinds)
    for (let i = 0; i < Math.max(1, Math.round((options.connections * SHARES[kind]) / shareOfKinds)); i++)
      users.push(kind);
  log(
    `load: ${users.length} connections for ${options.durationMs / 1000} s${options.outage ? ', PostgreSQL stopped for 10 s in the middle' : ''}...`,
  );
  const startedAt = Date.now();
  const deadline = startedAt + options.durationMs;
  if (options.outage && setup.cluster) {
    const cluster = setup.cluster;
    setTimeout(
      () => {
        outageWindow = { from: Date.now(), to: Date.now() + 10_000 };
        cluster.stop();
        setTimeout(() => {
          cluster.start();
          outageWindow!.to = Date.now();
        }, 10_000);
      },
      Math.max(0, options.durationMs / 2 - 5_000),
    );
  }
  await Promise.all(
    users.map(async (kind) => {
      while (Date.now() < deadline) await calls[kind]();
    }),
  );
  const seconds = (Date.now() - startedAt) / 1000;
  agent.destroy();
  const rows = kinds.map((kind) => {
    const s = stats.get(kind)!;
    const total = s.ok + s.shed + s.errors;
    return {
      kind,
      connections: users.filter((k) => k === kind).length,
      requests: total,
      perSecond: Math.round(total / seconds),
      p50: percentileMs(s, 50),
      p95: percentileMs(s, 95),
      p99: percentileMs(s, 99),
      unavailable: s.shed,
      errors: s.errors,
      samples: s.errorSamples,
    };
  });
  return {
    rows,
    kinds,
    seconds,
    seekers: seekers.length,
    acknowledged,
    outageWindow: outageWindow as { from: number; to: number } | null,
    startedAt,
    readKinds: kinds.filter((k) => READS.includes(k)),
  };
}
