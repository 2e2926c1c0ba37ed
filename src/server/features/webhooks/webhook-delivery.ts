import { createHmac, randomBytes } from 'node:crypto';
import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import { WEBHOOK_GIVE_UP_HOURS, WEBHOOK_TIMEOUT_SECONDS, type WebhookPayload } from '../../../shared/webhooks';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { startups, users, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import { OutboundError, postOutbound } from '../../lib/outbound';
import { isSlackAddress, slackText } from './webhook-payloads';

// Sending deliveries (decision 050). A delivery is claimed by pushing its next attempt a lease ahead
// (one statement, `for update skip locked`: two processes never take the same one), sent outside any
// transaction, and its outcome recorded: delivered on a 2xx; otherwise pending again after a backoff, or
// failed once it is a day old. A process that dies mid-send leaves the delivery to be taken again when
// its lease ends.

/** Waits after the 1st, 2nd... failed attempt; the last one repeats until the day is over. */
export const BACKOFF_SECONDS = [60, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600] as const;
/** Why a delivery that was never tried within its day was given up. */
export const GIVEN_UP_UNSENT = 'Given up: a day passed before it could be sent';
/** Longer than an attempt can take (the timeout covers redirects too). */
const LEASE_SECONDS = 60;
/** Deliveries one run of the task sends, a few at a time. */
const PER_RUN = 50;
const AT_ONCE = 5;

/** A new signing secret: `whsec_` and 24 random bytes in base64, as Standard Webhooks writes them. */
export const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/** Secrets are kept encrypted with the app's secret (AUTH_SECRET), readable again only to sign. */
export function sealSecret(config: Config, secret: string): Promise<string> {
  return symmetricEncrypt({ key: appSecret(config), data: secret });
}
const openSecret = (config: Config, sealed: string) => symmetricDecrypt({ key: appSecret(config), data: sealed });

function appSecret(config: Config): string {
  if (!config.authSecret) throw new Error('config.authSecret is not set: main.ts resolves it before the app starts');
  return config.authSecret;
}

/** Standard Webhooks' three headers: the signature is HMAC-SHA256 of `id.timestamp.body` with the secret's bytes. */
export function signedHeaders(secret: string, id: string, body: string, at = new Date()): Record<string, string> {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
}

/** The webhook-id of a delivery: the same on every attempt and resend, so receivers can drop repeats. */
export const messageId = (deliveryId: string) => `msg_${deliveryId.replaceAll('-', '')}`;

type Claimed = { id: string; url: string; secret: string; payload: WebhookPayload };
type Outcome = { responseCode: number | null; error: string | null };

export type DeliveryDeps = { db: Db; config: Config; logger: Logger };

/**
 * Claims due deliveries (or the one given, if it is pending): their attempt is counted and their lease
 * taken. Those of a startup whose owner is suspended are held (decision 054): not claimed, not counted,
 * left pending for when the owner is reinstated; the owner's row is read in the same statement.
 */
async function claim(db: Db, options: { id?: string; limit: number }): Promise<Claimed[]> {
  const only = options.id ? sql`and d.id = ${options.id}` : sql`and d.next_attempt_at <= now()`;
  const result = (await db.execute(sql`
    with due as (
      select d.id, d.next_attempt_at as due_at, d.created_at as made_at from ${webhookDeliveries} d
      inner join ${webhookEndpoints} e on e.id = d.endpoint_id
      inner join ${startups} s on s.id = e.startup_id
      inner join ${users} u on u.id = s.owner_id
      where d.status = 'pending' ${only} and u.suspended_at is null
      order by d.next_attempt_at limit ${options.limit} for update of d skip locked)
    update ${webhookDeliveries} d
    set attempts = d.attempts + 1, last_attempt_at = now(), next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
    from due, ${webhookEndpoints} e
    where d.id = due.id and e.id = d.endpoint_id
    returning d.id, e.url, e.secret, d.payload, due.due_at, due.made_at`)) as unknown as {
    rows: (Claimed & { due_at: Date | string; made_at: Date | string })[];
  };
  // UPDATE ... RETURNING keeps no order: sent in the order they became due, then were made (a few go at
  // once, so a receiver may still see them out of order; Standard Webhooks promises none).
  const at = (value: Date | string) => new Date(value).getTime();
  return result.rows
    .sort((a, b) => at(a.due_at) - at(b.due_at) || at(a.made_at) - at(b.made_at))
    .map(({ id, url, secret, payload }) => ({ id, url, secret, payload }));
}

async function attempt(deps: DeliveryDeps, delivery: Claimed): Promise<Outcome> {
  const secret = await openSecret(deps.config, delivery.secret);
  const body = JSON.stringify(
    isSlackAddress(delivery.url) ? { text: slackText(delivery.payload, deps.config.platformName) } : delivery.payload,
  );
  const headers = {
    'content-type': 'application/json',
    'user-agent': `${deps.config.platformName}-Webhooks/1.0`,
    ...signedHeaders(secret, messageId(delivery.id), body),
  };
  try {
    const answer = await postOutbound(
      delivery.url,
      { headers, body },
      { allowLoopback: deps.config.webhooksAllowLoopback, timeoutMs: WEBHOOK_TIMEOUT_SECONDS * 1000 },
    );
    const isOk = answer.status >= 200 && answer.status < 300;
    return { responseCode: answer.status, error: isOk ? null : `The endpoint answered ${answer.status}` };
  } catch (error) {
    if (error instanceof OutboundError) return { responseCode: null, error: error.message };
    deps.logger.error({ err: error, deliveryId: delivery.id }, 'webhook delivery failed');
    return { responseCode: null, error: 'The delivery could not be sent' };
  }
}

async function record(db: Db, id: string, outcome: Outcome): Promise<void> {
  if (!outcome.error) {
    await db.execute(sql`
      update ${webhookDeliveries} set status = 'delivered', response_code = ${outcome.responseCode}, last_error = null, delivered_at = now(), next_attempt_at = now()
      where id = ${id} and status = 'pending'`);
    return;
  }
  const backoff = sql`make_interval(secs => (${sql.raw(`array[${BACKOFF_SECONDS.join(',')}]`)})[least(attempts, ${BACKOFF_SECONDS.length})])`;
  const giveUpAt = sql`created_at + make_interval(hours => ${WEBHOOK_GIVE_UP_HOURS})`;
  await db.execute(sql`
    update ${webhookDeliveries}
    set response_code = ${outcome.responseCode}, last_error = ${outcome.error.slice(0, 500)},
      status = case when now() >= ${giveUpAt} then 'failed' else 'pending' end,
      next_attempt_at = least(now() + ${backoff}, ${giveUpAt})
    where id = ${id} and status = 'pending'`);
}

/** Sends one claimed delivery and records what came of it. */
async function sendClaimed(deps: DeliveryDeps, delivery: Claimed): Promise<boolean> {
  const outcome = await attempt(deps, delivery);
  await record(deps.db, delivery.id, outcome);
  return outcome.error === null;
}

/**
 * Gives up pending deliveries whose day ended before their next attempt came: held while the startup's
 * owner was suspended (decision 054), or left while no process ran. Their attempts stay as they were;
 * one whose last attempt is due at the give-up time itself is still tried (its next attempt is not before it).
 */
export async function giveUpOverdue(db: Db): Promise<void> {
  const giveUpAt = sql`created_at + make_interval(hours => ${WEBHOOK_GIVE_UP_HOURS})`;
  await db.execute(sql`
    update ${webhookDeliveries} set status = 'failed', last_error = ${GIVEN_UP_UNSENT}
    where status = 'pending' and next_attempt_at <= now() and next_attempt_at < ${giveUpAt} and ${giveUpAt} <= now()`);
}

/** The task's run: overdue deliveries given up, then every due delivery, a few at a time; how many were delivered. */
export async function sendDueDeliveries(deps: DeliveryDeps): Promise<number> {
  await giveUpOverdue(deps.db);
  const claimed = await claim(deps.db, { limit: PER_RUN });
  let delivered = 0;
  for (let i = 0; i < claimed.length; i += AT_ONCE) {
    const outcomes = await Promise.all(claimed.slice(i, i + AT_ONCE).map((delivery) => sendClaimed(deps, delivery)));
    delivered += outcomes.filter(Boolean).length;
  }
  return delivered;
}

/** Sends one pending delivery now (a test event, a resend), unless another process has it already. */
export async function sendNow(deps: DeliveryDeps, id: string): Promise<void> {
  const [delivery] = await claim(deps.db, { id, limit: 1 });
  if (delivery) await sendClaimed(deps, delivery);
}
