import { eq, sql } from 'drizzle-orm';
import { WEBHOOK_TEST_EVENT, type WebhookEventType, type WebhookPayload } from '../../../shared/webhooks';
import type { DbOrTx } from '../../db/client';
import { jobApplications, jobs, startups, users, webhookDeliveries, webhookEndpoints } from '../../db/schema';

// What an endpoint receives (decision 050): `{ type, timestamp, data }`, built when the event is handled
// and stored with the delivery, so that every retry sends the same bytes. Ids, the position's title and
// statuses only: nothing of the candidate's, no files.

/** The application, its position and its startup, as the payload tells them. */
export async function applicationFacts(tx: DbOrTx, applicationId: string) {
  const [row] = await tx
    .select({ applicationId: jobApplications.id, jobId: jobs.id, jobTitle: jobs.title, startupId: jobs.startupId })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(eq(jobApplications.id, applicationId));
  return row;
}

export async function jobFacts(tx: DbOrTx, jobId: string) {
  const [row] = await tx
    .select({ jobId: jobs.id, jobTitle: jobs.title, startupId: jobs.startupId })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  return row;
}

/**
 * One delivery of `payload` for each endpoint of the startup that chose its type, in the caller's
 * transaction (the event's subscriber's); the delivery task sends them. None while the startup's owner
 * is suspended (decision 054): what happens then is never sent, even after reinstatement.
 */
export async function queueDeliveries(
  tx: DbOrTx,
  startupId: string,
  payload: WebhookPayload & { type: WebhookEventType },
): Promise<void> {
  await tx.execute(sql`
    insert into ${webhookDeliveries} (endpoint_id, event_type, payload)
    select e.id, ${payload.type}::text, ${JSON.stringify(payload)}::jsonb from ${webhookEndpoints} e
    inner join ${startups} s on s.id = e.startup_id
    inner join ${users} u on u.id = s.owner_id
    where e.startup_id = ${startupId} and ${payload.type}::text = any(e.events) and u.suspended_at is null`);
}

/** The startup's name, for Slack's sentence. */
export async function startupName(tx: DbOrTx, startupId: string): Promise<string> {
  const [row] = await tx.select({ name: startups.name }).from(startups).where(eq(startups.id, startupId));
  return row?.name ?? 'Your startup';
}

const statusWords: Record<string, string> = {
  submitted: 'Submitted',
  reviewed: 'Reviewed',
  accepted: 'Accepted',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/** Slack's incoming webhooks take `{ text }` and show it as a message: a sentence instead of the JSON. */
export function slackText(payload: WebhookPayload, platformName: string): string {
  switch (payload.type) {
    case 'application.created':
      return `${payload.data.isResubmission ? 'A candidate applied again' : 'New application'} for *${payload.data.jobTitle}* on ${platformName}.`;
    case 'application.status_changed':
      return `An application for *${payload.data.jobTitle}* moved from ${statusWords[payload.data.previousStatus]} to ${statusWords[payload.data.status]}.`;
    case 'application.withdrawn':
      return `A candidate withdrew their application for *${payload.data.jobTitle}*.`;
    case 'job.closed':
      return `The position *${payload.data.jobTitle}* is now closed.`;
    case WEBHOOK_TEST_EVENT:
      return `Test event from ${platformName}: this channel will receive your startup's events.`;
  }
}

/** An address of Slack's incoming webhooks. */
export const isSlackAddress = (url: string) => URL.canParse(url) && new URL(url).hostname === 'hooks.slack.com';
