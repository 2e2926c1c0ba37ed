import type { DbOrTx } from '../db/client';
import type { Logger } from '../lib/logger';
import { isDatabaseUnavailable } from '../lib/db-errors';
import { claimDueEmails, markFailed, markSent, MAX_ATTEMPTS } from './outbox';
import type { MailTransport } from './transport';

export type OutboxWorker = { runOnce(): Promise<number>; stop(): Promise<void> };

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
  let running: Promise<number> | null = null;

  async function sendBatch(): Promise<number> {
    const batch = await claimDueEmails(db, 20);
    for (const email of batch) {
      try {
        await transport.send({ from, to: email.toAddress, replyTo: email.replyTo ?? undefined, headers: email.headers ?? undefined, subject: email.subject, html: email.html, text: email.text, template: email.template });
        await markSent(db, email.id);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        // claimDueEmails counted this attempt already.
        if (email.attempts >= MAX_ATTEMPTS) logger.error({ emailId: email.id, template: email.template, attempts: email.attempts, err: message }, 'email failed for good: no more retries');
        else logger.warn({ emailId: email.id, attempts: email.attempts, err: message }, 'email send failed; will retry');
        await markFailed(db, email.id, email.attempts, message);
      }
    }
    return batch.length;
  }

  function runOnce(): Promise<number> {
    // One batch at a time per process; a tick that finds one running waits for it.
    running ??= sendBatch().finally(() => {
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
            if (isDatabaseUnavailable(error)) logger.warn({ err: error }, 'outbox worker: database unavailable, will try again');
            else logger.error({ err: error }, 'outbox worker tick failed');
          });
        }, options.intervalMs ?? 2000);
  timer?.unref();

  return {
    runOnce,
    async stop() {
      if (timer) clearInterval(timer);
      await running?.catch(() => {});
      transport.close();
    },
  };
}
