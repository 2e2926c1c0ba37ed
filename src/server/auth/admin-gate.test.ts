import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { softwarePasskey } from '../testing/software-passkey';
import { createTestApp, TEST_ORIGIN, totpCode, type TestApp } from '../testing/test-app';

// Administrator powers need a second factor (issue 32, decision 046): an ADMIN_EMAILS address without
// one is an ordinary member whom the admin routes tell why.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'admin@example.com,second@example.com,third@example.com' });
});
afterAll(() => t.close());

const sessionOf = async (caller: ReturnType<TestApp['client']>) => ((await (await caller.request('/api/account/session')).json()) as { user: { isAdmin: boolean; needsSecondFactor: boolean } }).user;

describe('the administrator gate', () => {
  it('refuses admin routes with SECOND_FACTOR_REQUIRED until the authenticator app is on', async () => {
    const admin = t.client();
    const { password } = await admin.signUp({ email: 'admin@example.com' }, { verified: true, secondFactor: false });
    expect(await sessionOf(admin)).toMatchObject({ isAdmin: false, needsSecondFactor: true });
    const refused = await admin.request('/api/admin/startups');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'SECOND_FACTOR_REQUIRED' } });

    const { secret } = await admin.enableTotp(password);
    expect(await sessionOf(admin)).toMatchObject({ isAdmin: true, needsSecondFactor: false });
    expect((await admin.request('/api/admin/startups')).status).toBe(200);

    // Signing in again takes the code; then the powers are there.
    const again = t.client();
    await again.signIn('admin@example.com', password);
    expect((await again.request('/api/admin/startups')).status).toBe(401);
    await again.request('/api/auth/two-factor/verify-totp', { json: { code: totpCode(secret) } });
    expect((await again.request('/api/admin/startups')).status).toBe(200);
  });

  it('counts a passkey as the second factor', async () => {
    const admin = t.client();
    await admin.signUp({ email: 'second@example.com' }, { verified: true, secondFactor: false });
    const passkey = softwarePasskey({ rpId: new URL(TEST_ORIGIN).hostname, origin: TEST_ORIGIN });
    const { challenge } = (await (await admin.request('/api/auth/passkey/generate-register-options')).json()) as { challenge: string };
    expect((await admin.request('/api/auth/passkey/verify-registration', { json: { response: passkey.register(challenge), name: 'Laptop' } })).status).toBe(200);
    expect(await sessionOf(admin)).toMatchObject({ isAdmin: true, needsSecondFactor: false });
    expect((await admin.request('/api/admin/startups')).status).toBe(200);
  });

  it('loses the powers again when the last factor goes', async () => {
    const admin = t.client();
    const { password, totpSecret } = await admin.signUp({ email: 'third@example.com' }, { verified: true });
    expect((await admin.request('/api/admin/startups')).status).toBe(200);
    expect((await admin.request('/api/auth/two-factor/disable', { json: { password, code: totpCode(totpSecret!) } })).status).toBe(200);
    expect((await admin.request('/api/admin/startups')).status).toBe(403);
  });

  it('leaves a member a member, with nothing to add', async () => {
    const member = t.client();
    await member.signUp({}, { verified: true });
    expect(await sessionOf(member)).toMatchObject({ isAdmin: false, needsSecondFactor: false });
    const refused = await member.request('/api/admin/startups');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });
});
