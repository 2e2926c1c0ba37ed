import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

export type TestUser = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  country: string;
  password: string;
};

let sequence = 0;
export function newUser(overrides: Partial<TestUser> = {}): TestUser {
  sequence += 1;
  return {
    firstName: 'Maya',
    lastName: 'Chen',
    email: `maya-${Date.now().toString(36)}-${sequence}@e2e.test`,
    // A valid Singapore number: phones are checked against the country (decision 023).
    phoneNumber: '8123 4567',
    country: 'SG',
    password: 'secret-pass',
    ...overrides,
  };
}

type Fixtures = {
  /**
   * Creates the user through the API (unless it exists) and signs this page's browser in. `verified`
   * also confirms the address with the code from the test mail server, as its owner would (administrator
   * rights need it).
   */
  login(user?: TestUser, options?: { verified?: boolean }): Promise<TestUser>;
};

/**
 * A server-rendered page shows its content before its code has run and answers clicks only once the
 * browser has taken it over: the page's navigations (goto, reload) wait for that, as a person waits for
 * a page to finish loading. Other documents (a JSON answer, a file) have no #root and do not wait.
 */
const waitingPages = new WeakSet<Page>();
function waitForTheAppOnNavigation(page: Page) {
  // The journey's own page may come through both the page fixture and a patched context: wrap once.
  if (waitingPages.has(page)) return;
  waitingPages.add(page);
  const untilInteractive = async <T>(response: T) => {
    if (await page.locator('#root').count())
      await page.locator('html[data-interactive="true"]').waitFor({ state: 'attached' });
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => untilInteractive(await goto(url, options));
  page.reload = async (options) => untilInteractive(await reload(options));
}

export const test = base.extend<Fixtures, { browser: Browser }>({
  // Pages of contexts a journey opens itself (a second user's browser) wait the same way.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        // Without JavaScript the page stays as the server sent it: there is nothing to wait for.
        if (options?.javaScriptEnabled !== false) context.on('page', waitForTheAppOnNavigation);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  page: async ({ page }, use) => {
    // An error in the page fails the journey. A refused request the page expected (a 401 on a wrong
    // password, say) is logged by Chromium as "Failed to load resource" and is not one.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        errors.push(`console.error: ${message.text()}`);
    });
    waitForTheAppOnNavigation(page);
    await use(page);
    expect(errors, 'errors in the page').toEqual([]);
  },
  login: async ({ page, baseURL }, use) => {
    await use(async (user = newUser(), options = {}) => {
      const headers = { Origin: baseURL! };
      const signUp = await page.request.post('/api/auth/sign-up/email', { data: user, headers });
      if (signUp.status() !== 200 && signUp.status() !== 422) throw new Error(`sign-up failed: ${signUp.status()}`);
      // Signed in without a password check: the journeys' server makes test sessions (decision 074).
      await testSession(page, baseURL!, user.email);
      if (options.verified) await verifyEmail(page, baseURL!, user.email);
      return user;
    });
  },
});

export { expect };

/**
 * Signs the page's context in as the member of `email` without their password (the journeys' server runs
 * with TEST_SESSIONS; features/test-sessions). `secondFactor`: a session that proved one.
 */
export async function testSession(
  page: Page,
  baseURL: string,
  email: string,
  options: { secondFactor?: boolean } = {},
) {
  const response = await page.request.post('/testing/sessions', {
    data: { email, ...options },
    headers: { Origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * A made-up word that no other journey's words resemble: random consonants after `prefix`. Tags made from
 * the time share their first letters with every tag made that hour, so the searches' "closest" matches
 * (trigram similarity) find them alike; a journey that expects nothing to match uses this instead.
 */
export function unlikeWord(prefix: string): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  return (
    prefix + Array.from(crypto.getRandomValues(new Uint8Array(9)), (byte) => letters[byte % letters.length]).join('')
  );
}

export async function openProfileMenu(page: Page) {
  await page.getByRole('button', { name: 'Open profile menu' }).click();
}

const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Posts a startup through the API as the page's signed-in user. */
export async function createStartupViaApi(page: Page, baseURL: string, overrides: Record<string, unknown> = {}) {
  const headers = { Origin: baseURL };
  const logo = await page.request.post('/api/startups/logo', {
    multipart: { logo: { name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG } },
    headers,
  });
  expect(logo.status()).toBe(201);
  const { logoUrl } = (await logo.json()) as { logoUrl: string };
  const response = await page.request.post('/api/startups', {
    headers,
    data: {
      name: `Startup ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
      logoUrl,
      description: 'We build useful things.',
      stage: 'MVP',
      industry: 'SaaS',
      teamSize: 2,
      country: 'US',
      tagline: 'Useful things, fast',
      brandVoice: 'Friendly & Approachable',
      mission: 'Be useful.',
      story: 'It began.',
      highlightText: 'Useful',
      contactEmail: 'team@example.com',
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { startup: { id: string; name: string; slug: string } }).startup;
}

/** Waits for an e-mail to `to` that the test SMTP server received, and returns its text (quoted-printable undone). */
export async function waitForMail(to: string, includes: string, timeoutMs = 15_000): Promise<string> {
  const { readdirSync, readFileSync } = await import('node:fs');
  const dir = process.env.E2E_MAIL_DIR!;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of readdirSync(dir).sort().reverse()) {
      const mail = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as { to: string[]; raw: string };
      const text = mail.raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      if (mail.to.includes(to) && text.includes(includes)) return text;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no e-mail to ${to} containing "${includes}"`);
}

/** The text that starts the e-mail with the code confirming an address (src/server/email/templates/email-code.tsx). */
export const VERIFY_MAIL_TEXT = 'Confirm your e-mail address';

/** Confirms the signed-in page user's address with the code the test mail server received (once). */
export async function verifyEmail(page: Page, baseURL: string, email: string) {
  const session = (await (await page.request.get('/api/account/session')).json()) as {
    user: { emailVerified: boolean } | null;
  };
  if (session.user?.emailVerified) return;
  const mail = await waitForMail(email, VERIFY_MAIL_TEXT);
  const otp = mail.match(/Your code: (\d{6})/)![1]!;
  const response = await page.request.post('/api/auth/email-otp/verify-email', {
    data: { otp },
    headers: { Origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The smallest PDF a resume upload accepts. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A 1 x 1 PNG, for a startup logo. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The administrator of the journeys' server (its ADMIN_EMAILS). */
export const ADMIN = 'admin@e2e.test';

/** A blog cover of the size covers must have (1200 x 630), drawn by the browser. */
export async function coverPng(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent('<body style="margin:0;background:linear-gradient(135deg,#4f46e5,#fbbf24)"></body>');
  const png = await page.screenshot();
  await page.close();
  return png;
}

/** The authenticator app's current code for a secret (base32, as the otpauth:// address and the Settings page show it). */
export function totpCode(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at });
}

const TOTP_PERIOD_MS = 30_000;
/** The last time step each secret's code was given for, kept beside the server's data as long as it lives. */
const totpStepsFile = () => path.join(process.env.E2E_DATA_DIR!, 'e2e-totp-steps.json');

/**
 * A code the server has not taken yet: it takes each time step once (RFC 6238 section 5.2), so signing the
 * same person in again (the administrator, journey after journey) gets the next unused step's code within
 * the server's window (a step back to a step ahead), and waits for a new step when all three are spent.
 */
/**
 * The earliest step the server still takes: the previous one (its window reaches a step back), unless the
 * current step ends within a few seconds and the code might arrive after.
 */
function earliestStep(now: number): number {
  const current = Math.floor(now / TOTP_PERIOD_MS);
  return (current + 1) * TOTP_PERIOD_MS - now > 5_000 ? current - 1 : current;
}

export async function freshTotpCode(secret: string): Promise<string> {
  for (;;) {
    const given = existsSync(totpStepsFile())
      ? (JSON.parse(readFileSync(totpStepsFile(), 'utf8')) as Record<string, number>)
      : {};
    const now = Date.now();
    const current = Math.floor(now / TOTP_PERIOD_MS);
    const step = Math.max(earliestStep(now), (given[secret] ?? -1) + 1);
    if (step <= current + 1) {
      writeFileSync(totpStepsFile(), JSON.stringify({ ...given, [secret]: step }));
      return totpCode(secret, step * TOTP_PERIOD_MS);
    }
    await new Promise((resolve) => setTimeout(resolve, (current + 1) * TOTP_PERIOD_MS - now + 50));
  }
}

/** Where the administrator's authenticator secret is kept between journeys (the server's data folder lives as long). */
const adminSecretFile = () => path.join(process.env.E2E_DATA_DIR!, 'e2e-admin-totp-secret');

/**
 * Turns on the authenticator app for the page's signed-in user through the API, as Settings does
 * (password, then a code to confirm it), and answers its secret.
 */
export async function enableTotpViaApi(page: Page, baseURL: string, password: string): Promise<string> {
  const headers = { Origin: baseURL };
  const enabled = await page.request.post('/api/auth/two-factor/enable', { data: { password }, headers });
  expect(enabled.status(), await enabled.text()).toBe(200);
  const secret = new URL(((await enabled.json()) as { totpURI: string }).totpURI).searchParams.get('secret')!;
  const confirmed = await page.request.post('/api/auth/two-factor/verify-totp', {
    data: { code: await freshTotpCode(secret) },
    headers,
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return secret;
}

/** Signs in with the password and, when the answer asks for it, the authenticator app's code. */
export async function signInWithCode(
  page: Page,
  baseURL: string,
  email: string,
  password: string,
  secret: string | null,
) {
  const headers = { Origin: baseURL };
  const signIn = await page.request.post('/api/auth/sign-in/email', { data: { email, password }, headers });
  if (signIn.status() !== 200) return signIn.status();
  if (((await signIn.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect) {
    if (!secret) throw new Error(`${email} has the authenticator app on, and its secret is unknown`);
    const verified = await page.request.post('/api/auth/two-factor/verify-totp', {
      data: { code: await freshTotpCode(secret) },
      headers,
    });
    expect(verified.status(), await verified.text()).toBe(200);
  }
  return 200;
}

/**
 * Signs the page's context in as the administrator, creating the account the first time: its address
 * verified and the authenticator app on (administrator powers need a second factor, decision 046).
 */
export async function adminSession(page: Page, baseURL: string) {
  if (await reuseAdminSession(page)) return;
  const headers = { Origin: baseURL };
  const known = existsSync(adminSecretFile()) ? readFileSync(adminSecretFile(), 'utf8') : null;
  if ((await signInWithCode(page, baseURL, ADMIN, 'secret-pass', known)) !== 200)
    await page.request.post('/api/auth/sign-up/email', { data: newUser({ email: ADMIN }), headers });
  await verifyEmail(page, baseURL, ADMIN);
  if (!known) writeFileSync(adminSecretFile(), await enableTotpViaApi(page, baseURL, 'secret-pass'));
  writeFileSync(adminCookiesFile(), JSON.stringify(await page.context().cookies(baseURL)));
}

/** The administrator's last session, kept between journeys: an authenticator code works once, so signing in each time would wait for new codes. */
const adminCookiesFile = () => path.join(process.env.E2E_DATA_DIR!, 'e2e-admin-cookies.json');

/** Takes the administrator's kept session when it still opens the admin area (no journey signed it out since). */
async function reuseAdminSession(page: Page): Promise<boolean> {
  if (!existsSync(adminCookiesFile())) return false;
  await page
    .context()
    .addCookies(
      JSON.parse(readFileSync(adminCookiesFile(), 'utf8')) as Parameters<ReturnType<Page['context']>['addCookies']>[0],
    );
  const answer = await page.request.get('/api/account/session');
  const user = answer.ok()
    ? ((await answer.json()) as { user: { email: string; isAdmin: boolean; needsSecondFactor: string | null } | null })
        .user
    : null;
  if (user?.email === ADMIN && user.isAdmin && !user.needsSecondFactor) return true;
  await page.context().clearCookies();
  return false;
}
