import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, passkeys } from '../db/schema';
import { softwarePasskey } from '../testing/software-passkey';
import { createTestApp, freshTotpCode, TEST_ORIGIN, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Client = ReturnType<TestApp['client']>;
const relyingParty = () => ({ rpId: new URL(TEST_ORIGIN).hostname, origin: TEST_ORIGIN });

async function factorEvents(type: string, userId: string) {
  const rows = await t.db
    .select({ payload: domainEvents.payload })
    .from(domainEvents)
    .where(and(eq(domainEvents.type, type), sql`${domainEvents.payload}->>'userId' = ${userId}`));
  return rows.map((row) => row.payload);
}

async function register(caller: Client, name = 'Laptop') {
  const passkey = softwarePasskey(relyingParty());
  const options = await caller.request('/api/auth/passkey/generate-register-options');
  expect(options.status).toBe(200);
  const { challenge, rp } = (await options.json()) as { challenge: string; rp: { id: string; name: string } };
  expect(rp).toEqual({ id: 'localhost', name: t.config.platformName });
  const verified = await caller.request('/api/auth/passkey/verify-registration', {
    json: { response: passkey.register(challenge), name },
  });
  return { passkey, verified };
}

async function signInWith(passkey: ReturnType<typeof softwarePasskey>) {
  const caller = t.client();
  const options = await caller.request('/api/auth/passkey/generate-authenticate-options');
  const { challenge } = (await options.json()) as { challenge: string };
  const response = await caller.request('/api/auth/passkey/verify-authentication', {
    json: { response: passkey.authenticate(challenge) },
  });
  return { caller, response };
}

describe('passkeys', () => {
  it('registers a named passkey, lists it, and signs in with it without a password', async () => {
    const member = t.client();
    const { id } = await member.signUp();
    const { passkey, verified } = await register(member, 'Work laptop');
    expect(verified.status).toBe(200);
    expect(await factorEvents('member.factor_added', id)).toEqual([
      expect.objectContaining({ factor: 'passkey', userId: id }),
    ]);
    const list = (await (await member.request('/api/auth/passkey/list-user-passkeys')).json()) as { name: string }[];
    expect(list.map((row) => row.name)).toEqual(['Work laptop']);

    const { caller, response } = await signInWith(passkey);
    expect(response.status).toBe(200);
    expect(await factorEvents('member.signed_in', id)).toEqual([expect.objectContaining({ method: 'passkey' })]);
    expect(((await (await caller.request('/api/account/session')).json()) as { user: { id: string } }).user.id).toBe(
      id,
    );
  });

  it('refuses an answer to no challenge, and a passkey it does not know', async () => {
    const stranger = softwarePasskey(relyingParty());
    expect((await signInWith(stranger)).response.status).toBe(401);
    const caller = t.client();
    expect(
      (
        await caller.request('/api/auth/passkey/verify-authentication', {
          json: { response: stranger.authenticate('nothing-asked') },
        })
      ).status,
    ).toBe(400);
  });

  it('renames only the own passkey', async () => {
    const owner = t.client();
    await owner.signUp();
    await register(owner);
    const [row] = (await (await owner.request('/api/auth/passkey/list-user-passkeys')).json()) as { id: string }[];
    const other = t.client();
    await other.signUp();
    expect(
      (await other.request('/api/auth/passkey/update-passkey', { json: { id: row!.id, name: 'Mine now' } })).status,
    ).toBe(401);
    expect(
      (await owner.request('/api/auth/passkey/update-passkey', { json: { id: row!.id, name: 'Phone' } })).status,
    ).toBe(200);
    const [stored] = await t.db.select({ name: passkeys.name }).from(passkeys).where(eq(passkeys.id, row!.id));
    expect(stored!.name).toBe('Phone');
  });

  it('is removed with the password, and a code too when the app is on', async () => {
    const member = t.client();
    const { id, password } = await member.signUp();
    await register(member);
    const [row] = (await (await member.request('/api/auth/passkey/list-user-passkeys')).json()) as { id: string }[];
    const { secret } = await member.enableTotp(password);
    const code = await freshTotpCode(secret);
    const other = t.client();
    const stranger = await other.signUp();
    expect(
      (await other.request('/api/auth/passkey/delete-passkey', { json: { id: row!.id, password: stranger.password } }))
        .status,
    ).toBe(401);
    expect(
      (
        await member.request('/api/auth/passkey/delete-passkey', {
          json: { id: row!.id, password: 'wrong-password', code },
        })
      ).status,
    ).toBe(400);
    expect((await member.request('/api/auth/passkey/delete-passkey', { json: { id: row!.id, password } })).status).toBe(
      400,
    );
    expect(await factorEvents('member.factor_removed', id)).toEqual([]);
    expect(
      (await member.request('/api/auth/passkey/delete-passkey', { json: { id: row!.id, password, code } })).status,
    ).toBe(200);
    expect(await t.db.select().from(passkeys).where(eq(passkeys.userId, id))).toEqual([]);
    expect(await factorEvents('member.factor_removed', id)).toEqual([expect.objectContaining({ factor: 'passkey' })]);
  });

  it('refuses visitors what needs a session', async () => {
    const visitor = t.client();
    expect((await visitor.request('/api/auth/passkey/generate-register-options')).status).toBe(401);
    expect((await visitor.request('/api/auth/passkey/list-user-passkeys')).status).toBe(401);
    expect(
      (
        await visitor.request('/api/auth/passkey/update-passkey', {
          json: { id: '00000000-0000-4000-8000-000000000000', name: 'x' },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await visitor.request('/api/auth/passkey/delete-passkey', {
          json: { id: '00000000-0000-4000-8000-000000000000', password: 'whatever1' },
        })
      ).status,
    ).toBe(401);
  });
});
