import type { Page } from '@playwright/test';
import { expect, freshTotpCode, newUser, openProfileMenu, test, type TestUser } from './fixtures';

// Second factors (issue 32, decision 046): an authenticator app and passkeys, as a member turns them
// on in Settings and signs in with them, and the page an administrator without one meets (or, signed in
// with the password alone, the page that asks for it, decision 048).

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

async function openSecurity(page: Page) {
  await openProfileMenu(page);
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('tab', { name: 'Security' }).click();
  return dialog;
}

async function signOut(page: Page) {
  await openProfileMenu(page);
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Open profile menu' })).toHaveCount(0);
}

/** Chromium's virtual authenticator (DevTools protocol): a platform authenticator with user verification, as a phone's or laptop's. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** Turns the app on in the open Security tab; answers its secret (read from the page, as a person types it into their app) and the backup codes. */
async function turnOnApp(page: Page, scope: ReturnType<Page['getByRole']>, user: TestUser) {
  await scope.getByRole('button', { name: 'Turn on authenticator app' }).click();
  await scope.getByLabel('Password').fill(user.password);
  await scope.getByRole('button', { name: 'Continue' }).click();
  await expect(scope.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await scope.getByTestId('totp-secret').textContent())!.trim();
  await scope.getByLabel('Code from the app').fill('000000');
  await scope.getByRole('button', { name: 'Confirm' }).click();
  await expect(scope.getByText('That code is not right', { exact: false })).toBeVisible();
  await scope.getByLabel('Code from the app').fill(await freshTotpCode(secret));
  await scope.getByRole('button', { name: 'Confirm' }).click();
  const codes = scope.getByTestId('backup-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const backupCodes = await codes.allTextContents();
  return { secret, backupCodes };
}

async function signInWithPassword(page: Page, user: TestUser) {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`the authenticator app on a ${label}: turned on, asked at sign-in, a backup code, turned off`, async ({
    page,
    login,
  }) => {
    await page.setViewportSize(viewport);
    const user = await login();
    await page.goto('/startups');
    const dialog = await openSecurity(page);
    const { secret, backupCodes } = await turnOnApp(page, dialog, user);
    await dialog.getByRole('button', { name: 'I saved them' }).click();
    await expect(dialog.getByText('On', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await signOut(page);

    // A page behind the sign-in sends the person to it and back; the password alone is not enough.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    await signInWithPassword(page, user);
    await page.getByLabel('Authentication code').fill('123456');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('That code is not right', { exact: false })).toBeVisible();
    await page.getByLabel('Authentication code').fill(await freshTotpCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await signOut(page);

    // A backup code instead, once.
    await page.goto('/dashboard');
    await signInWithPassword(page, user);
    await page.getByRole('button', { name: 'Use a backup code instead' }).click();
    await page.getByLabel('Backup code').fill(backupCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Turning it off asks for it.
    const again = await openSecurity(page);
    await again.getByRole('button', { name: 'Turn off' }).click();
    await again.getByLabel('Password').fill(user.password);
    await again.getByLabel('Code from the app, or a backup code').fill(backupCodes[0]!);
    await again.getByRole('button', { name: 'Turn off' }).click();
    await expect(again.getByText('That code is not right', { exact: false })).toBeVisible();
    await again.getByLabel('Code from the app, or a backup code').fill(await freshTotpCode(secret));
    await again.getByRole('button', { name: 'Turn off' }).click();
    await expect(again.getByRole('button', { name: 'Turn on authenticator app' })).toBeVisible();
  });

  test(`a passkey on a ${label}: added in Settings, then signing in without a password`, async ({ page, login }) => {
    await page.setViewportSize(viewport);
    await addVirtualAuthenticator(page);
    const user = await login();
    await page.goto('/startups');
    const dialog = await openSecurity(page);
    await dialog.getByLabel('Passkey name').fill('Work laptop');
    await dialog.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(dialog.getByRole('list', { name: 'Your passkeys' }).getByText('Work laptop')).toBeVisible();
    await page.keyboard.press('Escape');
    await signOut(page);

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await openProfileMenu(page);
    await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Removing it asks for the password.
    const again = await openSecurity(page);
    await again.getByRole('button', { name: 'Remove Work laptop' }).click();
    await again.getByLabel('Password').fill(user.password);
    await again.getByRole('button', { name: 'Remove passkey' }).click();
    await expect(again.getByRole('list', { name: 'Your passkeys' })).toHaveCount(0);
  });

  test(`an administrator without a second factor meets the setup page on a ${label}, then the admin area`, async ({
    page,
    login,
  }) => {
    await page.setViewportSize(viewport);
    const admin = await login(newUser({ email: `gate-${label}@e2e.test` }), { verified: true });
    await page.goto('/admin/startups');
    await expect(page.getByRole('heading', { name: 'Add a second factor to use the admin area' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Manage Startups/ })).toHaveCount(0);
    if (label === 'phone') {
      const { backupCodes } = await turnOnApp(page, page.getByRole('main'), admin);
      expect(backupCodes).toHaveLength(10);
      await page.getByRole('button', { name: 'I saved them' }).click();
    } else {
      await addVirtualAuthenticator(page);
      await page.getByLabel('Passkey name').fill('Admin laptop');
      await page.getByRole('button', { name: 'Add a passkey' }).click();
    }
    await expect(page.getByRole('heading', { name: /Manage Startups/ })).toBeVisible();
    if (label === 'phone') return;

    // The password alone proves no factor (decision 048): the admin area asks for the passkey, then opens.
    await signOut(page);
    await page.goto('/login?redirect=%2Fadmin%2Fstartups');
    await signInWithPassword(page, admin);
    await expect(page).toHaveURL(/\/admin\/startups$/);
    await expect(page.getByRole('heading', { name: 'Confirm it is you to use the admin area' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Manage Startups/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Confirm with a passkey' }).click();
    await expect(page.getByRole('heading', { name: /Manage Startups/ })).toBeVisible();
  });
}

test('the backup codes stay at the gate of /admin/reports until saved, though the session is asked again on focus', async ({
  page,
  login,
}) => {
  await page.clock.install();
  await page.setViewportSize(PHONE);
  const admin = await login(newUser({ email: 'gate-reports@e2e.test' }), { verified: true });
  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { name: 'Add a second factor to use the admin area' })).toBeVisible();
  const { backupCodes } = await turnOnApp(page, page.getByRole('main'), admin);
  expect(backupCodes).toHaveLength(10);

  // The person comes back from their phone's app a while later: the window's focus asks for the session
  // again, which now says the session proved a factor. The codes, shown only once, stay.
  await page.clock.fastForward('02:00');
  const asked = page.waitForResponse((response) => response.url().endsWith('/api/account/session'));
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const session = (await (await asked).json()) as { user: { needsSecondFactor: string | null } };
  expect(session.user.needsSecondFactor).toBeNull();
  await expect(page.getByTestId('backup-codes').getByRole('listitem')).toHaveCount(10);
  await expect(page.getByRole('heading', { name: 'Reports', exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'I saved them' }).click();
  await expect(page.getByRole('heading', { name: 'Reports', exact: true })).toBeVisible();
});
