import { expect, newUser, openProfileMenu, test, waitForMail } from './fixtures';

test('a user saves settings, changes the password, and deletes the account', async ({ page, login }) => {
  const user = await login();
  await page.goto('/startups');
  await openProfileMenu(page);
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  // The messages setting says all it covers: only conversations about an application (decision 019),
  // and invitations to apply, which it stops too (decisions 038 and 060).
  const allowMessages = dialog.getByRole('checkbox', {
    name: /^Let candidates write to me first and founders invite me to apply /,
  });
  await expect(allowMessages).toBeChecked();
  await expect(dialog.getByText('Members write to each other only about an application.')).toBeVisible();
  await expect(dialog.getByText('When off, founders cannot invite you to apply to their positions')).toBeVisible();
  await dialog.getByLabel('Application status updates by e-mail').uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Settings saved successfully.')).toBeVisible();

  await dialog.getByRole('tab', { name: 'Account' }).click();
  await dialog.getByLabel('Current password', { exact: true }).last().fill('wrong-password');
  await dialog.getByLabel('New password', { exact: true }).fill('newer-pass');
  await dialog.getByLabel('Confirm new password').fill('newer-pass');
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(dialog.getByText('Current password is incorrect.')).toBeVisible();
  await dialog.getByLabel('Current password', { exact: true }).last().fill(user.password);
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(dialog.getByText('Password updated successfully.')).toBeVisible();

  await dialog.getByRole('tab', { name: 'Delete' }).click();
  // What else deleting does, said before the person decides.
  await expect(dialog.getByText('Interviews you are part of are cancelled and the other person is told')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Account' });
  await confirm.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(confirm.getByText('Please enter your password to confirm deletion')).toBeVisible();
  await confirm.getByLabel('Password').fill('newer-pass');
  await confirm.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: 'newer-pass' },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(signIn.status()).toBe(401);
});

test('a new e-mail address takes effect only once the code sent to it is entered', async ({ page, login }) => {
  const user = await login();
  const next = newUser().email;
  await page.goto('/startups');
  await openProfileMenu(page);
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('tab', { name: 'Account' }).click();
  await dialog.getByLabel('New email').fill(next);
  await dialog.getByLabel('Current password', { exact: true }).first().fill(user.password);
  await dialog.getByRole('button', { name: 'Update Email' }).click();
  await expect(dialog.getByText(`We sent a 6-digit code to ${next}`)).toBeVisible();

  const code = (await waitForMail(next, 'Confirm your new e-mail address')).match(/Your code: (\d{6})/)![1]!;
  await dialog.getByLabel('Code from the e-mail').fill(code);
  await dialog.getByRole('button', { name: 'Confirm Email' }).click();
  await expect(
    dialog.getByText('Email updated successfully! Please sign in with your new email address next time.'),
  ).toBeVisible();
  const origin = { Origin: new URL(page.url()).origin };
  expect(
    (
      await page.request.post('/api/auth/sign-in/email', {
        data: { email: next, password: user.password },
        headers: origin,
      })
    ).status(),
  ).toBe(200);
});

test('a member with an API token changing the password ends it, as the ticked box offers', async ({ page, login }) => {
  const user = await login();
  await page.goto('/startups');
  const headers = { Origin: new URL(page.url()).origin };
  const made = await page.request.post('/api/account/tokens', {
    data: { name: 'Nightly export', scopes: ['jobs:read'] },
    headers,
  });
  expect(made.status()).toBe(201);
  const { token } = (await made.json()) as { token: string };
  const script = () =>
    page.request.get('/api/startups/mine', { headers: { Authorization: `Bearer ${token}`, Cookie: '' } });
  expect((await script()).status()).toBe(200);

  await openProfileMenu(page);
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('tab', { name: 'Account' }).click();
  const endTokens = dialog.getByLabel('Also end my API tokens (scripts using them stop working)');
  await expect(endTokens).toBeChecked();
  await dialog.getByLabel('Current password', { exact: true }).last().fill(user.password);
  await dialog.getByLabel('New password', { exact: true }).fill('newer-pass');
  await dialog.getByLabel('Confirm new password').fill('newer-pass');
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(dialog.getByText('Password updated successfully. Your API tokens were ended.')).toBeVisible();
  await expect(endTokens).toHaveCount(0);
  expect((await script()).status()).toBe(401);
});
