import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

// Rate limits are on here, as in production; their counters live in the database.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'true' });
});
afterAll(() => t.close());

describe('rate limits on sign-in and sign-up, per client IP', () => {
  it('answers the 11th sign-in within a minute from one IP with 429 and a clear message', async () => {
    const attacker = t.client({ ip: '203.0.113.7' });
    for (let i = 0; i < 10; i++) {
      const response = await attacker.signIn('victim@example.com', `guess-${i}`);
      expect(response.status).toBe(401);
    }
    const limited = await attacker.signIn('victim@example.com', 'guess-11');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ error: { message: 'Too many requests. Please try again later.' } });
    expect(Number(limited.headers.get('x-retry-after'))).toBeGreaterThan(0);
  });

  it('counts each IP on its own, and ignores an IP the caller claims in a header', async () => {
    const other = t.client({ ip: '198.51.100.9' });
    expect((await other.signIn('victim@example.com', 'x')).status).toBe(401);
    const spoofing = t.client({ ip: '203.0.113.7' });
    const response = await spoofing.request('/api/auth/sign-in/email', {
      json: { email: 'victim@example.com', password: 'x' },
      headers: { 'x-liftoff-client-ip': '192.0.2.1', 'x-forwarded-for': '192.0.2.1' },
    });
    expect(response.status).toBe(429);
  });

  it('limits sign-ups to 5 a minute from one IP', async () => {
    const bot = t.client({ ip: '203.0.113.50' });
    for (let i = 0; i < 5; i++) {
      const response = await bot.request('/api/auth/sign-up/email', { json: { email: `bot${i}@example.com` } });
      expect(response.status).toBe(400);
    }
    const limited = await bot.request('/api/auth/sign-up/email', { json: {} });
    expect(limited.status).toBe(429);
  });

  it('limits password reset requests to 3 a minute from one IP', async () => {
    const caller = t.client({ ip: '203.0.113.77' });
    for (let i = 0; i < 3; i++) {
      expect(
        (await caller.request('/api/auth/email-otp/request-password-reset', { json: { email: 'x@example.com' } }))
          .status,
      ).toBe(200);
    }
    const limited = await caller.request('/api/auth/email-otp/request-password-reset', {
      json: { email: 'x@example.com' },
    });
    expect(limited.status).toBe(429);
  });

  it('limits password checks to 20 per 15 minutes from one IP, across accounts', async () => {
    // Five accounts (the sign-up limit of one IP), four wrong passwords each (under the member limit of 5).
    const callers = Array.from({ length: 5 }, () => t.client({ ip: '203.0.113.120' }));
    for (const caller of callers) await caller.signUp();
    for (const caller of callers) {
      for (let i = 0; i < 4; i++) {
        expect(
          (
            await caller.request('/api/account/change-email', {
              json: { newEmail: 'elsewhere@example.com', currentPassword: `guess-${i}` },
            })
          ).status,
        ).toBe(400);
      }
    }
    // The first account's 5th check: within its own limit, over the address's.
    const limited = await callers[0]!.request('/api/auth/delete-user', { json: { password: 'guess' } });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: { message: string } }).error.message).toBe(
      'Too many password attempts. Please wait 15 minutes and try again.',
    );
  });

  it('keeps its counters in the database, so every server process sees them', async () => {
    const rows = await t.db.query.rateLimits.findMany();
    expect(rows.some((row) => row.key.startsWith('203.0.113.7|/sign-in/email'))).toBe(true);
  });
});
