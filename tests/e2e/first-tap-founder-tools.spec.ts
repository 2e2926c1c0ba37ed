import { expect, type Browser } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { createStartupViaApi, newUser } from './fixtures';
import { EVERY_SPEED, expectNoNativeFormSubmission, open, person, slowData, test } from './first-tap-helpers';
import { startWebhookReceiver } from '../../src/server/testing/webhook-receiver';

// Every tap counts (decision 022) on the founder's tools of issue 33: the ATS import, the personal API
// tokens and the webhooks, on a phone, once at a phone's speed and once at full speed, with Playwright's
// own test (not the fixtures' pages, which wait for `data-interactive`).
// These pages are a member's own, rendered in the browser: a control shows once React has made it, so
// the gap here is the page's data. Each API GET is answered late (slowData, as on a phone's line) and
// the founder types, chooses and taps as soon as each control shows, before the data has come; once it
// has, what they typed and chose is still there (a form reset by its query's answer would lose it), a
// tap made before it took effect (a button that ignored it would be dead), and the server got just that.
// Text is typed key by key (pressSequentially), as a person types: a field that lost its focus, or was
// rendered anew, halfway through would show it. No form goes to the browser's `?` (navigations recorded).
/**
 * How late each API GET is answered (slowData), so that the founder acts before the page's data has
 * come: a slow phone is on a slow line too, and Playwright's own steps take several hundred
 * milliseconds each on a CPU 6 times slower, so the data comes later still there.
 */
const dataLateMs = (rate: number) => Math.max(800, 400 * rate);

/** A founder of a startup, signed in in a browser of their own, slowed `rate` times. */
async function founder(browser: Browser, baseURL: string, rate: number, firstName: string, startupName: string) {
  const founder = await person(browser, baseURL, rate, newUser({ firstName }));
  const startup = await createStartupViaApi(founder.page, baseURL, { name: startupName });
  await slowData(founder.page, dataLateMs(rate));
  return { ...founder, startup };
}

test.describe('a founder acting as soon as each control shows', { tag: EVERY_SPEED }, () => {
  test.describe.configure({ timeout: 60_000 });

  test('imports positions from an ATS: the ATS chosen, the board typed and the positions chosen all count', async ({
    browser,
    baseURL,
    cpuRate: rate,
  }) => {
    const tag = `Fi${rate}${Date.now().toString(36)}`;
    const { page, context, startup, navigations, errors } = await founder(
      browser,
      baseURL!,
      rate,
      'Ines',
      `Import First ${tag}`,
    );
    // They imported their Ashby board before: the page lists it under "Kept up to date" once its data has come.
    const headers = { Origin: baseURL! };
    const ashby = { ats: 'ashby', board: 'acme' };
    const { postings } = (await (
      await page.request.post(`/api/startups/${startup.id}/ats/preview`, { headers, data: ashby })
    ).json()) as { postings: { sourceId: string }[] };
    expect(
      (
        await page.request.post(`/api/startups/${startup.id}/ats/import`, {
          headers,
          data: { ...ashby, sourceIds: postings.map((p) => p.sourceId) },
        })
      ).status(),
    ).toBe(201);

    // Lever chosen, its site typed and the preview asked for at once, on the page opened by its address:
    // Lever's board is read. (The field's label is Lever's own once the choice has taken.)
    await open(page, `/jobs/${startup.id}/import`);
    await page.getByLabel('Lever', { exact: true }).check();
    await page.getByLabel('Site name').pressSequentially('acme');
    await page.getByRole('button', { name: 'Preview positions' }).click();
    await expect(page.getByRole('heading', { name: '1 posting on Lever' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('ats-posting')).toHaveText(/Product Designer/);
    // The page's data has come since, and the form still says what the founder chose and typed.
    await expect(page.getByRole('region', { name: 'Kept up to date' })).toContainText('Ashby · acme', {
      timeout: 20_000,
    });
    await expect(page.getByLabel('Lever', { exact: true })).toBeChecked();
    await expect(page.getByLabel('Site name')).toHaveValue('acme');

    // Then the Greenhouse board: one of its two postings ticked off as soon as they show, the other imported.
    await page.getByLabel('Greenhouse', { exact: true }).check();
    await expect(page.getByLabel('Job board token')).toHaveValue('acme');
    await page.getByRole('button', { name: 'Preview positions' }).click();
    await page.getByLabel('Customer Success Intern').uncheck();
    await page.getByRole('button', { name: 'Import 1 position' }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    await expect(page.getByText('1 position imported.')).toBeVisible({ timeout: 20_000 });
    const jobs = (await (await page.request.get(`/api/startups/${startup.id}/jobs`)).json()) as {
      items: { title: string }[];
    };
    expect(jobs.items.map((job) => job.title).sort()).toEqual(['Founding Engineer', 'Senior Backend Engineer']);

    expectNoNativeFormSubmission(navigations, ['ats', 'board']);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('creates an API token from ?settings=tokens: its name and scopes are the ones chosen, and it is shown once', async ({
    browser,
    baseURL,
    cpuRate: rate,
  }) => {
    const tag = `Ft${rate}${Date.now().toString(36)}`;
    const { page, context, navigations, errors } = await founder(
      browser,
      baseURL!,
      rate,
      'Tove',
      `Tokens First ${tag}`,
    );

    await open(page, '/dashboard?settings=tokens');
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    const form = dialog.getByRole('form', { name: 'Create an API token' });
    const name = form.getByLabel('Token name');
    await name.pressSequentially(`Export ${tag}`);
    await form.getByRole('checkbox', { name: /^jobs:read/ }).check();
    await form.getByRole('checkbox', { name: /^applications:read/ }).check();
    // The list of their tokens has come meanwhile, and the form still holds what they typed and chose.
    await expect(dialog.getByText('No API tokens yet.')).toBeVisible({ timeout: 20_000 });
    await expect(name).toHaveValue(`Export ${tag}`);
    await expect(form.getByRole('checkbox', { checked: true })).toHaveCount(2);
    await form.getByRole('button', { name: 'Create token' }).click();

    const shown = dialog.getByRole('region', { name: 'Your new token' });
    await expect(shown.getByText('you will not see it again')).toBeVisible({ timeout: 20_000 });
    await expect(shown).toContainText(`"Export ${tag}" is ready`);
    const token = (await shown.getByTestId('new-api-token').textContent())!;
    expect(token).toMatch(/^lft_[A-Za-z0-9_-]{43}$/);
    const row = dialog.getByTestId('api-token-row').filter({ hasText: `Export ${tag}` });
    await expect(row.getByRole('list', { name: 'Scopes' }).getByRole('listitem')).toHaveText(
      ['jobs:read', 'applications:read'],
      { timeout: 20_000 },
    );
    // What the server holds: this one token, with just these scopes.
    const held = (await (await page.request.get('/api/account/tokens')).json()) as {
      items: { name: string; scopes: string[] }[];
    };
    expect(held.items.map(({ name, scopes }) => ({ name, scopes: [...scopes].sort() }))).toEqual([
      { name: `Export ${tag}`, scopes: ['applications:read', 'jobs:read'] },
    ]);
    // Once: Done puts it away for good.
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(dialog.getByText(token)).toHaveCount(0);

    expectNoNativeFormSubmission(navigations, ['name', 'scopes']);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('adds a webhook endpoint with the events chosen, sees its secret, and a test event is delivered', async ({
    browser,
    baseURL,
    cpuRate: rate,
  }) => {
    const tag = `Fw${rate}${Date.now().toString(36)}`;
    const receiver = await startWebhookReceiver();
    const hookUrl = receiver.url('/liftoff-hooks');
    const { page, context, startup, navigations, errors } = await founder(
      browser,
      baseURL!,
      rate,
      'Wim',
      `Hooks First ${tag}`,
    );
    try {
      await open(page, `/dashboard/startups/${startup.id}/webhooks`);
      const form = page.getByRole('form', { name: 'Add an endpoint' });
      const url = form.getByLabel('Endpoint URL');
      await url.pressSequentially(hookUrl);
      await form.getByRole('checkbox', { name: /A position closed/ }).uncheck();
      // The startup's name has come meanwhile (the heading says it), and the form still holds what they typed and chose.
      await expect(page.getByRole('heading', { name: `Webhooks · ${startup.name}` })).toBeVisible({
        timeout: 20_000,
      });
      await expect(url).toHaveValue(hookUrl);
      await expect(form.getByRole('checkbox', { checked: true })).toHaveCount(3);
      await form.getByRole('button', { name: 'Add endpoint' }).click();

      // The test event sent as soon as the endpoint shows, before its deliveries have come.
      const endpoint = page.getByRole('listitem', { name: hookUrl });
      await endpoint.getByRole('button', { name: 'Send test event' }).click();
      const delivery = endpoint.getByTestId('webhook-delivery');
      await expect(delivery.getByText('Delivered')).toBeVisible({ timeout: 20_000 });
      await expect(delivery.getByLabel('Response code 200')).toBeVisible();
      await expect(endpoint.getByRole('list', { name: 'Events' }).getByRole('listitem')).toHaveText([
        'A candidate applied',
        "An application's status changed",
        'A candidate withdrew',
      ]);

      // The secret, shown once, is the one the test event was signed with.
      const secret = (await page.getByTestId('webhook-secret').textContent())!;
      expect(secret).toMatch(/^whsec_/);
      expect(receiver.received).toHaveLength(1);
      const payload = new Webhook(secret).verify(receiver.received[0]!.body, receiver.received[0]!.headers) as {
        type: string;
        data: { startupId: string };
      };
      expect(payload).toMatchObject({ type: 'webhook.test', data: { startupId: startup.id } });

      expectNoNativeFormSubmission(navigations, ['url', 'events']);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await receiver.close();
    }
  });
});
