import { and, desc, eq, sql } from 'drizzle-orm';
import {
  INVALID_DELIVERIES_CURSOR,
  WEBHOOK_DELIVERIES_PAGE_SIZE,
  WEBHOOK_DELIVERY_NOT_FOUND,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_LIMIT_MESSAGE,
  WEBHOOK_NOT_FOUND,
  WEBHOOK_NOT_YOURS,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_URL_HTTPS,
  WEBHOOK_URL_PRIVATE,
  type WebhookDeliveries,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookEventType,
} from '../../../shared/webhooks';
import { assertOwner } from '../../auth/guards';
import type { DbOrTx } from '../../db/client';
import { startups, users, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { AppError, forbidden } from '../../lib/app-error';
import { isRefusedLiteral } from '../../lib/outbound';
import { enforceRateLimit } from '../../lib/rate-limit';
import { newSecret, sealSecret, sendNow, type DeliveryDeps } from './webhook-delivery';
import type { Actor } from '../../auth/actor';

// A startup's webhook endpoints and their deliveries (decision 050): the startup's owner only.

/** Test events and resends a startup may ask for in an hour: each one sends at once, from the request. */
export const SENDS_PER_STARTUP_PER_HOUR = 30;
const SEND_LIMIT_MESSAGE = 'You have sent many deliveries in a short time. Please try again later.';

async function ownStartup(db: DbOrTx, id: string, actor: Actor, isLocking = false) {
  const query = db.select({ id: startups.id, ownerId: startups.ownerId }).from(startups).where(eq(startups.id, id));
  const [row] = isLocking ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', 'Startup not found');
  assertOwner(row, actor, WEBHOOK_NOT_YOURS);
  return row;
}

/** Held deliveries (decision 054): nothing is sent for a suspended owner, a test event or a resend neither. */
export const OWNER_SUSPENDED_MESSAGE = "Nothing is sent while this startup's owner is suspended.";

/**
 * The owner cannot sign in while suspended, and their API tokens are refused (auth/api-token.ts); this
 * holds even if a way in were ever found, before a delivery is made that would wait for reinstatement.
 */
async function refuseWhileOwnerSuspended(db: DbOrTx, ownerId: string) {
  const [owner] = await db.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, ownerId));
  if (owner?.suspendedAt) throw forbidden(OWNER_SUSPENDED_MESSAGE);
}

async function ownEndpoint(db: DbOrTx, startupId: string, endpointId: string) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.startupId, startupId)));
  if (!row) throw new AppError('NOT_FOUND', WEBHOOK_NOT_FOUND);
  return row;
}

const endpointOf = (row: typeof webhookEndpoints.$inferSelect): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEventType[],
  createdAt: row.createdAt.toISOString(),
});

const iso = (date: Date | null) => (date ? date.toISOString() : null);
export const deliveryOf = (row: typeof webhookDeliveries.$inferSelect): WebhookDelivery => ({
  id: row.id,
  endpointId: row.endpointId,
  eventType: row.eventType,
  status: row.status as WebhookDelivery['status'],
  attempts: row.attempts,
  responseCode: row.responseCode,
  lastError: row.lastError,
  nextAttemptAt: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
  lastAttemptAt: iso(row.lastAttemptAt),
  deliveredAt: iso(row.deliveredAt),
  createdAt: row.createdAt.toISOString(),
});

export async function listEndpoints({ db, startupId, actor }: { db: DbOrTx; startupId: string; actor: Actor }) {
  await ownStartup(db, startupId, actor);
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.startupId, startupId))
    .orderBy(desc(webhookEndpoints.createdAt))
    .limit(WEBHOOK_ENDPOINTS_MAX);
  return { items: rows.map(endpointOf), limit: WEBHOOK_ENDPOINTS_MAX };
}

/** Adds an endpoint; the answer holds its secret, which is never shown again. */
export async function createEndpoint({
  db,
  deps,
  startupId,
  actor,
  input,
}: {
  db: DbOrTx;
  deps: Pick<DeliveryDeps, 'config'>;
  startupId: string;
  actor: Actor;
  input: WebhookEndpointInput;
}) {
  const url = new URL(input.url.trim());
  const rules = { allowLoopback: deps.config.webhooksAllowLoopback };
  if (url.protocol !== 'https:' && !rules.allowLoopback)
    throw new AppError('INVALID_INPUT', WEBHOOK_URL_HTTPS, { url: WEBHOOK_URL_HTTPS });
  // A name is resolved at each delivery; an address in numbers (or localhost) can be refused now.
  if (isRefusedLiteral(url, rules))
    throw new AppError('INVALID_INPUT', WEBHOOK_URL_PRIVATE, { url: WEBHOOK_URL_PRIVATE });
  const secret = newSecret();
  const sealed = await sealSecret(deps.config, secret);
  const row = await db.transaction(async (tx) => {
    // The startup's row is the lock that keeps two adds from passing the limit together.
    await ownStartup(tx, startupId, actor, true);
    const [{ count }] = (await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.startupId, startupId))) as [{ count: number }];
    if (count >= WEBHOOK_ENDPOINTS_MAX) throw new AppError('WEBHOOK_LIMIT', WEBHOOK_LIMIT_MESSAGE);
    const [inserted] = await tx
      .insert(webhookEndpoints)
      .values({ startupId, url: url.href, events: [...input.events], secret: sealed })
      .returning();
    return inserted!;
  });
  return { endpoint: endpointOf(row), secret };
}

export async function deleteEndpoint({
  db,
  startupId,
  endpointId,
  actor,
}: {
  db: DbOrTx;
  startupId: string;
  endpointId: string;
  actor: Actor;
}) {
  await ownStartup(db, startupId, actor);
  const removed = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.startupId, startupId)))
    .returning({ id: webhookEndpoints.id });
  if (removed.length === 0) throw new AppError('NOT_FOUND', WEBHOOK_NOT_FOUND);
  return { deleted: true as const };
}

function encodeCursor(row: { at: string; id: string }) {
  return Buffer.from(`${row.at}|${row.id}`).toString('base64url');
}
function decodeCursor(text: string) {
  const [at, id] = Buffer.from(text, 'base64url').toString().split('|');
  if (!id || !/^[0-9a-f-]{36}$/.test(id) || !at || Number.isNaN(new Date(at).getTime()))
    throw new AppError('INVALID_INPUT', INVALID_DELIVERIES_CURSOR, { cursor: INVALID_DELIVERIES_CURSOR });
  return { at, id };
}

/** An endpoint's deliveries, newest first, a keyset page at a time. */
export async function listDeliveries({
  db,
  startupId,
  endpointId,
  actor,
  cursor,
}: {
  db: DbOrTx;
  startupId: string;
  endpointId: string;
  actor: Actor;
  cursor?: string;
}): Promise<WebhookDeliveries> {
  await ownStartup(db, startupId, actor);
  await ownEndpoint(db, startupId, endpointId);
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await db
    .select({
      row: webhookDeliveries,
      at: sql<string>`to_char(${webhookDeliveries.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        after
          ? sql`(${webhookDeliveries.createdAt}, ${webhookDeliveries.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(WEBHOOK_DELIVERIES_PAGE_SIZE + 1);
  const page = rows.slice(0, WEBHOOK_DELIVERIES_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    items: page.map(({ row }) => deliveryOf(row)),
    nextCursor:
      rows.length > WEBHOOK_DELIVERIES_PAGE_SIZE && last ? encodeCursor({ at: last.at, id: last.row.id }) : null,
  };
}

async function deliveryById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return deliveryOf(row!);
}

/** "Send test event": a `webhook.test` delivery to this endpoint, sent at once; the answer is its outcome. */
export async function sendTestEvent({
  deps,
  startupId,
  endpointId,
  actor,
}: {
  deps: DeliveryDeps;
  startupId: string;
  endpointId: string;
  actor: Actor;
}) {
  const { db } = deps;
  const startup = await ownStartup(db, startupId, actor);
  await ownEndpoint(db, startupId, endpointId);
  await refuseWhileOwnerSuspended(db, startup.ownerId);
  await enforceRateLimit(
    db,
    { name: 'webhook-sends', windowSeconds: 3600, max: SENDS_PER_STARTUP_PER_HOUR },
    startupId,
    SEND_LIMIT_MESSAGE,
  );
  const payload = {
    type: WEBHOOK_TEST_EVENT,
    timestamp: new Date().toISOString(),
    data: { startupId, endpointId, message: 'This is a test event. Your endpoint is set up to receive webhooks.' },
  };
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ endpointId, eventType: WEBHOOK_TEST_EVENT, payload })
    .returning({ id: webhookDeliveries.id });
  await sendNow(deps, row!.id);
  return { delivery: await deliveryById(db, row!.id) };
}

/**
 * "Resend": the same delivery (the same webhook-id and payload) goes again now, pending for another
 * day whatever came of it before.
 */
export async function resendDelivery({
  deps,
  startupId,
  deliveryId,
  actor,
}: {
  deps: DeliveryDeps;
  startupId: string;
  deliveryId: string;
  actor: Actor;
}) {
  const { db } = deps;
  const startup = await ownStartup(db, startupId, actor);
  const [found] = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookEndpoints.startupId, startupId)));
  if (!found) throw new AppError('NOT_FOUND', WEBHOOK_DELIVERY_NOT_FOUND);
  await refuseWhileOwnerSuspended(db, startup.ownerId);
  await enforceRateLimit(
    db,
    { name: 'webhook-sends', windowSeconds: 3600, max: SENDS_PER_STARTUP_PER_HOUR },
    startupId,
    SEND_LIMIT_MESSAGE,
  );
  await db
    .update(webhookDeliveries)
    .set({
      status: 'pending',
      attempts: 0,
      nextAttemptAt: sql`now()`,
      responseCode: null,
      lastError: null,
      deliveredAt: null,
      createdAt: sql`now()`,
    })
    .where(eq(webhookDeliveries.id, deliveryId));
  await sendNow(deps, deliveryId);
  return { delivery: await deliveryById(db, deliveryId) };
}
