import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type SessionBody = { user: null | { id: string; email: string; firstName: string; isAdmin: boolean } };

describe('sign in, session, sign out', () => {
  it('signs in with the right password and reads the session', async () => {
    const { email, password, id } = await t.client().signUp({ firstName: 'Priya' });
    const caller = t.client();
    const response = await caller.signIn(email, password);
    expect(response.status).toBe(200);
    expect(caller.cookie).toMatch(/session_token=/);
    const session = (await (await caller.request('/api/account/session')).json()) as SessionBody;
    expect(session.user).toMatchObject({ id, email, firstName: 'Priya', isAdmin: false });
  });

  it('takes the e-mail in any case', async () => {
    const { email, password } = await t.client().signUp();
    const response = await t.client().signIn(email.toUpperCase(), password);
    expect(response.status).toBe(200);
  });

  it('answers a wrong password with 401 and a message, and no session', async () => {
    const { email } = await t.client().signUp();
    const caller = t.client();
    const response = await caller.signIn(email, 'wrong-password');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { message: 'Invalid email or password', code: 'INVALID_EMAIL_OR_PASSWORD' },
    });
    expect(caller.cookie).toBe('');
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const response = await t.client().signIn('nobody@example.com', 'whatever1');
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe('Invalid email or password');
  });

  it('answers missing fields with 400 and the spec messages', async () => {
    const response = await t.client().request('/api/auth/sign-in/email', { json: { email: '', password: '' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { message: 'Email is required', fields: { email: 'Email is required', password: 'Password is required' } },
    });
  });

  it('has no session without a cookie, and a signed-out caller gets { user: null }', async () => {
    const response = await t.client().request('/api/account/session');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ user: null });
  });

  it('signs out: the session is revoked on the server, not only forgotten by the browser', async () => {
    const caller = t.client();
    await caller.signUp();
    const stolenCookie = caller.cookie;
    const response = await caller.request('/api/auth/sign-out', { json: {} });
    expect(response.status).toBe(200);
    // The session cookie is gone (the device cookie of the new-device notices stays, as in a browser).
    expect(caller.cookie).not.toMatch(/session_token=/);
    const replay = await t.app.request('/api/account/session', { headers: { Cookie: stolenCookie } });
    expect(await replay.json()).toEqual({ user: null });
  });

  it('ignores a forged session cookie', async () => {
    const response = await t.app.request('/api/account/session', {
      headers: { Cookie: 'better-auth.session_token=forged.value' },
    });
    expect(await response.json()).toEqual({ user: null });
  });
});

describe('administrator role', () => {
  it('is given by ADMIN_EMAILS on the server to a verified address, whatever case the address is in', async () => {
    const caller = t.client();
    await caller.signUp({ email: 'Admin@Example.com' }, { verified: true });
    const session = (await (await caller.request('/api/account/session')).json()) as SessionBody;
    expect(session.user?.isAdmin).toBe(true);
  });

  it('is not given to anyone else', async () => {
    const caller = t.client();
    await caller.signUp({ email: 'admin@example.com.evil.test' });
    const session = (await (await caller.request('/api/account/session')).json()) as SessionBody;
    expect(session.user?.isAdmin).toBe(false);
  });
});
