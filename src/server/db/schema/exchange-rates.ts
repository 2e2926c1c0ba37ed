import { sql } from 'drizzle-orm';
import { check, date, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * What one US dollar buys in each currency, as the administrator last set them (decision 061): the
 * board's minimum-pay filter converts with them. `asOf` is the day the rates are of, said on the board.
 * A small table (one row per currency, at most every ISO 4217 code), read whole.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text('currency').primaryKey(),
    perUsd: numeric('per_usd', { precision: 20, scale: 8, mode: 'number' }).notNull(),
    asOf: date('as_of').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('exchange_rates_positive', sql`${t.perUsd} > 0`)],
);
