import cluster, { type Worker } from 'node:cluster';
import type { Logger } from './lib/logger';

// Several server processes on one port (WEB_CONCURRENCY, decision 034). The primary serves nothing: it
// forks the workers, which share the listening socket through node:cluster (the primary accepts each
// connection and hands it to the next worker in turn), replaces a worker that dies, and on SIGTERM or
// SIGINT stops them all. What must happen once (migrations, the demo seed) happened in the primary
// before the first fork (main.ts). What every worker runs is safe with several processes: scheduled
// work claims its rows (SKIP LOCKED) or takes an advisory lock (tasks.ts, lib/periodic.ts), and each
// worker LISTENs for live notifications itself (realtime/bus.ts), so every worker's streams hear them.

/** A worker's own stop is bounded at 10 s of draining (main.ts) and a few seconds of closing. */
const STOP_LIMIT_MS = 20_000;

export type RestartPolicy = {
  /** A worker is serving: the server can start, so earlier start failures no longer count. */
  started(): void;
  /** A worker ended unexpectedly: how long to wait before replacing it, or null to give up. */
  ended(death: { hadStarted: boolean; now: number }): number | null;
};

/**
 * A worker that served and died is replaced after a wait that doubles with each death in the last
 * minute (0.5 s, 1 s, 2 s... at most 30 s), so that a request that kills its worker does not become a
 * tight loop of forks. Workers ending before they serve, `maxStartFailures` in a row, mean the server
 * cannot start (its port taken, its database refusing): the primary gives up rather than retry forever.
 */
export function createRestartPolicy({
  windowMs = 60_000,
  firstDelayMs = 500,
  maxDelayMs = 30_000,
  maxStartFailures = 3,
} = {}): RestartPolicy {
  let deaths: number[] = [];
  let startFailures = 0;
  return {
    started() {
      startFailures = 0;
    },
    ended({ hadStarted, now }) {
      if (!hadStarted && ++startFailures >= maxStartFailures) return null;
      deaths = [...deaths.filter((at) => now - at < windowMs), now];
      return Math.min(maxDelayMs, firstDelayMs * 2 ** (deaths.length - 1));
    },
  };
}

export type ClusterOptions = {
  workers: number;
  logger: Logger;
  /** Added to each worker's environment; undefined unsets a variable. */
  env?: Record<string, string | undefined>;
  /** Called once, when every first worker serves, with the port they share. */
  onServing(port: number): void;
  stopLimitMs?: number;
  policy?: RestartPolicy;
};

/** The primary's part: forks `workers` copies of this entry and looks after them until it stops. */
export function startCluster({
  workers,
  logger,
  env = {},
  onServing,
  stopLimitMs = STOP_LIMIT_MS,
  policy = createRestartPolicy(),
}: ClusterOptions): void {
  const alive = new Set<Worker>();
  const serving = new Set<Worker>();
  const restarts = new Set<NodeJS.Timeout>();
  let hasAnnounced = false;
  let stopping = false;
  let hasFailed = false;

  function fork() {
    const worker = cluster.fork(env);
    alive.add(worker);
    worker.on('error', (error) =>
      logger.error({ err: error, worker: worker.id }, `server process ${worker.id}: ${error.message}`),
    );
  }

  cluster.on('listening', (worker, address) => {
    serving.add(worker);
    policy.started();
    logger.info(
      { worker: worker.id, pid: worker.process.pid },
      `server process ${worker.id} (pid ${worker.process.pid}) is serving`,
    );
    if (!hasAnnounced && serving.size === workers) {
      hasAnnounced = true;
      onServing(address.port);
    }
  });

  cluster.on('exit', (worker, code, signal) => {
    alive.delete(worker);
    const hadStarted = serving.delete(worker);
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    if (stopping) {
      // Our SIGTERM may reach a worker before it has set its own handler: that too is a clean stop.
      if (code !== 0 && signal !== 'SIGTERM' && signal !== 'SIGINT') {
        hasFailed = true;
        logger.error({ worker: worker.id, code, signal }, `server process ${worker.id} did not stop cleanly (${how})`);
      }
      if (alive.size === 0) finish();
      return;
    }
    const delay = policy.ended({ hadStarted, now: Date.now() });
    if (delay === null) {
      const message = `Server processes keep ending before they serve (the last with ${how}; its error is above): stopping`;
      logger.fatal({ worker: worker.id, code, signal }, message);
      console.error(`\n${message}\n`);
      hasFailed = true;
      stop('start failures');
      return;
    }
    logger.error(
      { worker: worker.id, pid: worker.process.pid, code, signal },
      `server process ${worker.id} (pid ${worker.process.pid}) ended unexpectedly (${how}); a new one starts in ${delay} ms`,
    );
    const timer = setTimeout(() => {
      restarts.delete(timer);
      if (!stopping) fork();
    }, delay);
    restarts.add(timer);
  });

  function stop(reason: string) {
    if (stopping) return;
    stopping = true;
    for (const timer of restarts) clearTimeout(timer);
    if (alive.size === 0) return finish();
    logger.info(`${reason}: stopping ${alive.size} server processes, each finishing its requests in flight`);
    // Straight to each process, not worker.kill(): that would first close the worker's listener
    // through the cluster, cutting in on main.ts's own stop, which drops no request.
    for (const worker of alive) worker.process.kill('SIGTERM');
    setTimeout(() => {
      logger.error(`${alive.size} server processes still running ${stopLimitMs / 1000} s after the stop: ending them`);
      hasFailed = true;
      for (const worker of alive) worker.process.kill('SIGKILL');
    }, stopLimitMs);
  }

  function finish() {
    logger.info(hasFailed ? 'stopped, not cleanly' : `stopped cleanly (${workers} server processes)`);
    process.exit(hasFailed ? 1 : 0);
  }

  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  logger.info({ workers }, `starting ${workers} server processes on one port (WEB_CONCURRENCY)`);
  for (let i = 0; i < workers; i++) fork();
}
