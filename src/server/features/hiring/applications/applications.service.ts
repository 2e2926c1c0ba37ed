import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  INVALID_RECEIVED_CURSOR,
  RECEIVED_APPLICATIONS_PAGE_SIZE,
  type ApplicationAnswers,
  type ApplicationState,
  type ApplicationStatus,
  type DashboardMetrics,
  type MyApplication,
  type ReceivedApplication,
  type StoredAnswers,
} from '../../../../shared/applications';
import {
  answersSchemaFor,
  answerText,
  knockoutOf,
  storedAnswers,
  type QuestionAnswers,
  type StoredQuestionAnswer,
} from '../../../../shared/job-questions';
import { essayAnswersSchemaFor } from '../../../../shared/essays';
import { REAPPLY_NOTICE_INTERVAL_HOURS } from '../../../../shared/limits';
import { candidateStageOf, type CandidateStage } from '../../../../shared/candidate-stages';
import type { Actor } from '../../../auth/actor';
import { assertOwner } from '../../../auth/guards';
import type { Db } from '../../../db/client';
import {
  interviews,
  jobAlerts,
  jobApplications,
  jobs,
  pipelineStages,
  profiles,
  startupFollows,
  startups,
  users,
} from '../../../db/schema';
import type { HandleEventsNow } from '../../../app-env';
import { lastEventId } from '../../../events/dispatcher';
import { emitEach, notifyIfAny } from '../../../events/emit';
import { AppError } from '../../../lib/app-error';
import { badInput } from '../../../lib/validate';
import type { Storage } from '../../../storage/storage';
import { newFileKey } from '../../../storage/uploads';
import { cancelOpenInterview } from '../interviews/interviews.service';
import { jobIsPublic } from '../../jobs/job-visibility';
import { rejectionOf } from './application-history.service';
import { loadApplication, selectApplications } from '../application.service';
import { assertParty } from '../party-rules';

/**
 * Applies, or applies again: one statement inserts or replaces the application (the unique key on
 * job and applicant decides), resetting it to submitted and active. The old resume file goes after commit.
 * The founder is told of a new application, and of a repeated one at most once a day: the same
 * statement moves `owner_notified_at` to now() only when the last notice is older than that, and
 * now() is this transaction's time, so a row whose stamp equals it is one to notify about.
 */
export async function applyToJob(options: {
  db: Db;
  storage: Storage;
  jobId: string;
  actor: Actor;
  answers: Partial<ApplicationAnswers>;
  questionAnswers: QuestionAnswers;
  resume: Uint8Array;
}) {
  const { db, storage, jobId, actor, resume } = options;
  const [job] = await db
    .select({
      title: jobs.title,
      isPublic: sql<boolean>`${jobIsPublic}`,
      ownerId: startups.ownerId,
      startupName: startups.name,
      questions: jobs.questions,
      essays: jobs.essays,
    })
    .from(jobs)
    .innerJoin(startups, eq(startups.id, jobs.startupId))
    .where(eq(jobs.id, jobId));
  if (!job) throw new AppError('NOT_FOUND', 'Job not found');
  if (!job.isPublic) throw new AppError('JOB_CLOSED', 'This position is no longer accepting applications.');
  if (job.ownerId === actor.id) throw new AppError('FORBIDDEN', 'You cannot apply to a position at your own startup.');
  // The two standard essays as this position asks them (decision 061): one it does not ask must not be sent.
  const essays = essayAnswersSchemaFor(job.essays).safeParse(options.answers);
  if (!essays.success) throw badInput(essays.error.issues);
  const answers = essays.data;
  // The position's own questions, by the rules the form showed; errors keyed as the form's fields.
  const checked = answersSchemaFor(job.questions).safeParse(options.questionAnswers);
  if (!checked.success)
    throw badInput(checked.error.issues.map((issue) => ({ ...issue, path: ['questionAnswers', ...issue.path] })));
  const questionAnswers = storedAnswers(job.questions, checked.data);
  const knockout = knockoutOf(job.questions, checked.data);

  const key = newFileKey('resumes', actor.id, 'pdf');
  await storage.put(key, resume, 'application/pdf');
  let oldKey: string | null = null;
  try {
    // One statement (decision 035): the row as it was (locked), the insert or the start over, its
    // history row and its event, all or nothing. Applying again starts the application over: unopened,
    // undecided, its new resume not yet read (resume-search/resume-indexer.ts); the search column follows from
    // the database trigger (migration 0026). An answer a knockout question closes on sends it straight
    // to rejected in the same statement, as the founder's own step: the candidate hears the reason the
    // founder chose, as from any rejection, and never of a rule.
    const status = knockout ? 'rejected' : 'submitted';
    const result = (await db.execute(sql`
      with previous as (
        select resume_key from job_applications where job_id = ${jobId} and applicant_id = ${actor.id} for update
      ),
      saved as (
        insert into job_applications as a (
          job_id, applicant_id, status, resume_key, startup_culture_answer, problem_solving_answer, answers, knockout_question_id, rejection_reason, is_active, owner_notified_at
        )
        values (
          ${jobId}, ${actor.id}, ${status}, ${key}, ${answers.startupCultureAnswer}, ${answers.problemSolvingAnswer}, ${JSON.stringify(questionAnswers)}::jsonb,
          ${knockout?.questionId ?? null}, ${knockout?.reason ?? null}, true, now()
        )
        on conflict (job_id, applicant_id) do update set
          status = excluded.status, resume_key = excluded.resume_key, startup_culture_answer = excluded.startup_culture_answer,
          problem_solving_answer = excluded.problem_solving_answer, answers = excluded.answers, knockout_question_id = excluded.knockout_question_id,
          is_active = true, first_opened_at = null, stage_id = null,
          rejection_reason = excluded.rejection_reason, rejection_message = null, resume_text = null, indexed_resume_key = null,
          owner_notified_at = case when a.owner_notified_at is null
            or a.owner_notified_at <= now() - make_interval(hours => ${REAPPLY_NOTICE_INTERVAL_HOURS}) then now() else a.owner_notified_at end,
          created_at = now(), updated_at = now()
        returning a.id, a.owner_notified_at = now() as is_owner_notice_due
      ),
      history as (
        insert into application_events (application_id, kind, to_status, actor_id) select id, 'submitted', 'submitted', ${actor.id}::uuid from saved
      ),
      ${
        knockout
          ? sql`screened as (
        -- After the submission on the timeline: clock_timestamp() moves on within the statement, now() does not.
        insert into application_events (application_id, kind, from_status, to_status, actor_id, reason, created_at)
        select id, 'status', 'submitted', 'rejected', ${job.ownerId}::uuid, ${knockout.reason}, clock_timestamp() from saved
      ),
      ${emitEach('closed', 'application.status_changed', 'saved', {
        applicationId: sql`saved.id`,
        applicantId: sql`${actor.id}::text`,
        ownerId: sql`${job.ownerId}::text`,
        actorId: sql`${job.ownerId}::text`,
        fromStatus: sql`'submitted'::text`,
        toStatus: sql`'rejected'::text`,
        reason: sql`${knockout.reason}::text`,
        message: sql`null::text`,
        fromStage: sql`null::text`,
      })},`
          : sql``
      }
      ${emitEach('recorded', 'application.submitted', 'saved', {
        applicationId: sql`saved.id`,
        jobId: sql`${jobId}::text`,
        applicantId: sql`${actor.id}::text`,
        ownerId: sql`${job.ownerId}::text`,
        isResubmission: sql`exists (select 1 from previous)`,
        isOwnerNoticeDue: sql`saved.is_owner_notice_due`,
      })}
      select (select resume_key from previous) as old_key, ${notifyIfAny('recorded', 'application.submitted')} as notified`)) as unknown as {
      rows: { old_key: string | null }[];
    };
    oldKey = result.rows[0]?.old_key ?? null;
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  if (oldKey && oldKey !== key) await storage.delete(oldKey);
}

/** The caller's applications, newest first, with the job and startup they are for. */
export async function listMyApplications({ db, actor }: { db: Db; actor: Actor }): Promise<MyApplication[]> {
  const rows = await selectApplications(db, {
    id: jobApplications.id,
    jobId: jobApplications.jobId,
    status: jobApplications.status,
    createdAt: jobApplications.createdAt,
    startupCultureAnswer: jobApplications.startupCultureAnswer,
    problemSolvingAnswer: jobApplications.problemSolvingAnswer,
    answers: jobApplications.answers,
    jobTitle: jobs.title,
    startupName: startups.name,
    startupSlug: startups.slug,
    startupLogoUrl: startups.logoUrl,
    rejectionReason: jobApplications.rejectionReason,
    rejectionMessage: jobApplications.rejectionMessage,
    // Only what the stage shows the candidate, never its name (decision 044).
    stageView: pipelineStages.candidateView,
    interviewId: interviews.id,
    interviewStatus: interviews.status,
    interviewStartsAt: interviews.startsAt,
  })
    .leftJoin(pipelineStages, eq(pipelineStages.id, jobApplications.stageId))
    // At most one is open per application (interviews_one_open_idx): no row is repeated.
    .leftJoin(
      interviews,
      and(eq(interviews.applicationId, jobApplications.id), inArray(interviews.status, ['proposed', 'booked'])),
    )
    .where(eq(jobApplications.applicantId, actor.id))
    .orderBy(desc(jobApplications.createdAt));
  return rows.map(
    ({ rejectionReason, rejectionMessage, stageView, interviewId, interviewStatus, interviewStartsAt, ...r }) => ({
      ...r,
      status: r.status as ApplicationState,
      candidateStage: candidateStageOf(stageView),
      openInterview: interviewId
        ? {
            id: interviewId,
            status: interviewStatus as 'proposed' | 'booked',
            startsAt: interviewStartsAt?.toISOString() ?? null,
          }
        : null,
      rejection: rejectionOf({ status: r.status, rejectionReason, rejectionMessage }),
      createdAt: r.createdAt.toISOString(),
    }),
  );
}

/**
 * Where the caller's application to each of the given jobs stands, for those applied to and not withdrawn
 * from: the job's pages show it ("Accepted", not still "Application Submitted"), and "Interviewing" or
 * "Offer" while it is in an own stage that shows one (decision 044; never the stage's name).
 */
export async function myApplicationStatuses({
  db,
  actor,
  jobIds,
}: {
  db: Db;
  actor: Actor | null;
  jobIds: string[];
}): Promise<{ statuses: Record<string, ApplicationStatus>; stages: Record<string, CandidateStage> }> {
  if (!actor || jobIds.length === 0) return { statuses: {}, stages: {} };
  const rows = await db
    .select({ jobId: jobApplications.jobId, status: jobApplications.status, stageView: pipelineStages.candidateView })
    .from(jobApplications)
    .leftJoin(pipelineStages, eq(pipelineStages.id, jobApplications.stageId))
    // A withdrawn application does not count: its candidate may apply again.
    .where(
      and(
        eq(jobApplications.applicantId, actor.id),
        inArray(jobApplications.jobId, jobIds),
        ne(jobApplications.status, 'withdrawn'),
      ),
    );
  const stages = rows.flatMap((r) => {
    const stage = candidateStageOf(r.stageView);
    return stage ? [[r.jobId, stage] as const] : [];
  });
  return {
    statuses: Object.fromEntries(rows.map((r) => [r.jobId, r.status as ApplicationStatus])),
    stages: Object.fromEntries(stages),
  };
}

async function assertJobOwner(db: Db, jobId: string, actor: Actor) {
  const [row] = await db
    .select({ ownerId: startups.ownerId })
    .from(jobs)
    .innerJoin(startups, eq(startups.id, jobs.startupId))
    .where(eq(jobs.id, jobId));
  if (!row) throw new AppError('NOT_FOUND', 'Job not found');
  assertOwner(row, actor, 'You can only see applications to your own startups.');
}

/** A page's place in a job's applications: the last row's exact time (PostgreSQL's own text of it) and id. */
const encodeReceivedCursor = (at: string, id: string) => Buffer.from(`${at}~${id}`).toString('base64url');

function decodeReceivedCursor(cursor: string): { at: string; id: string } {
  const [at, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('~');
  const isValid =
    rest.length === 0 &&
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/.test(at ?? '') &&
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id ?? '');
  if (!isValid) throw new AppError('INVALID_INPUT', INVALID_RECEIVED_CURSOR, { cursor: INVALID_RECEIVED_CURSOR });
  return { at: at!, id: id! };
}

/**
 * Applications to one of the caller's jobs, newest first, a page at a time (keyset on the job's
 * (job_id, created_at) index and the id, so a later page costs what the first does).
 */
export async function listJobApplications({
  db,
  jobId,
  actor,
  cursor,
}: {
  db: Db;
  jobId: string;
  actor: Actor;
  cursor?: string;
}): Promise<{ items: ReceivedApplication[]; nextCursor: string | null }> {
  const after = cursor ? decodeReceivedCursor(cursor) : null;
  await assertJobOwner(db, jobId, actor);
  const rows = await db
    .select({
      id: jobApplications.id,
      jobId: jobApplications.jobId,
      status: jobApplications.status,
      createdAt: jobApplications.createdAt,
      // Microseconds and all: a JavaScript Date keeps milliseconds only, and the next page would skip rows.
      at: sql<string>`${jobApplications.createdAt}::text`,
      startupCultureAnswer: jobApplications.startupCultureAnswer,
      problemSolvingAnswer: jobApplications.problemSolvingAnswer,
      answers: jobApplications.answers,
      knockoutQuestionId: jobApplications.knockoutQuestionId,
      applicantId: users.id,
      email: users.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      avatarUrl: profiles.avatarUrl,
      headline: profiles.headline,
      firstOpenedAt: jobApplications.firstOpenedAt,
      rejectionReason: jobApplications.rejectionReason,
      rejectionMessage: jobApplications.rejectionMessage,
    })
    .from(jobApplications)
    .innerJoin(users, eq(users.id, jobApplications.applicantId))
    .innerJoin(profiles, eq(profiles.id, jobApplications.applicantId))
    .where(
      and(
        eq(jobApplications.jobId, jobId),
        after
          ? sql`(${jobApplications.createdAt}, ${jobApplications.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
    .limit(RECEIVED_APPLICATIONS_PAGE_SIZE + 1);
  const page = rows.slice(0, RECEIVED_APPLICATIONS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      id: r.id,
      jobId: r.jobId,
      status: r.status as ApplicationState,
      createdAt: r.createdAt.toISOString(),
      firstOpenedAt: r.firstOpenedAt?.toISOString() ?? null,
      rejection: rejectionOf(r),
      startupCultureAnswer: r.startupCultureAnswer,
      problemSolvingAnswer: r.problemSolvingAnswer,
      answers: r.answers,
      knockout: knockoutAnswer(r),
      applicant: {
        id: r.applicantId,
        email: r.email,
        firstName: r.firstName,
        lastName: r.lastName,
        avatarUrl: r.avatarUrl,
        headline: r.headline,
      },
    })),
    nextCursor: rows.length > RECEIVED_APPLICATIONS_PAGE_SIZE && last ? encodeReceivedCursor(last.at, last.id) : null,
  };
}

/** The question whose answer closed the application as sent, with that answer; null when none did. */
function knockoutAnswer(row: { answers: StoredQuestionAnswer[]; knockoutQuestionId: string | null }) {
  const answer = row.knockoutQuestionId ? row.answers.find((a) => a.questionId === row.knockoutQuestionId) : undefined;
  return answer ? { prompt: answer.prompt, answer: answerText(answer) } : null;
}

/**
 * The candidate's answers, for the same people who may read the resume: the candidate, the startup's
 * owner, the administrator. Which question closed it is the team's to know, never the candidate's.
 */
export async function getAnswers({ db, id, actor }: { db: Db; id: string; actor: Actor }): Promise<StoredAnswers> {
  const party = assertParty(
    await loadApplication(db, id),
    actor,
    ['candidate', 'team', 'admin'],
    'You cannot see this application.',
  );
  const [answers] = await db
    .select({
      startupCultureAnswer: jobApplications.startupCultureAnswer,
      problemSolvingAnswer: jobApplications.problemSolvingAnswer,
      answers: jobApplications.answers,
      knockoutQuestionId: jobApplications.knockoutQuestionId,
    })
    .from(jobApplications)
    .where(eq(jobApplications.id, id));
  if (!answers) throw new AppError('NOT_FOUND', 'Application not found');
  const isTeam = party === 'team' || party === 'admin';
  const { knockoutQuestionId: _knockout, ...sent } = answers;
  return { ...sent, knockout: isTeam ? knockoutAnswer(answers) : null };
}

/**
 * The owner deletes an application and its resume. Its open interview is cancelled first, as the
 * founder cancelling it would, and what that tells (the candidate's notice, both calendars' CANCEL for
 * a booked one) is handled before the rows go: the interview is deleted with the application.
 */
export async function deleteApplication({
  db,
  storage,
  id,
  actor,
  handleEventsNow,
}: {
  db: Db;
  storage: Storage;
  id: string;
  actor: Actor;
  handleEventsNow: HandleEventsNow;
}) {
  const row = await loadApplication(db, id);
  assertParty(row, actor, ['team'], 'You can only delete applications to your own startups.');
  await db.transaction(async (tx) => {
    const afterId = await lastEventId(tx);
    // The founder deleting it: the candidate is told the interview is off.
    await cancelOpenInterview({ db: tx, applicationId: id, byCandidate: false, causedBy: actor.id, reason: '' });
    await handleEventsNow(tx, afterId);
    await tx.delete(jobApplications).where(eq(jobApplications.id, id));
  });
  await storage.delete(row.resumeKey);
}

/** The resume, for its applicant, the owner of the job's startup and the administrator only. */
export async function getResume({ db, storage, id, actor }: { db: Db; storage: Storage; id: string; actor: Actor }) {
  const row = await loadApplication(db, id, { with: { applicant: true } });
  assertParty(row, actor, ['candidate', 'team', 'admin'], 'You cannot download this resume.');
  const file = await storage.getStream(row.resumeKey);
  if (!file) throw new AppError('NOT_FOUND', 'Resume not found');
  // Letters of any alphabet stay ("Zoë"): the header carries the name in UTF-8 (lib/content-disposition.ts).
  const name = `${row.applicantFirstName}-${row.jobTitle}-resume.pdf`.replace(/[^\p{L}\p{N}._-]+/gu, '-');
  return { ...file, name };
}

/** The dashboard's figures in two aggregate queries, never by loading rows. */
export async function dashboardMetrics({ db, actor }: { db: Db; actor: Actor }): Promise<DashboardMetrics> {
  // Three independent reads, sent together.
  const [[counts], [applications], [member]] = await Promise.all([
    db
      .select({
        startupsActive: sql<number>`count(distinct ${startups.id}) filter (where ${startups.active})`.mapWith(Number),
        startupsInactive: sql<number>`count(distinct ${startups.id}) filter (where not ${startups.active})`.mapWith(
          Number,
        ),
        // Open Positions are the open ones: a closed position is counted in neither.
        jobsActive:
          sql<number>`count(distinct ${jobs.id}) filter (where ${jobs.status} = 'open' and ${jobs.isActive})`.mapWith(
            Number,
          ),
        jobsInactive:
          sql<number>`count(distinct ${jobs.id}) filter (where ${jobs.status} = 'open' and not ${jobs.isActive})`.mapWith(
            Number,
          ),
      })
      .from(startups)
      .leftJoin(jobs, eq(jobs.startupId, startups.id))
      .where(eq(startups.ownerId, actor.id)),
    selectApplications(db, {
      pending: sql<number>`count(*) filter (where ${jobApplications.status} = 'submitted')`.mapWith(Number),
      // Each word counts its own status; a withdrawn application is in none.
      reviewed: sql<number>`count(*) filter (where ${jobApplications.status} = 'reviewed')`.mapWith(Number),
      decided: sql<number>`count(*) filter (where ${jobApplications.status} in ('accepted', 'rejected'))`.mapWith(
        Number,
      ),
    }).where(eq(startups.ownerId, actor.id)),
    // One aggregate over the actor's own applications (its applicant index), with their follows and alerts.
    db
      .select({
        // Waiting for the founder; answered is any decision (a withdrawn one is neither).
        waiting: sql<number>`count(*) filter (where ${jobApplications.status} in ('submitted', 'reviewed'))`.mapWith(
          Number,
        ),
        answered: sql<number>`count(*) filter (where ${jobApplications.status} in ('accepted', 'rejected'))`.mapWith(
          Number,
        ),
        following:
          sql<number>`(select count(*) from ${startupFollows} where ${startupFollows.userId} = ${actor.id})`.mapWith(
            Number,
          ),
        alerts: sql<number>`(select count(*) from ${jobAlerts} where ${jobAlerts.userId} = ${actor.id})`.mapWith(
          Number,
        ),
      })
      .from(jobApplications)
      .where(eq(jobApplications.applicantId, actor.id)),
  ]);
  return {
    member: {
      applications: { waiting: member?.waiting ?? 0, answered: member?.answered ?? 0 },
      following: member?.following ?? 0,
      alerts: member?.alerts ?? 0,
    },
    startups: { active: counts?.startupsActive ?? 0, inactive: counts?.startupsInactive ?? 0 },
    jobs: { active: counts?.jobsActive ?? 0, inactive: counts?.jobsInactive ?? 0 },
    applications: {
      pending: applications?.pending ?? 0,
      reviewed: applications?.reviewed ?? 0,
      decided: applications?.decided ?? 0,
    },
  };
}
