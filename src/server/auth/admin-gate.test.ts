import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECOND_FACTOR_SIGN_IN } from '../../shared/two-factor';
import { softwarePasskey } from '../testing/software-passkey';
import { createTestApp, freshTotpCode, TEST_ORIGIN, type TestApp } from '../testing/test-app';

// Administrator powers need a second factor (decision 046), proved by the session (decision
// 048): an ADMIN_EMAILS address without one, or signed in with the password alone, is an ordinary member
// whom the admin routes tell why.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    ADMIN_EMAILS: 'admin@example.com,second@example.com,third@example.com,fourth@example.com,fifth@example.com',
  });
});
afterAll(() => t.close());

const sessionOf = async (caller: ReturnType<TestApp['client']>) =>
  (
    (await (await caller.request('/api/account/session')).json()) as {
      user: { isAdmin: boolean; needsSecondFactor: 'add' | 'sign-in' | null };
    }
  ).user;

async function registerPasskey(caller: ReturnType<TestApp['client']>, name = 'Laptop') {
  const passkey = softwarePasskey({ rpId: new URL(TEST_ORIGIN).hostname, origin: TEST_ORIGIN });
  const options = await caller.request('/api/auth/passkey/generate-register-options');
  expect(options.status).toBe(200);
  const { challenge } = (await options.json()) as { challenge: string };
  expect(
    (
      await caller.request('/api/auth/passkey/verify-registration', {
        json: { response: passkey.register(challenge), name },
      })
    ).status,
  ).toBe(200);
  return passkey;
}

/** A refusal's code, from an admin route's answer or from better-auth's. */
const codeOf = async (response: Response) => {
  expect(response.status).toBe(403);
  const body = (await response.json()) as { code?: string; error?: { code: string } };
  return body.error?.code ?? body.code;
};

describe('the administrator gate', () => {
  it('refuses admin routes with SECOND_FACTOR_REQUIRED until the authenticator app is on', async () => {
    const admin = t.client();
    const { password } = await admin.signUp({ email: 'admin@example.com' }, { verified: true, secondFactor: false });
    expect(await sessionOf(admin)).toMatchObject({ isAdmin: false, needsSecondFactor: 'add' });
    const refused = await admin.request('/api/admin/startups');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'SECOND_FACTOR_REQUIRED' } });

    const { secret } = await admin.enableTotp(password);
    expect(await sessionOf(admin)).toMatchObject({ isAdmin: true, needsSecondFactor: null });
    expect((await admin.request('/api/admin/startups')).status).toBe(200);

    // Signing in again takes the code; then the powers are there.
    const again = t.client();
    await again.signIn('admin@example.com', password);
    expect((await again.request('/api/admin/startups')).status).toBe(401);
    await again.request('/api/auth/two-factor/verify-totp', { json: { code: await freshTotpCode(secret) } });
    expect((await again.request('/api/admin/startups')).status).toBe(200);
  });

  it('counts a passkey as the second factor', async () => {
    const admin = t.client();
    await admin.signUp({ email: 'second@example.com' }, { verified: true, secondFactor: false });
    // The session in which the first factor is added proved it, as the app's confirming code does.
    await registerPasskey(admin);
    expect(await sessionOf(admin)).toMatchObject({ isAdmin: true, needsSecondFactor: null });
    expect((await admin.request('/api/admin/startups')).status).toBe(200);
  });

  it('asks an administrator whose factor is a passkey to sign in with it: the password alone grants nothing', async () => {
    const first = t.client();
    const { password } = await first.signUp({ email: 'fourth@example.com' }, { verified: true, secondFactor: false });
    const passkey = await registerPasskey(first);

    const byPassword = t.client();
    expect((await byPassword.signIn('fourth@example.com', password)).status).toBe(200);
    expect(await sessionOf(byPassword)).toMatchObject({ isAdmin: false, needsSecondFactor: 'sign-in' });
    const refused = await byPassword.request('/api/admin/startups');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      error: { code: 'SECOND_FACTOR_REQUIRED', message: SECOND_FACTOR_SIGN_IN },
    });

    // Nor can that session add a factor of its own to sign in with, turn on the app, or take the passkey away.
    expect(await codeOf(await byPassword.request('/api/auth/passkey/generate-register-options'))).toBe(
      'SECOND_FACTOR_REQUIRED',
    );
    expect(await codeOf(await byPassword.request('/api/auth/two-factor/enable', { json: { password } }))).toBe(
      'SECOND_FACTOR_REQUIRED',
    );
    const [row] = (await (await byPassword.request('/api/auth/passkey/list-user-passkeys')).json()) as { id: string }[];
    expect(
      await codeOf(await byPassword.request('/api/auth/passkey/delete-passkey', { json: { id: row!.id, password } })),
    ).toBe('SECOND_FACTOR_REQUIRED');

    // Signing in with the passkey opens the admin area, and its session may add a second passkey.
    const byPasskey = t.client();
    const { challenge } = (await (
      await byPasskey.request('/api/auth/passkey/generate-authenticate-options')
    ).json()) as { challenge: string };
    expect(
      (
        await byPasskey.request('/api/auth/passkey/verify-authentication', {
          json: { response: passkey.authenticate(challenge) },
        })
      ).status,
    ).toBe(200);
    expect(await sessionOf(byPasskey)).toMatchObject({ isAdmin: true, needsSecondFactor: null });
    expect((await byPasskey.request('/api/admin/startups')).status).toBe(200);
    await registerPasskey(byPasskey, 'Phone');
    expect(await sessionOf(byPasskey)).toMatchObject({ isAdmin: true });
  });

  it('keeps what the session proved when the password changes, since the new session replaces it', async () => {
    const admin = t.client();
    const { password } = await admin.signUp({ email: 'fifth@example.com' }, { verified: true });
    const changed = await admin.request('/api/auth/change-password', {
      json: { currentPassword: password, newPassword: 'a-new-password-1' },
    });
    expect(changed.status).toBe(200);
    expect(await sessionOf(admin)).toMatchObject({ isAdmin: true, needsSecondFactor: null });
  });

  it('lets an ordinary member with a passkey manage their factors after a password sign-in', async () => {
    const member = t.client();
    const { email, password } = await member.signUp({}, { verified: true });
    await registerPasskey(member);
    const again = t.client();
    await again.signIn(email, password);
    await registerPasskey(again, 'Phone');
    expect(((await (await again.request('/api/auth/passkey/list-user-passkeys')).json()) as unknown[]).length).toBe(2);
  });

  it('loses the powers again when the last factor goes', async () => {
    const admin = t.client();
    const { password, totpSecret } = await admin.signUp({ email: 'third@example.com' }, { verified: true });
    expect((await admin.request('/api/admin/startups')).status).toBe(200);
    expect(
      (
        await admin.request('/api/auth/two-factor/disable', {
          json: { password, code: await freshTotpCode(totpSecret!) },
        })
      ).status,
    ).toBe(200);
    expect((await admin.request('/api/admin/startups')).status).toBe(403);
  });

  it('leaves a member a member, with nothing to add', async () => {
    const member = t.client();
    await member.signUp({}, { verified: true });
    expect(await sessionOf(member)).toMatchObject({ isAdmin: false, needsSecondFactor: null });
    const refused = await member.request('/api/admin/startups');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });
});
