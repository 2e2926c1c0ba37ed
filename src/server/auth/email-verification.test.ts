import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, users } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ErrorBody = { error: { message: string; code?: string; fields?: Record<string, string> } };
type SessionBody = { user: null | { email: string; emailVerified: boolean; isAdmin: boolean } };

const session = async (caller: ReturnType<TestApp['client']>) =>
  ((await (await caller.request('/api/account/session')).json()) as SessionBody).user;
const verify = (caller: ReturnType<TestApp['client']>, otp: string) =>
  caller.request('/api/auth/email-otp/verify-email', { json: { otp } });
const resend = (caller: ReturnType<TestApp['client']>) =>
  caller.request('/api/auth/email-otp/send-verification-otp', { json: {} });
const mailsTo = (email: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, 'email_verification')));

describe('e-mail verification', () => {
  it('e-mails a code at sign-up; the member uses the platform unverified until the code comes back', async () => {
    const caller = t.client();
    const me = await caller.signUp();
    const [mail] = await mailsTo(me.email);
    expect(mail!.subject).not.toMatch(/\d{6}/);
    expect(await session(caller)).toMatchObject({ emailVerified: false, isAdmin: false });
    expect((await caller.request('/api/account/settings')).status).toBe(200);

    const code = await t.lastCode(me.email, 'email_verification');
    const wrong = await verify(caller, code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as ErrorBody).error.message).toBe(
      'Invalid or expired verification code. Please request a new one.',
    );
    expect((await verify(caller, code)).status).toBe(200);
    expect(await session(caller)).toMatchObject({ emailVerified: true });
    // Used once; a verified member has nothing left to verify.
    const again = await resend(caller);
    expect(again.status).toBe(400);
    expect(((await again.json()) as ErrorBody).error.message).toBe('Your e-mail address is already confirmed.');
  });

  it('makes an ADMIN_EMAILS address administrator only once it is verified', async () => {
    const squatter = t.client();
    const { password: squatterPassword } = await squatter.signUp({ email: 'admin@example.com' });
    expect(await session(squatter)).toMatchObject({ emailVerified: false, isAdmin: false });
    expect((await squatter.request('/api/admin/startups')).status).toBe(403);
    expect((await verify(squatter, '123456')).status).toBe(400);
    expect((await squatter.request('/api/admin/startups')).status).toBe(403);

    // The owner of the mailbox reads the code and verifies; with a second factor (decision 046) the rights appear.
    expect((await verify(squatter, await t.lastCode('admin@example.com', 'email_verification'))).status).toBe(200);
    expect(await session(squatter)).toMatchObject({ emailVerified: true, isAdmin: false, needsSecondFactor: 'add' });
    await squatter.enableTotp(squatterPassword);
    expect(await session(squatter)).toMatchObject({ emailVerified: true, isAdmin: true });
    expect((await squatter.request('/api/admin/startups')).status).toBe(200);
  });

  it("sends a fresh code on request, only to the caller's own address, and needs a session", async () => {
    const victim = await t.client().signUp();
    const caller = t.client();
    const me = await caller.signUp();
    const first = await t.lastCode(me.email, 'email_verification');
    const response = await caller.request('/api/auth/email-otp/send-verification-otp', {
      json: { email: victim.email, type: 'email-verification' },
    });
    expect(response.status).toBe(200);
    expect(await mailsTo(me.email)).toHaveLength(2);
    expect(await mailsTo(victim.email)).toHaveLength(1);
    // The new code replaces the old one.
    expect((await verify(caller, first)).status).toBe(400);

    // A code for one account cannot verify another address named in the body.
    const victimCode = await t.lastCode(victim.email, 'email_verification');
    expect(
      (await caller.request('/api/auth/email-otp/verify-email', { json: { otp: victimCode, email: victim.email } }))
        .status,
    ).toBe(400);
    const [victimRow] = await t.db
      .select({ emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, victim.id));
    expect(victimRow!.emailVerified).toBe(false);

    expect((await t.client().request('/api/auth/email-otp/send-verification-otp', { json: {} })).status).toBe(401);
    expect((await t.client().request('/api/auth/email-otp/verify-email', { json: { otp: '123456' } })).status).toBe(
      401,
    );
  });

  it('checks the code with the shared schema', async () => {
    const caller = t.client();
    await caller.signUp();
    const response = await verify(caller, 'abc');
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.fields).toEqual({
      otp: 'The code is the 6 digits from the e-mail',
    });
  });

  it('sends at most 5 codes an hour to one address', async () => {
    const caller = t.client();
    await caller.signUp();
    for (let i = 0; i < 5; i++) expect((await resend(caller)).status).toBe(200);
    const limited = await resend(caller);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect(((await limited.json()) as ErrorBody).error.message).toBe(
      'Too many codes requested. Please wait a while before asking for another.',
    );
  });
});
