import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextEvent } from '../../testing/sse';
import { createTestApp, type TestApp } from '../../testing/test-app';

// A stream ends the moment its session does, not at its next periodic check: here that check is a
// minute away, so only the session's own NOTIFY (the `sessions` delete trigger, realtime/bus.ts) can
// end the streams within the second asked of them.
const WITHIN_MS = 1_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { streamSessionCheckMs: 60_000 });
});
afterAll(() => t.close());

type Caller = ReturnType<TestApp['client']>;

async function openStream(caller: Caller) {
  const response = await caller.request('/api/notifications/stream');
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  await nextEvent(reader, 'ready');
  return reader;
}

describe('a session that ends', () => {
  it('ends its streams at once on sign-out, and only its own', async () => {
    const member = t.client();
    const me = await member.signUp();
    const laptop = t.client();
    expect((await laptop.signIn(me.email, me.password)).status).toBe(200);
    const phoneStream = await openStream(member);
    const laptopStream = await openStream(laptop);

    expect((await member.request('/api/auth/sign-out', { json: {} })).status).toBe(200);
    await nextEvent(phoneStream, 'session-ended', WITHIN_MS);
    // The laptop's session goes on: its stream is still open and hears nothing of an end.
    await expect(nextEvent(laptopStream, 'session-ended', 300)).rejects.toThrow('no "session-ended" event');
    await laptopStream.cancel();
  });

  it("ends the other sessions' streams at once when the password changes", async () => {
    const member = t.client();
    const me = await member.signUp();
    const other = t.client();
    expect((await other.signIn(me.email, me.password)).status).toBe(200);
    const otherStream = await openStream(other);
    const changed = await member.request('/api/auth/change-password', {
      json: { currentPassword: me.password, newPassword: 'a-new-password-1' },
    });
    expect(changed.status).toBe(200);
    await nextEvent(otherStream, 'session-ended', WITHIN_MS);
  });

  it('ends every stream of a deleted account at once', async () => {
    const member = t.client();
    const me = await member.signUp();
    const stream = await openStream(member);
    const deleted = await member.request('/api/auth/delete-user', { json: { password: me.password } });
    expect(deleted.status).toBe(200);
    await nextEvent(stream, 'session-ended', WITHIN_MS);
  });
});
