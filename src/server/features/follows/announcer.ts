import { and, asc, eq, sql } from 'drizzle-orm';
import { compensationText, locationText } from '../../../shared/jobs';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { jobAnnouncements, jobs, profiles, startupFollows, startups, users, userSettings } from '../../db/schema';
import { mayEmailSql } from '../account/settings.service';
import { brandFromConfig } from '../../email/brand';
import { enqueueEmails } from '../../email/outbox';
import { newPositionEmail } from '../../email/templates/new-position';
import { unsubscribeParts } from '../../email/unsubscribe';
import { NOTIFICATIONS_CHANNEL } from '../../realtime/bus';
import { notificationLinks } from '../../../shared/paths';

// Tells a startup's followers about its new position (decision 018): a notification for each
// (bell and live stream) and, where their settings allow, an e-mail. A position's announcement row is
// claimed with SKIP LOCKED and deleted in the same transaction as the notifications and e-mails it
// makes, so several server processes share the work and each follower hears once.

/** Announcements handled per run; each is one transaction. */
const PER_RUN = 10;
/** E-mails written to the outbox per statement. */
const EMAIL_BATCH = 500;

export async function announceNewJobs({ db, config }: { db: Db; config: Config }): Promise<number> {
  let done = 0;
  while (done < PER_RUN && (await announceOne(db, config))) done += 1;
  return done;
}

/** Announces the oldest waiting position; false when none waits (or all are being announced elsewhere). */
async function announceOne(db: Db, config: Config): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx.select({ jobId: jobAnnouncements.jobId }).from(jobAnnouncements).orderBy(asc(jobAnnouncements.createdAt)).limit(1).for('update', { skipLocked: true });
    if (!claimed) return false;
    await tx.delete(jobAnnouncements).where(eq(jobAnnouncements.jobId, claimed.jobId));
    const [job] = await tx
      .select({
        id: jobs.id, title: jobs.title, status: jobs.status, isActive: jobs.isActive, startupId: jobs.startupId, startupName: startups.name, startupActive: startups.active,
        locationType: jobs.locationType, locationCity: jobs.locationCity, locationCountry: jobs.locationCountry, jobType: jobs.jobType,
        compensationType: jobs.compensationType, compensationCurrency: jobs.compensationCurrency, compensationAmountMin: jobs.compensationAmountMin,
        compensationAmountMax: jobs.compensationAmountMax, compensationPeriod: jobs.compensationPeriod,
      })
      .from(jobs)
      .innerJoin(startups, eq(startups.id, jobs.startupId))
      .where(eq(jobs.id, claimed.jobId));
    // Closed, paused or its startup hidden before its turn came: nobody is told about it.
    if (!job || job.status !== 'open' || !job.isActive || !job.startupActive) return true;

    const title = 'New position';
    const message = `${job.startupName}, which you follow, is hiring: ${job.title}`;
    // One statement however many followers: the rows, and one NOTIFY each for their open streams.
    await tx.execute(sql`
      with inserted as (
        insert into notifications (user_id, title, message, type, link)
        select ${startupFollows.userId}, ${title}, ${message}, 'info', ${notificationLinks.job(claimed.jobId)} from ${startupFollows} where ${startupFollows.startupId} = ${job.startupId}
        returning id, user_id, title, message, type, link, read, created_at
      )
      select pg_notify(${NOTIFICATIONS_CHANNEL}, json_build_object(
        'id', id, 'userId', user_id, 'title', title, 'message', message, 'type', type, 'link', link, 'read', read,
        'createdAt', to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text)
      from inserted`);

    const recipients = await tx
      .select({ userId: startupFollows.userId, email: users.email, name: sql<string>`coalesce(${profiles.firstName}, ${users.name})` })
      .from(startupFollows)
      .innerJoin(users, eq(users.id, startupFollows.userId))
      .leftJoin(profiles, eq(profiles.id, startupFollows.userId))
      .leftJoin(userSettings, eq(userSettings.userId, startupFollows.userId))
      .where(and(eq(startupFollows.startupId, job.startupId), mayEmailSql('followed')));
    const brand = brandFromConfig(config);
    const summary = [locationText(job), job.jobType, compensationText(job)].filter(Boolean).join(' · ');
    const emails = recipients.map((recipient) => {
      const unsubscribe = unsubscribeParts(config, recipient.userId, 'followed');
      const rendered = newPositionEmail(brand, {
        name: recipient.name,
        startupName: job.startupName,
        job: { title: job.title, summary, url: `${config.publicUrl}/jobs/${job.id}` },
        unsubscribe: { url: unsubscribe.pageUrl, reason: `You receive this because you follow ${job.startupName}.` },
      });
      return { template: 'followed_new_position', to: recipient.email, headers: unsubscribe.headers, ...rendered };
    });
    for (let i = 0; i < emails.length; i += EMAIL_BATCH) await enqueueEmails(tx, emails.slice(i, i + EMAIL_BATCH));
    return true;
  });
}
