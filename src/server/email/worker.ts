import type { DbOrTx } from '../db/client';
import type { Logger } from '../lib/logger';
import { startPeriodicTask, type PeriodicTask } from '../lib/periodic';
import { claimDueEmails, markFailed, markSent, MAX_ATTEMPTS } from './outbox';
import type { MailTransport } from './transport';

export type OutboxWorker = PeriodicTask;

/** Sends what the outbox holds, every `intervalMs`, with retries and backoff on failure. */
export function startOutboxWorker(options: {
  db: DbOrTx;
  transport: MailTransport;
  from: string;
  logger: Logger;
  intervalMs?: number;
  autoStart?: boolean;
}): OutboxWorker {
  const { db, transport, from, logger } = options;
  async function sendBatch(): Promise<number> {
    const batch = await claimDueEmails(db, 20);
    for (const email of batch) {
      try {
        await transport.send({
          from,
          to: email.toAddress,
          replyTo: email.replyTo ?? undefined,
          headers: email.headers ?? undefined,
          subject: email.subject,
          html: email.html,
          text: email.text,
          template: email.template,
          ...(email.calendar && { calendar: { method: email.calendarMethod ?? 'REQUEST', content: email.calendar } }),
        });
        await markSent(db, email.id);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        // claimDueEmails counted this attempt already.
        if (email.attempts >= MAX_ATTEMPTS)
          logger.error(
            { emailId: email.id, template: email.template, attempts: email.attempts, err: message },
            'email failed for good: no more retries',
          );
        else
          logger.warn({ emailId: email.id, attempts: email.attempts, err: message }, 'email send failed; will retry');
        await markFailed(db, email.id, email.attempts, message);
      }
    }
    return batch.length;
  }

  // The loop is every scheduled task's: one batch at a time per process, ticks that find the database down wait for the next.
  const task = startPeriodicTask({
    name: 'outbox worker',
    run: sendBatch,
    logger,
    intervalMs: options.intervalMs ?? 2000,
    autoStart: options.autoStart,
  });
  return {
    runOnce: task.runOnce,
    async stop() {
      await task.stop();
      transport.close();
    },
  };
}
