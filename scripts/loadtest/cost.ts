// `npm run loadtest -- --cost`: what one request of each kind of the mix costs in CPU, the server's and
// the database's, measured one kind at a time at a low concurrency (no queueing). Multiplied by the
// mix, it says which kinds spend the machine's two cores, and so where a higher open-loop rate comes from.
import { readdirSync, readFileSync } from 'node:fs';
import { createAgent, send } from './http';
import { KINDS, MIX, type Kind, type makeCalls } from './open-loop';
import { cpuSecondsOf, treeCpuSeconds, type LoadSetup } from './setup';

export type KindCost = {
  kind: Kind;
  requests: number;
  serverMs: number;
  databaseMs: number;
  wallMs: number;
  failures: number;
};

/**
 * CPU seconds of PostgreSQL on the machine: every process of it, each with its children that ended, so
 * that a backend which ends between two readings is still counted (by the server process that reaped it).
 */
function postgresCpuSeconds(): number {
  let seconds = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') {
        const { own, reaped } = cpuSecondsOf(entry);
        seconds += own + reaped;
      }
    } catch {
      // The process ended meanwhile: the process that reaps it counts it.
    }
  }
  return seconds;
}

/** Each kind: a warm-up, then `requests` of it, `concurrency` at a time. */
export async function measureCosts(
  setup: LoadSetup,
  calls: Awaited<ReturnType<typeof makeCalls>>,
  { requests, concurrency }: { requests: number; concurrency: number },
): Promise<KindCost[]> {
  const agent = createAgent(concurrency);
  const run = async (kind: Kind, n: number) => {
    let failures = 0;
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next++ < n) {
          const { call, after } = calls[kind]();
          const answer = await send(agent, setup.base, call).catch(() => null);
          if (!answer || answer.status >= 400) failures += 1;
          after?.(answer?.status ?? 0);
        }
      }),
    );
    return failures;
  };
  const costs: KindCost[] = [];
  for (const kind of KINDS) {
    await run(kind, Math.ceil(requests / 10));
    const server = treeCpuSeconds(setup.app.process.pid) ?? 0;
    const database = postgresCpuSeconds();
    const started = performance.now();
    const failures = await run(kind, requests);
    costs.push({
      kind,
      requests,
      serverMs: (((treeCpuSeconds(setup.app.process.pid) ?? 0) - server) * 1000) / requests,
      databaseMs: ((postgresCpuSeconds() - database) * 1000) / requests,
      wallMs: (performance.now() - started) / requests,
      failures,
    });
  }
  agent.destroy();
  return costs;
}

/** The table of the report: per kind, and weighted by the mix (CPU milliseconds per request of the mix). */
export function costTable(costs: KindCost[]): string {
  const total = (pick: (c: KindCost) => number) => costs.reduce((sum, c) => sum + (pick(c) * MIX[c.kind]) / 100, 0);
  const serverTotal = total((c) => c.serverMs);
  const databaseTotal = total((c) => c.databaseMs);
  const f = (n: number) => n.toFixed(2);
  return [
    "| request | share | server CPU ms | database CPU ms | share of the mix's CPU | failures |",
    '|---|---:|---:|---:|---:|---:|',
    ...costs.map(
      (c) =>
        `| ${c.kind} | ${MIX[c.kind]}% | ${f(c.serverMs)} | ${f(c.databaseMs)} | ${Math.round((100 * (MIX[c.kind] / 100) * (c.serverMs + c.databaseMs)) / (serverTotal + databaseTotal))}% | ${c.failures} |`,
    ),
    `| **the mix, per request** | 100% | **${f(serverTotal)}** | **${f(databaseTotal)}** | | |`,
  ].join('\n');
}
