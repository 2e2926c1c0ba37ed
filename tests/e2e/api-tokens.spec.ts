import { createStartupViaApi, expect, newUser, openProfileMenu, test } from './fixtures';

// Personal API tokens (issue 33, decision 049): a founder creates one in Settings, sees it once and
// copies it, and a script uses it: an allowed route answers, a route outside its scopes refuses it, and
// the list says when it was last used. Revoked, it is refused.

for (const [label, viewport] of [
  ['a phone', { width: 390, height: 844 }],
  ['a laptop', { width: 1366, height: 900 }],
] as const) {
  test.describe(`on ${label}`, () => {
    test.use({ viewport });

    test('a founder creates an API token in Settings, a script uses it within its scope, and revoking it stops it', async ({
      page,
      login,
      baseURL,
      context,
      playwright,
    }) => {
      test.setTimeout(60_000);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await login(newUser({ firstName: 'Tomas', lastName: 'Token' }));
      const startup = await createStartupViaApi(page, baseURL!);

      await page.goto('/startups');
      await openProfileMenu(page);
      await page.getByRole('menuitem', { name: 'Settings' }).click();
      const dialog = page.getByRole('dialog', { name: 'Settings' });
      await dialog.getByRole('tab', { name: 'API tokens' }).click();
      await expect(dialog.getByText('No API tokens yet.')).toBeVisible();

      // The shared schema's rules, before anything is sent.
      const form = dialog.getByRole('form', { name: 'Create an API token' });
      await form.getByRole('button', { name: 'Create token' }).click();
      await expect(form.getByText('Please give the token a name')).toBeVisible();
      await expect(form.getByText('Choose at least one scope')).toBeVisible();

      await form.getByLabel('Token name').fill('Nightly export');
      await expect(form.getByText('Read your startups and their positions, and the public jobs board')).toBeVisible();
      await form.getByRole('checkbox', { name: /^jobs:read/ }).check();
      await form.getByRole('checkbox', { name: /^applications:read/ }).check();
      // 90 days is offered first; this script's token is to stop by itself in 30.
      await expect(form.getByLabel('Expires after')).toHaveValue('90d');
      await form.getByLabel('Expires after').selectOption({ label: '30 days' });
      await form.getByRole('button', { name: 'Create token' }).click();

      // Shown this once, with a Copy button.
      const shown = dialog.getByRole('region', { name: 'Your new token' });
      await expect(shown.getByText('you will not see it again')).toBeVisible();
      const token = (await shown.getByTestId('new-api-token').textContent())!;
      expect(token).toMatch(/^lft_[A-Za-z0-9_-]{43}$/);
      await shown.getByRole('button', { name: 'Copy' }).click();
      await expect(shown.getByRole('button', { name: 'Copied!' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
      const row = dialog.getByTestId('api-token-row').filter({ hasText: 'Nightly export' });
      await expect(row.getByText(token.slice(0, 8), { exact: false })).toBeVisible();
      await expect(row.getByText('jobs:read', { exact: true })).toBeVisible();
      await expect(row.getByText('applications:read', { exact: true })).toBeVisible();
      await expect(row.getByTestId('api-token-last-used')).toHaveText('Never used');
      const in30Days = await page.evaluate(() =>
        new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toLocaleDateString(undefined, {
          month: 'short',
          day: 'numeric',
          year: 'numeric',
        }),
      );
      await expect(row.getByText(`Expires ${in30Days}`)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await dialog.screenshot({ path: test.info().outputPath(`api-tokens-created-${viewport.width}.png`) });
      await shown.getByRole('button', { name: 'Done' }).click();
      await expect(shown).toHaveCount(0);
      await expect(dialog.getByText(token)).toHaveCount(0);

      // A script: the token alone, no cookie (a fresh request context), no Origin.
      const api = await playwright.request.newContext({ baseURL });
      const headers = { Authorization: `Bearer ${token}` };
      const mine = await api.get('/api/startups/mine', { headers });
      expect(mine.status()).toBe(200);
      expect(JSON.stringify(await mine.json())).toContain(startup.id);
      // Outside its scopes, and on every account route, it is refused.
      const post = await api.post(`/api/startups/${startup.id}/jobs`, { headers, data: {} });
      expect(post.status()).toBe(403);
      expect(((await post.json()) as { error: { code: string } }).error.code).toBe('TOKEN_SCOPE_MISSING');
      expect((await api.get('/api/account/tokens', { headers })).status()).toBe(403);

      // Reopened, the list says it was used.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await openProfileMenu(page);
      await page.getByRole('menuitem', { name: 'Settings' }).click();
      await dialog.getByRole('tab', { name: 'API tokens' }).click();
      await expect(row.getByTestId('api-token-last-used')).toHaveText(/^Last used /);
      await dialog.screenshot({ path: test.info().outputPath(`api-tokens-list-${viewport.width}.png`) });

      // Revoked after a confirmation: the script is refused from its next request.
      await row.getByRole('button', { name: 'Revoke "Nightly export"' }).click();
      const confirm = page.getByRole('dialog', { name: 'Revoke token' });
      await confirm.getByRole('button', { name: 'Revoke token' }).click();
      await expect(page.getByText('"Nightly export" is revoked.')).toBeVisible();
      await expect(row).toHaveCount(0);
      await expect(dialog.getByText('No API tokens yet.')).toBeVisible();
      const refused = await api.get('/api/startups/mine', { headers });
      expect(refused.status()).toBe(401);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('TOKEN_INVALID');
      await api.dispose();

      // Both are in the member's security activity, as sign-ins and second factors are.
      // They are written a moment after the change (domain events): a person who looks at once opens the tab again.
      const activity = dialog.getByTestId('security-activity');
      await expect(async () => {
        await dialog.getByRole('tab', { name: 'API tokens' }).click();
        await dialog.getByRole('tab', { name: 'Security' }).click();
        await expect(activity.getByText('API token revoked')).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 10_000 });
      await expect(activity.getByText('API token created')).toBeVisible();
      await expect(activity.getByText('“Nightly export”')).toHaveCount(2);
    });
  });
}
