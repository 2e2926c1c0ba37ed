import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { interviews, jobApplications, jobs, startups } from '../../../db/schema';
import { cancelInterview } from './interviews.service';
import { selectApplications } from '../application.service';
import { memberActor } from '../../../auth/actor';

/** An interview called off because one of its two people closed their account, as the confirmation names it. */
export type LeftInterview = { position: string; startsAt: Date | null; organizerZone: string; wasBooked: boolean };

/**
 * An account closing (account-closing.ts): each interview still open that the member is part of, as
 * the candidate or as the founder who scheduled it, is cancelled as that person cancelling it would
 * (its step in the history, the next SEQUENCE, the event whose subscribers tell the other person and
 * withdraw a booked one from both calendars). What was cancelled, soonest first.
 */
export async function cancelInterviewsOfLeavingMember({
  db,
  userId,
}: {
  db: DbOrTx;
  userId: string;
}): Promise<LeftInterview[]> {
  const open = await selectApplications(db, {
    id: interviews.id,
    status: interviews.status,
    startsAt: interviews.startsAt,
    organizerZone: interviews.organizerZone,
    jobTitle: jobs.title,
    startupName: startups.name,
  })
    .innerJoin(interviews, eq(interviews.applicationId, jobApplications.id))
    .where(
      and(
        inArray(interviews.status, ['proposed', 'booked']),
        or(eq(interviews.organizerId, userId), eq(jobApplications.applicantId, userId)),
      ),
    )
    .orderBy(asc(interviews.startsAt), asc(interviews.id));
  for (const interview of open) await cancelInterview({ db, id: interview.id, actor: memberActor(userId), reason: '' });
  return open.map((interview) => ({
    position: `${interview.jobTitle} at ${interview.startupName}`,
    startsAt: interview.status === 'booked' ? interview.startsAt : null,
    organizerZone: interview.organizerZone,
    wasBooked: interview.status === 'booked',
  }));
}
