import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { startups, startupSlugHistory } from '../../db/schema';
import { startupIsPublic } from './startup-visibility';

// A startup's address is stored, unique, and never handed to another startup: not the current slug of
// any other startup, nor one any other startup had before a rename (its old links redirect to it).
// So a member who posts "greengrid" gets greengrid-2 and cannot take over GreenGrid's page.
//
// The unique index covers current slugs only; "had" lives in another table. So every slug write takes
// one transaction-scoped advisory lock first: the check and the write cannot interleave with another
// post or rename, in this process or another one. Slugs change only on create and rename (rare: three
// startups per member), so one lock for all of them costs nothing that matters.

/** Any constant will do, as long as nothing else in this product locks it. */
const SLUG_LOCK_KEY = 4_127_193_702;
/** Candidates are probed this many at a time, each an index lookup: a long run of "-N" costs a few queries. */
const BATCH = 20;

/** Held until the caller's transaction ends. Call it before `firstFreeSlug`. */
export async function lockSlugs(tx: DbOrTx) {
  await tx.execute(sql`select pg_advisory_xact_lock(${SLUG_LOCK_KEY})`);
}

function candidates(base: string, from: number): string[] {
  return Array.from({ length: BATCH }, (_, i) => (from + i === 1 ? base : `${base}-${from + i}`));
}

/**
 * The first of base, base-2, base-3... that no other startup has or had. With `startupId`, that
 * startup's own current and old slugs count as free (renaming back to an old name gets its old slug).
 */
export async function firstFreeSlug(db: DbOrTx, base: string, startupId?: string): Promise<string> {
  for (let from = 1; ; from += BATCH) {
    const wanted = candidates(base, from);
    const taken = await db
      .select({ slug: startups.slug })
      .from(startups)
      .where(and(inArray(startups.slug, wanted), startupId ? ne(startups.id, startupId) : undefined))
      .unionAll(
        db
          .select({ slug: startupSlugHistory.slug })
          .from(startupSlugHistory)
          .where(
            and(
              inArray(startupSlugHistory.slug, wanted),
              startupId ? ne(startupSlugHistory.startupId, startupId) : undefined,
            ),
          ),
      );
    const takenSet = new Set(taken.map((row) => row.slug));
    const free = wanted.find((slug) => !takenSet.has(slug));
    if (free) return free;
  }
}

/**
 * Gives a renamed startup the slug of its new name and keeps the old one in its history, so old links
 * redirect. Call inside a transaction. Returns the slug it has now.
 */
export async function moveSlug(tx: DbOrTx, startup: { id: string; slug: string }, base: string): Promise<string> {
  await lockSlugs(tx);
  const slug = await firstFreeSlug(tx, base, startup.id);
  if (slug === startup.slug) return slug;
  await tx
    .delete(startupSlugHistory)
    .where(and(eq(startupSlugHistory.slug, slug), eq(startupSlugHistory.startupId, startup.id)));
  await tx.insert(startupSlugHistory).values({ slug: startup.slug, startupId: startup.id });
  await tx.update(startups).set({ slug }).where(eq(startups.id, startup.id));
  return slug;
}

/**
 * The current slug of the active startup that has, or had, one of these slugs: where an old or
 * hand-typed address should go. Null when none.
 */
export async function findSlugRedirect(db: DbOrTx, slugs: string[]): Promise<string | null> {
  const current = db
    .select({ slug: startups.slug })
    .from(startups)
    .where(and(startupIsPublic, inArray(startups.slug, slugs)));
  const former = db
    .select({ slug: startups.slug })
    .from(startupSlugHistory)
    .innerJoin(startups, eq(startups.id, startupSlugHistory.startupId))
    .where(and(startupIsPublic, inArray(startupSlugHistory.slug, slugs)));
  const [row] = await current.unionAll(former).limit(1);
  return row?.slug ?? null;
}
