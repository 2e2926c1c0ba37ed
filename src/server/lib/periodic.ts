import { isDatabaseUnavailable } from './db-errors';
import type { Logger } from './logger';

export type PeriodicTask = { runOnce(): Promise<number>; stop(): Promise<void> };

/**
 * Runs `run` every `intervalMs`, one run at a time in this process. Tasks guard themselves against
 * other processes doing the same work (row locks with SKIP LOCKED, or advisory locks): every server
 * process starts every task.
 */
export function startPeriodicTask(options: {
  name: string;
  run(): Promise<number>;
  logger: Logger;
  intervalMs: number;
  autoStart?: boolean;
}): PeriodicTask {
  const { name, run, logger } = options;
  let running: Promise<number> | null = null;

  function runOnce(): Promise<number> {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  }

  const timer =
    options.autoStart === false
      ? null
      : setInterval(() => {
          runOnce().catch((error: unknown) => {
            // The database restarting is expected now and then (decision 015); the next tick tries again.
            if (isDatabaseUnavailable(error))
              logger.warn({ err: error, task: name }, `${name}: database unavailable, will try again`);
            else logger.error({ err: error, task: name }, `${name} failed`);
          });
        }, options.intervalMs);
  timer?.unref();

  return {
    runOnce,
    async stop() {
      if (timer) clearInterval(timer);
      await running?.catch(() => {});
    },
  };
}

/**
 * A feature's scheduled work, declared where the feature lives (`<feature>.tasks.ts`) and started with
 * every other from one list (`src/server/tasks.ts`). `everyMs` may depend on the configuration (a short
 * scheduling day in the journeys).
 */
export type TaskDefinition<Deps> = { name: string; everyMs(deps: Deps): number; run(deps: Deps): Promise<number> };

/** Starts every task of the list; `stop` ends them all, each after its run in progress. */
export function startTasks<Deps extends { logger: Logger }>(
  tasks: readonly TaskDefinition<Deps>[],
  deps: Deps,
): { stop(): Promise<void> } {
  const started = tasks.map((task) =>
    startPeriodicTask({
      name: task.name,
      run: () => task.run(deps),
      logger: deps.logger,
      intervalMs: task.everyMs(deps),
    }),
  );
  return {
    async stop() {
      await Promise.all(started.map((task) => task.stop()));
    },
  };
}
