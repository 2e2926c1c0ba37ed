import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { startups } from './startups';

/** A member following a startup, to hear about its new positions (decision 018). */
export const startupFollows = pgTable(
  'startup_follows',
  {
    startupId: uuid('startup_id')
      .notNull()
      .references(() => startups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // By startup first: the follower count and the fan-out of a new position read a startup's followers.
    primaryKey({ columns: [t.startupId, t.userId] }),
    index('startup_follows_user_idx').on(t.userId, t.createdAt),
  ],
);

/** A saved /jobs search that e-mails its new positions daily or weekly (decision 018). */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    frequency: text('frequency').notNull(),
    /** The canonical /jobs query string (shared/job-alerts.ts canonicalJobSearch). */
    search: text('search').notNull(),
    /** Positions posted after this were not in a digest yet. */
    checkedThrough: timestamp('checked_through', { withTimezone: true }).notNull().defaultNow(),
    /** When the digest of this alert is next due. */
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_alerts_user_idx').on(t.userId, t.createdAt),
    // The digest's only scan: the alerts that are due.
    index('job_alerts_due_idx').on(t.nextRunAt),
    check('job_alerts_frequency_check', sql`${t.frequency} in ('daily', 'weekly')`),
  ],
);
