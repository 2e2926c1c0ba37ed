import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// First page load on a phone (docs/decisions/013): the shell does not move when the data arrives, the
// menus' and the toaster's code wait for their first use and still open on the first click or key,
// and no schema code trips the Content Security Policy.

/** Code that only a click should bring in: the Radix menus and dialog, and sonner's toaster. */
const ON_FIRST_USE = /assets\/(about-menu-content|mobile-menu-sheet|profile-menu-content|roles-menu|toaster)-/;

function assetsRequested(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

test('on a phone the footer starts below the fold, and the menu code loads only when the menu is opened', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const requested = assetsRequested(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Where Startups Take Off' })).toBeVisible();
  const footerTop = await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().top);
  expect(footerTop).toBeGreaterThanOrEqual(844);
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => ON_FIRST_USE.test(url))).toEqual([]);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Blog' })).toBeVisible();
  expect(requested.some((url) => url.includes('/assets/mobile-menu-sheet-'))).toBe(true);
});

test('the About menu opens on its first key press, on its first item, and gives focus back on Escape', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/startups');
  const about = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About' });
  await about.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'About Us' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Roadmap' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About' })).toBeFocused();
  // Once loaded it is Radix's own menu: a pointer opens it without moving focus into the items.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About' }).click();
  await expect(page.getByRole('menuitem', { name: 'Contact Us' })).toBeVisible();
});

test('a toast still shows, its code loaded with the first message', async ({ page, login }) => {
  const requested = assetsRequested(page);
  await login();
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  expect(requested.some((url) => url.includes('/assets/toaster-'))).toBe(false);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  expect(requested.some((url) => url.includes('/assets/toaster-'))).toBe(true);
});

test('pages with forms and schemas cause no Content Security Policy violation (zod runs jitless)', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  for (const path of ['/login', '/startups', '/contact']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual(
      [],
    );
  }
});
