import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { startups } from '../../db/schema';

/**
 * A startup the public may see: listed by its owner (not paused) and not hidden by moderation (issue
 * 32: by the administrator, on its third report, or with its owner's suspended account). Every query
 * that lists or shows startups to anyone but their owner and the administrator says so with this, on a
 * row of `startups`. The listing's partial indexes carry all of it (`where active and hidden_at is
 * null`), so a page's ids are read from an index alone (decision 067); the plan test holds them to it.
 */
export const startupIsPublic: SQL = and(eq(startups.active, true), isNull(startups.hiddenAt))!;

/** On a row of `startups`: owned by `userId` and listed. */
const ownedAndListed = (userId: string): SQL => and(eq(startups.ownerId, userId), startupIsPublic)!;

/**
 * SQL, true when `userId` owns a listed startup: a founder who hires, the only members (with the
 * administrator) who look for candidates and read what members are open to.
 */
export function ownsListedStartup(userId: string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${startups} where ${ownedAndListed(userId)})`;
}

/** Whether the member owns a listed startup (ownsListedStartup), as its own query. */
export async function isHiringFounder(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: startups.id }).from(startups).where(ownedAndListed(userId)).limit(1);
  return !!row;
}
