import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, verifications } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ErrorBody = { error: { message: string; code?: string; fields?: Record<string, string> } };

async function requestCode(email: string) {
  const response = await t.client().request('/api/auth/email-otp/request-password-reset', { json: { email } });
  expect(response.status).toBe(200);
  const [mail] = await t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, 'password_reset')))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  return { mail, code: mail?.text.match(/Your code: (\d{6})/)?.[1] };
}

const reset = (email: string, otp: string, password = 'brand-new-pass') =>
  t
    .client()
    .request('/api/auth/email-otp/reset-password', { json: { email, otp, password, confirmPassword: password } });

describe('password reset with a one-time code', () => {
  it('e-mails a code that resets the password once', async () => {
    const { email } = await t.client().signUp();
    const { mail, code } = await requestCode(email);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail!.text).toContain(`/reset-password?email=${encodeURIComponent(email)}`);

    expect((await reset(email, code!)).status).toBe(200);
    expect((await t.client().signIn(email, 'brand-new-pass')).status).toBe(200);
    expect((await t.client().signIn(email, 'correct-horse')).status).toBe(401);

    const reused = await reset(email, code!, 'another-pass');
    expect(reused.status).toBe(400);
    expect((await t.client().signIn(email, 'another-pass')).status).toBe(401);
  });

  it('refuses a wrong code and an expired one', async () => {
    const { email } = await t.client().signUp();
    const { code } = await requestCode(email);
    const wrong = await reset(email, code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `forget-password-otp-${email}`));
    const expired = await reset(email, code!);
    expect(expired.status).toBe(400);
    expect((await t.client().signIn(email, 'brand-new-pass')).status).toBe(401);
  });

  it('says nothing about unknown addresses and sends them nothing', async () => {
    const { mail } = await requestCode('nobody-here@example.com');
    expect(mail).toBeUndefined();
  });

  it('checks the form with the spec messages', async () => {
    const response = await t.client().request('/api/auth/email-otp/reset-password', {
      json: { email: 'a@example.com', otp: '', password: '123', confirmPassword: '456' },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.fields).toEqual({
      otp: 'Please enter the verification code',
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Passwords do not match',
    });
  });
});
