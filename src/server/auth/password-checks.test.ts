import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

// AUTH_RATE_LIMIT is off here (the test-app default): the member's own counter is always on.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ErrorBody = { error: { message: string } };
type Caller = ReturnType<TestApp['client']>;

const routes: Record<string, (caller: Caller, password: string) => Promise<Response>> = {
  'change e-mail': (caller, password) =>
    caller.request('/api/account/change-email', {
      json: { newEmail: `moved-${Date.now()}@example.com`, currentPassword: password },
    }),
  'change password': (caller, password) =>
    caller.request('/api/auth/change-password', {
      json: { currentPassword: password, newPassword: 'next-password', confirmPassword: 'next-password' },
    }),
  'delete account': (caller, password) => caller.request('/api/auth/delete-user', { json: { password } }),
};

describe('routes that check the password, 5 checks per member in 15 minutes', () => {
  for (const [name, check] of Object.entries(routes)) {
    it(`${name}: the 6th try answers 429, even with the right password`, async () => {
      const caller = t.client();
      const me = await caller.signUp();
      for (let i = 0; i < 5; i++) expect((await check(caller, `wrong-${i}`)).status).toBe(400);
      const limited = await check(caller, me.password);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await limited.json()) as ErrorBody).error.message).toBe(
        'Too many password attempts. Please wait 15 minutes and try again.',
      );
      // Another member is not affected.
      const other = t.client();
      const them = await other.signUp();
      expect((await check(other, `wrong`)).status).toBe(400);
      expect((await t.client().signIn(them.email, them.password)).status).toBe(200);
    });
  }

  it('counts the three routes together', async () => {
    const caller = t.client();
    await caller.signUp();
    for (const check of Object.values(routes)) expect((await check(caller, 'wrong')).status).toBe(400);
    expect((await routes['change e-mail']!(caller, 'wrong')).status).toBe(400);
    expect((await routes['delete account']!(caller, 'wrong')).status).toBe(400);
    expect((await routes['change password']!(caller, 'wrong')).status).toBe(429);
  });
});
