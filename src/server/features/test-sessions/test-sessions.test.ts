import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';

// Sessions without a password, for the journeys' server only (decision 074): absent unless TEST_SESSIONS
// is on, refused at start in production, and the session made is one the app takes as any sign-in's.

let t: TestApp;
let off: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TEST_SESSIONS: 'true' });
  off = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await off.close();
});

const ask = (app: TestApp, json: unknown) =>
  app.app.request('/testing/sessions', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN },
    body: JSON.stringify(json),
  });

async function sessionOf(app: TestApp, setCookie: string | null) {
  const cookie = setCookie?.split(';')[0] ?? '';
  const response = await app.app.request('/api/account/session', { headers: { Cookie: cookie } });
  return (await response.json()) as { user: { id: string; isAdmin: boolean; needsSecondFactor: string | null } | null };
}

describe('POST /testing/sessions', () => {
  it('does not exist unless TEST_SESSIONS is on', async () => {
    const { email } = await off.client().signUp();
    expect((await ask(off, { email })).status).toBe(404);
    expect(loadConfig({}).testSessions).toBe(false);
  });

  it('is refused at start in production', () => {
    expect(() => loadConfig({ TEST_SESSIONS: 'true', NODE_ENV: 'production' })).toThrow(
      /TEST_SESSIONS=true is for tests only/,
    );
  });

  it('signs a member in with the cookie a sign-in sets, as that member and no one else', async () => {
    const { id, email } = await t.client().signUp({ email: 'Test.Session@example.com' });
    const response = await ask(t, { email: 'test.session@example.com' });
    expect(response.status).toBe(201);
    const setCookie = response.headers.get('set-cookie');
    expect(setCookie).toMatch(/session_token=[^;]+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax/);
    expect((await sessionOf(t, setCookie)).user?.id).toBe(id);
    expect(email).toBe('Test.Session@example.com');
  });

  it('marks the session as one that proved a second factor only when asked', async () => {
    // An administrator by address with the authenticator app on (test-app.ts turns it on).
    const admin = await t.client().signUp({ email: 'admin@example.com' }, { verified: true });
    const plain = await sessionOf(t, (await ask(t, { email: admin.email })).headers.get('set-cookie'));
    expect(plain.user).toMatchObject({ id: admin.id, isAdmin: false, needsSecondFactor: 'sign-in' });
    const proved = await sessionOf(
      t,
      (await ask(t, { email: admin.email, secondFactor: true })).headers.get('set-cookie'),
    );
    expect(proved.user).toMatchObject({ id: admin.id, isAdmin: true, needsSecondFactor: null });
  });

  it('answers 404 for an address no member has, and 400 for a body that is not one', async () => {
    expect((await ask(t, { email: 'nobody@example.com' })).status).toBe(404);
    expect((await ask(t, { email: 'not an address' })).status).toBe(400);
    expect((await ask(t, { email: 'a@example.com', role: 'admin' })).status).toBe(400);
  });
});
