import { eq } from 'drizzle-orm';
import { STATUS_EMAIL_INTERVAL_MINUTES } from '../../../../shared/limits';
import { candidateStageOf } from '../../../../shared/candidate-stages';
import type { Tx } from '../../../db/client';
import { jobApplications, jobs, pipelineStages, profiles, startups } from '../../../db/schema';
import { selectApplications } from '../application.service';

// What the notices to a candidate about their application read (applications.subscribers.ts, and the
// moves into own stages of pipeline-stages.subscribers.ts): one stream of status e-mails, one reading.

/** One application's status e-mails are one stream: at most one every few minutes, the latest status winning. */
export const statusEmailStream = (applicationId: string) => ({
  key: `application-status:${applicationId}`,
  minIntervalSeconds: STATUS_EMAIL_INTERVAL_MINUTES * 60,
});

/** The application with its names, locked: one application's status e-mails are written one at a time (the outbox's stream rule). */
export async function loadNamed(tx: Tx, applicationId: string, options: { lock?: boolean } = {}) {
  const query = selectApplications(tx, {
    status: jobApplications.status,
    stageView: pipelineStages.candidateView,
    jobTitle: jobs.title,
    startupName: startups.name,
    applicantFirstName: profiles.firstName,
    applicantLastName: profiles.lastName,
  })
    .leftJoin(profiles, eq(profiles.id, jobApplications.applicantId))
    .leftJoin(pipelineStages, eq(pipelineStages.id, jobApplications.stageId))
    .where(eq(jobApplications.id, applicationId));
  const [row] = options.lock ? await query.for('update', { of: jobApplications }) : await query;
  if (!row) return null;
  // What the candidate sees (decision 044): an own stage's label of ours, or the status; never a stage's name.
  const shown: string = candidateStageOf(row.stageView) ?? row.status;
  return { ...row, shown };
}
