import { aliasedTable, and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import {
  CANDIDATE_ALREADY_APPLIED,
  CANDIDATE_NOT_FOUND,
  INVITATION_ALREADY_APPLIED,
  INVITATION_EXISTS_MESSAGE,
  INVITATION_LIMIT_MESSAGE,
  INVITATIONS_PER_DAY,
  NOT_ACCEPTING_INVITATIONS,
  type CreateInvitationInput,
  type InvitationCounts,
  type InvitationStatus,
  type InviteOptions,
  type NotOfferedReason,
  type ReceivedInvitation,
  type SentInvitation,
  type SentInvitations,
} from '../../../../shared/invitations';
import type { Actor } from '../../../auth/actor';
import type { Db, DbOrTx } from '../../../db/client';
import {
  jobApplications,
  jobInvitations,
  jobPreferences,
  jobs,
  profiles,
  startups,
  userSettings,
} from '../../../db/schema';
import { emit } from '../../../events/emit';
import { AppError, forbidden } from '../../../lib/app-error';
import { jobIsPublic } from '../../jobs/job-visibility';
import { assertMayFindTalent, getOwnOpenPosition, isListedTo, listOpenPositions } from '../../talent/talent.service';
import { selectApplications } from '../application.service';

/** Lists the caller reads at once: the newest so many. */
const LIST_MAX = 50;

/** Whether `candidateId` is listed to the founder (talent's one rule) and allows messages; null when not listed. */
async function candidateFor(
  db: DbOrTx,
  founderId: string,
  candidateId: string,
): Promise<{ allowsMessages: boolean } | null> {
  const [row] = await db
    .select({
      allowsMessages: sql<boolean>`coalesce(${userSettings.allowMessages}, true)`,
      isListed: sql<boolean>`${isListedTo(founderId)}`,
    })
    .from(jobPreferences)
    .innerJoin(profiles, eq(profiles.id, jobPreferences.userId))
    .leftJoin(userSettings, eq(userSettings.userId, jobPreferences.userId))
    .where(eq(jobPreferences.userId, candidateId));
  return row?.isListed ? { allowsMessages: row.allowsMessages } : null;
}

/**
 * The candidate's applications to positions of the founder's startups (`jobId` narrows to one): one
 * withdrawn does not count, they may be invited to think again.
 */
const appliedTo = (db: DbOrTx, founderId: string, candidateId: string, jobId?: string) =>
  selectApplications(db, { jobId: jobApplications.jobId })
    .where(
      and(
        eq(jobApplications.applicantId, candidateId),
        eq(startups.ownerId, founderId),
        ne(jobApplications.status, 'withdrawn'),
        jobId ? eq(jobApplications.jobId, jobId) : undefined,
      ),
    )
    .limit(200);

const sentToday = (db: DbOrTx, founderId: string) =>
  db
    .select({ n: count() })
    .from(jobInvitations)
    .where(and(eq(jobInvitations.founderId, founderId), sql`${jobInvitations.createdAt} > now() - interval '24 hours'`))
    .then(([row]) => row?.n ?? 0);

/** The invite dialog's options for one candidate; a candidate not listed to the caller is not found. */
export async function inviteOptions({
  db,
  actor,
  candidateId,
}: {
  db: Db;
  actor: Actor;
  candidateId: string;
}): Promise<InviteOptions> {
  await assertMayFindTalent(db, actor);
  const candidate = await candidateFor(db, actor.id, candidateId);
  if (!candidate) throw new AppError('NOT_FOUND', CANDIDATE_NOT_FOUND);
  const [{ items }, invited, applied, used] = await Promise.all([
    listOpenPositions({ db, actor }),
    db
      .select({ jobId: jobInvitations.jobId })
      .from(jobInvitations)
      .where(and(eq(jobInvitations.candidateId, candidateId), eq(jobInvitations.founderId, actor.id)))
      .limit(200),
    appliedTo(db, actor.id, candidateId),
    sentToday(db, actor.id),
  ]);
  const invitedTo = new Set(invited.map((row) => row.jobId));
  const appliedToJob = new Set(applied.map((row) => row.jobId));
  // Having applied says more than having been invited (an invitation becomes "applied" too).
  const notOffered = (jobId: string): NotOfferedReason | null =>
    appliedToJob.has(jobId) ? 'applied' : invitedTo.has(jobId) ? 'invited' : null;
  return {
    canInvite: candidate.allowsMessages,
    reason: candidate.allowsMessages ? null : NOT_ACCEPTING_INVITATIONS,
    positions: items.map((p) => ({ ...p, notOffered: notOffered(p.id) })),
    leftToday: Math.max(0, INVITATIONS_PER_DAY - used),
  };
}

/**
 * Invites a candidate listed to the caller, who allows messages, to one of the caller's open positions
 * they have not applied to: once per candidate and position, at most INVITATIONS_PER_DAY a day per founder (exact under
 * concurrent sends). The candidate hears of it through the `invitation.sent` event.
 */
export async function sendInvitation({
  db,
  actor,
  input,
}: {
  db: Db;
  actor: Actor;
  input: Required<CreateInvitationInput>;
}): Promise<SentInvitation> {
  await assertMayFindTalent(db, actor);
  const id = await db.transaction(async (tx) => {
    await getOwnOpenPosition(tx, actor, input.jobId);
    const candidate = await candidateFor(tx, actor.id, input.candidateId);
    if (!candidate) throw new AppError('NOT_FOUND', CANDIDATE_NOT_FOUND);
    if (!candidate.allowsMessages) throw forbidden(NOT_ACCEPTING_INVITATIONS);
    // Their application is already with the founder: an invitation would ask for what they did.
    if ((await appliedTo(tx, actor.id, input.candidateId, input.jobId)).length > 0)
      throw new AppError('ALREADY_APPLIED', CANDIDATE_ALREADY_APPLIED);
    // One founder's sends one at a time, so that two at once cannot pass the day's limit together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`job-invitations:${actor.id}`}, 0))`);
    const [already] = await tx
      .select({ id: jobInvitations.id })
      .from(jobInvitations)
      .where(and(eq(jobInvitations.jobId, input.jobId), eq(jobInvitations.candidateId, input.candidateId)));
    if (already) throw new AppError('INVITATION_EXISTS', INVITATION_EXISTS_MESSAGE);
    if ((await sentToday(tx, actor.id)) >= INVITATIONS_PER_DAY)
      throw new AppError('INVITATION_LIMIT', INVITATION_LIMIT_MESSAGE);
    const [row] = await tx
      .insert(jobInvitations)
      .values({ jobId: input.jobId, candidateId: input.candidateId, founderId: actor.id, note: input.note })
      .onConflictDoNothing()
      .returning({ id: jobInvitations.id });
    // The unique index has the last word: one per candidate and position whatever raced past the check.
    if (!row) throw new AppError('INVITATION_EXISTS', INVITATION_EXISTS_MESSAGE);
    await emit(tx, {
      type: 'invitation.sent',
      invitationId: row.id,
      jobId: input.jobId,
      candidateId: input.candidateId,
      founderId: actor.id,
    });
    return row.id;
  });
  const [sent] = await sentRows(db, eq(jobInvitations.id, id));
  return sent!;
}

function sentRows(db: DbOrTx, where: SQL) {
  return db
    .select({
      id: jobInvitations.id,
      jobId: jobs.id,
      jobTitle: jobs.title,
      candidateId: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      avatarUrl: profiles.avatarUrl,
      note: jobInvitations.note,
      status: jobInvitations.status,
      declineMessage: jobInvitations.declineMessage,
      createdAt: jobInvitations.createdAt,
    })
    .from(jobInvitations)
    .innerJoin(jobs, eq(jobs.id, jobInvitations.jobId))
    .innerJoin(profiles, eq(profiles.id, jobInvitations.candidateId))
    .where(where)
    .orderBy(desc(jobInvitations.createdAt))
    .limit(LIST_MAX)
    .then((rows) =>
      rows.map((r): SentInvitation => ({
        id: r.id,
        job: { id: r.jobId, title: r.jobTitle },
        candidate: { id: r.candidateId, firstName: r.firstName, lastName: r.lastName, avatarUrl: r.avatarUrl },
        // Declining says nothing of why unless the candidate wrote it.
        note: r.note,
        status: r.status as InvitationStatus,
        declineMessage: r.status === 'declined' && r.declineMessage ? r.declineMessage : null,
        createdAt: r.createdAt.toISOString(),
      })),
    );
}

/** What the founder's invitations came to (their dashboard): sent in all, declined, applied. */
export async function invitationCounts(db: DbOrTx, founderId: string): Promise<InvitationCounts> {
  const rows = await db
    .select({ status: jobInvitations.status, n: count() })
    .from(jobInvitations)
    .where(eq(jobInvitations.founderId, founderId))
    .groupBy(jobInvitations.status);
  const of = (status: InvitationStatus) => rows.find((r) => r.status === status)?.n ?? 0;
  return { sent: of('sent') + of('declined') + of('applied'), declined: of('declined'), applied: of('applied') };
}

/** The caller's sent invitations, newest first, with their counts. */
export async function listSentInvitations({ db, actor }: { db: Db; actor: Actor }): Promise<SentInvitations> {
  const [items, counts] = await Promise.all([
    sentRows(db, eq(jobInvitations.founderId, actor.id)),
    invitationCounts(db, actor.id),
  ]);
  return { items, counts };
}

const founderProfile = aliasedTable(profiles, 'founder_profile');

function receivedRows(db: DbOrTx, where: SQL) {
  return db
    .select({
      id: jobInvitations.id,
      jobId: jobs.id,
      title: jobs.title,
      isOpen: sql<boolean>`${jobIsPublic}`,
      startupName: startups.name,
      startupSlug: startups.slug,
      logoUrl: startups.logoUrl,
      founderFirst: founderProfile.firstName,
      founderLast: founderProfile.lastName,
      note: jobInvitations.note,
      status: jobInvitations.status,
      declineMessage: jobInvitations.declineMessage,
      createdAt: jobInvitations.createdAt,
    })
    .from(jobInvitations)
    .innerJoin(jobs, eq(jobs.id, jobInvitations.jobId))
    .innerJoin(startups, eq(startups.id, jobs.startupId))
    .innerJoin(founderProfile, eq(founderProfile.id, jobInvitations.founderId))
    .where(where)
    .orderBy(desc(jobInvitations.createdAt))
    .limit(LIST_MAX)
    .then((rows) =>
      rows.map((r): ReceivedInvitation => ({
        id: r.id,
        job: {
          id: r.jobId,
          title: r.title,
          startupName: r.startupName,
          startupSlug: r.startupSlug,
          logoUrl: r.logoUrl,
          isOpen: r.isOpen,
        },
        founderName: `${r.founderFirst} ${r.founderLast}`.trim(),
        note: r.note,
        status: r.status as InvitationStatus,
        declineMessage: r.declineMessage,
        createdAt: r.createdAt.toISOString(),
      })),
    );
}

/** The invitations the caller received, newest first. */
export async function listReceivedInvitations({
  db,
  actor,
}: {
  db: Db;
  actor: Actor;
}): Promise<{ items: ReceivedInvitation[] }> {
  return { items: await receivedRows(db, eq(jobInvitations.candidateId, actor.id)) };
}

/**
 * The candidate declines, with an optional message for the founder; declining again changes nothing.
 * Someone else's invitation is not found; one they applied to is answered already.
 */
export async function declineInvitation({
  db,
  actor,
  id,
  message,
}: {
  db: Db;
  actor: Actor;
  id: string;
  message: string;
}): Promise<ReceivedInvitation> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: jobInvitations.status, founderId: jobInvitations.founderId, jobId: jobInvitations.jobId })
      .from(jobInvitations)
      .where(and(eq(jobInvitations.id, id), eq(jobInvitations.candidateId, actor.id)))
      .for('update');
    // One whose position was deleted is kept only for the founder's daily count.
    if (!row || row.jobId === null) throw new AppError('NOT_FOUND', 'Invitation not found');
    if (row.status === 'applied') throw new AppError('INVITATION_ANSWERED', INVITATION_ALREADY_APPLIED);
    if (row.status === 'declined') return;
    await tx
      .update(jobInvitations)
      .set({ status: 'declined', declineMessage: message || null, answeredAt: new Date() })
      .where(eq(jobInvitations.id, id));
    await emit(tx, {
      type: 'invitation.declined',
      invitationId: id,
      jobId: row.jobId,
      candidateId: actor.id,
      founderId: row.founderId,
    });
  });
  const [invitation] = await receivedRows(db, eq(jobInvitations.id, id));
  return invitation!;
}

/** The candidate applied to a position they were invited to: the invitation is answered (declined before or not). */
export async function markInvitationApplied(
  tx: DbOrTx,
  { jobId, candidateId }: { jobId: string; candidateId: string },
): Promise<void> {
  await tx
    .update(jobInvitations)
    .set({ status: 'applied', answeredAt: new Date() })
    .where(
      and(
        eq(jobInvitations.jobId, jobId),
        eq(jobInvitations.candidateId, candidateId),
        ne(jobInvitations.status, 'applied'),
      ),
    );
}
