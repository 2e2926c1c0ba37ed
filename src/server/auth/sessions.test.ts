import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Caller = ReturnType<TestApp['client']>;
const sessionUser = async (caller: Caller) =>
  ((await (await caller.request('/api/account/session')).json()) as { user: { id: string } | null }).user;

/** One account signed in on two devices. */
async function twoDevices() {
  const laptop = t.client();
  const me = await laptop.signUp();
  const phone = t.client();
  expect((await phone.signIn(me.email, me.password)).status).toBe(200);
  expect(await sessionUser(phone)).toMatchObject({ id: me.id });
  return { me, laptop, phone };
}

describe('sessions end with the old password', () => {
  it('a password reset signs the account out everywhere', async () => {
    const { me, laptop, phone } = await twoDevices();
    expect(
      (await t.client().request('/api/auth/email-otp/request-password-reset', { json: { email: me.email } })).status,
    ).toBe(200);
    const otp = await t.lastCode(me.email, 'password_reset');
    const reset = await t.client().request('/api/auth/email-otp/reset-password', {
      json: { email: me.email, otp, password: 'reset-pass', confirmPassword: 'reset-pass' },
    });
    expect(reset.status).toBe(200);
    expect(await sessionUser(laptop)).toBeNull();
    expect(await sessionUser(phone)).toBeNull();
    expect((await laptop.request('/api/account/settings')).status).toBe(401);
  });

  it('a password change ends the other sessions and keeps the one that changed it, whatever the body asks', async () => {
    const { me, laptop, phone } = await twoDevices();
    const changed = await laptop.request('/api/auth/change-password', {
      json: {
        currentPassword: me.password,
        newPassword: 'changed-pass',
        confirmPassword: 'changed-pass',
        revokeOtherSessions: false,
      },
    });
    expect(changed.status).toBe(200);
    expect(await sessionUser(phone)).toBeNull();
    expect(await sessionUser(laptop)).toMatchObject({ id: me.id });
  });
});
