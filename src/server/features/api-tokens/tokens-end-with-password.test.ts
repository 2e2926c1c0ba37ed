import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../shared/audit';
import { apiTokens } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';

// A new password ends the member's API tokens (decision 055): a reset always, a change when asked; a
// wrong code or password ends nothing.

let t: TestApp;
type Caller = ReturnType<TestApp['client']>;
type Member = Awaited<ReturnType<Caller['signUp']>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function makeToken(caller: Caller): Promise<string> {
  const response = await caller.request('/api/account/tokens', {
    json: { name: 'Nightly export', scopes: ['jobs:read'] },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

/** A script's request with the token alone. */
const tokenStatus = async (token: string) =>
  (await t.app.request('/api/startups/mine', { headers: { Authorization: `Bearer ${token}` } })).status;
const tokenCount = async (userId: string) =>
  (await t.db.select({ id: apiTokens.id }).from(apiTokens).where(eq(apiTokens.userId, userId))).length;

async function securityEvents(caller: Caller): Promise<AuditEntry[]> {
  const response = await caller.request('/api/account/security-events');
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: AuditEntry[] }).items;
}

async function resetWith(member: Member, code: string) {
  return t.client().request('/api/auth/email-otp/reset-password', {
    json: { email: member.email, otp: code, password: 'taken-back-pass', confirmPassword: 'taken-back-pass' },
  });
}

async function requestResetCode(member: Member): Promise<string> {
  expect(
    (await t.client().request('/api/auth/email-otp/request-password-reset', { json: { email: member.email } })).status,
  ).toBe(200);
  return t.lastCode(member.email, 'password_reset');
}

describe('a password reset', () => {
  it('ends every API token of the member, with one audited event shown in Settings', async () => {
    const caller = t.client();
    const member = await caller.signUp();
    const [first, second] = [await makeToken(caller), await makeToken(caller)];
    expect(await tokenStatus(first)).toBe(200);

    expect((await resetWith(member, await requestResetCode(member))).status).toBe(200);

    expect(await tokenStatus(first)).toBe(401);
    expect(await tokenStatus(second)).toBe(401);
    expect(await tokenCount(member.id)).toBe(0);
    const again = t.client();
    expect((await again.signIn(member.email, 'taken-back-pass')).status).toBe(200);
    const ended = (await securityEvents(again)).filter((entry) => entry.action === 'api_tokens_ended');
    expect(ended).toHaveLength(1);
    expect(ended[0]!.detail).toEqual({ cause: 'password_reset', count: 2 });
  });

  it('with a wrong code ends nothing', async () => {
    const caller = t.client();
    const member = await caller.signUp();
    const token = await makeToken(caller);
    const code = await requestResetCode(member);
    const refused = await resetWith(member, code === '000000' ? '111111' : '000000');
    expect(refused.status).toBe(400);
    expect(await tokenStatus(token)).toBe(200);
    expect((await securityEvents(caller)).some((entry) => entry.action === 'api_tokens_ended')).toBe(false);
  });

  it('of a member without tokens records no token event', async () => {
    const caller = t.client();
    const member = await caller.signUp();
    expect((await resetWith(member, await requestResetCode(member))).status).toBe(200);
    const again = t.client();
    expect((await again.signIn(member.email, 'taken-back-pass')).status).toBe(200);
    expect((await securityEvents(again)).some((entry) => entry.action === 'api_tokens_ended')).toBe(false);
  });
});

describe('a password change', () => {
  const change = (caller: Caller, member: Member, extra: { endApiTokens?: boolean; currentPassword?: string } = {}) =>
    caller.request('/api/auth/change-password', {
      json: {
        currentPassword: member.password,
        newPassword: 'changed-pass-1',
        confirmPassword: 'changed-pass-1',
        ...extra,
      },
    });

  it('keeps the tokens unless the member asks', async () => {
    const caller = t.client();
    const member = await caller.signUp();
    const token = await makeToken(caller);
    expect((await change(caller, member)).status).toBe(200);
    expect(await tokenStatus(token)).toBe(200);
    expect((await securityEvents(caller)).some((entry) => entry.action === 'api_tokens_ended')).toBe(false);
  });

  it('ends them when the member asks, audited once', async () => {
    const caller = t.client();
    const member = await caller.signUp();
    const token = await makeToken(caller);
    expect((await change(caller, member, { endApiTokens: true })).status).toBe(200);
    expect(await tokenStatus(token)).toBe(401);
    const ended = (await securityEvents(caller)).filter((entry) => entry.action === 'api_tokens_ended');
    expect(ended.map((entry) => entry.detail)).toEqual([{ cause: 'password_change', count: 1 }]);
  });

  it('with a wrong current password ends nothing, even when asked', async () => {
    const caller = t.client();
    const member = await caller.signUp();
    const token = await makeToken(caller);
    const refused = await change(caller, member, { endApiTokens: true, currentPassword: 'not-my-password' });
    expect(refused.status).toBe(400);
    expect(await tokenStatus(token)).toBe(200);
  });

  it('does not take the choice from a header the client sends', async () => {
    const caller = t.client();
    const member = await caller.signUp();
    const token = await makeToken(caller);
    const changed = await caller.request('/api/auth/change-password', {
      json: { currentPassword: member.password, newPassword: 'changed-pass-1', confirmPassword: 'changed-pass-1' },
      headers: { 'x-liftoff-end-api-tokens': 'yes' },
    });
    expect(changed.status).toBe(200);
    expect(await tokenStatus(token)).toBe(200);
  });
});
