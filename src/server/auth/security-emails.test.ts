import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, emailOutbox, knownDevices } from '../db/schema';
import { softwarePasskey } from '../testing/software-passkey';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app';
import { recordFirstProof } from './address-proved';
import { claimNewDeviceNotice, networkOf, placeHash } from './known-devices';

// Security e-mails that help rather than tire (decision 056): a new sign-in is told of when it comes
// from a device and a place new to the account, at most once a day per place, saying what it was; a
// second factor added or removed is told of; the welcome waits until the address is proved.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const mailsTo = async (to: string, template: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, template)))
    .orderBy(emailOutbox.createdAt);

/** A password sign-in from `ip` with `userAgent`, by a client with no cookie (a script, a private window) unless one is given. */
async function signIn(
  person: { email: string; password: string },
  ip: string,
  userAgent: string,
  caller = t.client({ ip }),
) {
  const response = await caller.request('/api/auth/sign-in/email', {
    json: { email: person.email, password: person.password },
    headers: { 'User-Agent': userAgent },
  });
  expect(response.status).toBe(200);
  return caller;
}

async function member() {
  const caller = t.client({ ip: '198.51.100.20' });
  const person = await caller.signUp({}, { verified: true });
  return { caller, person };
}

describe('the "New sign-in" e-mail', () => {
  it('comes once for ten sign-ins without the cookie from one browser and network, and says what it was', async () => {
    const { person } = await member();
    for (let i = 0; i < 10; i++) await signIn(person, `203.0.113.${10 + i}`, PHONE);
    const mails = await mailsTo(person.email, 'new_device_sign_in');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(
      'Safari on iOS, from the address 203.0.113.10 (network 203.0.113.0/24), with your password, on ',
    );
    expect(mails[0]!.text).toContain('change your password now: that signs out every other session');
    expect(mails[0]!.text).toContain(`${TEST_ORIGIN}/startups?settings=security`);
  });

  it('comes for a new network and for a new browser, each once, and never for a device whose cookie is known', async () => {
    const { person } = await member();
    const phone = await signIn(person, '203.0.113.5', PHONE);
    expect(await mailsTo(person.email, 'new_device_sign_in')).toHaveLength(1);

    // The same phone, cookie kept, from anywhere: known.
    await signIn(person, '192.0.2.77', PHONE, phone);
    await signIn(person, '2001:db8:9::1', PHONE, phone);
    expect(await mailsTo(person.email, 'new_device_sign_in')).toHaveLength(1);

    // A cookie-less phone on a network it was never seen on: told once, not again from there.
    await signIn(person, '198.18.0.9', PHONE);
    await signIn(person, '198.18.0.200', PHONE);
    expect(await mailsTo(person.email, 'new_device_sign_in')).toHaveLength(2);

    // Another browser on a known network: told once.
    await signIn(person, '203.0.113.5', LAPTOP);
    await signIn(person, '203.0.113.6', LAPTOP);
    const mails = await mailsTo(person.email, 'new_device_sign_in');
    expect(mails).toHaveLength(3);
    expect(mails[2]!.text).toContain('Chrome on Linux, from the address 203.0.113.5');
  });

  it('reads an IPv6 network as its /48', async () => {
    expect(networkOf('2001:db8:1:1::5')).toBe('2001:db8:1::/48');
    expect(networkOf('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
    expect(networkOf(null)).toBe('unknown');
    const { person } = await member();
    await signIn(person, '2001:db8:1:1::5', PHONE);
    await signIn(person, '2001:db8:1:ff::7', PHONE);
    expect(await mailsTo(person.email, 'new_device_sign_in')).toHaveLength(1);
    await signIn(person, '2001:db8:2::7', PHONE);
    expect(await mailsTo(person.email, 'new_device_sign_in')).toHaveLength(2);
  });

  it('comes once for sign-ins at the same moment from a new place', async () => {
    const { person } = await member();
    await Promise.all(Array.from({ length: 4 }, (_, i) => signIn(person, `100.64.7.${i + 1}`, LAPTOP)));
    await t.drainEvents();
    expect(await mailsTo(person.email, 'new_device_sign_in')).toHaveLength(1);
  });

  it('is claimed at most once a day per place', async () => {
    const { person } = await member();
    const place = { userId: person.id, userAgent: PHONE, ip: '203.0.113.50' };
    await t.db
      .insert(knownDevices)
      .values({ userId: person.id, deviceHash: placeHash(PHONE, place.ip), userAgent: PHONE });
    expect(await claimNewDeviceNotice(t.db, place)).toBe(true);
    expect(await claimNewDeviceNotice(t.db, place)).toBe(false);
    await t.db
      .update(knownDevices)
      .set({ notifiedAt: sql`now() - interval '25 hours'` })
      .where(eq(knownDevices.userId, person.id));
    expect(await claimNewDeviceNotice(t.db, place)).toBe(true);
  });
});

type Client = ReturnType<TestApp['client']>;
const relyingParty = () => ({ rpId: new URL(TEST_ORIGIN).hostname, origin: TEST_ORIGIN });

async function registerPasskey(caller: Client) {
  const options = await caller.request('/api/auth/passkey/generate-register-options');
  const { challenge } = (await options.json()) as { challenge: string };
  const response = await caller.request('/api/auth/passkey/verify-registration', {
    json: { response: softwarePasskey(relyingParty()).register(challenge), name: 'Laptop' },
  });
  expect(response.status).toBe(200);
}

describe('second factors added or removed', () => {
  it('e-mail the member once each: the app on, new backup codes, the app off, a passkey added and removed', async () => {
    const { caller, person } = await member();
    const factorMails = async () => (await mailsTo(person.email, 'second_factor_changed')).map((mail) => mail.subject);

    await caller.enableTotp(person.password);
    expect(await factorMails()).toEqual(['The authenticator app was turned on on your Liftoff account']);

    const renewed = await caller.request('/api/auth/two-factor/generate-backup-codes', {
      json: { password: person.password },
    });
    expect(renewed.status).toBe(200);
    const { backupCodes } = (await renewed.json()) as { backupCodes: string[] };
    expect((await factorMails()).at(-1)).toBe('New backup codes were made on your Liftoff account');
    const [audited] = await t.db
      .select()
      .from(domainEvents)
      .where(
        and(
          eq(domainEvents.type, 'member.backup_codes_renewed'),
          sql`${domainEvents.payload}->>'userId' = ${person.id}`,
        ),
      );
    expect(audited).toBeDefined();

    expect(
      (
        await caller.request('/api/auth/two-factor/disable', {
          json: { password: person.password, code: backupCodes[0] },
        })
      ).status,
    ).toBe(200);
    expect((await factorMails()).at(-1)).toBe('The authenticator app was turned off on your Liftoff account');

    await registerPasskey(caller);
    expect((await factorMails()).at(-1)).toBe('A passkey was added on your Liftoff account');
    const [row] = (await (await caller.request('/api/auth/passkey/list-user-passkeys')).json()) as { id: string }[];
    expect(
      (await caller.request('/api/auth/passkey/delete-passkey', { json: { id: row!.id, password: person.password } }))
        .status,
    ).toBe(200);

    const mails = await mailsTo(person.email, 'second_factor_changed');
    expect(mails.map((mail) => mail.subject)).toEqual([
      'The authenticator app was turned on on your Liftoff account',
      'New backup codes were made on your Liftoff account',
      'The authenticator app was turned off on your Liftoff account',
      'A passkey was added on your Liftoff account',
      'A passkey was removed on your Liftoff account',
    ]);
    expect(mails[4]!.text).toContain('from the address 198.51.100.20');
    expect(mails[4]!.text).toContain('change your password now');
  });

  it('are audited, the new backup codes too', async () => {
    const { caller, person } = await member();
    await caller.enableTotp(person.password);
    await caller.request('/api/auth/two-factor/generate-backup-codes', { json: { password: person.password } });
    const { items } = (await (await caller.request('/api/account/security-events')).json()) as {
      items: { action: string }[];
    };
    expect(items.map((item) => item.action)).toEqual(expect.arrayContaining(['factor_added', 'backup_codes_renewed']));
  });
});

describe('the welcome e-mail', () => {
  it('waits until the address is proved: only the code goes at sign-up, the welcome once the code comes back, and never twice', async () => {
    const caller = t.client();
    const person = await caller.signUp({ firstName: 'Wendy' });
    const templates = async () =>
      (
        await t.db
          .select({ template: emailOutbox.template })
          .from(emailOutbox)
          .where(eq(emailOutbox.toAddress, person.email))
      )
        .map((row) => row.template)
        .sort();
    expect(await templates()).toEqual(['email_verification']);

    const otp = await t.lastCode(person.email, 'email_verification');
    expect((await caller.request('/api/auth/email-otp/verify-email', { json: { otp } })).status).toBe(200);
    const [welcome, ...more] = await mailsTo(person.email, 'welcome');
    expect(more).toEqual([]);
    expect(welcome).toMatchObject({ status: 'pending', subject: 'Welcome to Liftoff, Wendy!' });
    expect(welcome!.html).toContain(`${TEST_ORIGIN}/login`);

    // Proved again (a password reset's code proves it too): no second welcome.
    expect(
      (await t.client().request('/api/auth/email-otp/request-password-reset', { json: { email: person.email } }))
        .status,
    ).toBe(200);
    const resetOtp = await t.lastCode(person.email, 'password_reset');
    expect(
      (
        await t.client().request('/api/auth/email-otp/reset-password', {
          json: { email: person.email, otp: resetOtp, password: 'another-password-42' },
        })
      ).status,
    ).toBe(200);
    expect(await mailsTo(person.email, 'welcome')).toHaveLength(1);
    const events = await t.db
      .select()
      .from(domainEvents)
      .where(
        and(eq(domainEvents.type, 'member.address_proved'), sql`${domainEvents.payload}->>'userId' = ${person.id}`),
      );
    expect(events).toHaveLength(1);
  });

  it('goes when a password reset code is the first proof of the address', async () => {
    const person = await t.client().signUp({ firstName: 'Resa' });
    await t.client().request('/api/auth/email-otp/request-password-reset', { json: { email: person.email } });
    const otp = await t.lastCode(person.email, 'password_reset');
    expect(
      (
        await t.client().request('/api/auth/email-otp/reset-password', {
          json: { email: person.email, otp, password: 'another-password-42' },
        })
      ).status,
    ).toBe(200);
    await t.drainEvents();
    expect((await mailsTo(person.email, 'welcome')).map((mail) => mail.subject)).toEqual(['Welcome to Liftoff, Resa!']);
  });
});

describe('the first proof of an address', () => {
  it("may be a new address's code: the welcome goes to it, once", async () => {
    const caller = t.client();
    const person = await caller.signUp({ firstName: 'Nina' });
    const newEmail = `proved-${person.id.slice(0, 8)}@example.com`;
    expect(
      (await caller.request('/api/account/change-email', { json: { newEmail, currentPassword: person.password } }))
        .status,
    ).toBe(200);
    const otp = await t.lastCode(newEmail, 'email_change');
    expect((await caller.request('/api/account/change-email/confirm', { json: { newEmail, otp } })).status).toBe(200);
    expect((await mailsTo(newEmail, 'welcome')).map((mail) => mail.subject)).toEqual(['Welcome to Liftoff, Nina!']);
    expect(await mailsTo(person.email, 'welcome')).toEqual([]);
  });

  it('is recorded once when two codes prove it at the same moment', async () => {
    const person = await t.client().signUp();
    const proving = { path: '/email-otp/verify-email', body: { email: person.email }, context: {} };
    await Promise.all([
      recordFirstProof(t.db, { emailVerified: true }, proving),
      recordFirstProof(t.db, { emailVerified: true }, proving),
    ]);
    const events = await t.db
      .select()
      .from(domainEvents)
      .where(
        and(eq(domainEvents.type, 'member.address_proved'), sql`${domainEvents.payload}->>'userId' = ${person.id}`),
      );
    expect(events).toHaveLength(1);
  });
});
