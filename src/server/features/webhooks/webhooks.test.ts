import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  WEBHOOK_DELIVERY_RETENTION_DAYS,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_EVENTS_REQUIRED,
  WEBHOOK_LIMIT_MESSAGE,
  WEBHOOK_URL_HTTPS,
  WEBHOOK_URL_INVALID,
  WEBHOOK_URL_PRIVATE,
  type WebhookDeliveries,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '../../../shared/webhooks';
import { loadConfig } from '../../config';
import { jobs, startups, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { emit } from '../../events/emit';
import { insertJob } from '../../seed/factories';
import { applicationForm } from '../../testing/images';
import { postStartupOk } from '../../testing/startups';
import { reinstate, suspend } from '../../testing/suspension';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../testing/webhook-receiver';
import { BACKOFF_SECONDS, GIVEN_UP_UNSENT, sendDueDeliveries } from './webhook-delivery';
import { OWNER_SUSPENDED_MESSAGE, resendDelivery, sendTestEvent } from './webhooks.service';
import { pruneFinishedDeliveries } from './webhook-retention';
import { memberActor } from '../../auth/actor';

// Webhooks (decision 050), against a real receiver on 127.0.0.1 (allowed here by
// WEBHOOKS_ALLOW_LOOPBACK, as in development) that checks every signature with the Standard Webhooks
// implementation (the `standardwebhooks` package).

let t: TestApp;
let receiver: WebhookReceiver;
type Caller = ReturnType<TestApp['client']>;
let member: Caller;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp({ WEBHOOKS_ALLOW_LOOPBACK: 'true' });
  receiver = await startWebhookReceiver();
  member = t.client();
  await member.signUp({ firstName: 'Max' });
  admin = t.client();
  await admin.signUp({ email: 'admin@example.com', firstName: 'Ada' }, { verified: true });
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});
afterEach(() => receiver.reset());

const json = async <T>(response: Response) => (await response.json()) as T;
const errorOf = async (response: Response) =>
  (await json<{ error: { message: string; code: string; fields?: Record<string, string> } }>(response)).error;
const base = (id: string) => `/api/startups/${id}/webhooks`;
const run = () => sendDueDeliveries({ db: t.db, config: t.config, logger: t.logger });

let counter = 0;
/** A founder with a startup and an open position. */
async function founderWithStartup() {
  counter += 1;
  const owner = t.client();
  await owner.signUp({ firstName: 'Olga' });
  const startup = await postStartupOk(owner, { name: `Hooks ${counter} ${Date.now().toString(36)}` });
  // Straight into the table: the jobs routes' answer is not this file's to check.
  const job = await insertJob(t.db, startup.id, { title: 'Founding Engineer' });
  return { owner, startup, job };
}

async function addEndpoint(owner: Caller, startupId: string, input: { url?: string; events?: string[] } = {}) {
  const response = await owner.request(base(startupId), {
    json: {
      url: receiver.url(),
      events: ['application.created', 'application.status_changed', 'application.withdrawn', 'job.closed'],
      ...input,
    },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<{ endpoint: WebhookEndpoint; secret: string }>(response);
}

async function deliveriesOf(endpointId: string) {
  return t.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(webhookDeliveries.createdAt);
}

describe('adding an endpoint and its test event', () => {
  it('shows the whsec_ secret once, keeps it encrypted, and a test event arrives signed as Standard Webhooks says', async () => {
    const { owner, startup } = await founderWithStartup();
    const { endpoint, secret } = await addEndpoint(owner, startup.id, { events: ['application.created'] });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(endpoint).toMatchObject({ url: receiver.url(), events: ['application.created'] });

    const listed = await json<{ items: WebhookEndpoint[]; limit: number }>(await owner.request(base(startup.id)));
    expect(listed).toEqual({ items: [endpoint], limit: WEBHOOK_ENDPOINTS_MAX });
    expect(JSON.stringify(listed)).not.toContain('whsec_');
    const [stored] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(stored!.secret).not.toContain(secret.slice(6, 20));

    const sent = await owner.request(`${base(startup.id)}/${endpoint.id}/test`, { json: {} });
    expect(sent.status).toBe(201);
    const { delivery } = await json<{ delivery: WebhookDelivery }>(sent);
    expect(delivery).toMatchObject({
      eventType: 'webhook.test',
      status: 'delivered',
      responseCode: 200,
      attempts: 1,
      lastError: null,
    });
    expect(receiver.received).toHaveLength(1);
    const hook = receiver.received[0]!;
    expect(receiver.verified(hook, secret)).toMatchObject({
      type: 'webhook.test',
      data: { startupId: startup.id, endpointId: endpoint.id },
    });
    expect(hook.headers['webhook-id']).toBe(`msg_${delivery.id.replaceAll('-', '')}`);
    expect(hook.headers['content-type']).toBe('application/json');
    // Another secret does not verify it.
    expect(() => receiver.verified(hook, `whsec_${Buffer.alloc(24, 1).toString('base64')}`)).toThrow();

    const page = await json<WebhookDeliveries>(await owner.request(`${base(startup.id)}/${endpoint.id}/deliveries`));
    expect(page.items.map((d) => [d.eventType, d.status, d.responseCode])).toEqual([
      ['webhook.test', 'delivered', 200],
    ]);
  });
});

describe('domain events', () => {
  it('each chosen event is delivered once per endpoint, with the documented payload; events not chosen are not', async () => {
    const { owner, startup, job } = await founderWithStartup();
    const all = await addEndpoint(owner, startup.id);
    const onlyClosed = await addEndpoint(owner, startup.id, { url: receiver.url('/closed'), events: ['job.closed'] });

    const candidate = t.client();
    await candidate.signUp({ firstName: 'Cora' });
    expect((await candidate.request(`/api/jobs/${job.id}/applications`, { form: applicationForm() })).status).toBe(201);
    expect(await deliveriesOf(onlyClosed.endpoint.id)).toHaveLength(0);
    const [created] = await deliveriesOf(all.endpoint.id);
    expect(created).toMatchObject({ eventType: 'application.created', status: 'pending' });
    const applicationId = (created!.payload as { data: { applicationId: string } }).data.applicationId;

    expect(await run()).toBe(1);
    const first = receiver.verified(receiver.received[0]!, all.secret);
    expect(first).toEqual({
      type: 'application.created',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data: {
        applicationId,
        jobId: job.id,
        jobTitle: expect.any(String),
        startupId: startup.id,
        status: 'submitted',
        isResubmission: false,
      },
    });
    // Nothing of the candidate's beyond ids: no name, no e-mail, no resume.
    expect(receiver.received[0]!.body).not.toMatch(/Cora|@|resume/i);

    expect(
      (
        await owner.request(`/api/applications/${applicationId}/status`, {
          method: 'PATCH',
          json: { status: 'reviewed' },
        })
      ).status,
    ).toBe(200);
    expect((await candidate.request(`/api/applications/${applicationId}/withdraw`, { json: {} })).status).toBe(200);
    // The jobs feature emits job.closed when a position closes (jobs.service.ts).
    await t.db.transaction(async (tx) => {
      await tx.update(jobs).set({ title: 'Closed Role', status: 'closed' }).where(eq(jobs.id, job.id));
      await emit(tx, { type: 'job.closed', jobId: job.id, startupId: startup.id });
    });
    await t.drainEvents();
    await run();

    // Deliveries go a few at once and Standard Webhooks promises no order: a receiver orders them by the
    // payload's timestamp, the moment of the event, and so does this test.
    const byPath = (path: string) =>
      receiver.received
        .filter((hook) => hook.path === path)
        .map(
          (hook) => receiver.verified(hook, path === '/hook' ? all.secret : onlyClosed.secret) as { timestamp: string },
        )
        .sort((a, b) => a.timestamp.localeCompare(b.timestamp));
    expect(byPath('/hook')).toEqual([
      expect.objectContaining({ type: 'application.created' }),
      expect.objectContaining({
        type: 'application.status_changed',
        data: expect.objectContaining({ applicationId, status: 'reviewed', previousStatus: 'submitted' }),
      }),
      expect.objectContaining({
        type: 'application.withdrawn',
        data: expect.objectContaining({ applicationId, status: 'withdrawn', previousStatus: 'reviewed' }),
      }),
      expect.objectContaining({
        type: 'job.closed',
        data: { jobId: job.id, jobTitle: 'Closed Role', startupId: startup.id },
      }),
    ]);
    expect(byPath('/closed')).toEqual([expect.objectContaining({ type: 'job.closed' })]);
    // Sent once: a second run finds nothing due.
    expect(await run()).toBe(0);
  });
});

describe('retries', () => {
  it('retries with backoff under the same webhook-id until a 2xx, and gives up a day after', async () => {
    const { owner, startup } = await founderWithStartup();
    const { endpoint, secret } = await addEndpoint(owner, startup.id);
    receiver.answerWith(() => ({ status: 500, body: 'down' }));
    const { delivery } = await json<{ delivery: WebhookDelivery }>(
      await owner.request(`${base(startup.id)}/${endpoint.id}/test`, { json: {} }),
    );
    expect(delivery).toMatchObject({
      status: 'pending',
      responseCode: 500,
      attempts: 1,
      lastError: 'The endpoint answered 500',
    });
    const wait = (new Date(delivery.nextAttemptAt!).getTime() - new Date(delivery.lastAttemptAt!).getTime()) / 1000;
    expect(wait).toBeCloseTo(BACKOFF_SECONDS[0], -1);
    // Not due yet: nothing is sent.
    expect(await run()).toBe(0);
    expect(receiver.received).toHaveLength(1);

    // Due again, failing again: the next wait is longer.
    await t.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(webhookDeliveries.id, delivery.id));
    await run();
    const [second] = await deliveriesOf(endpoint.id);
    expect(second).toMatchObject({ status: 'pending', attempts: 2, responseCode: 500 });
    expect((second!.nextAttemptAt.getTime() - second!.lastAttemptAt!.getTime()) / 1000).toBeCloseTo(
      BACKOFF_SECONDS[1],
      -1,
    );

    receiver.answerWith(() => ({ status: 204 }));
    await t.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(webhookDeliveries.id, delivery.id));
    expect(await run()).toBe(1);
    const [third] = await deliveriesOf(endpoint.id);
    expect(third).toMatchObject({ status: 'delivered', attempts: 3, responseCode: 204, lastError: null });
    const ids = receiver.received.map((hook) => hook.headers['webhook-id']);
    expect(new Set(ids).size).toBe(1);
    for (const hook of receiver.received)
      expect(receiver.verified(hook, secret)).toMatchObject({ type: 'webhook.test' });

    // A delivery that has not succeeded a day after it was made is given up.
    receiver.answerWith(() => ({ status: 503 }));
    const old = await json<{ delivery: WebhookDelivery }>(
      await owner.request(`${base(startup.id)}/${endpoint.id}/test`, { json: {} }),
    );
    await t.db
      .update(webhookDeliveries)
      .set({ createdAt: sql`now() - interval '25 hours'`, nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(webhookDeliveries.id, old.delivery.id));
    await run();
    const [failed] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, old.delivery.id));
    expect(failed).toMatchObject({ status: 'failed', responseCode: 503 });
  });

  it('two task runs at once send each delivery once', async () => {
    const { owner, startup } = await founderWithStartup();
    const { endpoint } = await addEndpoint(owner, startup.id);
    receiver.answerWith(() => ({ status: 500 }));
    for (let i = 0; i < 3; i++) await owner.request(`${base(startup.id)}/${endpoint.id}/test`, { json: {} });
    receiver.reset();
    await t.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    const [a, b] = await Promise.all([run(), run()]);
    expect(a + b).toBe(3);
    expect(receiver.received).toHaveLength(3);
  });

  it('Resend sends the same delivery again, with the same webhook-id and payload', async () => {
    const { owner, startup } = await founderWithStartup();
    const { endpoint, secret } = await addEndpoint(owner, startup.id);
    const { delivery } = await json<{ delivery: WebhookDelivery }>(
      await owner.request(`${base(startup.id)}/${endpoint.id}/test`, { json: {} }),
    );
    const resent = await owner.request(`${base(startup.id)}/deliveries/${delivery.id}/resend`, { json: {} });
    expect(resent.status).toBe(200);
    expect((await json<{ delivery: WebhookDelivery }>(resent)).delivery).toMatchObject({
      id: delivery.id,
      status: 'delivered',
      responseCode: 200,
      attempts: 1,
    });
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.headers['webhook-id']).toBe(receiver.received[0]!.headers['webhook-id']);
    expect(receiver.verified(receiver.received[1]!, secret)).toEqual(receiver.verified(receiver.received[0]!, secret));
  });
});

describe("a suspended founder's startup", () => {
  const ownerOf = async (startupId: string) =>
    (await t.db.select({ ownerId: startups.ownerId }).from(startups).where(eq(startups.id, startupId)))[0]!.ownerId;

  /** A founder whose endpoint has received an application, with the application's candidate. */
  async function deliveringFounder() {
    const founder = await founderWithStartup();
    const hook = await addEndpoint(founder.owner, founder.startup.id);
    const candidate = t.client();
    await candidate.signUp({ firstName: 'Cora' });
    expect(
      (await candidate.request(`/api/jobs/${founder.job.id}/applications`, { form: applicationForm() })).status,
    ).toBe(201);
    expect(await run()).toBe(1);
    const [created] = await deliveriesOf(hook.endpoint.id);
    const applicationId = (created!.payload as { data: { applicationId: string } }).data.applicationId;
    return { ...founder, ...hook, candidate, applicationId };
  }

  it('holds what was queued before the suspension (no attempt counted), queues nothing while suspended, and sends the held ones once reinstated', async () => {
    const { owner, startup, job, endpoint, secret, candidate, applicationId } = await deliveringFounder();
    expect(
      (
        await owner.request(`/api/applications/${applicationId}/status`, {
          method: 'PATCH',
          json: { status: 'reviewed' },
        })
      ).status,
    ).toBe(200);
    const ownerId = await ownerOf(startup.id);
    await suspend(t, ownerId);

    // What happens while suspended is never queued: the candidate withdraws, the position closes.
    expect((await candidate.request(`/api/applications/${applicationId}/withdraw`, { json: {} })).status).toBe(200);
    await t.db.transaction((tx) => emit(tx, { type: 'job.closed', jobId: job.id, startupId: startup.id }));
    await t.drainEvents();
    expect((await deliveriesOf(endpoint.id)).map((d) => [d.eventType, d.status])).toEqual([
      ['application.created', 'delivered'],
      ['application.status_changed', 'pending'],
    ]);

    // The one queued before is due, and not claimed: nothing reaches the receiver, no attempt is counted.
    expect(await run()).toBe(0);
    expect(receiver.received).toHaveLength(1);
    const held = (await deliveriesOf(endpoint.id))[1]!;
    expect(held).toMatchObject({ status: 'pending', attempts: 0, lastAttemptAt: null });

    // "Send test event" and "Resend" are refused too (the owner's session is gone: the service is asked as the owner).
    expect((await owner.request(`${base(startup.id)}/${endpoint.id}/test`, { json: {} })).status).toBe(401);
    const deps = { db: t.db, config: t.config, logger: t.logger };
    await expect(
      sendTestEvent({ deps, startupId: startup.id, endpointId: endpoint.id, actor: memberActor(ownerId) }),
    ).rejects.toMatchObject({ status: 403, message: OWNER_SUSPENDED_MESSAGE });
    await expect(
      resendDelivery({ deps, startupId: startup.id, deliveryId: held.id, actor: memberActor(ownerId) }),
    ).rejects.toMatchObject({ status: 403, message: OWNER_SUSPENDED_MESSAGE });
    expect(await deliveriesOf(endpoint.id)).toHaveLength(2);
    expect(receiver.received).toHaveLength(1);

    await reinstate(t, ownerId);
    expect(await run()).toBe(1);
    expect(receiver.received.map((hook) => (receiver.verified(hook, secret) as { type: string }).type)).toEqual([
      'application.created',
      'application.status_changed',
    ]);
    expect((await deliveriesOf(endpoint.id))[1]).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('gives up a held delivery whose day passed, without sending it', async () => {
    const { owner, startup, endpoint, applicationId } = await deliveringFounder();
    expect(
      (
        await owner.request(`/api/applications/${applicationId}/status`, {
          method: 'PATCH',
          json: { status: 'reviewed' },
        })
      ).status,
    ).toBe(200);
    const ownerId = await ownerOf(startup.id);
    await suspend(t, ownerId);
    const held = (await deliveriesOf(endpoint.id))[1]!;
    await t.db
      .update(webhookDeliveries)
      .set({ createdAt: sql`now() - interval '25 hours'`, nextAttemptAt: sql`now() - interval '25 hours'` })
      .where(eq(webhookDeliveries.id, held.id));
    await reinstate(t, ownerId);
    expect(await run()).toBe(0);
    expect(receiver.received).toHaveLength(1);
    const [given] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, held.id));
    expect(given).toMatchObject({ status: 'failed', attempts: 0, lastError: GIVEN_UP_UNSENT });
  });
});

describe('retention', () => {
  it(`deletes deliveries sent or given up more than ${WEBHOOK_DELIVERY_RETENTION_DAYS} days ago, never a pending one`, async () => {
    const { owner, startup } = await founderWithStartup();
    const { endpoint } = await addEndpoint(owner, startup.id);
    const payload = { type: 'webhook.test', timestamp: new Date().toISOString(), data: {} };
    const aged = (days: number) => sql`now() - make_interval(days => ${days})`;
    const rows = await t.db
      .insert(webhookDeliveries)
      .values([
        {
          endpointId: endpoint.id,
          eventType: 'webhook.test',
          payload,
          status: 'delivered',
          createdAt: aged(WEBHOOK_DELIVERY_RETENTION_DAYS + 1),
        },
        {
          endpointId: endpoint.id,
          eventType: 'webhook.test',
          payload,
          status: 'failed',
          createdAt: aged(WEBHOOK_DELIVERY_RETENTION_DAYS + 5),
        },
        // Still to send, however old (a stuck row is the delivery task's to give up, not this sweep's).
        {
          endpointId: endpoint.id,
          eventType: 'webhook.test',
          payload,
          status: 'pending',
          nextAttemptAt: sql`now() + interval '1 hour'`,
          createdAt: aged(WEBHOOK_DELIVERY_RETENTION_DAYS + 5),
        },
        {
          endpointId: endpoint.id,
          eventType: 'webhook.test',
          payload,
          status: 'delivered',
          createdAt: aged(WEBHOOK_DELIVERY_RETENTION_DAYS - 1),
        },
      ])
      .returning({ id: webhookDeliveries.id, status: webhookDeliveries.status });
    const [deliveredOld, failedOld, pendingOld, deliveredRecent] = rows.map((row) => row.id);
    const [a, b] = await Promise.all([pruneFinishedDeliveries(t.db), pruneFinishedDeliveries(t.db)]);
    expect(a + b).toBe(2);
    const left = (await deliveriesOf(endpoint.id)).map((row) => row.id);
    expect(left).not.toContain(deliveredOld);
    expect(left).not.toContain(failedOld);
    expect(left).toEqual(expect.arrayContaining([pendingOld, deliveredRecent]));
    await t.db.delete(webhookDeliveries).where(eq(webhookDeliveries.id, pendingOld!));
  });
});

describe('the deliveries list', () => {
  it('is newest first, 20 a page, and refuses a cursor it did not make', async () => {
    const { owner, startup } = await founderWithStartup();
    const { endpoint } = await addEndpoint(owner, startup.id);
    await t.db.insert(webhookDeliveries).values(
      Array.from({ length: 25 }, (_, i) => ({
        endpointId: endpoint.id,
        eventType: 'job.closed',
        payload: { n: i },
        status: 'delivered',
        createdAt: new Date(Date.now() - (25 - i) * 1000),
      })),
    );
    const first = await json<WebhookDeliveries>(await owner.request(`${base(startup.id)}/${endpoint.id}/deliveries`));
    expect(first.items).toHaveLength(20);
    expect(first.nextCursor).not.toBeNull();
    const second = await json<WebhookDeliveries>(
      await owner.request(`${base(startup.id)}/${endpoint.id}/deliveries?cursor=${first.nextCursor}`),
    );
    expect(second.items).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    const times = [...first.items, ...second.items].map((d) => d.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set([...first.items, ...second.items].map((d) => d.id)).size).toBe(25);
    expect((await owner.request(`${base(startup.id)}/${endpoint.id}/deliveries?cursor=nonsense`)).status).toBe(400);
  });
});

describe('who may', () => {
  it("only the startup's owner: a member and the administrator 403, a visitor 401, another startup's endpoint 404", async () => {
    const { owner, startup } = await founderWithStartup();
    const { endpoint } = await addEndpoint(owner, startup.id);
    const { delivery } = await json<{ delivery: WebhookDelivery }>(
      await owner.request(`${base(startup.id)}/${endpoint.id}/test`, { json: {} }),
    );
    const calls = [
      { path: base(startup.id) },
      { path: base(startup.id), json: { url: receiver.url(), events: ['job.closed'] } },
      { path: `${base(startup.id)}/${endpoint.id}`, method: 'DELETE' },
      { path: `${base(startup.id)}/${endpoint.id}/deliveries` },
      { path: `${base(startup.id)}/${endpoint.id}/test`, json: {} },
      { path: `${base(startup.id)}/deliveries/${delivery.id}/resend`, json: {} },
    ];
    for (const call of calls) {
      expect((await member.request(call.path, call)).status, call.path).toBe(403);
      expect((await admin.request(call.path, call)).status, call.path).toBe(403);
      expect((await t.client().request(call.path, call)).status, call.path).toBe(401);
    }
    // The endpoint through another startup of the caller's own: not found.
    const other = await founderWithStartup();
    for (const path of [
      `${base(other.startup.id)}/${endpoint.id}/deliveries`,
      `${base(other.startup.id)}/${endpoint.id}/test`,
      `${base(other.startup.id)}/deliveries/${delivery.id}/resend`,
    ]) {
      const response = await other.owner.request(path, path.endsWith('deliveries') ? {} : { json: {} });
      expect(response.status, path).toBe(404);
    }
    expect((await other.owner.request(`${base(other.startup.id)}/${endpoint.id}`, { method: 'DELETE' })).status).toBe(
      404,
    );
    expect(receiver.received).toHaveLength(1);

    expect((await owner.request(`${base(startup.id)}/${endpoint.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await deliveriesOf(endpoint.id)).toHaveLength(0);
    expect((await json<{ items: unknown[] }>(await owner.request(base(startup.id)))).items).toEqual([]);
  });
});

describe('limits and inputs', () => {
  it(`a startup has at most ${WEBHOOK_ENDPOINTS_MAX} endpoints`, async () => {
    const { owner, startup } = await founderWithStartup();
    await Promise.all(
      Array.from({ length: WEBHOOK_ENDPOINTS_MAX }, (_, i) =>
        addEndpoint(owner, startup.id, { url: receiver.url(`/${i}`) }),
      ),
    );
    const over = await owner.request(base(startup.id), {
      json: { url: receiver.url('/over'), events: ['job.closed'] },
    });
    expect(over.status).toBe(409);
    expect(await errorOf(over)).toMatchObject({ code: 'WEBHOOK_LIMIT', message: WEBHOOK_LIMIT_MESSAGE });
  });

  it('refuses addresses and events it cannot use', async () => {
    const { owner, startup } = await founderWithStartup();
    const cases: [unknown, string, string][] = [
      [{ url: 'ftp://example.com/hook', events: ['job.closed'] }, 'url', WEBHOOK_URL_INVALID],
      [{ url: 'https://user:pass@example.com/hook', events: ['job.closed'] }, 'url', WEBHOOK_URL_INVALID],
      [{ url: 'http://example.com/hook', events: ['job.closed'] }, 'url', WEBHOOK_URL_HTTPS],
      [{ url: 'example.com', events: ['job.closed'] }, 'url', WEBHOOK_URL_INVALID],
      [{ url: 'https://example.com/hook', events: [] }, 'events', WEBHOOK_EVENTS_REQUIRED],
      [{ url: 'https://example.com/hook', events: ['message.sent'] }, 'events.0', 'Please choose events from the list'],
    ];
    for (const [body, field, message] of cases) {
      const response = await owner.request(base(startup.id), { json: body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(response)).fields?.[field], JSON.stringify(body)).toBe(message);
    }
  });
});

describe('outbound rules without WEBHOOKS_ALLOW_LOOPBACK', () => {
  it('refuses plain http and private, loopback and link-local addresses when saved, and at delivery after a redirect', async () => {
    const { owner, startup } = await founderWithStartup();
    // An endpoint saved while loopback was allowed: its deliveries are refused once it is not.
    const { endpoint } = await addEndpoint(owner, startup.id);
    t.config.webhooksAllowLoopback = false;
    try {
      for (const [url, message] of [
        [receiver.url(), WEBHOOK_URL_HTTPS],
        [`https://127.0.0.1:${receiver.port}/hook`, WEBHOOK_URL_PRIVATE],
        ['https://10.1.2.3/hook', WEBHOOK_URL_PRIVATE],
        ['https://169.254.169.254/latest', WEBHOOK_URL_PRIVATE],
        ['https://[::1]/hook', WEBHOOK_URL_PRIVATE],
        ['https://[fd00::1]/hook', WEBHOOK_URL_PRIVATE],
        ['https://[::ffff:192.168.0.1]/hook', WEBHOOK_URL_PRIVATE],
        ['https://localhost/hook', WEBHOOK_URL_PRIVATE],
      ] as const) {
        const response = await owner.request(base(startup.id), { json: { url, events: ['job.closed'] } });
        expect(response.status, url).toBe(400);
        expect((await errorOf(response)).fields?.url, url).toBe(message);
      }
      const { delivery } = await json<{ delivery: WebhookDelivery }>(
        await owner.request(`${base(startup.id)}/${endpoint.id}/test`, { json: {} }),
      );
      expect(delivery).toMatchObject({
        status: 'pending',
        responseCode: null,
        lastError: 'Only https:// addresses are allowed',
      });
      expect(receiver.received).toHaveLength(0);
    } finally {
      t.config.webhooksAllowLoopback = true;
    }
  });

  it('a redirect is followed only to an address that passes the same check', async () => {
    const { owner, startup } = await founderWithStartup();
    const { endpoint, secret } = await addEndpoint(owner, startup.id);
    receiver.answerWith((hook) =>
      hook.path === '/hook' ? { status: 307, headers: { location: '/moved' } } : { status: 200 },
    );
    const moved = await json<{ delivery: WebhookDelivery }>(
      await owner.request(`${base(startup.id)}/${endpoint.id}/test`, { json: {} }),
    );
    expect(moved.delivery).toMatchObject({ status: 'delivered', responseCode: 200 });
    expect(receiver.received.map((hook) => hook.path)).toEqual(['/hook', '/moved']);
    expect(receiver.verified(receiver.received[1]!, secret)).toMatchObject({ type: 'webhook.test' });

    receiver.reset();
    receiver.answerWith(() => ({ status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data' } }));
    const refused = await json<{ delivery: WebhookDelivery }>(
      await owner.request(`${base(startup.id)}/${endpoint.id}/test`, { json: {} }),
    );
    expect(refused.delivery).toMatchObject({
      status: 'pending',
      responseCode: null,
      lastError: 'The address of 169.254.169.254 is on a private network',
    });

    receiver.reset();
    receiver.answerWith(() => ({ status: 302, headers: { location: '/again' } }));
    const looping = await json<{ delivery: WebhookDelivery }>(
      await owner.request(`${base(startup.id)}/${endpoint.id}/test`, { json: {} }),
    );
    expect(looping.delivery.lastError).toBe('Too many redirects');
    expect(receiver.received).toHaveLength(4);
  });

  it('WEBHOOKS_ALLOW_LOOPBACK is refused in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', WEBHOOKS_ALLOW_LOOPBACK: 'true' })).toThrow(
      /WEBHOOKS_ALLOW_LOOPBACK/,
    );
    expect(loadConfig({ WEBHOOKS_ALLOW_LOOPBACK: 'true' }).webhooksAllowLoopback).toBe(true);
    expect(loadConfig({}).webhooksAllowLoopback).toBe(false);
  });
});
