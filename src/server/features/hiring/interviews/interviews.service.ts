import { and, asc, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { InterviewStep } from '../../../../shared/applications';
import type { Interview, InterviewData } from '../../../../shared/interviews';
import { formatNamed } from '../../../../shared/interview-time';
import type { Actor } from '../../../auth/actor';
import type { Db, DbOrTx } from '../../../db/client';
import {
  applicationEvents,
  interviews,
  interviewSlots,
  jobApplications,
  jobs,
  profiles,
  startups,
  users,
} from '../../../db/schema';
import { emit } from '../../../events/emit';
import { refuseUnlessAdmin } from '../../../auth/guards';
import { AppError, forbidden } from '../../../lib/app-error';
import type { Config } from '../../../config';
import { bookSlot } from './interview-booking.service';
import { interviewInvitation, type InvitationParts } from './interview-invitation';
import { slotsOf } from './interview-slots';
import { loadApplication, selectApplications } from '../application.service';
import { assertParty } from '../party-rules';

// An interview's life (decision 043): the startup's owner offers times for an
// application; its candidate books one or asks for others; the owner offers new times (a reschedule:
// the same calendar event, booked again with a higher SEQUENCE); either side calls it off. Each step is
// one transaction that writes the interview, its application's history and a domain event; the
// notices, e-mails and calendar invitations follow from the event (interviews.subscribers.ts).

export const NOT_FOUND = 'Interview not found';
export const NOT_YOUR_APPLICATION = 'Only the startup that received this application can schedule its interviews.';
export const ALREADY_OPEN =
  'This application already has an interview in progress. Offer new times from it, or cancel it first.';
export const APPLICATION_CLOSED = 'Interviews can only be scheduled for applications still in progress.';
export const NOT_OPEN = 'This interview was cancelled.';
export const ORGANIZER_BUSY = 'You already have an interview booked at';

const candidateProfile = alias(profiles, 'candidate_profile');
const organizerProfile = alias(profiles, 'organizer_profile');
const candidateUser = alias(users, 'candidate_user');

const fullName = (profile: { firstName: AnyPgColumn; lastName: AnyPgColumn }, user: { name: AnyPgColumn }) =>
  sql<string>`coalesce(${profile.firstName} || ' ' || ${profile.lastName}, ${user.name}, 'A former member')`;

/** The interview with what both sides read about it: the position, the startup, the two people. */
function selectInterviews(db: DbOrTx) {
  return selectApplications(db, {
    interview: interviews,
    candidateId: jobApplications.applicantId,
    jobId: jobs.id,
    jobTitle: jobs.title,
    startupName: startups.name,
    organizerName: fullName(organizerProfile, users),
    candidateName: fullName(candidateProfile, candidateUser),
    // For the calendar invitation's ATTENDEEs only; never in an answer.
    candidateEmail: candidateUser.email,
    organizerEmail: users.email,
  })
    .innerJoin(interviews, eq(interviews.applicationId, jobApplications.id))
    .leftJoin(users, eq(users.id, interviews.organizerId))
    .leftJoin(organizerProfile, eq(organizerProfile.id, interviews.organizerId))
    .leftJoin(candidateUser, eq(candidateUser.id, jobApplications.applicantId))
    .leftJoin(candidateProfile, eq(candidateProfile.id, jobApplications.applicantId));
}
type Row = Awaited<ReturnType<ReturnType<typeof selectInterviews>['execute']>>[number];

function roleOf(row: Row, actor: Actor): Interview['role'] {
  if (row.interview.organizerId === actor.id) return 'organizer';
  if (row.candidateId === actor.id) return 'candidate';
  if (actor.isAdmin) return 'admin';
  throw refuseUnlessAdmin(actor, 'You cannot see this interview.');
}

/** The slots still ahead of each proposed interview, in one query for them all. */
async function openSlots(db: DbOrTx, rows: Row[]) {
  const proposed = rows.filter((row) => row.interview.status === 'proposed').map((row) => row.interview.id);
  if (proposed.length === 0) return new Map<string, Interview['slots']>();
  const slots = await db
    .select()
    .from(interviewSlots)
    .where(
      and(
        inArray(interviewSlots.interviewId, proposed),
        gt(interviewSlots.startsAt, sql`now()`),
        // Not a time the organizer has since booked with someone else: it could not be booked.
        sql`not exists (
        select 1 from ${interviews} offered join ${interviews} booked on booked.organizer_id = offered.organizer_id
         where offered.id = ${interviewSlots.interviewId} and booked.status = 'booked' and booked.id <> offered.id
           and tstzrange(booked.starts_at, booked.ends_at) && tstzrange(${interviewSlots.startsAt}, ${interviewSlots.endsAt}))`,
      ),
    )
    .orderBy(asc(interviewSlots.startsAt));
  const byInterview = new Map<string, Interview['slots']>();
  for (const slot of slots) {
    const list = byInterview.get(slot.interviewId) ?? [];
    list.push({ id: slot.id, startsAt: slot.startsAt.toISOString(), endsAt: slot.endsAt.toISOString() });
    byInterview.set(slot.interviewId, list);
  }
  return byInterview;
}

async function toInterviews(db: DbOrTx, rows: Row[], roleFor: (row: Row) => Interview['role']): Promise<Interview[]> {
  const slots = await openSlots(db, rows);
  return rows.map((row) => {
    const i = row.interview;
    return {
      id: i.id,
      applicationId: i.applicationId,
      kind: i.kind as Interview['kind'],
      durationMinutes: i.durationMinutes,
      location: i.location ?? '',
      organizerZone: i.organizerZone,
      note: i.note,
      status: i.status as Interview['status'],
      slots: slots.get(i.id) ?? [],
      startsAt: i.startsAt?.toISOString() ?? null,
      endsAt: i.endsAt?.toISOString() ?? null,
      otherTimesNote: i.otherTimesNote,
      cancelReason: i.cancelReason,
      position: { jobId: row.jobId, title: row.jobTitle, startupName: row.startupName },
      organizer: { name: row.organizerName },
      candidate: { name: row.candidateName },
      role: roleFor(row),
      createdAt: i.createdAt.toISOString(),
    };
  });
}

async function loadOne(db: DbOrTx, id: string, { lock = false } = {}): Promise<Row> {
  const query = selectInterviews(db).where(eq(interviews.id, id));
  const [row] = await (lock ? query.for('update', { of: interviews }) : query);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

async function present(db: DbOrTx, id: string, actor: Actor): Promise<Interview> {
  const row = await loadOne(db, id);
  const [interview] = await toInterviews(db, [row], (r) => roleOf(r, actor));
  return interview!;
}

/** A step in the application's history: both timelines show it. */
async function recordStep(
  tx: DbOrTx,
  row: { applicationId: string; interviewId: string },
  step: InterviewStep,
  actorId: string | null,
  startsAt: Date | null = null,
) {
  await tx.insert(applicationEvents).values({
    applicationId: row.applicationId,
    kind: 'interview',
    interviewId: row.interviewId,
    interviewStep: step,
    interviewStartsAt: startsAt,
    actorId,
  });
}

/** Offered times that overlap one of the organizer's booked interviews: refused, naming the first. */
async function assertOrganizerFree(
  tx: DbOrTx,
  organizerId: string,
  slots: { startsAt: Date; endsAt: Date }[],
  zone: string,
  except?: string,
) {
  const ranges = slots.map(
    (slot) => sql`tstzrange(${slot.startsAt.toISOString()}::timestamptz, ${slot.endsAt.toISOString()}::timestamptz)`,
  );
  const [busy] = await tx
    .select({ startsAt: interviews.startsAt })
    .from(interviews)
    .where(
      and(
        eq(interviews.organizerId, organizerId),
        eq(interviews.status, 'booked'),
        except ? sql`${interviews.id} <> ${except}` : undefined,
        sql`tstzrange(${interviews.startsAt}, ${interviews.endsAt}) && any(array[${sql.join(ranges, sql`, `)}])`,
      ),
    )
    .orderBy(asc(interviews.startsAt))
    .limit(1);
  if (busy?.startsAt) {
    const message = `${ORGANIZER_BUSY} ${formatNamed(busy.startsAt.toISOString(), zone)}. Please offer other times.`;
    throw new AppError('INVALID_INPUT', message, { times: message });
  }
}

async function insertSlots(tx: DbOrTx, interviewId: string, slots: { startsAt: Date; endsAt: Date }[]) {
  await tx.insert(interviewSlots).values(slots.map((slot) => ({ interviewId, ...slot })));
}

/** POST /api/applications/:id/interviews: the startup's owner offers times for an application in progress. */
export async function scheduleInterview({
  db,
  applicationId,
  actor,
  input,
  now = new Date(),
}: {
  db: Db;
  applicationId: string;
  actor: Actor;
  input: InterviewData;
  now?: Date;
}): Promise<string> {
  const slots = slotsOf(input, now);
  return db.transaction(async (tx) => {
    const application = await loadApplication(tx, applicationId, { lock: 'share' });
    assertParty(application, actor, ['team'], NOT_YOUR_APPLICATION);
    if (application.status === 'withdrawn') throw new AppError('APPLICATION_WITHDRAWN', APPLICATION_CLOSED);
    if (application.status === 'rejected') throw new AppError('APPLICATION_REJECTED', APPLICATION_CLOSED);
    await assertOrganizerFree(tx, actor.id, slots, input.zone);
    // The unique index of open interviews decides between two at once.
    const [created] = await tx
      .insert(interviews)
      .values({
        applicationId,
        organizerId: actor.id,
        kind: input.kind,
        durationMinutes: input.durationMinutes,
        location: input.location || null,
        organizerZone: input.zone,
        note: input.note,
      })
      .onConflictDoNothing()
      .returning({ id: interviews.id });
    if (!created) throw new AppError('INTERVIEW_OPEN', ALREADY_OPEN);
    await insertSlots(tx, created.id, slots);
    await recordStep(tx, { applicationId, interviewId: created.id }, 'proposed', actor.id);
    await emit(tx, {
      type: 'interview.proposed',
      interviewId: created.id,
      applicationId,
      organizerId: actor.id,
      candidateId: application.applicantId,
      isReschedule: false,
    });
    return created.id;
  });
}

/** POST /api/interviews/:id/reschedule: the organizer offers new times (and may change the rest); a booking is released. */
export async function rescheduleInterview({
  db,
  id,
  actor,
  input,
  now = new Date(),
}: {
  db: Db;
  id: string;
  actor: Actor;
  input: InterviewData;
  now?: Date;
}): Promise<void> {
  const slots = slotsOf(input, now);
  await db.transaction(async (tx) => {
    const row = await loadOne(tx, id, { lock: true });
    if (row.interview.organizerId !== actor.id)
      throw forbidden('Only the person who scheduled this interview can change it.');
    if (row.interview.status === 'cancelled') throw new AppError('INTERVIEW_CLOSED', NOT_OPEN);
    await assertOrganizerFree(tx, actor.id, slots, input.zone, id);
    await tx.delete(interviewSlots).where(eq(interviewSlots.interviewId, id));
    await tx
      .update(interviews)
      .set({
        kind: input.kind,
        durationMinutes: input.durationMinutes,
        location: input.location || null,
        organizerZone: input.zone,
        note: input.note,
        status: 'proposed',
        bookedSlotId: null,
        startsAt: null,
        endsAt: null,
        otherTimesNote: null,
        remindedDayAt: null,
        remindedHourAt: null,
        updatedAt: sql`now()`,
      })
      .where(eq(interviews.id, id));
    await insertSlots(tx, id, slots);
    await recordStep(tx, { applicationId: row.interview.applicationId, interviewId: id }, 'rescheduled', actor.id);
    await emit(tx, {
      type: 'interview.proposed',
      interviewId: id,
      applicationId: row.interview.applicationId,
      organizerId: actor.id,
      candidateId: row.candidateId,
      isReschedule: true,
    });
  });
}

/** POST /api/interviews/:id/book: the candidate takes one of the offered times. */
export async function bookInterview({
  db,
  id,
  actor,
  slotId,
}: {
  db: Db;
  id: string;
  actor: Actor;
  slotId: string;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await loadOne(tx, id);
    if (row.candidateId !== actor.id) throw forbidden('Only the candidate can choose the time of this interview.');
    if (row.interview.status === 'cancelled') throw new AppError('INTERVIEW_CLOSED', NOT_OPEN);
    const booked = await bookSlot(tx, { interviewId: id, slotId });
    await recordStep(
      tx,
      { applicationId: row.interview.applicationId, interviewId: id },
      'booked',
      actor.id,
      booked.startsAt,
    );
    await emit(tx, {
      type: 'interview.booked',
      interviewId: id,
      applicationId: row.interview.applicationId,
      organizerId: row.interview.organizerId,
      candidateId: actor.id,
      sequence: booked.sequence,
    });
  });
}

/** POST /api/interviews/:id/other-times: none of the times suit the candidate; the organizer is told why. */
export async function askOtherTimes({
  db,
  id,
  actor,
  note,
}: {
  db: Db;
  id: string;
  actor: Actor;
  note: string;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await loadOne(tx, id, { lock: true });
    if (row.candidateId !== actor.id) throw forbidden('Only the candidate can ask for other times.');
    if (row.interview.status !== 'proposed')
      throw new AppError(
        'INTERVIEW_CLOSED',
        row.interview.status === 'booked'
          ? 'This interview is already booked. Cancel it if the time no longer suits you.'
          : NOT_OPEN,
      );
    await tx
      .update(interviews)
      .set({ otherTimesNote: note, updatedAt: sql`now()` })
      .where(eq(interviews.id, id));
    await recordStep(tx, { applicationId: row.interview.applicationId, interviewId: id }, 'other_times', actor.id);
    await emit(tx, {
      type: 'interview.other_times_asked',
      interviewId: id,
      applicationId: row.interview.applicationId,
      organizerId: row.interview.organizerId,
      candidateId: actor.id,
    });
  });
}

/** POST /api/interviews/:id/cancel: either side calls it off; a booked one's calendar event is withdrawn. */
export async function cancelInterview({
  db,
  id,
  actor,
  reason,
}: {
  db: DbOrTx;
  id: string;
  actor: Actor;
  reason: string;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await loadOne(tx, id, { lock: true });
    const byCandidate = row.candidateId === actor.id;
    if (!byCandidate && row.interview.organizerId !== actor.id)
      throw forbidden('Only the two people of this interview can cancel it.');
    await cancelLoaded(tx, row, { byCandidate, actorId: actor.id }, reason);
  });
}

/**
 * Calls off a loaded (and locked) interview. `byCandidate`: which side it is told to (the other one);
 * `actorId`: who the history names, null for the platform.
 */
async function cancelLoaded(
  tx: DbOrTx,
  row: Row,
  by: { byCandidate: boolean; actorId: string | null },
  reason: string,
) {
  if (row.interview.status === 'cancelled') return;
  const wasBooked = row.interview.status === 'booked';
  const [cancelled] = await tx
    .update(interviews)
    .set({
      status: 'cancelled',
      cancelReason: reason || null,
      bookedSlotId: null,
      updatedAt: sql`now()`,
      sequence: wasBooked ? sql`${interviews.sequence} + 1` : interviews.sequence,
    })
    .where(eq(interviews.id, row.interview.id))
    .returning({ sequence: interviews.sequence });
  await recordStep(
    tx,
    { applicationId: row.interview.applicationId, interviewId: row.interview.id },
    'cancelled',
    by.actorId,
    row.interview.startsAt,
  );
  await emit(tx, {
    type: 'interview.cancelled',
    interviewId: row.interview.id,
    applicationId: row.interview.applicationId,
    organizerId: row.interview.organizerId,
    candidateId: row.candidateId,
    byCandidate: by.byCandidate,
    wasBooked,
    sequence: cancelled!.sequence,
  });
}

/**
 * The platform calls off the application's open interview, if any, because the application closed: the
 * candidate withdrew (`byCandidate`) or it was declined. Nobody's permission is asked: the step that
 * closed it was allowed. `causedBy`: whose step that was, for the history (null: the platform's own).
 */
export async function cancelOpenInterview({
  db,
  applicationId,
  byCandidate,
  causedBy,
  reason,
}: {
  db: DbOrTx;
  applicationId: string;
  byCandidate: boolean;
  causedBy: string | null;
  reason: string;
}): Promise<void> {
  const open = await db
    .select({ id: interviews.id })
    .from(interviews)
    .where(and(eq(interviews.applicationId, applicationId), inArray(interviews.status, ['proposed', 'booked'])));
  for (const { id } of open)
    await db.transaction(async (tx) =>
      cancelLoaded(tx, await loadOne(tx, id, { lock: true }), { byCandidate, actorId: causedBy }, reason),
    );
}

export async function getInterview({ db, id, actor }: { db: DbOrTx; id: string; actor: Actor }): Promise<Interview> {
  return present(db, id, actor);
}

/** GET /api/applications/:id/interviews: the owner, the candidate and the administrator, newest first. */
export async function listApplicationInterviews({
  db,
  applicationId,
  actor,
}: {
  db: DbOrTx;
  applicationId: string;
  actor: Actor;
}): Promise<Interview[]> {
  const [application] = await selectApplications(db, {
    ownerId: startups.ownerId,
    applicantId: jobApplications.applicantId,
  }).where(eq(jobApplications.id, applicationId));
  if (!application) throw new AppError('NOT_FOUND', 'Application not found');
  const role =
    application.ownerId === actor.id
      ? 'organizer'
      : application.applicantId === actor.id
        ? 'candidate'
        : actor.isAdmin
          ? 'admin'
          : null;
  if (!role) throw refuseUnlessAdmin(actor, 'You cannot see this application.');
  const rows = await selectInterviews(db)
    .where(eq(interviews.applicationId, applicationId))
    .orderBy(desc(interviews.createdAt), desc(interviews.id));
  return toInterviews(db, rows, () => role);
}

/** GET /api/interviews/upcoming: the caller's booked interviews still ahead, on either side, soonest first. */
export async function upcomingInterviews({
  db,
  actor,
  limit = 10,
}: {
  db: DbOrTx;
  actor: Actor;
  limit?: number;
}): Promise<Interview[]> {
  const rows = await selectInterviews(db)
    .where(
      and(
        eq(interviews.status, 'booked'),
        gt(interviews.endsAt, sql`now()`),
        or(eq(interviews.organizerId, actor.id), eq(jobApplications.applicantId, actor.id)),
      ),
    )
    .orderBy(asc(interviews.startsAt))
    .limit(limit);
  return toInterviews(db, rows, (row) => roleOf(row, actor));
}

export type InterviewParts = Omit<InvitationParts, 'startsAt' | 'endsAt'> & {
  startsAt: Date | null;
  endsAt: Date | null;
  sequence: number;
  organizerId: string;
  candidateId: string;
  organizerZone: string;
  status: string;
  otherTimesNote: string | null;
  cancelReason: string | null;
};

/** What its notices and calendar event are made of, read when they are sent; null once it is gone. */
export async function interviewParts(db: DbOrTx, id: string): Promise<InterviewParts | null> {
  const [row] = await selectInterviews(db).where(eq(interviews.id, id));
  if (!row) return null;
  const i = row.interview;
  return {
    id: i.id,
    kind: i.kind,
    durationMinutes: i.durationMinutes,
    location: i.location,
    note: i.note,
    organizerZone: i.organizerZone,
    startsAt: i.startsAt,
    endsAt: i.endsAt,
    jobTitle: row.jobTitle,
    startupName: row.startupName,
    organizerName: row.organizerName,
    candidateName: row.candidateName,
    candidateEmail: row.candidateEmail ?? '',
    organizerEmail: row.organizerEmail ?? '',
    sequence: i.sequence,
    organizerId: i.organizerId,
    candidateId: row.candidateId,
    status: i.status,
    otherTimesNote: i.otherTimesNote,
    cancelReason: i.cancelReason,
  };
}

/** GET /api/interviews/:id/calendar.ics: the booked interview's event, for its two people only. */
export async function calendarFile({
  db,
  id,
  actor,
  config,
}: {
  db: DbOrTx;
  id: string;
  actor: Actor;
  config: Config;
}): Promise<string> {
  const parts = await interviewParts(db, id);
  if (!parts) throw new AppError('NOT_FOUND', NOT_FOUND);
  if (parts.organizerId !== actor.id && parts.candidateId !== actor.id)
    throw forbidden('You cannot see this interview.');
  const { startsAt, endsAt } = parts;
  if (parts.status !== 'booked' || !startsAt || !endsAt)
    throw new AppError('NOT_FOUND', 'This interview has no time booked.');
  return interviewInvitation(
    config,
    { ...parts, startsAt, endsAt },
    'REQUEST',
    parts.sequence,
    parts.organizerId === actor.id ? 'organizer' : 'candidate',
  );
}
