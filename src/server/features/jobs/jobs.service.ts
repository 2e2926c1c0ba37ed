import { and, count, desc, eq, getTableColumns, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  COMPENSATION_TYPE_REQUIRED,
  PAY_NOT_STATED,
  type Job,
  type JobData,
  type OwnerJob,
} from '../../../shared/jobs';
import { MAX_JOBS_PER_STARTUP } from '../../../shared/limits';
import { assertOwner } from '../../auth/guards';
import type { Db, DbOrTx } from '../../db/client';
import { jobApplications, jobs, startups } from '../../db/schema';
import { emit } from '../../events/emit';
import { AppError } from '../../lib/app-error';
import type { Storage } from '../../storage/storage';
import { forgetListingCounts } from '../startups/listing-count.service';
import { detachedAfterEdit, type PostingColumns } from '../ats-import/ats-link-rules';
import { jobIsPublic } from './job-visibility';
import type { Actor } from '../../auth/actor';

/** A job's columns but those kept for the board's search and skill filter, which only the board reads. */
const {
  search: _search,
  skillsLower: _skills,
  hiddenAt: _hiddenAt,
  hiddenReason: _hiddenReason,
  ...jobColumns
} = getTableColumns(jobs);
type JobRow = Omit<typeof jobs.$inferSelect, 'search' | 'skillsLower' | 'hiddenAt' | 'hiddenReason'>;
/** A job row as PostgreSQL's JSON gives it: timestamps as strings. */
type JobJson = Omit<JobRow, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };

export const JOB_LIMIT_MESSAGE = `A startup can have at most ${MAX_JOBS_PER_STARTUP} positions. Delete one to add another.`;

function toJob(row: JobRow | JobJson): Job {
  // The ATS link (decision 051) is the owner's business: the dashboard's list adds it as `source`.
  const {
    search: _ignored,
    skillsLower: _lower,
    hiddenAt: _hiddenAt,
    hiddenReason: _hiddenReason,
    atsBoardId: _board,
    sourceId: _sourceId,
    sourceUrl: _sourceUrl,
    detachedFields: _detached,
    ...columns
  } = row as JobRow & { search?: unknown; skillsLower?: unknown; hiddenAt?: unknown; hiddenReason?: unknown };
  const job: Job = {
    ...columns,
    status: row.status as Job['status'],
    compensationAmountMin: row.compensationAmountMin == null ? null : Number(row.compensationAmountMin),
    compensationAmountMax: row.compensationAmountMax == null ? null : Number(row.compensationAmountMax),
    equityMin: row.equityMin == null ? null : Number(row.equityMin),
    equityMax: row.equityMax == null ? null : Number(row.equityMax),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
  return job;
}

// Every column of a job under its TypeScript name, for json_build_object. The names come from our own
// schema, never from input, so writing them as SQL literals is safe.
const jobJsonFields = sql.join(
  Object.entries(jobColumns).map(([name, column]) => sql`${sql.raw(`'${name}'`)}, ${column}`),
  sql`, `,
);

/**
 * A startup's public jobs, newest first, as one JSON array column of a select on startups: the detail
 * page loads the startup and its positions in one query. Read it with `jobsFromJson`.
 */
export const openJobsJson = sql<
  JobJson[] | null
>`(select json_agg(json_build_object(${jobJsonFields}) order by ${jobs.createdAt} desc) from ${jobs} where ${jobs.startupId} = ${startups.id} and ${jobIsPublic})`;

export function jobsFromJson(rows: JobJson[] | null): Job[] {
  return (rows ?? []).map(toJob);
}

/**
 * The startup's owner, checked; `lock` holds the startup row until the transaction ends. The one check
 * of who manages a startup's positions: the ATS import (decision 051) uses it too.
 */
export async function assertStartupOwner(db: DbOrTx, startupId: string, actor: Actor, lock = false) {
  const query = db.select({ ownerId: startups.ownerId }).from(startups).where(eq(startups.id, startupId));
  const [startup] = lock ? await query.for('update') : await query;
  if (!startup) throw new AppError('NOT_FOUND', 'Startup not found');
  assertOwner(startup, actor, 'You can only manage your own startups.');
}

/** A job with its startup's owner checked in the same query; `lock` holds the job row. */
async function getOwnJobRow(db: DbOrTx, id: string, actor: Actor, lock = false): Promise<JobRow> {
  const query = db
    .select({ job: jobColumns, ownerId: startups.ownerId })
    .from(jobs)
    .innerJoin(startups, eq(startups.id, jobs.startupId))
    .where(eq(jobs.id, id));
  const [row] = lock ? await query.for('update', { of: jobs }) : await query;
  if (!row) throw new AppError('NOT_FOUND', 'Job not found');
  assertOwner(row, actor, 'You can only manage your own startups.');
  return row.job;
}

/** The startup's positions with their application counts, in one grouped query (no count per row). */
export async function listJobsForOwner({
  db,
  startupId,
  actor,
}: {
  db: Db;
  startupId: string;
  actor: Actor;
}): Promise<OwnerJob[]> {
  await assertStartupOwner(db, startupId, actor);
  const counts = db
    .select({
      jobId: jobApplications.jobId,
      total: count().as('total'),
      fresh:
        sql<number>`count(*) filter (where ${jobApplications.status} = 'submitted' and ${jobApplications.firstOpenedAt} is null)`.as(
          'fresh',
        ),
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(and(eq(jobs.startupId, startupId), ne(jobApplications.status, 'withdrawn')))
    .groupBy(jobApplications.jobId)
    .as('counts');
  const rows = await db
    .select({
      job: jobColumns,
      total: sql<number>`coalesce(${counts.total}, 0)`.mapWith(Number),
      fresh: sql<number>`coalesce(${counts.fresh}, 0)`.mapWith(Number),
    })
    .from(jobs)
    .leftJoin(counts, eq(counts.jobId, jobs.id))
    .where(eq(jobs.startupId, startupId))
    .orderBy(desc(jobs.createdAt));
  return rows.map((row) => ({
    ...toJob(row.job),
    applications: { total: row.total, new: row.fresh },
    source: row.job.atsBoardId ? { url: row.job.sourceUrl, detachedFields: row.job.detachedFields } : null,
  }));
}

export async function getOwnJob({ db, id, actor }: { db: Db; id: string; actor: Actor }) {
  return toJob(await getOwnJobRow(db, id, actor));
}

/**
 * Pay not stated is what an ATS board gave (decision 065): a position keeps it through its founder's
 * edits, but none takes it here, where the spec asks for the pay.
 */
function assertCompensationTypeAllowed(input: JobData, before: { compensationType: string } | null) {
  if (input.compensationType === PAY_NOT_STATED && before?.compensationType !== PAY_NOT_STATED) {
    throw new AppError('INVALID_INPUT', COMPENSATION_TYPE_REQUIRED, { compensationType: COMPENSATION_TYPE_REQUIRED });
  }
}

/** At most MAX_JOBS_PER_STARTUP, open or closed: two posts at once take turns on the startup's row. */
export async function createJob({
  db,
  startupId,
  actor,
  input,
}: {
  db: Db;
  startupId: string;
  actor: Actor;
  input: JobData;
}) {
  assertCompensationTypeAllowed(input, null);
  return db
    .transaction(async (tx) => {
      await assertStartupOwner(tx, startupId, actor, true);
      const [existing] = await tx.select({ n: count() }).from(jobs).where(eq(jobs.startupId, startupId));
      if ((existing?.n ?? 0) >= MAX_JOBS_PER_STARTUP) throw new AppError('JOB_LIMIT', JOB_LIMIT_MESSAGE);
      const [row] = await tx
        .insert(jobs)
        .values({ startupId, ...input })
        .returning(jobColumns);
      // The startup's followers hear of it once it commits (follows.subscribers.ts), if it is open then.
      await emit(tx, { type: 'job.published', jobId: row!.id, startupId });
      return toJob(row!);
    })
    .finally(() => forgetListingCounts(db));
}

/**
 * What a change of a position's status tells the rest of the platform: closing it is an event of its
 * own, `job.closed` (its webhooks). Reopening it is none: its followers heard of it when it was published.
 */
async function emitStatusChange(tx: DbOrTx, job: { id: string; startupId: string }, from: string, to: string) {
  if (from === 'open' && to === 'closed')
    await emit(tx, { type: 'job.closed', jobId: job.id, startupId: job.startupId });
}

export async function updateJob({ db, id, actor, input }: { db: Db; id: string; actor: Actor; input: JobData }) {
  await getOwnJobRow(db, id, actor);
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select(jobColumns).from(jobs).where(eq(jobs.id, id)).for('update');
    assertCompensationTypeAllowed(input, before ?? null);
    // A position imported from an ATS: what the founder changes here is theirs, and the sync leaves it (decision 051).
    const detachedFields = before?.atsBoardId
      ? detachedAfterEdit(
          before as typeof before & PostingColumns,
          input as Partial<PostingColumns> & { status: string },
        )
      : undefined;
    const [updated] = await tx
      .update(jobs)
      .set({ ...input, ...(detachedFields ? { detachedFields } : {}), updatedAt: new Date() })
      .where(eq(jobs.id, id))
      .returning(jobColumns);
    if (before) await emitStatusChange(tx, updated!, before.status, updated!.status);
    return updated!;
  });
  forgetListingCounts(db);
  return toJob(row);
}

/**
 * Closes or reopens positions for the ATS sync (decision 051) as their founder's edit does: each gets
 * the status and a new `updatedAt` (the sitemap's lastmod), with the same events. In the caller's
 * transaction, the rows locked; the caller forgets the listing counts once it has committed.
 */
export async function setJobsStatus(
  tx: DbOrTx,
  positions: { id: string; startupId: string; status: string }[],
  status: 'open' | 'closed',
) {
  if (positions.length === 0) return;
  await tx
    .update(jobs)
    .set({ status, updatedAt: new Date() })
    .where(
      inArray(
        jobs.id,
        positions.map((job) => job.id),
      ),
    );
  for (const job of positions) await emitStatusChange(tx, job, job.status, status);
}

export async function setJobActive({
  db,
  id,
  actor,
  isActive,
}: {
  db: Db;
  id: string;
  actor: Actor;
  isActive: boolean;
}) {
  await getOwnJobRow(db, id, actor);
  await db.update(jobs).set({ isActive, updatedAt: new Date() }).where(eq(jobs.id, id));
  forgetListingCounts(db);
}

/**
 * The resume keys of the applications to these jobs, with those rows locked. Call with the jobs locked
 * too: then no application arrives and no resume is replaced before the delete commits, so the keys
 * read here are all the files the delete leaves behind.
 */
export async function lockResumeKeys(tx: DbOrTx, where: SQL): Promise<string[]> {
  const rows = await tx
    .select({ key: jobApplications.resumeKey })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(where)
    .for('update', { of: jobApplications });
  return rows.map((row) => row.key);
}

/**
 * Deletes files after the rows that named them are committed. A file that fails to go is left to the
 * orphan sweep (storage/orphan-sweep.ts): the rows are gone, so the caller's answer stands.
 */
export async function deleteFilesAfterCommit(storage: Storage, keys: (string | null)[]) {
  await Promise.allSettled(keys.filter((key): key is string => !!key).map((key) => storage.delete(key)));
}

/** Deletes the job with its applications (cascade) and their resumes at once. */
export async function deleteJob({ db, storage, id, actor }: { db: Db; storage: Storage; id: string; actor: Actor }) {
  const resumes = await db.transaction(async (tx) => {
    await getOwnJobRow(tx, id, actor, true);
    const keys = await lockResumeKeys(tx, eq(jobs.id, id));
    await tx.delete(jobs).where(eq(jobs.id, id));
    return keys;
  });
  forgetListingCounts(db);
  await deleteFilesAfterCommit(storage, resumes);
}
