import type { Page } from '@playwright/test';
import { freePort, serverProcesses, type ServerProcess } from '../../src/server/testing/server-process';
import { createStartupViaApi, expect, newUser, test } from './fixtures';

// What a person sees when the server is gone or failing (decision 016). Each page says what
// failed in the spec's words and offers to try again, nothing typed is lost, and the page comes back
// by itself when the server does.

const CONNECTION_ERROR = 'Connection error. Please check your internet connection and try again.';
// Three retries 1, 2 and 4 s apart before a load is called failed (spec 1 section 9), then one every 5 s.
const FAILURE_SHOWS = { timeout: 20_000 };

test.describe('when the server stops in the middle of a session', () => {
  // Its own server: the journeys' shared one must not stop.
  const servers = serverProcesses('liftoff-e2e-outage-', {
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    AUTH_RATE_LIMIT: 'false',
    LOG_LEVEL: 'error',
    SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
    CONTACT_EMAIL: 'team@e2e.test',
  });
  let port: number;
  let server: ServerProcess;

  async function start() {
    server = servers.start(port, { PUBLIC_URL: `http://127.0.0.1:${port}` });
    await servers.waitForHealth(port, server);
  }
  async function stop() {
    server.child.kill('SIGTERM');
    await server.exited;
  }

  test.beforeAll(async () => {
    port = await freePort();
    await start();
  });
  test.afterAll(() => servers.stopAll());

  test('forms keep what was typed, lists say what failed, and both recover', async ({ browser }) => {
    test.setTimeout(120_000);
    const baseURL = `http://127.0.0.1:${port}`;
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const user = newUser();
    const headers = { Origin: baseURL };
    expect((await page.request.post('/api/auth/sign-up/email', { data: user, headers })).status()).toBe(200);
    expect(
      (
        await page.request.post('/api/auth/sign-in/email', {
          data: { email: user.email, password: user.password },
          headers,
        })
      ).status(),
    ).toBe(200);
    const startup = await createStartupViaApi(page, baseURL);

    await page.goto('/startups');
    await expect(page.getByRole('heading', { name: startup.name })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Maya Chen');
    await form.getByLabel('Email').fill('maya@example.com');
    await form.getByLabel('Subject', { exact: true }).selectOption('Other');
    await form.getByLabel('Custom subject').fill('Outage report');
    await form.getByLabel('Message').fill('Typed while the server was down.');

    await stop();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('alert')).toHaveText(CONNECTION_ERROR);
    await expect(form.getByLabel('Name')).toHaveValue('Maya Chen');
    await expect(form.getByLabel('Custom subject')).toHaveValue('Outage report');
    await expect(form.getByLabel('Message')).toHaveValue('Typed while the server was down.');

    await start();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText("Message sent successfully! We'll get back to you soon.")).toBeVisible();

    // A list asked for while the server is down says so, in the spec's words, and comes back unasked.
    await page.getByRole('banner').getByRole('link', { name: 'Startups', exact: true }).click();
    await expect(page.getByRole('heading', { name: startup.name })).toBeVisible();
    await stop();
    await page.getByPlaceholder('Search startups by name').first().fill(startup.name);
    const failure = page.getByRole('alert').filter({ hasText: 'Failed to load startups. Please try again.' });
    await expect(failure).toBeVisible(FAILURE_SHOWS);
    await expect(failure).toContainText(CONNECTION_ERROR);
    await expect(failure.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await start();
    await expect(page.getByRole('heading', { name: startup.name })).toBeVisible(FAILURE_SHOWS);
    await expect(failure).toBeHidden();
    // Still signed in: the session outlived the restart.
    await expect(page.getByRole('button', { name: 'Open profile menu' })).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });
});

test.describe('when the server answers with errors', () => {
  test('a failed page says so and comes back by itself; a failed save keeps the form', async ({
    page,
    login,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await login();
    const startup = await createStartupViaApi(page, baseURL!);
    await page.goto('/startups');

    await page.route('**/api/startups/by-slug/**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"message":"An unexpected error occurred."}}',
      }),
    );
    // The card turns over (its name is a link of its own now), and its back leads to the
    // startup's page.
    const card = page.getByRole('article', { name: startup.name });
    await card
      .getByRole('button', { name: `Flip the card of ${startup.name}` })
      .first()
      .click();
    await card.getByRole('link', { name: 'Useful' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Failed to load startup. Please try again.' });
    await expect(failure).toBeVisible(FAILURE_SHOWS);
    await expect(failure).toContainText('Failed to load startup details');
    await page.unroute('**/api/startups/by-slug/**');
    await expect(page.getByRole('heading', { level: 1, name: startup.name })).toBeVisible(FAILURE_SHOWS);

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const form = page.getByRole('form', { name: 'Edit profile' });
    await form.getByLabel('Headline').fill('Builds things that last');
    await page.route('**/api/profiles/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"message":"boom"}}' })
        : route.fallback(),
    );
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert')).toHaveText('Failed to update profile. Please try again.');
    await expect(form.getByLabel('Headline')).toHaveValue('Builds things that last');
    await page.unroute('**/api/profiles/*');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Builds things that last')).toBeVisible();
  });
});

/** Uncaught errors in the page; a refused request is logged by Chromium and is expected here. */
function collectPageErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    if (
      message.type() === 'error' &&
      !text.startsWith('Failed to load resource') &&
      !text.includes('net::ERR_CONNECTION_REFUSED')
    )
      errors.push(`console.error: ${text}`);
  });
  return errors;
}
