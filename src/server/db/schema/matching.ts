import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { jobs, startups } from './startups';

// Matching both ways: what a candidate turned down, when their weekly matches are due, whom
// they hide from, and the invitations founders send.

/** "Not interested": a position a member never wants suggested again, with an optional reason. */
export const jobDismissals = pgTable(
  'job_dismissals',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.jobId] }),
    check('job_dismissals_reason_check', sql`char_length(${t.reason}) <= 200`),
  ],
);

/** The weekly e-mail of new matches: one row per member it was considered for, claimed by one process at a time. */
export const jobMatchDigests = pgTable(
  'job_match_digests',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Positions posted after this were not in an e-mail yet. */
    checkedThrough: timestamp('checked_through', { withTimezone: true }).notNull().defaultNow(),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [index('job_match_digests_due_idx').on(t.nextRunAt)],
);

/** A member hiding from the founders of a startup they name (their current employer, say). */
export const talentHiddenFrom = pgTable(
  'talent_hidden_from',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startupId: uuid('startup_id')
      .notNull()
      .references(() => startups.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.startupId] }), index('talent_hidden_from_startup_idx').on(t.startupId)],
);

/** A founder inviting a candidate to apply to one of their open positions: one per candidate and position. */
export const jobInvitations = pgTable(
  'job_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Null once the position is deleted: the invitation is kept, so deleting a position and posting it
     * again does not give the founder a fresh daily limit.
     */
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The founder who sent it: the daily limit counts per founder. */
    founderId: uuid('founder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    /** 'sent', 'declined' or 'applied'. */
    status: text('status').notNull().default('sent'),
    /** What the candidate chose to tell the founder when declining; the founder sees nothing else of why. */
    declineMessage: text('decline_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('job_invitations_job_candidate_idx').on(t.jobId, t.candidateId),
    index('job_invitations_founder_idx').on(t.founderId, t.createdAt),
    index('job_invitations_candidate_idx').on(t.candidateId, t.createdAt),
    check('job_invitations_status_check', sql`${t.status} in ('sent', 'declined', 'applied')`),
    check('job_invitations_note_check', sql`char_length(${t.note}) <= 500`),
    check('job_invitations_decline_message_check', sql`char_length(${t.declineMessage}) <= 300`),
  ],
);
