import { count, eq, sql } from 'drizzle-orm';
import { investmentPreferenceKeys, type InvestmentPreference, type PollResults } from '../../../shared/poll';
import type { Db } from '../../db/client';
import { investmentPreferences } from '../../db/schema';

export async function getMyPreference({
  db,
  userId,
}: {
  db: Db;
  userId: string;
}): Promise<InvestmentPreference | null> {
  const [row] = await db
    .select({ preference: investmentPreferences.preference })
    .from(investmentPreferences)
    .where(eq(investmentPreferences.userId, userId));
  return (row?.preference as InvestmentPreference | undefined) ?? null;
}

/** Inserts or replaces the caller's one preference in a single statement. */
export async function setPreference({
  db,
  userId,
  preference,
}: {
  db: Db;
  userId: string;
  preference: InvestmentPreference;
}) {
  await db
    .insert(investmentPreferences)
    .values({ userId, preference })
    .onConflictDoUpdate({ target: investmentPreferences.userId, set: { preference, updatedAt: sql`now()` } });
}

/** The results in one aggregate query. */
export async function pollResults({ db }: { db: Db }): Promise<PollResults> {
  const rows = await db
    .select({ preference: investmentPreferences.preference, votes: count() })
    .from(investmentPreferences)
    .groupBy(investmentPreferences.preference);
  const counts = Object.fromEntries(investmentPreferenceKeys.map((key) => [key, 0])) as Record<
    InvestmentPreference,
    number
  >;
  for (const row of rows) counts[row.preference as InvestmentPreference] = row.votes;
  return { counts, total: rows.reduce((n, r) => n + r.votes, 0) };
}
