import { isDatabaseUnavailable } from './db-errors';
import type { Logger } from './logger';

export type PeriodicTask = { runOnce(): Promise<number>; stop(): Promise<void> };

/**
 * Runs `run` every `intervalMs`, one run at a time in this process. Tasks guard themselves against
 * other processes doing the same work (row locks with SKIP LOCKED, or advisory locks): every server
 * process starts every task.
 */
export function startPeriodicTask(options: { name: string; run(): Promise<number>; logger: Logger; intervalMs: number; autoStart?: boolean }): PeriodicTask {
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
            if (isDatabaseUnavailable(error)) logger.warn({ err: error, task: name }, `${name}: database unavailable, will try again`);
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
