import type { Logger } from './logger';

// The loop of every per-member scheduled e-mail (the weekly matches, the founders' daily applications):
// one member at a time, each claimed and handled in a transaction of its own, so that one member's
// failure holds up nobody else and does not come first again at the next run.

export type DueOutcome = 'none due' | 'sent' | 'checked' | 'ended';

/**
 * Runs `next` up to `perRun` times, until nothing is due; the number of e-mails sent. `next` writes the
 * id of the member it claimed into `claimed` before anything can fail; if it then throws, its
 * transaction rolled back, the failure is logged and `postpone` moves that member's row on, so the
 * others are still served. A failure before any claim (the database itself) is thrown: the next run
 * tries again.
 */
export async function sendEachDue(options: {
  perRun: number;
  logger: Logger;
  /** What the log says of one member's failure. */
  failure: string;
  next(claimed: { userId?: string }): Promise<DueOutcome>;
  postpone(userId: string): Promise<unknown>;
}): Promise<number> {
  let sent = 0;
  for (let i = 0; i < options.perRun; i++) {
    const claimed: { userId?: string } = {};
    let outcome: DueOutcome;
    try {
      outcome = await options.next(claimed);
    } catch (error) {
      if (!claimed.userId) throw error;
      options.logger.error({ err: error, userId: claimed.userId }, options.failure);
      await options.postpone(claimed.userId);
      continue;
    }
    if (outcome === 'none due') break;
    if (outcome === 'sent') sent += 1;
  }
  return sent;
}
