import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignUpInput } from '../../shared/auth';
import { accounts, emailOutbox, profiles, users } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const input = (overrides: Record<string, unknown> = {}): SignUpInput =>
  ({
    firstName: 'Maya',
    lastName: 'Chen',
    email: `maya-${Math.random().toString(36).slice(2)}@example.com`,
    phoneNumber: '8123 4567',
    country: 'SG',
    password: 'secret1',
    ...overrides,
  }) as SignUpInput;

async function userCount(email: string) {
  const [row] = await t.db.select({ n: count() }).from(users).where(eq(users.email, email));
  return row!.n;
}

describe('POST /api/auth/sign-up/email', () => {
  it('creates the user, signs them in and creates the profile with the sign-up defaults', async () => {
    const caller = t.client();
    const data = input({ email: 'New.Founder@Example.com' });
    const response = await caller.request('/api/auth/sign-up/email', { json: data });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { user: { id: string; email: string; name: string } };
    expect(body.user.email).toBe('new.founder@example.com');
    expect(body.user.name).toBe('Maya Chen');

    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/session_token=/);
    expect(setCookie).toMatch(/HttpOnly/i);

    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, body.user.id));
    expect(profile).toMatchObject({
      firstName: 'Maya',
      lastName: 'Chen',
      // Stored in E.164 (decision 023).
      phoneNumber: '+6581234567',
      country: 'SG',
      headline: '',
      bio: '',
      roleTitle: '',
      institution: '',
      roleType: 'student',
      skills: [],
    });

    const session = await caller.request('/api/account/session');
    expect(await session.json()).toMatchObject({
      user: { id: body.user.id, firstName: 'Maya', lastName: 'Chen', isAdmin: false },
    });
  });

  it('signs up someone in Germany with a German number, stored in E.164 (decision 023)', async () => {
    const caller = t.client();
    const response = await caller.request('/api/auth/sign-up/email', {
      json: input({ country: 'DE', phoneNumber: '01512 3456789' }),
    });
    expect(response.status).toBe(200);
    const { profile } = (await (await caller.request('/api/profiles/me')).json()) as {
      profile: { country: string; phoneNumber: string };
    };
    expect(profile).toMatchObject({ country: 'DE', phoneNumber: '+4915123456789' });
  });

  it('refuses a number of another country than the one chosen, naming the chosen one', async () => {
    const data = input({ country: 'FR', phoneNumber: '01512 3456789' });
    const response = await t.client().request('/api/auth/sign-up/email', { json: data });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: {
        message: 'Please enter a valid phone number for France',
        fields: { phoneNumber: 'Please enter a valid phone number for France' },
      },
    });
    expect(await userCount(data.email)).toBe(0);
  });

  it('stores an Argon2id hash, never the password', async () => {
    const data = input();
    const { id } = await t.client().signUp(data);
    const [account] = await t.db.select().from(accounts).where(eq(accounts.userId, id));
    expect(account!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(account!.password).not.toContain(data.password);
  });

  it('queues the code to prove the address at once, and the welcome in the outbox once it is proved', async () => {
    const data = input({ firstName: 'Wendy' });
    const caller = t.client();
    await caller.signUp(data);
    const atSignUp = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, data.email));
    expect(atSignUp.map((email) => email.template)).toEqual(['email_verification']);
    const otp = await t.lastCode(data.email, 'email_verification');
    expect((await caller.request('/api/auth/email-otp/verify-email', { json: { otp } })).status).toBe(200);
    const [email] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, data.email), eq(emailOutbox.template, 'welcome')));
    expect(email).toMatchObject({ template: 'welcome', status: 'pending', subject: 'Welcome to Liftoff, Wendy!' });
    expect(email!.html).toContain('http://localhost:3000/login');
    expect(email!.text).toContain('support@');
  });

  it('refuses a second account with the same e-mail, whatever its case', async () => {
    const data = input();
    await t.client().signUp(data);
    const response = await t
      .client()
      .request('/api/auth/sign-up/email', { json: { ...data, email: data.email.toUpperCase() } });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: { message: 'User already exists. Use another email.', code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' },
    });
    expect(await userCount(data.email)).toBe(1);
  });

  it.each([
    ['firstName', 'A', 'First name must be at least 2 characters'],
    ['lastName', 'Ch3n', 'Last name can only contain letters'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['phoneNumber', '12345', 'Please enter at least 6 digits'],
    ['phoneNumber', '123456', 'Please enter a valid phone number for Singapore'],
    ['phoneNumber', '+49 1512 3456789', 'Please enter a valid phone number for Singapore'],
    ['country', 'XK', 'Please select a country'],
    ['password', '12345', 'Password must be at least 6 characters long'],
  ])('answers a bad %s with 400 and the spec message, creating nothing', async (field, value, message) => {
    const data = input({ [field]: value });
    const response = await t.client().request('/api/auth/sign-up/email', { json: data });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { message: string; fields: Record<string, string> } };
    expect(body.error.message).toBe(message);
    expect(body.error.fields).toEqual({ [field]: message });
    if (field !== 'email') expect(await userCount(data.email)).toBe(0);
  });

  it('reports every bad field at once', async () => {
    const response = await t.client().request('/api/auth/sign-up/email', { json: {} });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(body.error.fields).sort()).toEqual([
      'country',
      'email',
      'firstName',
      'lastName',
      'password',
      'phoneNumber',
    ]);
  });

  it('refuses a sign-up posted from a foreign origin', async () => {
    const data = input();
    const response = await t
      .client()
      .request('/api/auth/sign-up/email', { json: data, headers: { Origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    expect(await userCount(data.email)).toBe(0);
  });

  it('refuses a cookie-carrying request from a foreign origin (CSRF)', async () => {
    const caller = t.client();
    await caller.signUp();
    const response = await caller.request('/api/auth/sign-out', {
      json: {},
      headers: { Origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    const session = await caller.request('/api/account/session');
    expect(((await session.json()) as { user: unknown }).user).not.toBeNull();
  });
});

describe('sign-up atomicity', () => {
  it('leaves no user behind when the profile cannot be stored, and says so', async () => {
    // A real database failure on the profile insert, for this one name only.
    await t.db.execute(sql`alter table profiles add constraint test_refuse_profile check (first_name <> 'Refused')`);
    try {
      const data = input({ firstName: 'Refused' });
      const response = await t.client().request('/api/auth/sign-up/email', { json: data });
      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({ error: { message: 'Failed to create user profile' } });
      expect(response.headers.get('set-cookie') ?? '').not.toMatch(/session_token=[^;]/);
      expect(await userCount(data.email)).toBe(0);
      const [orphans] = await t.db
        .select({ n: count() })
        .from(accounts)
        .where(sql`${accounts.userId} not in (select id from users)`);
      expect(orphans!.n).toBe(0);
    } finally {
      await t.db.execute(sql`alter table profiles drop constraint test_refuse_profile`);
    }
  });

  it('still signs the user up and proves the address when the welcome e-mail cannot be queued', async () => {
    await t.db.execute(
      sql`alter table email_outbox add constraint test_refuse_welcome check (template <> 'welcome') not valid`,
    );
    try {
      const data = input();
      const caller = t.client();
      const response = await caller.request('/api/auth/sign-up/email', { json: data });
      expect(response.status).toBe(200);
      expect(await userCount(data.email)).toBe(1);
      const otp = await t.lastCode(data.email, 'email_verification');
      expect((await caller.request('/api/auth/email-otp/verify-email', { json: { otp } })).status).toBe(200);
      const [user] = await t.db
        .select({ emailVerified: users.emailVerified })
        .from(users)
        .where(eq(users.email, data.email));
      expect(user!.emailVerified).toBe(true);
      const [outbox] = await t.db
        .select({ n: count() })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, data.email), eq(emailOutbox.template, 'welcome')));
      expect(outbox!.n).toBe(0);
    } finally {
      await t.db.execute(sql`alter table email_outbox drop constraint test_refuse_welcome`);
    }
  });
});
