import { eq, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { jobApplications, jobs, pipelineStages, profiles, startups } from '../../db/schema';
import { AppError } from '../../lib/app-error';

// The hiring aggregate's one way in (decision 073): an application is read with its job and its
// startup here, and only here. Every part of hiring (and any feature that reads applications with their
// startup) starts from `selectApplications` or `loadApplication`, so who the startup is, and so who may
// act on the application (party-rules.ts), is decided from the same join everywhere.

export const APPLICATION_NOT_FOUND = 'Application not found';

/**
 * Applications joined to their job and their startup, selecting `fields` (columns of the three
 * tables, and of any table the caller joins after): a dynamic query the caller goes on with
 * (`where`, `orderBy`, `limit`, more joins).
 */
export function selectApplications<Fields extends SelectedFields>(db: DbOrTx, fields: Fields) {
  const query = db.select(fields).from(jobApplications).$dynamic();
  // A dynamic query's joins add to the query itself; the result's shape is the fields chosen.
  query.innerJoin(jobs, eq(jobs.id, jobApplications.jobId));
  query.innerJoin(startups, eq(startups.id, jobs.startupId));
  return query;
}

/**
 * The same join for the statements written as SQL text (the one-statement writes of decision 035):
 * `job_applications a`, `jobs j`, `startups s`.
 */
export const APPLICATIONS_WITH_JOB_AND_STARTUP: SQL = sql.raw(
  'job_applications a join jobs j on j.id = a.job_id join startups s on s.id = j.startup_id',
);

const loadedFields = {
  id: jobApplications.id,
  status: jobApplications.status,
  applicantId: jobApplications.applicantId,
  jobId: jobApplications.jobId,
  stageId: jobApplications.stageId,
  resumeKey: jobApplications.resumeKey,
  firstOpenedAt: jobApplications.firstOpenedAt,
  rejectionReason: jobApplications.rejectionReason,
  rejectionMessage: jobApplications.rejectionMessage,
  jobTitle: jobs.title,
  startupId: startups.id,
  startupName: startups.name,
  ownerId: startups.ownerId,
};
const stageFields = { stageName: pipelineStages.name, stageView: pipelineStages.candidateView };
const applicantFields = { applicantFirstName: profiles.firstName };

export type LoadedApplication = {
  id: string;
  status: string;
  applicantId: string;
  jobId: string;
  stageId: string | null;
  resumeKey: string;
  firstOpenedAt: Date | null;
  rejectionReason: string | null;
  rejectionMessage: string | null;
  jobTitle: string;
  startupId: string;
  startupName: string;
  ownerId: string;
};
/** The own stage it is in: its name (the team's) and what its candidate sees. */
export type WithStage = {
  stageName: string | null;
  stageView: (typeof pipelineStages.$inferSelect)['candidateView'] | null;
};
export type WithApplicant = { applicantFirstName: string };

type Include = { stage?: boolean; applicant?: boolean };
type Loaded<With extends Include> = LoadedApplication &
  (With['stage'] extends true ? WithStage : unknown) &
  (With['applicant'] extends true ? WithApplicant : unknown);

/**
 * One application with its job and startup, or 404. `lock`: the application's row is held (`update`
 * for a write that changes it, `share` for one that must see it unchanged until it commits); the job
 * and the startup are not locked. `with.stage`: the own stage it is in; `with.applicant`: the
 * candidate's first name.
 */
export async function loadApplication<With extends Include = Record<never, never>>(
  db: DbOrTx,
  id: string,
  options: { lock?: 'update' | 'share'; with?: With } = {},
): Promise<Loaded<With>> {
  const include: Include = options.with ?? {};
  const query = selectApplications(db, {
    ...loadedFields,
    ...(include.stage ? stageFields : {}),
    ...(include.applicant ? applicantFields : {}),
  });
  // A dynamic query's joins, condition and lock add to the query itself.
  if (include.stage) query.leftJoin(pipelineStages, eq(pipelineStages.id, jobApplications.stageId));
  if (include.applicant) query.innerJoin(profiles, eq(profiles.id, jobApplications.applicantId));
  query.where(eq(jobApplications.id, id));
  if (options.lock) query.for(options.lock, { of: jobApplications });
  const [row] = await query;
  if (!row) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
  return row as Loaded<With>;
}
