import { and, asc, desc, eq, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import { notificationLinks, paths } from '../../../../shared/paths';
import type { Config } from '../../../config';
import type { Db, DbOrTx } from '../../../db/client';
import { applicationDigests, jobApplications, jobs, profiles, startups, users } from '../../../db/schema';
import { newApplicationsDigestEmail } from '../../../email/templates/new-applications-digest';
import { sendEachDue, type DueOutcome } from '../../../lib/each-due';
import type { Logger } from '../../../lib/logger';
import { emailRecipient } from '../../account/settings.service';
import { notifyUser } from '../../notifications/notify-user.service';
import { selectApplications } from '../application.service';

// A founder's daily e-mail of new applications. A founder's first application since
// they last had nothing new starts their row (application-digest.subscribers.ts), due a day later. Every
// server process runs this task; a due row is claimed with FOR UPDATE SKIP LOCKED in a transaction that
// also writes the e-mail to the outbox and moves the row on a day: another process skips the row while
// it is held and finds it no longer due once it is released, so nobody gets the same e-mail twice.
//
// - New: applications to the founder's startups (as they own them at the time of the run) received
//   after `checked_through`, not withdrawn. The newest 20 are listed with the total; `checked_through`
//   moves to the newest, so each is in one e-mail only (applying again makes it new again: it starts over).
// - Settled: an application's time is its transaction's start, and it may commit a moment later. Those
//   received in the last minute are left for the next e-mail, so one committing late cannot fall behind
//   a `checked_through` already moved past it.
// - "Daily e-mail of new applications" off, "E-mail notifications" off or an unproved address: no e-mail,
//   but the applications count as checked, so turning it back on does not send a backlog of old news (the
//   bell told of each one).
// - Nothing at all since `checked_through`: the row is deleted rather than visited every day for a
//   founder who may never hear of another application; the next one starts it again, a day later. So a
//   founder gets at most one of these e-mails a day, and never one with nothing in it.

/** Founders handled per run. */
const FOUNDERS_PER_RUN = 50;
/** Applications listed in one e-mail, the newest; the e-mail says how many more. */
export const DIGEST_APPLICATIONS_LISTED = 20;

const dayOf = (config: Pick<Config, 'scheduleDaySeconds'>) => `${config.scheduleDaySeconds} seconds`;
/** How long an application settles before it is listed: a minute, less when a day lasts seconds (the journeys). */
export const settleSecondsOf = (config: Pick<Config, 'scheduleDaySeconds'>) =>
  Math.min(60, config.scheduleDaySeconds / 10);

/** Starts a founder's daily e-mail at an application, if not started: it lists that application and those after it, a day later. */
export async function enrollInApplicationDigest(
  tx: DbOrTx,
  config: Config,
  { ownerId, applicationId }: { ownerId: string; applicationId: string },
) {
  await tx.execute(sql`
    insert into application_digests (user_id, checked_through, next_run_at)
    values (
      ${ownerId},
      -- Just before the application (to the microsecond), which committed before this runs: now() is later.
      coalesce((select created_at - interval '1 microsecond' from job_applications where id = ${applicationId}), now()),
      now() + ${dayOf(config)}::interval
    )
    on conflict (user_id) do nothing`);
}

export async function sendDueApplicationDigests({
  db,
  config,
  logger,
}: {
  db: Db;
  config: Config;
  logger: Logger;
}): Promise<number> {
  return sendEachDue({
    perRun: FOUNDERS_PER_RUN,
    logger,
    failure: "daily applications e-mail: this founder's e-mail failed; retried in a day",
    next: (claimed) => digestForNextDue(db, config, claimed),
    // One founder's failure (their transaction rolled back, nothing written) must not hold up the
    // others, nor come first again next run: their row moves on a day, keeping checked_through, so
    // these applications are still new for them then.
    postpone: (userId) =>
      db
        .update(applicationDigests)
        .set({ nextRunAt: sql`now() + ${dayOf(config)}::interval` })
        .where(and(eq(applicationDigests.userId, userId), lte(applicationDigests.nextRunAt, sql`now()`))),
  });
}

/** `claimed.userId`: whose row this run took, told even when the transaction then throws. */
async function digestForNextDue(db: Db, config: Config, claimed: { userId?: string }): Promise<DueOutcome> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({
        userId: applicationDigests.userId,
        // As PostgreSQL writes them, to the microsecond: a Date would round an application onto the boundary.
        after: sql<string>`${applicationDigests.checkedThrough}::text`,
        until: sql<string>`(now() - make_interval(secs => ${settleSecondsOf(config)}))::text`,
      })
      .from(applicationDigests)
      .where(lte(applicationDigests.nextRunAt, sql`now()`))
      .orderBy(asc(applicationDigests.nextRunAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return 'none due';
    claimed.userId = due.userId;

    // Not those the founder's own question declined on arrival: nothing is left to do with them.
    const since = and(
      eq(startups.ownerId, due.userId),
      ne(jobApplications.status, 'withdrawn'),
      isNull(jobApplications.knockoutQuestionId),
      sql`${jobApplications.createdAt} > ${due.after}::timestamptz`,
    )!;
    const settled = and(since, sql`${jobApplications.createdAt} <= ${due.until}::timestamptz`)!;
    const [counts] = await selectApplications(tx, {
      since: sql<number>`count(*)`.mapWith(Number),
      settled: sql<number>`count(*) filter (where ${jobApplications.createdAt} <= ${due.until}::timestamptz)`.mapWith(
        Number,
      ),
      newest: sql<
        string | null
      >`(max(${jobApplications.createdAt}) filter (where ${jobApplications.createdAt} <= ${due.until}::timestamptz))::text`,
    }).where(since);
    if (!counts || counts.since === 0) {
      await tx.delete(applicationDigests).where(eq(applicationDigests.userId, due.userId));
      return 'ended';
    }
    const isSent =
      counts.settled > 0 &&
      (await emailRecipient({ db: tx, userId: due.userId, kind: 'applications' })) !== null &&
      (await enqueueDigest(tx, config, due.userId, settled, counts.settled));
    await tx
      .update(applicationDigests)
      .set({
        // Only settled ones are checked: those of the last minute stay new for the next e-mail.
        ...(counts.newest !== null && { checkedThrough: sql`${counts.newest}::timestamptz` }),
        nextRunAt: sql`now() + ${dayOf(config)}::interval`,
        ...(isSent && { lastSentAt: sql`now()` }),
      })
      .where(eq(applicationDigests.userId, due.userId));
    return isSent ? 'sent' : 'checked';
  });
}

async function enqueueDigest(tx: DbOrTx, config: Config, userId: string, where: SQL, total: number): Promise<boolean> {
  const listed = await selectApplications(tx, {
    id: jobApplications.id,
    receivedAt: jobApplications.createdAt,
    jobTitle: jobs.title,
    startupName: startups.name,
    candidate: sql<string>`coalesce(${profiles.firstName} || ' ' || ${profiles.lastName}, ${users.name})`,
  })
    .innerJoin(users, eq(users.id, jobApplications.applicantId))
    .leftJoin(profiles, eq(profiles.id, jobApplications.applicantId))
    .where(where)
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
    .limit(DIGEST_APPLICATIONS_LISTED);
  const { isEmailQueued } = await notifyUser(
    { tx, config },
    {
      userId,
      email: {
        kind: 'applications',
        template: 'application_digest',
        reason: 'You receive this because "Daily e-mail of new applications" is on in your Settings.',
        render: ({ brand, name, unsubscribe }) =>
          newApplicationsDigestEmail(brand, {
            name,
            total,
            applications: listed.map((a) => ({
              candidate: a.candidate,
              jobTitle: a.jobTitle,
              startupName: a.startupName,
              receivedAt: a.receivedAt,
              url: `${config.publicUrl}${notificationLinks.applicant(a.id)}`,
            })),
            allUrl: `${config.publicUrl}${paths.applicants}`,
            unsubscribe,
          }),
      },
    },
  );
  return isEmailQueued;
}
