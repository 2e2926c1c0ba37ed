import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Domain events (decision 027): a row written by `emit` in the transaction of the change it tells of;
 * the dispatcher (events/dispatcher.ts) runs its subscribers, once across server processes, and keeps
 * which of them are done, so a subscriber that fails is retried without running the others again.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    /** Given at insert, after the change's row locks are taken: one entity's events keep their order. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    /** pending -> done, or failed once a subscriber has failed its last attempt. */
    status: text('status').notNull().default('pending'),
    /** Subscribers that have handled this event, in their own savepoint each. */
    handledBy: text('handled_by')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The dispatcher's only query: pending events in the order they were emitted.
    index('domain_events_pending_idx')
      .on(t.id)
      .where(sql`${t.status} = 'pending'`),
    // Those given up on, for /metrics and an operator.
    index('domain_events_failed_idx')
      .on(t.id)
      .where(sql`${t.status} = 'failed'`),
    // The retention sweep's: handled events by age.
    index('domain_events_done_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'done'`),
  ],
);
