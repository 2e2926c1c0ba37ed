import { and, asc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import {
  CANNOT_WITHDRAW_REJECTED,
  type ApplicationEvent,
  type InterviewStep,
  type ApplicationStatus,
  type ApplicationState,
  type ApplicationTimeline,
  type Rejection,
  type RejectionReason,
} from '../../../../shared/applications';
import { memberActor, type Actor } from '../../../auth/actor';
import type { Db, DbOrTx } from '../../../db/client';
import { type CandidateView } from '../../../../shared/pipeline-stages';
import { candidateStageOf } from '../../../../shared/candidate-stages';
import { applicationEvents, jobApplications, jobs, startups } from '../../../db/schema';
import { emit } from '../../../events/emit';
import { AppError } from '../../../lib/app-error';
import { loadApplication, selectApplications } from '../application.service';
import { assertParty } from '../party-rules';

// An application's history (decision 019): every step is a row of
// application_events written in the transaction that takes it, so the timeline never disagrees with
// the application.

/** `actorId` null: the platform's own step (closing an application nobody answered). */
type EventInput = {
  kind: ApplicationEvent['kind'];
  fromStatus?: string | null;
  toStatus?: string | null;
  actorId: string | null;
  reason?: string | null;
  message?: string | null;
};

export async function recordEvent(tx: DbOrTx, applicationId: string, event: EventInput) {
  await tx.insert(applicationEvents).values({ applicationId, ...event });
}

export function rejectionOf(row: {
  status: string;
  rejectionReason: string | null;
  rejectionMessage: string | null;
}): Rejection | null {
  return row.status === 'rejected'
    ? { reason: row.rejectionReason as RejectionReason | null, message: row.rejectionMessage }
    : null;
}

/**
 * The candidate withdraws: the founder sees "Withdrawn" and can no longer change it (setApplicationStatus
 * refuses). Applying again later is the spec's re-apply, which starts it over. Withdrawing twice is
 * fine; a declined application has nothing to withdraw.
 */
export async function withdrawApplication({
  db,
  id,
  actor,
}: {
  db: DbOrTx;
  id: string;
  actor: Actor;
}): Promise<{ status: 'withdrawn' }> {
  return db.transaction(async (tx) => {
    const row = await loadApplication(tx, id, { lock: 'update' });
    assertParty(row, actor, ['candidate'], 'Only the candidate can withdraw an application.');
    if (row.status === 'withdrawn') return { status: 'withdrawn' as const };
    if (row.status === 'rejected') throw new AppError('APPLICATION_REJECTED', CANNOT_WITHDRAW_REJECTED);
    await tx
      .update(jobApplications)
      .set({ status: 'withdrawn', stageId: null, updatedAt: new Date() })
      .where(eq(jobApplications.id, id));
    await recordEvent(tx, id, { kind: 'withdrawn', fromStatus: row.status, toStatus: 'withdrawn', actorId: actor.id });
    // The founder is told by the event's subscriber (applications.subscribers.ts).
    await emit(tx, {
      type: 'application.withdrawn',
      applicationId: id,
      applicantId: row.applicantId,
      ownerId: row.ownerId,
      fromStatus: row.status as ApplicationStatus,
    });
    return { status: 'withdrawn' as const };
  });
}

/**
 * An account closing (account-closing.ts): each of the member's applications still open is withdrawn
 * as the member withdrawing it would (its step, the event whose subscribers tell the founder and the
 * startup's webhooks). The positions withdrawn from, as "<title> at <startup>".
 */
export async function withdrawApplicationsOfLeavingMember({
  db,
  userId,
}: {
  db: DbOrTx;
  userId: string;
}): Promise<string[]> {
  const open = await selectApplications(db, {
    id: jobApplications.id,
    jobTitle: jobs.title,
    startupName: startups.name,
  })
    .where(and(eq(jobApplications.applicantId, userId), notInArray(jobApplications.status, ['withdrawn', 'rejected'])))
    .orderBy(asc(jobApplications.createdAt), asc(jobApplications.id));
  for (const application of open) await withdrawApplication({ db, id: application.id, actor: memberActor(userId) });
  return open.map((application) => `${application.jobTitle} at ${application.startupName}`);
}

/**
 * The application's history, for its candidate, the startup's owner and the administrator. The owner
 * asking is the owner opening it: the first time is recorded ("Opened by <startup>" for the candidate).
 */
export async function getTimeline({
  db,
  id,
  actor,
}: {
  db: Db;
  id: string;
  actor: Actor;
}): Promise<ApplicationTimeline> {
  const row = await loadApplication(db, id, { with: { stage: true } });
  const party = assertParty(row, actor, ['candidate', 'team', 'admin'], 'You cannot see this application.');
  const isOwner = party === 'team';
  // A withdrawn application is closed: looking at it then is not opening it.
  if (isOwner && !row.firstOpenedAt && row.status !== 'withdrawn') {
    await db.transaction(async (tx) => {
      // Once, however many tabs open it at the same moment: the update's condition decides.
      const opened = await tx
        .update(jobApplications)
        .set({ firstOpenedAt: sql`now()` })
        .where(and(eq(jobApplications.id, id), isNull(jobApplications.firstOpenedAt)))
        .returning({ id: jobApplications.id });
      if (opened.length > 0) await recordEvent(tx, id, { kind: 'opened', actorId: actor.id });
    });
  }
  const rows = await db
    .select()
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, id))
    .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id));
  const isTeam = party === 'team' || party === 'admin';
  const events = rows.map((event): ApplicationEvent => ({
    id: event.id,
    kind: event.kind as ApplicationEvent['kind'],
    fromStatus: event.fromStatus as ApplicationState | null,
    toStatus: event.toStatus as ApplicationState | null,
    reason: event.reason as RejectionReason | null,
    message: event.message,
    stageName: event.stageName,
    candidateView: event.candidateView as CandidateView | null,
    // Never a name: the candidate sees "the startup", the founder "the candidate".
    by:
      event.actorId === null && event.reason === 'no_response'
        ? ('platform' as const)
        : event.actorId === row.applicantId
          ? ('candidate' as const)
          : ('founder' as const),
    interview:
      event.kind === 'interview' && event.interviewId
        ? {
            id: event.interviewId,
            step: event.interviewStep as InterviewStep,
            startsAt: event.interviewStartsAt?.toISOString() ?? null,
          }
        : null,
    createdAt: event.createdAt.toISOString(),
  }));
  return {
    status: row.status as ApplicationState,
    candidateStage: candidateStageOf(row.stageView),
    stage:
      isTeam && row.stageId
        ? { id: row.stageId, name: row.stageName!, candidateView: row.stageView as CandidateView }
        : null,
    rejection: rejectionOf(row),
    events: isTeam ? events : asTheCandidateSeesIt(events),
  };
}

/**
 * The history as the candidate sees it (decision 044): never a stage's name; a move into an own stage
 * shows what it showed them ("Interviewing", "Offer"), and a step that changed nothing they could see
 * (a stage that shows the status, from one to another of the same view, Reviewed again from such a
 * stage) is left out. A stage that showed the status but changed it (Submitted into it) reads as the
 * status change it was to them.
 */
export function asTheCandidateSeesIt(events: ApplicationEvent[]): ApplicationEvent[] {
  let shown: string | null = null;
  const seen: ApplicationEvent[] = [];
  for (const event of events) {
    // Only a step of the status or a stage changes what they see; an opening or an interview does not.
    const changesView =
      event.kind === 'submitted' || event.kind === 'status' || event.kind === 'stage' || event.kind === 'withdrawn';
    const view: string | null = !changesView
      ? shown
      : event.kind === 'stage'
        ? (candidateStageOf(event.candidateView) ?? event.toStatus)
        : event.toStatus;
    const isUnseen =
      (event.kind === 'stage' || (event.kind === 'status' && event.fromStatus === event.toStatus)) && view === shown;
    if (!isUnseen) {
      const stage = candidateStageOf(event.candidateView);
      seen.push(
        event.kind === 'stage' && !stage
          ? { ...event, kind: 'status', stageName: null, candidateView: null }
          : { ...event, stageName: null, ...(event.kind === 'stage' && { candidateView: stage }) },
      );
    }
    shown = view;
  }
  return seen;
}
