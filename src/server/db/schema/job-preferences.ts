import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** What a member is open to: one row per member who said; none means not looking. */
export const jobPreferences = pgTable(
  'job_preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    openToWork: text('open_to_work').notNull().default('not_looking'),
    jobTypes: text('job_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    experienceLevels: text('experience_levels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    locationTypes: text('location_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    countries: text('countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    minPayAmount: integer('min_pay_amount'),
    minPayCurrency: text('min_pay_currency'),
    minPayPeriod: text('min_pay_period'),
    needsVisa: boolean('needs_visa').notNull().default(false),
    lookingFor: text('looking_for').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('job_preferences_open_to_work_check', sql`${t.openToWork} in ('not_looking', 'open', 'active')`),
    // A minimum pay is all three or none, as the shared schema says.
    check(
      'job_preferences_min_pay_check',
      sql`(${t.minPayAmount} is null) = (${t.minPayCurrency} is null) and (${t.minPayAmount} is null) = (${t.minPayPeriod} is null)`,
    ),
    check('job_preferences_looking_for_check', sql`char_length(${t.lookingFor}) <= 160`),
    // /talent: the members open to work, the newest change first, a keyset page at a time.
    index('job_preferences_open_idx')
      .on(t.updatedAt, t.userId)
      .where(sql`${t.openToWork} <> 'not_looking'`),
  ],
);
