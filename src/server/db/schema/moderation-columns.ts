import { sql, type SQL } from 'drizzle-orm';
import { check, timestamp, text, type PgColumn } from 'drizzle-orm/pg-core';

/**
 * What the moderation of an item keeps on its row: when it was hidden and why (a report
 * reason, or 'suspended' when its owner's account is). Null while shown.
 */
export const moderationColumns = () => ({
  hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  hiddenReason: text('hidden_reason'),
});

export const hiddenReasonCheck = (table: string, column: PgColumn | SQL) =>
  check(
    `${table}_hidden_reason_check`,
    sql`${column} is null or ${column} in ('scam', 'money_or_documents', 'discriminatory', 'spam', 'other', 'suspended')`,
  );
