import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACTOR_CODE_INVALID } from '../../shared/two-factor';
import { twoFactors } from '../db/schema';
import { createTestApp, freshTotpCode, totpCode, type TestApp } from '../testing/test-app';

// An authenticator code is accepted once (RFC 6238 section 5.2, decision 055): a code of a time step at or
// before the last one accepted for the member is refused as a wrong code, wherever it is typed.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'admin@example.com' });
});
afterAll(() => t.close());

type Client = ReturnType<TestApp['client']>;
const PERIOD_MS = 30_000;
const currentStep = () => Math.floor(Date.now() / PERIOD_MS);
const codeAt = (secret: string, step: number) => totpCode(secret, step * PERIOD_MS);

/** A member whose app was confirmed with the previous step's code, so that this step's and the next are still unused. */
async function memberWithApp() {
  const caller = t.client();
  const { id, email, password } = await caller.signUp();
  const enabled = await caller.request('/api/auth/two-factor/enable', { json: { password } });
  const secret = new URL(((await enabled.json()) as { totpURI: string }).totpURI).searchParams.get('secret')!;
  const step = currentStep();
  expect(
    (await caller.request('/api/auth/two-factor/verify-totp', { json: { code: codeAt(secret, step - 1) } })).status,
  ).toBe(200);
  return { caller, id, email, password, secret, step };
}

/** The password step of a sign-in from its own browser: the code is asked next. */
async function challenged(email: string, password: string): Promise<Client> {
  const caller = t.client();
  expect(await (await caller.signIn(email, password)).json()).toMatchObject({ twoFactorRedirect: true });
  return caller;
}

const sendCode = (caller: Client, code: string) =>
  caller.request('/api/auth/two-factor/verify-totp', { json: { code } });
const lastStepOf = async (userId: string) =>
  (await t.db.select({ step: twoFactors.lastTotpStep }).from(twoFactors).where(eq(twoFactors.userId, userId)))[0]!.step;

describe('a sign-in code', () => {
  it('signs in once: the same code from another browser is refused as a wrong code', async () => {
    const { id, email, password, secret, step } = await memberWithApp();
    const code = codeAt(secret, step);
    expect((await sendCode(await challenged(email, password), code)).status).toBe(200);
    expect(await lastStepOf(id)).toBe(step);

    const wrong = await sendCode(await challenged(email, password), code === '000000' ? '111111' : '000000');
    const replayed = await sendCode(await challenged(email, password), code);
    expect(replayed.status).toBe(wrong.status);
    expect(await replayed.json()).toEqual(await wrong.json());
  });

  it('refuses a code of an earlier step once a later one was used, and takes the next step', async () => {
    const { email, password, secret, step } = await memberWithApp();
    expect((await sendCode(await challenged(email, password), codeAt(secret, step + 1))).status).toBe(200);
    const earlier = await challenged(email, password);
    expect((await sendCode(earlier, codeAt(secret, step))).status).toBe(401);
    expect(earlier.cookie).not.toMatch(/session_token=/);

    const next = await memberWithApp();
    expect((await sendCode(await challenged(next.email, next.password), codeAt(next.secret, next.step))).status).toBe(
      200,
    );
    expect(
      (await sendCode(await challenged(next.email, next.password), codeAt(next.secret, next.step + 1))).status,
    ).toBe(200);
  });

  it('counts a spent code as a failure of the challenge: five end it', async () => {
    const { email, password, secret, step } = await memberWithApp();
    const spent = codeAt(secret, step - 1);
    const caller = await challenged(email, password);
    for (let i = 0; i < 5; i++) expect((await sendCode(caller, spent)).status).toBe(401);
    expect((await sendCode(caller, codeAt(secret, step))).status).toBe(400);
  });

  it('lets exactly one of two sign-ins with the same code at once through', async () => {
    const { email, password, secret, step } = await memberWithApp();
    const [first, second] = [await challenged(email, password), await challenged(email, password)];
    const code = codeAt(secret, step);
    const answers = await Promise.all([sendCode(first, code), sendCode(second, code)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });
});

describe('the administrator proving a session', () => {
  it('gets the powers with a new code only: a code already used proves nothing', async () => {
    const admin = t.client();
    const { password, totpSecret } = await admin.signUp({ email: 'admin@example.com' }, { verified: true });
    const code = await freshTotpCode(totpSecret!);
    const proven = await challenged('admin@example.com', password);
    expect((await sendCode(proven, code)).status).toBe(200);
    expect((await proven.request('/api/admin/startups')).status).toBe(200);

    const replayed = await challenged('admin@example.com', password);
    expect((await sendCode(replayed, code)).status).toBe(401);
    expect((await replayed.request('/api/admin/startups')).status).toBe(401);
  });
});

describe('taking a factor away', () => {
  it('refuses a code already used, with the wrong code message', async () => {
    const { caller, password, secret, step } = await memberWithApp();
    const refused = await caller.request('/api/auth/two-factor/disable', {
      json: { password, code: codeAt(secret, step - 1) },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { code: 'INVALID_CODE', message: FACTOR_CODE_INVALID } });
    expect(
      (await caller.request('/api/auth/two-factor/disable', { json: { password, code: codeAt(secret, step) } })).status,
    ).toBe(200);
  });
});
