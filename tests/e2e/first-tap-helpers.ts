import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { createStartupViaApi, newUser, type TestUser } from './fixtures';

// What the first-tap journeys share (decision 022; first-tap.spec.ts, first-tap-founder-tools.spec.ts):
// a person's own browser, slowed as a phone is, that acts on a page as soon as it shows and records
// where the page went and what went wrong in it.

export type Person = { context: BrowserContext; page: Page; navigations: string[]; errors: string[] };

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

/** A position's fields besides its title. */
export const JOB = {
  jobType: 'Full-time',
  experienceLevel: 'Mid Level',
  locationType: 'Remote',
  compensationType: 'Equity',
  description: 'Build it with us.',
};

/** A founder's startup with open positions of these titles, posted in this order, made through the API (by `founder`, else a new member). */
export async function startupWithPositions(
  browser: Browser,
  baseURL: string,
  name: string,
  titles: string[] = ['Early Engineer'],
  founder?: Page,
) {
  const context = founder ? null : await browser.newContext({ baseURL });
  const page = founder ?? (await context!.newPage());
  if (!founder)
    await page.request.post('/api/auth/sign-up/email', {
      data: newUser({ firstName: 'Fern' }),
      headers: { Origin: baseURL },
    });
  const startup = await createStartupViaApi(page, baseURL, { name });
  const jobIds: string[] = [];
  for (const title of titles) {
    const posted = await page.request.post(`/api/startups/${startup.id}/jobs`, {
      headers: { Origin: baseURL },
      data: { ...JOB, title },
    });
    expect(posted.status()).toBe(201);
    jobIds.push(((await posted.json()) as { job: { id: string } }).job.id);
  }
  await context?.close();
  return { ...startup, jobIds, jobId: jobIds[0]! };
}

/** A browser of its own, signed in as `user` if given, slowed `rate` times, recording its page's navigations. */
export async function person(
  browser: Browser,
  baseURL: string,
  rate: number,
  user?: TestUser,
  viewport = PHONE,
): Promise<Person> {
  const context = await browser.newContext({ baseURL, viewport });
  if (user) {
    const headers = { Origin: baseURL };
    const signUp = await context.request.post('/api/auth/sign-up/email', { data: user, headers });
    if (signUp.status() !== 200)
      expect(
        (
          await context.request.post('/api/auth/sign-in/email', {
            data: { email: user.email, password: user.password },
            headers,
          })
        ).status(),
      ).toBe(200);
  }
  const page = await context.newPage();
  if (rate > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate });
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(new URL(frame.url()).pathname + new URL(frame.url()).search);
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  return { context, page, navigations, errors };
}

/** Opens a page and returns as soon as the browser has its first bytes: the journey acts while it loads. */
export const open = (page: Page, path: string) => page.goto(path, { waitUntil: 'commit' });

/**
 * The page's data comes late, as on a phone's line: each of the app's requests for data (an API GET) is
 * answered `ms` later. The local server answers at once otherwise, before the journey can act, and a
 * page that reset a form, or ignored a tap, until its data had come would pass. The session is left
 * alone (the shell waits for it before it shows anything: nothing can be done before it, and delaying
 * it would only make the journey longer), and so is the notifications' event stream (nothing waits for it).
 */
export async function slowData(page: Page, ms: number) {
  const untouched = new Set(['/api/account/session', '/api/notifications/stream']);
  await page.route(
    (url) => url.pathname.startsWith('/api/') && !untouched.has(url.pathname),
    async (route) => {
      if (route.request().method() === 'GET') await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    },
  );
}

/** No form was sent natively to an address that drops what was typed: no `?` of a form's own fields. */
export function expectNoNativeFormSubmission(navigations: string[], fields: string[]) {
  for (const address of navigations) {
    expect(address, `navigations: ${navigations.join(', ')}`).not.toMatch(/\?$/);
    for (const field of fields)
      expect(address, `navigations: ${navigations.join(', ')}`).not.toMatch(new RegExp(`[?&]${field}=`));
  }
}

/** The CPU slowdown a project runs the first-tap journeys at (playwright.config.ts): 1, full speed, by default. */
export type SpeedOptions = { cpuRate: number };

/**
 * Playwright's own test (not the fixtures' pages, which wait for `data-interactive`), with the project's
 * CPU rate. The journeys tagged EVERY_SPEED run again in the `phone-speed` project, at a phone's speed
 * (Chromium's CPU 6 times slower); `--project chromium` or `--project phone-speed` runs one speed.
 */
export const test = base.extend<object, SpeedOptions>({ cpuRate: [1, { option: true, scope: 'worker' }] });

/** The tag of the journeys that run at every speed (the `phone-speed` project runs only these). */
export const EVERY_SPEED = '@every-speed';
