import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// The outbox: an e-mail is a row written in the same transaction as its event; a worker sends it.
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    template: text('template').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    replyTo: text('reply_to'),
    /** Extra headers, such as List-Unsubscribe on e-mails a member did not ask for by an action of their own. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /**
     * An iCalendar invitation sent with it (an interview, decision 043): the .ics text and its iTIP
     * method (REQUEST or CANCEL), sent as the text/calendar part calendars act on.
     */
    calendar: text('calendar'),
    calendarMethod: text('calendar_method'),
    /**
     * E-mails of one stream (one application's status): at most one of them waits unsent (a newer one
     * replaces it), and it waits until the interval since the last one sent has passed (email/outbox.ts).
     */
    coalesceKey: text('coalesce_key'),
    /** pending -> sent, or failed after the last attempt. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    // The worker's only query: due pending rows, oldest first.
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    // A stream's rows, newest first: the one waiting, and when the last one went out.
    index('email_outbox_coalesce_idx')
      .on(t.coalesceKey, t.createdAt)
      .where(sql`${t.coalesceKey} is not null`),
  ],
);
