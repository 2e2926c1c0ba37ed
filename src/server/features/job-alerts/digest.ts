import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { jobBoardQuerySchema } from '../../../shared/job-board';
import { DIGEST_JOBS_PER_ALERT, type AlertFrequency } from '../../../shared/job-alerts';
import { locationText, offerText } from '../../../shared/jobs';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import type { Logger } from '../../lib/logger';
import { jobAlerts } from '../../db/schema';
import { jobAlertDigestEmail, type DigestSection } from '../../email/templates/job-alert-digest';
import { emailRecipient } from '../account/settings.service';
import { listNewMatchingJobs } from '../jobs/job-board.service';
import { notifyUser } from '../notifications/notify-user.service';
import { periodOf } from './job-alerts.service';

// The job alert digests (decision 018): for each member with alerts that are due, one e-mail per
// period (daily, weekly) listing what each alert found since its last digest, sent only when there is
// something new and the member's "Job recommendations" setting is on. Every server process runs this;
// a member's digest is made under an advisory lock on that member, and the alerts' next run moves on
// in the same transaction as the e-mail is written, so nobody gets a digest twice.

/** Members handled per run. */
const MEMBERS_PER_RUN = 50;

export async function sendDueDigests({
  db,
  config,
  logger,
}: {
  db: Db;
  config: Config;
  logger: Logger;
}): Promise<number> {
  const due = await db
    .selectDistinct({ userId: jobAlerts.userId })
    .from(jobAlerts)
    .where(lte(jobAlerts.nextRunAt, sql`now()`))
    .limit(MEMBERS_PER_RUN);
  let sent = 0;
  for (const { userId } of due) {
    try {
      sent += await digestFor(db, config, userId);
    } catch (error) {
      // One member's failure (their transaction rolled back, nothing written) must not hold up the
      // others, nor be due again on every run: their due alerts move on a day, keeping checked_through,
      // so what they would have found is still new then (as the weekly matches do, match-digest.ts).
      logger.error({ err: error, userId }, "job alert digest: this member's e-mail failed; retried in a day");
      await db
        .update(jobAlerts)
        .set({ nextRunAt: sql`now() + ${`${config.scheduleDaySeconds} seconds`}::interval` })
        .where(and(eq(jobAlerts.userId, userId), lte(jobAlerts.nextRunAt, sql`now()`)));
    }
  }
  return sent;
}

/** Makes this member's due digests; the number of e-mails written. */
async function digestFor(db: Db, config: Config, userId: string): Promise<number> {
  return db.transaction(async (tx) => {
    // Both drivers (pg and PGlite) answer raw SQL with `{ rows }`.
    const lock = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtextextended(${`job-alert-digest:${userId}`}, 0)) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    // Another process is making this member's digest right now.
    if (!lock.rows[0]?.locked) return 0;
    // Read after taking the lock: alerts another process just handled are no longer due.
    const alerts = await tx
      .select()
      .from(jobAlerts)
      .where(and(eq(jobAlerts.userId, userId), lte(jobAlerts.nextRunAt, sql`now()`)))
      .orderBy(asc(jobAlerts.createdAt));
    if (alerts.length === 0) return 0;
    const recipient = await emailRecipient({ db: tx, userId, kind: 'alerts' });
    let written = 0;
    for (const frequency of ['daily', 'weekly'] as AlertFrequency[]) {
      const group = alerts.filter((alert) => alert.frequency === frequency);
      if (group.length === 0) continue;
      const sections = recipient ? await sectionsOf(tx, config, group) : [];
      if (recipient && sections.length > 0) {
        await enqueueDigest(tx, config, userId, frequency, sections);
        written += 1;
      }
      // Checked either way: with the setting off or nothing new, the next digest starts from now.
      await tx
        .update(jobAlerts)
        .set({
          checkedThrough: sql`now()`,
          nextRunAt: sql`now() + ${periodOf(config, frequency)}::interval`,
          ...(sections.length > 0 && { lastSentAt: sql`now()` }),
        })
        .where(
          inArray(
            jobAlerts.id,
            group.map((alert) => alert.id),
          ),
        );
    }
    return written;
  });
}

async function sectionsOf(
  tx: DbOrTx,
  config: Config,
  alerts: (typeof jobAlerts.$inferSelect)[],
): Promise<DigestSection[]> {
  const sections: DigestSection[] = [];
  for (const alert of alerts) {
    const query = jobBoardQuerySchema.parse({
      ...Object.fromEntries(new URLSearchParams(alert.search)),
      cursor: undefined,
    });
    const found = await listNewMatchingJobs({
      db: tx,
      query,
      after: alert.checkedThrough,
      until: sql`now()`,
      limit: DIGEST_JOBS_PER_ALERT,
    });
    if (found.items.length === 0) continue;
    sections.push({
      alertName: alert.name,
      jobs: found.items.map((job) => ({
        title: job.title,
        startupName: job.startup.name,
        summary: [locationText(job), job.jobType, offerText(job)].filter(Boolean).join(' · '),
        url: `${config.publicUrl}/jobs/${job.id}`,
      })),
      moreCount: found.total - found.items.length,
      searchUrl: `${config.publicUrl}/jobs${alert.search ? `?${alert.search}` : ''}`,
    });
  }
  return sections;
}

async function enqueueDigest(
  tx: DbOrTx,
  config: Config,
  userId: string,
  frequency: AlertFrequency,
  sections: DigestSection[],
) {
  await notifyUser(
    { tx, config },
    {
      userId,
      email: {
        kind: 'alerts',
        template: 'job_alert_digest',
        reason: 'You receive this because you saved job alerts.',
        render: ({ brand, name, unsubscribe }) =>
          jobAlertDigestEmail(brand, {
            name,
            frequency,
            sections,
            manageUrl: `${config.publicUrl}/jobs?settings=alerts`,
            unsubscribe,
          }),
      },
    },
  );
}
