import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  canonicalJobSearch,
  JOB_ALERT_LIMIT_MESSAGE,
  MAX_JOB_ALERTS,
  type AlertFrequency,
  type CreateJobAlertInput,
  type JobAlert,
  type UpdateJobAlertInput,
} from '../../../shared/job-alerts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { jobAlerts } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** An alert's period as a PostgreSQL interval: a day (config.scheduleDaySeconds, shorter in the journeys) or seven. */
export function periodOf(config: Pick<Config, 'scheduleDaySeconds'>, frequency: AlertFrequency): string {
  return `${config.scheduleDaySeconds * (frequency === 'weekly' ? 7 : 1)} seconds`;
}

function toAlert(row: typeof jobAlerts.$inferSelect): JobAlert {
  return {
    id: row.id,
    name: row.name,
    frequency: row.frequency as AlertFrequency,
    search: row.search,
    createdAt: row.createdAt.toISOString(),
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
  };
}

export async function listJobAlerts({ db, userId }: { db: Db; userId: string }): Promise<JobAlert[]> {
  const rows = await db
    .select()
    .from(jobAlerts)
    .where(eq(jobAlerts.userId, userId))
    .orderBy(asc(jobAlerts.createdAt))
    .limit(MAX_JOB_ALERTS);
  return rows.map(toAlert);
}

/**
 * Saves a search as an alert. Its first digest comes one period from now with what was posted
 * since it was saved: what the member saw on the board when saving is not news.
 */
export async function createJobAlert({
  db,
  config,
  userId,
  input,
}: {
  db: Db;
  config: Config;
  userId: string;
  input: Required<Pick<CreateJobAlertInput, 'name' | 'frequency'>> & { search: string };
}) {
  return db.transaction(async (tx) => {
    // Two saves at once from one member take turns, so the limit holds exactly.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`job-alerts:${userId}`}, 0))`);
    const [mine] = await tx.select({ n: count() }).from(jobAlerts).where(eq(jobAlerts.userId, userId));
    if ((mine?.n ?? 0) >= MAX_JOB_ALERTS) throw new AppError('JOB_ALERT_LIMIT', JOB_ALERT_LIMIT_MESSAGE);
    // The same search twice would send the same positions twice.
    const search = canonicalJobSearch(input.search);
    const [same] = await tx
      .select({ name: jobAlerts.name })
      .from(jobAlerts)
      .where(and(eq(jobAlerts.userId, userId), eq(jobAlerts.search, search)));
    if (same) throw new AppError('JOB_ALERT_EXISTS', `You already have an alert for this search: "${same.name}".`);
    const [row] = await tx
      .insert(jobAlerts)
      .values({
        userId,
        name: input.name,
        frequency: input.frequency,
        search,
        nextRunAt: sql`now() + ${periodOf(config, input.frequency)}::interval`,
      })
      .returning();
    return toAlert(row!);
  });
}

/** Renames an alert or changes how often it comes; a new frequency counts from its last digest. */
export async function updateJobAlert({
  db,
  config,
  userId,
  id,
  input,
}: {
  db: Db;
  config: Config;
  userId: string;
  id: string;
  input: UpdateJobAlertInput;
}) {
  const [row] = await db
    .update(jobAlerts)
    .set({
      ...(input.name !== undefined && { name: input.name }),
      ...(input.frequency !== undefined && {
        frequency: input.frequency,
        nextRunAt: sql`${jobAlerts.checkedThrough} + ${periodOf(config, input.frequency)}::interval`,
      }),
    })
    .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)))
    .returning();
  // Someone else's alert is "not found", never touched.
  if (!row) throw new AppError('NOT_FOUND', 'Job alert not found');
  return toAlert(row);
}

export async function deleteJobAlert({ db, userId, id }: { db: Db; userId: string; id: string }) {
  const deleted = await db
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)))
    .returning({ id: jobAlerts.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Job alert not found');
}
