import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { emailOutbox } from '../db/schema';
import type { RenderedEmail } from './templates/layout';

/**
 * `coalesce`: the e-mail is the newest of a stream (`key`) of which a person should get at most one
 * every `minIntervalSeconds`, the latest winning. The caller serialises writes of one key (a row lock).
 */
export type OutgoingEmail = RenderedEmail & {
  template: string;
  to: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /** An iCalendar invitation to send with it (interviews): the .ics text and its method. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  coalesce?: { key: string; minIntervalSeconds: number };
};

/** Writes the e-mail into the outbox with the caller's transaction, so it exists exactly when its event does. */
export async function enqueueEmail(db: DbOrTx, email: OutgoingEmail): Promise<string> {
  const { coalesce } = email;
  if (coalesce) {
    // The stream's e-mail still waiting and not yet claimed by a sender is out of date: this one replaces
    // it. One being sent (claimed: attempts > 0) goes out, and counts as sent now for the interval.
    await db
      .delete(emailOutbox)
      .where(
        and(eq(emailOutbox.coalesceKey, coalesce.key), eq(emailOutbox.status, 'pending'), eq(emailOutbox.attempts, 0)),
      );
  }
  const [row] = await db
    .insert(emailOutbox)
    .values({
      template: email.template,
      toAddress: email.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      replyTo: email.replyTo,
      headers: email.headers,
      calendar: email.calendar?.content,
      calendarMethod: email.calendar?.method,
      ...(coalesce && {
        coalesceKey: coalesce.key,
        // greatest() skips the null of a stream that never sent anything: then at once.
        nextAttemptAt: sql`greatest(now(), (
          select max(coalesce(${emailOutbox.sentAt}, now())) + make_interval(secs => ${coalesce.minIntervalSeconds})
          from ${emailOutbox}
          where ${emailOutbox.coalesceKey} = ${coalesce.key} and (${emailOutbox.status} = 'sent' or (${emailOutbox.status} = 'pending' and ${emailOutbox.attempts} > 0))
        ))`,
      }),
    })
    .returning({ id: emailOutbox.id });
  return row!.id;
}

/** Several e-mails in one statement (a fan-out to followers, the digests). */
export async function enqueueEmails(db: DbOrTx, emails: OutgoingEmail[]): Promise<void> {
  if (emails.length === 0) return;
  await db.insert(emailOutbox).values(
    emails.map((email) => ({
      template: email.template,
      toAddress: email.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      replyTo: email.replyTo,
      headers: email.headers,
      calendar: email.calendar?.content,
      calendarMethod: email.calendar?.method,
    })),
  );
}

export const MAX_ATTEMPTS = 6;

/** Delay before the next attempt: 30 s, 1 min, 2 min, 4 min... */
export function retryDelayMs(attempts: number): number {
  return 30_000 * 2 ** Math.max(0, attempts - 1);
}

/**
 * Claims due e-mails. `FOR UPDATE SKIP LOCKED` lets several server processes share one outbox without
 * sending an e-mail twice; the claim pushes next_attempt_at forward so a crashed sender's rows come back.
 */
export async function claimDueEmails(db: DbOrTx, limit: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(emailOutbox.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(emailOutbox)
      .set({ attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: sql`now() + interval '5 minutes'` })
      .where(
        inArray(
          emailOutbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

export async function markSent(db: DbOrTx, id: string) {
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
    .where(eq(emailOutbox.id, id));
}

export async function markFailed(db: DbOrTx, id: string, attempts: number, error: string) {
  const isFinal = attempts >= MAX_ATTEMPTS;
  await db
    .update(emailOutbox)
    .set({
      status: isFinal ? 'failed' : 'pending',
      lastError: error.slice(0, 1000),
      nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
    })
    .where(eq(emailOutbox.id, id));
}
