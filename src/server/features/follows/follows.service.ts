import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { FOLLOW_LIMIT_MESSAGE, MAX_FOLLOWS, type FollowState } from '../../../shared/follows';
import type { Db, DbOrTx } from '../../db/client';
import { startupFollows, startups } from '../../db/schema';
import { emit } from '../../events/emit';
import { AppError } from '../../lib/app-error';
import { startupIsPublic } from '../startups/startup-visibility';

/** The startups a member follows, newest first. */
export async function listFollowing({ db, userId }: { db: Db; userId: string }): Promise<string[]> {
  const rows = await db
    .select({ startupId: startupFollows.startupId })
    .from(startupFollows)
    .where(eq(startupFollows.userId, userId))
    .orderBy(desc(startupFollows.createdAt))
    .limit(MAX_FOLLOWS);
  return rows.map((row) => row.startupId);
}

async function followerCount(db: DbOrTx, startupId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(startupFollows).where(eq(startupFollows.startupId, startupId));
  return row?.n ?? 0;
}

/** Follower counts of several startups (the founder's dashboard), in one query. */
export async function followerCounts(db: DbOrTx, startupIds: string[]): Promise<Map<string, number>> {
  if (startupIds.length === 0) return new Map();
  const rows = await db
    .select({ startupId: startupFollows.startupId, n: count() })
    .from(startupFollows)
    .where(inArray(startupFollows.startupId, startupIds))
    .groupBy(startupFollows.startupId);
  return new Map(rows.map((row) => [row.startupId, row.n]));
}

/**
 * Follows an active startup; following again changes nothing. Any member may follow any active
 * startup, their own included (a founder may want to see what followers see).
 */
export async function follow({
  db,
  userId,
  startupId,
}: {
  db: Db;
  userId: string;
  startupId: string;
}): Promise<FollowState> {
  return db.transaction(async (tx) => {
    const [startup] = await tx
      .select({ isPublic: sql<boolean>`${startupIsPublic}` })
      .from(startups)
      .where(eq(startups.id, startupId));
    if (!startup?.isPublic) throw new AppError('NOT_FOUND', 'Startup not found');
    const [already] = await tx
      .select({ n: count() })
      .from(startupFollows)
      .where(and(eq(startupFollows.userId, userId), eq(startupFollows.startupId, startupId)));
    if (!already?.n) {
      const [mine] = await tx.select({ n: count() }).from(startupFollows).where(eq(startupFollows.userId, userId));
      if ((mine?.n ?? 0) >= MAX_FOLLOWS) throw new AppError('FOLLOW_LIMIT', FOLLOW_LIMIT_MESSAGE);
      const inserted = await tx
        .insert(startupFollows)
        .values({ userId, startupId })
        .onConflictDoNothing()
        .returning({ userId: startupFollows.userId });
      if (inserted.length > 0) await emit(tx, { type: 'startup.followed', startupId, userId });
    }
    return { following: true, followers: await followerCount(tx, startupId) };
  });
}

/** Stops following; not following already is fine too (a second click, another tab). */
export async function unfollow({
  db,
  userId,
  startupId,
}: {
  db: Db;
  userId: string;
  startupId: string;
}): Promise<FollowState> {
  await db
    .delete(startupFollows)
    .where(and(eq(startupFollows.userId, userId), eq(startupFollows.startupId, startupId)));
  return { following: false, followers: await followerCount(db, startupId) };
}
