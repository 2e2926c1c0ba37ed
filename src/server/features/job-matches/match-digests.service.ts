import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobMatchDigests } from '../../db/schema';

/**
 * Starts the weekly e-mail of new matches for members who said what they are open to (saving their
 * preferences, the demo data). Due at once: the first run finds nothing posted since now, sends
 * nothing, and sets the next run a week later. A member already enrolled keeps their week.
 */
export async function enrollInMatchDigest({ db, userIds }: { db: DbOrTx; userIds: string[] }) {
  if (userIds.length === 0) return;
  await db
    .insert(jobMatchDigests)
    .values(userIds.map((userId) => ({ userId, checkedThrough: sql`now()`, nextRunAt: sql`now()` })))
    .onConflictDoNothing();
}
