import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, twoFactors, users } from '../db/schema';
import { createTestApp, freshTotpCode, totpCode, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Client = ReturnType<TestApp['client']>;

/** The domain events of a type about a member, oldest first. */
async function eventsOf(type: string, userId: string) {
  const rows = await t.db
    .select({ payload: domainEvents.payload })
    .from(domainEvents)
    .where(and(eq(domainEvents.type, type), sql`${domainEvents.payload}->>'userId' = ${userId}`))
    .orderBy(domainEvents.id);
  return rows.map((row) => row.payload);
}

async function memberWithApp(): Promise<{
  caller: Client;
  id: string;
  email: string;
  password: string;
  secret: string;
  backupCodes: string[];
}> {
  const caller = t.client();
  const { id, email, password } = await caller.signUp();
  const { secret, backupCodes } = await caller.enableTotp(password);
  return { caller, id, email, password, secret, backupCodes };
}

describe('turning on the authenticator app', () => {
  it('asks for the password, answers the QR address with the platform as issuer and ten backup codes, and is on once a code confirms it', async () => {
    const caller = t.client();
    const { id, password } = await caller.signUp();
    expect((await caller.request('/api/auth/two-factor/enable', { json: { password: 'wrong-password' } })).status).toBe(
      400,
    );
    const enabled = await caller.request('/api/auth/two-factor/enable', { json: { password, issuer: 'Evil' } });
    expect(enabled.status).toBe(200);
    const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
    const uri = new URL(totpURI);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('issuer')).toBe(t.config.platformName);
    expect(backupCodes).toHaveLength(10);
    // Not on until confirmed: a wrong code leaves it off.
    const [before] = await t.db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, id));
    expect(before!.on).toBe(false);
    expect((await caller.request('/api/auth/two-factor/verify-totp', { json: { code: '000000' } })).status).toBe(401);
    expect(await eventsOf('member.factor_added', id)).toEqual([]);
    const secret = uri.searchParams.get('secret')!;
    expect(
      (await caller.request('/api/auth/two-factor/verify-totp', { json: { code: totpCode(secret) } })).status,
    ).toBe(200);
    const [after] = await t.db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, id));
    expect(after!.on).toBe(true);
    expect(await eventsOf('member.factor_added', id)).toEqual([expect.objectContaining({ factor: 'totp' })]);
    // The member stays signed in (better-auth swapped the session for one that knows the app is on).
    expect(
      ((await (await caller.request('/api/account/session')).json()) as { user: { id: string } | null }).user?.id,
    ).toBe(id);
  });

  it('refuses a visitor with 401 and checks the body', async () => {
    expect((await t.client().request('/api/auth/two-factor/enable', { json: { password: 'whatever1' } })).status).toBe(
      401,
    );
    const caller = t.client();
    await caller.signUp();
    const response = await caller.request('/api/auth/two-factor/enable', { json: {} });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: 'VALIDATION_ERROR', fields: { password: 'Please enter your password' } },
    });
  });
});

describe('signing in with the app on', () => {
  it('asks for the code after the password, and signs in with it', async () => {
    const { email, password, secret, id } = await memberWithApp();
    const caller = t.client();
    const first = await caller.signIn(email, password);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(caller.cookie).not.toMatch(/session_token=/);
    expect(((await (await caller.request('/api/account/session')).json()) as { user: unknown }).user).toBeNull();
    expect((await caller.request('/api/auth/two-factor/verify-totp', { json: { code: '000000' } })).status).toBe(401);
    const done = await caller.request('/api/auth/two-factor/verify-totp', {
      json: { code: await freshTotpCode(secret) },
    });
    expect(done.status).toBe(200);
    expect(caller.cookie).toMatch(/session_token=/);
    expect(((await (await caller.request('/api/account/session')).json()) as { user: { id: string } }).user.id).toBe(
      id,
    );
  });

  it('is one sign-in event, at the code; confirming the app is none', async () => {
    const { email, password, secret, id } = await memberWithApp();
    // Signing up is no sign-in event, nor is confirming the app (which swaps the session).
    expect(await eventsOf('member.signed_in', id)).toEqual([]);
    const caller = t.client();
    await caller.signIn(email, password);
    expect(await eventsOf('member.signed_in', id)).toEqual([]);
    await caller.request('/api/auth/two-factor/verify-totp', { json: { code: await freshTotpCode(secret) } });
    expect(await eventsOf('member.signed_in', id)).toEqual([expect.objectContaining({ method: 'password' })]);
  });

  it('takes a backup code once, with or without its dash', async () => {
    const { email, password, backupCodes } = await memberWithApp();
    const [code, other] = backupCodes as [string, string];
    const caller = t.client();
    await caller.signIn(email, password);
    expect((await caller.request('/api/auth/two-factor/verify-backup-code', { json: { code } })).status).toBe(200);
    const again = t.client();
    await again.signIn(email, password);
    expect((await again.request('/api/auth/two-factor/verify-backup-code', { json: { code } })).status).toBe(401);
    expect(
      (await again.request('/api/auth/two-factor/verify-backup-code', { json: { code: other.replace('-', '') } }))
        .status,
    ).toBe(200);
  });

  it('ends the challenge after 5 wrong codes', async () => {
    const { email, password, secret } = await memberWithApp();
    const caller = t.client();
    await caller.signIn(email, password);
    for (let i = 0; i < 5; i++)
      expect((await caller.request('/api/auth/two-factor/verify-totp', { json: { code: '000000' } })).status).toBe(401);
    expect(
      (await caller.request('/api/auth/two-factor/verify-totp', { json: { code: await freshTotpCode(secret) } }))
        .status,
    ).toBe(400);
  });

  it('refuses a code without a password first', async () => {
    expect((await t.client().request('/api/auth/two-factor/verify-totp', { json: { code: '123456' } })).status).toBe(
      401,
    );
    expect(
      (await t.client().request('/api/auth/two-factor/verify-backup-code', { json: { code: 'abcde-12345' } })).status,
    ).toBe(401);
  });
});

describe('turning the app off and new backup codes', () => {
  it('asks for the password and a current code (or a backup code)', async () => {
    const { caller, id, password, secret, email } = await memberWithApp();
    const missing = await caller.request('/api/auth/two-factor/disable', { json: { password } });
    expect(missing.status).toBe(400);
    const wrong = await caller.request('/api/auth/two-factor/disable', { json: { password, code: '000000' } });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: { code: 'INVALID_CODE' } });
    const code = await freshTotpCode(secret);
    expect(
      (await caller.request('/api/auth/two-factor/disable', { json: { password: 'wrong-password', code } })).status,
    ).toBe(400);
    expect(await eventsOf('member.factor_removed', id)).toEqual([]);
    expect((await caller.request('/api/auth/two-factor/disable', { json: { password, code } })).status).toBe(200);
    expect(await eventsOf('member.factor_removed', id)).toEqual([expect.objectContaining({ factor: 'totp' })]);
    expect(await t.db.select().from(twoFactors).where(eq(twoFactors.userId, id))).toEqual([]);
    // The password alone signs in again.
    const again = t.client();
    await again.signIn(email, password);
    expect(again.cookie).toMatch(/session_token=/);
  });

  it('turns off with a backup code, which is used up', async () => {
    const { caller, password, backupCodes, id } = await memberWithApp();
    expect(
      (await caller.request('/api/auth/two-factor/disable', { json: { password, code: backupCodes[0] } })).status,
    ).toBe(200);
    const [row] = await t.db
      .select({ on: users.twoFactorEnabled })
      .from(users)
      .where(and(eq(users.id, id)));
    expect(row!.on).toBe(false);
  });

  it('gives ten new backup codes for the password; the old ones stop working', async () => {
    const { caller, password, backupCodes, email } = await memberWithApp();
    expect(
      (await caller.request('/api/auth/two-factor/generate-backup-codes', { json: { password: 'wrong-password' } }))
        .status,
    ).toBe(400);
    const response = await caller.request('/api/auth/two-factor/generate-backup-codes', { json: { password } });
    expect(response.status).toBe(200);
    const fresh = ((await response.json()) as { backupCodes: string[] }).backupCodes;
    expect(fresh).toHaveLength(10);
    const old = t.client();
    await old.signIn(email, password);
    expect(
      (await old.request('/api/auth/two-factor/verify-backup-code', { json: { code: backupCodes[0] } })).status,
    ).toBe(401);
    expect((await old.request('/api/auth/two-factor/verify-backup-code', { json: { code: fresh[0] } })).status).toBe(
      200,
    );
  });

  it('refuses visitors', async () => {
    expect(
      (await t.client().request('/api/auth/two-factor/disable', { json: { password: 'whatever1', code: '123456' } }))
        .status,
    ).toBe(401);
    expect(
      (await t.client().request('/api/auth/two-factor/generate-backup-codes', { json: { password: 'whatever1' } }))
        .status,
    ).toBe(401);
  });
});
