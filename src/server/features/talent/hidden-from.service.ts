import { and, asc, count, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { HIDDEN_FROM_LIMIT_MESSAGE, HIDDEN_FROM_MAX, type HiddenFrom } from '../../../shared/talent';
import type { Db } from '../../db/client';
import { startups, talentHiddenFrom } from '../../db/schema';
import { AppError } from '../../lib/app-error';

// "Hide from these startups": a member names startups (their current employer, say) whose
// founders never find them on /talent nor may invite them. Each member's own; nobody else reads it.

/**
 * SQL, true when the member (`memberId`, a column or value) hides from a startup `viewerId` owns: that
 * founder neither finds them among candidates nor learns from their profile that they are open to work.
 */
export function hidesFrom(memberId: SQLWrapper, viewerId: string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${talentHiddenFrom} inner join ${startups} on ${startups.id} = ${talentHiddenFrom.startupId}
    where ${talentHiddenFrom.userId} = ${memberId} and ${startups.ownerId} = ${viewerId})`;
}

export async function listHiddenFrom({ db, userId }: { db: Db; userId: string }): Promise<HiddenFrom> {
  const items = await db
    .select({ startupId: startups.id, name: startups.name, slug: startups.slug })
    .from(talentHiddenFrom)
    .innerJoin(startups, eq(startups.id, talentHiddenFrom.startupId))
    .where(eq(talentHiddenFrom.userId, userId))
    .orderBy(asc(startups.name))
    .limit(HIDDEN_FROM_MAX);
  return { items };
}

/** Hides from a startup; hiding again changes nothing. Any startup that exists, listed or paused. */
export async function hideFrom({
  db,
  userId,
  startupId,
}: {
  db: Db;
  userId: string;
  startupId: string;
}): Promise<HiddenFrom> {
  await db.transaction(async (tx) => {
    const [startup] = await tx.select({ id: startups.id }).from(startups).where(eq(startups.id, startupId));
    if (!startup) throw new AppError('NOT_FOUND', 'Startup not found');
    // Serialises one member's saves, so that two at once cannot pass the limit together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`talent-hidden-from:${userId}`}, 0))`);
    const [already] = await tx
      .select({ n: count() })
      .from(talentHiddenFrom)
      .where(and(eq(talentHiddenFrom.userId, userId), eq(talentHiddenFrom.startupId, startupId)));
    if (already?.n) return;
    const [mine] = await tx.select({ n: count() }).from(talentHiddenFrom).where(eq(talentHiddenFrom.userId, userId));
    if ((mine?.n ?? 0) >= HIDDEN_FROM_MAX) throw new AppError('HIDDEN_FROM_LIMIT', HIDDEN_FROM_LIMIT_MESSAGE);
    await tx.insert(talentHiddenFrom).values({ userId, startupId }).onConflictDoNothing();
  });
  return listHiddenFrom({ db, userId });
}

/** Shows to that startup's founders again; not hidden already is fine too. */
export async function unhideFrom({
  db,
  userId,
  startupId,
}: {
  db: Db;
  userId: string;
  startupId: string;
}): Promise<HiddenFrom> {
  await db
    .delete(talentHiddenFrom)
    .where(and(eq(talentHiddenFrom.userId, userId), eq(talentHiddenFrom.startupId, startupId)));
  return listHiddenFrom({ db, userId });
}
