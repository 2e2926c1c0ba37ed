import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createStartupViaApi, expect, test } from './fixtures';

// Automated accessibility checks (axe-core, WCAG 2.1 A and AA rules) on the public pages a visitor
// meets first. They catch missing names, broken ARIA and low contrast; they do not replace using the
// pages with a keyboard and a screen reader.
const pages = [
  '/',
  '/startups',
  '/jobs',
  '/blog',
  '/about',
  '/roadmap',
  '/faqs',
  '/legal',
  '/beta-agreement',
  '/get-started',
  '/incubators',
  '/contact',
  '/invest',
  '/login',
  '/unsubscribe?token=not-a-token',
];

const signedInPages = [
  '/startups',
  '/jobs',
  '/dashboard',
  '/jobs/for-you',
  '/profile',
  '/post-startup',
  '/invest',
  '/talent',
  '/invitations',
];

async function violationsOn(
  page: Page,
  paths: string[],
  ready = (p: Page) => p.getByRole('contentinfo'),
): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await ready(page).waitFor();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    for (const violation of results.violations) {
      found.push(
        `${path}: ${violation.id} (${violation.impact}) ${violation.help} -> ${violation.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
      );
    }
  }
  return found;
}

test('the public pages have no WCAG A or AA violations that axe can find', async ({ page }) => {
  test.setTimeout(120_000);
  expect(await violationsOn(page, pages)).toEqual([]);
});

test('neither have the main signed-in pages, with a startup of ours on them', async ({ page, login, baseURL }) => {
  test.setTimeout(120_000);
  await login();
  const startup = await createStartupViaApi(page, baseURL!);
  expect(await violationsOn(page, [...signedInPages, `/startup/${startup.slug}`])).toEqual([]);
  // The Settings dialog, open on its job alerts (the digest e-mail's link).
  expect(
    await violationsOn(page, ['/jobs?settings=alerts'], (p) =>
      p.getByRole('dialog', { name: 'Settings' }).getByText('No job alerts yet', { exact: false }),
    ),
  ).toEqual([]);
  // And on its API tokens, with the form that makes one (decision 049).
  expect(
    await violationsOn(page, ['/jobs?settings=tokens'], (p) =>
      p.getByRole('dialog', { name: 'Settings' }).getByText('No API tokens yet.'),
    ),
  ).toEqual([]);
});
