import { expect, openProfileMenu, test } from './fixtures';

test('a user saves settings, changes the password, and deletes the account', async ({ page, login }) => {
  const user = await login();
  await page.goto('/startups');
  await openProfileMenu(page);
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
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
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Account' });
  await confirm.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(confirm.getByText('Please enter your password to confirm deletion')).toBeVisible();
  await confirm.getByLabel('Password').fill('newer-pass');
  await confirm.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const signIn = await page.request.post('/api/auth/sign-in/email', { data: { email: user.email, password: 'newer-pass' }, headers: { Origin: new URL(page.url()).origin } });
  expect(signIn.status()).toBe(401);
});
