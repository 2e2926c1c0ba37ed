import { Webhook } from 'standardwebhooks';
import { createStartupViaApi, expect, newUser, test } from './fixtures';
import { startWebhookReceiver } from '../../src/server/testing/webhook-receiver';

// Webhooks (issue 33 point 3, decision 050): a founder adds an endpoint (here a receiver of the
// journey's own on 127.0.0.1, which the e2e server allows with WEBHOOKS_ALLOW_LOOPBACK), copies its
// secret, sends a test event and sees it delivered with 200; the receiver checks the signature with
// the Standard Webhooks implementation.

const widths = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
] as const;

for (const { name, viewport } of widths) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('a founder adds an endpoint, keeps its secret, sends a test event and sees it delivered', async ({
      page,
      login,
      baseURL,
    }) => {
      const receiver = await startWebhookReceiver();
      const hookUrl = receiver.url('/liftoff-hooks');
      try {
        await login(newUser({ firstName: 'Wendy', lastName: 'Hooks' }));
        const startup = await createStartupViaApi(page, baseURL!, {
          name: `Hooked ${name[0]}${Date.now().toString(36)}`,
        });

        await page.goto('/dashboard');
        await page.getByRole('region', { name: startup.name }).getByRole('link', { name: 'Webhooks' }).click();
        await expect(page.getByRole('heading', { name: `Webhooks · ${startup.name}` })).toBeVisible();
        await expect(page.getByText('No endpoints yet')).toBeVisible();

        // A plain-http address elsewhere is refused in the form, what was typed kept.
        const url = page.getByLabel('Endpoint URL');
        await url.fill('http://example.com/hooks');
        await page.getByRole('button', { name: 'Add endpoint' }).click();
        await expect(page.getByText('Use an https:// address')).toBeVisible();
        await expect(url).toHaveValue('http://example.com/hooks');

        await url.fill(hookUrl);
        await page.getByRole('checkbox', { name: /A position closed/ }).uncheck();
        await page.getByRole('button', { name: 'Add endpoint' }).click();
        const secret = (await page.getByTestId('webhook-secret').textContent())!;
        expect(secret).toMatch(/^whsec_/);
        await expect(
          page.getByRole('region', { name: 'Signing secret' }).getByText('it is shown only once'),
        ).toBeVisible();

        const endpoint = page.getByRole('listitem', { name: hookUrl });
        await expect(endpoint.getByRole('list', { name: 'Events' }).getByRole('listitem')).toHaveCount(3);
        await expect(endpoint.getByText('No deliveries yet')).toBeVisible();
        await endpoint.getByRole('button', { name: 'Send test event' }).click();
        const delivery = endpoint.getByTestId('webhook-delivery');
        await expect(delivery).toHaveCount(1);
        await expect(delivery.getByText('Delivered')).toBeVisible();
        await expect(delivery.getByLabel('Response code 200')).toBeVisible();
        await expect(delivery.getByText('webhook.test')).toBeVisible();

        // The receiver got one request, signed with the secret the page showed.
        expect(receiver.received).toHaveLength(1);
        const payload = new Webhook(secret).verify(receiver.received[0]!.body, receiver.received[0]!.headers) as {
          type: string;
          data: { startupId: string };
        };
        expect(payload).toMatchObject({ type: 'webhook.test', data: { startupId: startup.id } });
        expect(() =>
          new Webhook(`whsec_${Buffer.alloc(24, 7).toString('base64')}`).verify(
            receiver.received[0]!.body,
            receiver.received[0]!.headers,
          ),
        ).toThrow();

        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await page.screenshot({ path: test.info().outputPath(`webhooks-${viewport.width}.png`), fullPage: true });

        // Resend: the same delivery again, with the same webhook-id.
        await delivery.getByRole('button', { name: 'Resend' }).click();
        await expect(page.getByText('Delivery resent')).toBeVisible();
        expect(receiver.received).toHaveLength(2);
        expect(receiver.received[1]!.headers['webhook-id']).toBe(receiver.received[0]!.headers['webhook-id']);

        // The secret goes once it is copied; deleting asks first.
        await page.getByRole('button', { name: 'I have copied it' }).click();
        await expect(page.getByTestId('webhook-secret')).toHaveCount(0);
        await endpoint.getByRole('button', { name: 'Delete' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
        await expect(page.getByText('No endpoints yet')).toBeVisible();
      } finally {
        await receiver.close();
      }
    });
  });
}
