import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { MAX_STREAMS_PER_MEMBER } from '../../realtime/bus';
import { nextEvent } from '../../testing/sse';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createNotification } from './notifications.service';

// A live stream ends with its session, and a member holds only a few at once. The session is checked
// every 100 ms here (15 s in production).
const CHECK_MS = 100;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { streamSessionCheckMs: CHECK_MS });
});
afterAll(() => t.close());

type Caller = ReturnType<TestApp['client']>;
type Reader = ReadableStreamDefaultReader<Uint8Array>;

async function openStream(caller: Caller): Promise<Reader> {
  const response = await caller.request('/api/notifications/stream');
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  await nextEvent(reader, 'ready');
  return reader;
}

/** Resolves once the server has closed the stream (its end of the body). */
async function closed(reader: Reader, timeoutMs = 2000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now())),
    ]);
    if (chunk?.done) return true;
  }
  return false;
}

describe('live notification streams', () => {
  it('end soon after their session is signed out, telling the browser not to reconnect', async () => {
    const member = t.client();
    await member.signUp();
    const reader = await openStream(member);
    expect((await member.request('/api/auth/sign-out', { json: {} })).status).toBe(200);
    const started = Date.now();
    await nextEvent(reader, 'session-ended', 10 * CHECK_MS);
    expect(Date.now() - started).toBeLessThan(10 * CHECK_MS);
    expect(await closed(reader)).toBe(true);
    // Reconnecting is refused, which stops the browser's retries.
    expect((await member.request('/api/notifications/stream')).status).toBe(401);
  });

  it('end when the session is revoked or expires (password change, session list, deleted account)', async () => {
    const member = t.client();
    const me = await member.signUp();
    const other = t.client();
    expect((await other.signIn(me.email, me.password)).status).toBe(200);
    const revoked = await openStream(member);
    const kept = await openStream(other);

    // What revoking the other sessions does: their rows go. Only this browser's stream ends.
    const [own] = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.token, decodeURIComponent(member.cookie.split('=')[1]!).split('.')[0]!));
    await t.db.delete(sessions).where(eq(sessions.id, own!.id));
    await nextEvent(revoked, 'session-ended', 10 * CHECK_MS);
    await nextEvent(kept, 'ping', 10 * CHECK_MS);

    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, me.id));
    await nextEvent(kept, 'session-ended', 10 * CHECK_MS);
  });

  it(`keeps at most ${MAX_STREAMS_PER_MEMBER} streams per member: a new one ends the oldest`, async () => {
    const member = t.client();
    const me = await member.signUp();
    const bystander = t.client();
    await bystander.signUp();
    const theirs = await openStream(bystander);

    const streams: Reader[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_MEMBER; i++) streams.push(await openStream(member));
    const newest = await openStream(member);
    await nextEvent(streams[0]!, 'replaced', 10 * CHECK_MS);
    expect(await closed(streams[0]!)).toBe(true);

    // The others, and another member's, still deliver.
    await createNotification(t.db, {
      userId: me.id,
      title: 'Still live',
      message: 'Hello',
      type: 'info',
      link: '/jobs',
    });
    for (const reader of [...streams.slice(1), newest])
      expect(JSON.parse((await nextEvent(reader, 'notification')).data)).toMatchObject({ title: 'Still live' });
    await nextEvent(theirs, 'ping', 10 * CHECK_MS);
  });
});
