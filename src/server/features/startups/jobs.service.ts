import { and, desc, eq } from 'drizzle-orm';
import type { Job, JobData } from '../../../shared/jobs';
import type { Db } from '../../db/client';
import { jobs, startups } from '../../db/schema';
import { AppError, forbidden } from '../../lib/app-error';
import { publicJob } from './startup-queries';

type Viewer = { id: string };
type JobRow = typeof jobs.$inferSelect;

function toJob(row: JobRow): Job {
  return {
    ...row,
    status: row.status as Job['status'],
    compensationAmountMin: row.compensationAmountMin == null ? null : Number(row.compensationAmountMin),
    compensationAmountMax: row.compensationAmountMax == null ? null : Number(row.compensationAmountMax),
    createdAt: row.createdAt.toISOString(),
  };
}

async function assertStartupOwner(db: Db, startupId: string, viewer: Viewer) {
  const [startup] = await db.select({ ownerId: startups.ownerId }).from(startups).where(eq(startups.id, startupId));
  if (!startup) throw new AppError(404, 'Startup not found');
  if (startup.ownerId !== viewer.id) throw forbidden('You can only manage your own startups.');
}

/** A job with its startup's owner checked in the same query. */
async function getOwnJobRow(db: Db, id: string, viewer: Viewer): Promise<JobRow> {
  const [row] = await db.select({ job: jobs, ownerId: startups.ownerId }).from(jobs).innerJoin(startups, eq(startups.id, jobs.startupId)).where(eq(jobs.id, id));
  if (!row) throw new AppError(404, 'Job not found');
  if (row.ownerId !== viewer.id) throw forbidden('You can only manage your own startups.');
  return row.job;
}

/** What visitors see on the detail page: active and open, newest first. */
export async function listOpenJobs({ db, startupId }: { db: Db; startupId: string }) {
  const rows = await db.select().from(jobs).where(and(eq(jobs.startupId, startupId), publicJob)).orderBy(desc(jobs.createdAt));
  return rows.map(toJob);
}

export async function listJobsForOwner({ db, startupId, viewer }: { db: Db; startupId: string; viewer: Viewer }) {
  await assertStartupOwner(db, startupId, viewer);
  const rows = await db.select().from(jobs).where(eq(jobs.startupId, startupId)).orderBy(desc(jobs.createdAt));
  return rows.map(toJob);
}

export async function getOwnJob({ db, id, viewer }: { db: Db; id: string; viewer: Viewer }) {
  return toJob(await getOwnJobRow(db, id, viewer));
}

export async function createJob({ db, startupId, viewer, input }: { db: Db; startupId: string; viewer: Viewer; input: JobData }) {
  await assertStartupOwner(db, startupId, viewer);
  const [row] = await db.insert(jobs).values({ startupId, ...input }).returning();
  return toJob(row!);
}

export async function updateJob({ db, id, viewer, input }: { db: Db; id: string; viewer: Viewer; input: JobData }) {
  await getOwnJobRow(db, id, viewer);
  const [row] = await db.update(jobs).set({ ...input, updatedAt: new Date() }).where(eq(jobs.id, id)).returning();
  return toJob(row!);
}

export async function setJobActive({ db, id, viewer, isActive }: { db: Db; id: string; viewer: Viewer; isActive: boolean }) {
  await getOwnJobRow(db, id, viewer);
  await db.update(jobs).set({ isActive, updatedAt: new Date() }).where(eq(jobs.id, id));
}

export async function deleteJob({ db, id, viewer }: { db: Db; id: string; viewer: Viewer }) {
  await getOwnJobRow(db, id, viewer);
  await db.delete(jobs).where(eq(jobs.id, id));
}
