import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { jobDismissals, jobs } from '../../db/schema';
import { AppError } from '../../lib/app-error';

// "Not interested": a position the member never wants in Jobs for you again, with
// the reason they gave (or none). Any position that exists may be dismissed, open or not: the list may
// be a moment old.

const jobNotFound = () => new AppError('NOT_FOUND', 'Job not found');

/** Remembers the dismissal; again with another reason, the newer reason is kept. */
export async function dismissJob({
  db,
  userId,
  jobId,
  reason,
}: {
  db: DbOrTx;
  userId: string;
  jobId: string;
  reason: string | null;
}) {
  try {
    await db
      .insert(jobDismissals)
      .values({ userId, jobId, reason })
      .onConflictDoUpdate({ target: [jobDismissals.userId, jobDismissals.jobId], set: { reason } });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw jobNotFound();
    throw error;
  }
  return { isDismissed: true };
}

/** Undo: the position may be suggested again. Whether or not it was dismissed, it is not now. */
export async function undismissJob({ db, userId, jobId }: { db: DbOrTx; userId: string; jobId: string }) {
  const [job] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId));
  if (!job) throw jobNotFound();
  await db.delete(jobDismissals).where(and(eq(jobDismissals.userId, userId), eq(jobDismissals.jobId, jobId)));
  return { isDismissed: false };
}
