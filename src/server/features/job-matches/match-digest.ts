import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { matchSummary, misfitSummary } from '../../../shared/job-match-text';
import { JOB_MATCH_EMAIL_LIMIT, JOB_MATCH_EMAIL_MIN_SCORE, type JobMatch } from '../../../shared/job-matches';
import { compensationText, locationText } from '../../../shared/jobs';
import { paths } from '../../../shared/paths';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { jobMatchDigests } from '../../db/schema';
import { jobMatchesDigestEmail } from '../../email/templates/job-matches-digest';
import { sendEachDue, type DueOutcome } from '../../lib/each-due';
import type { Logger } from '../../lib/logger';
import { emailRecipient } from '../account/settings.service';
import { notifyUser } from '../notifications/notify-user.service';
import { matchMemberOf, rankMatches } from './job-matches.service';

// The weekly e-mail of new matches. Every server process runs this. A member's row
// is claimed with FOR UPDATE SKIP LOCKED in a transaction that also writes the e-mail to the outbox and
// moves the row on a week: another process skips the row while it is held, and finds it no longer due
// once it is released, so nobody gets the same e-mail twice. Sent only with something new and good
// enough (JOB_MATCH_EMAIL_MIN_SCORE), to a proved address, with "Job recommendations" on; otherwise the
// week is checked all the same, so turning the setting on later does not send a backlog.

/** Members handled per run. */
const MEMBERS_PER_RUN = 50;

const weekOf = (config: Pick<Config, 'scheduleDaySeconds'>) => `${config.scheduleDaySeconds * 7} seconds`;

export async function sendDueMatchDigests({
  db,
  config,
  logger,
}: {
  db: Db;
  config: Config;
  logger: Logger;
}): Promise<number> {
  return sendEachDue({
    perRun: MEMBERS_PER_RUN,
    logger,
    failure: "weekly job matches: this member's e-mail failed; retried in a day",
    next: (claimed) => digestForNextDue(db, config, claimed),
    // One member's failure (their transaction rolled back, nothing written) must not hold up the
    // others, nor come first again next run: their row moves on a day, keeping its checked_through
    // so the positions of this week are still new for them then.
    postpone: (userId) =>
      db
        .update(jobMatchDigests)
        .set({ nextRunAt: sql`now() + ${`${config.scheduleDaySeconds} seconds`}::interval` })
        .where(and(eq(jobMatchDigests.userId, userId), lte(jobMatchDigests.nextRunAt, sql`now()`))),
  });
}

/** `claimed.userId`: whose row this run took, told even when the transaction then throws. */
async function digestForNextDue(db: Db, config: Config, claimed: { userId?: string }): Promise<DueOutcome> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({
        userId: jobMatchDigests.userId,
        // As PostgreSQL writes them, to the microsecond (job-matches.service.ts PostedBetween).
        after: sql<string>`${jobMatchDigests.checkedThrough}::text`,
        until: sql<string>`now()::text`,
      })
      .from(jobMatchDigests)
      .where(lte(jobMatchDigests.nextRunAt, sql`now()`))
      .orderBy(asc(jobMatchDigests.nextRunAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return 'none due';
    claimed.userId = due.userId;
    const jobs = (await emailRecipient({ db: tx, userId: due.userId, kind: 'matches' }))
      ? await rankMatches(tx, await matchMemberOf(tx, due.userId), {
          limit: JOB_MATCH_EMAIL_LIMIT,
          minScore: JOB_MATCH_EMAIL_MIN_SCORE,
          posted: { after: due.after, until: due.until },
        })
      : [];
    const isSent = jobs.length > 0 && (await enqueueDigest(tx, config, due.userId, jobs));
    await tx
      .update(jobMatchDigests)
      .set({
        checkedThrough: sql`${due.until}::timestamptz`,
        nextRunAt: sql`now() + ${weekOf(config)}::interval`,
        ...(isSent && { lastSentAt: sql`now()` }),
      })
      .where(eq(jobMatchDigests.userId, due.userId));
    return isSent ? 'sent' : 'checked';
  });
}

async function enqueueDigest(tx: DbOrTx, config: Config, userId: string, jobs: JobMatch[]): Promise<boolean> {
  const { isEmailQueued } = await notifyUser(
    { tx, config },
    {
      userId,
      email: {
        kind: 'matches',
        template: 'job_matches_digest',
        reason: 'You receive this because "Job recommendations" is on in your Settings.',
        render: ({ brand, name, unsubscribe }) =>
          jobMatchesDigestEmail(brand, {
            name,
            jobs: jobs.map((job) => ({
              title: job.title,
              startupName: job.startup.name,
              why: matchSummary(job.match, 'candidate'),
              misfits: misfitSummary(job.match, 'candidate'),
              details: [locationText(job), compensationText(job)].filter(Boolean).join(' · '),
              url: `${config.publicUrl}/jobs/${job.id}`,
            })),
            allUrl: `${config.publicUrl}${paths.jobsForYou}`,
            profileUrl: `${config.publicUrl}${paths.profile}`,
            unsubscribe,
          }),
      },
    },
  );
  return isEmailQueued;
}
