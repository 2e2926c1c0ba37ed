import type { Page } from '@playwright/test';
import { createStartupViaApi, expect, test } from './fixtures';

// Positions from an ATS (issue 33, decision 051): the founder names their Greenhouse board, sees its
// postings as positions, imports the one they choose, and finds it on their dashboard, kept up to date.
// The server reads a local stand-in of the ATS APIs (ATS_API_BASES, global-setup.ts).

const widths = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
] as const;

async function picture(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

for (const { name, viewport } of widths) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('a founder previews their Greenhouse board and imports the position they choose', async ({
      page,
      login,
      baseURL,
    }) => {
      await login();
      const startup = await createStartupViaApi(page, baseURL!, { name: `Importers ${name}` });
      await page.goto('/dashboard');
      await page.getByRole('region', { name: startup.name }).getByRole('link', { name: 'Import', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/jobs/${startup.id}/import$`));
      await expect(page.getByRole('heading', { name: 'Import positions' })).toBeVisible();

      // A board name that does not exist says so, in plain words.
      await page.getByLabel('Greenhouse').check();
      await page.getByLabel('Job board token').fill('missing');
      await page.getByRole('button', { name: 'Preview positions' }).click();
      await expect(
        page.getByText('Greenhouse has no public job board named "missing"', { exact: false }),
      ).toBeVisible();
      // A board that limits us (the server answers 502): what happened and when to try again, as the board said.
      await page.getByLabel('Job board token').fill('limited');
      await page.getByRole('button', { name: 'Preview positions' }).click();
      await expect(
        page.getByText('Greenhouse is limiting requests right now. Please try again in 2 minutes.'),
      ).toBeVisible();
      await picture(page, `${name}-limited`);

      await page.getByLabel('Job board token').fill('acme');
      await page.getByRole('button', { name: 'Preview positions' }).click();
      const postings = page.getByTestId('ats-posting');
      await expect(postings).toHaveCount(2);
      const engineer = postings.filter({ hasText: 'Senior Backend Engineer' });
      await expect(engineer).toContainText('Berlin, Germany · Full-time');
      await expect(engineer).toContainText('EUR 90,000 - 120,000 per year');
      await engineer.getByRole('button', { name: 'Show description' }).click();
      await expect(engineer).toContainText('Design APIs in Go');
      await expect(postings.filter({ hasText: 'Customer Success Intern' })).toContainText(
        'Pay not stated by Greenhouse',
      );
      await picture(page, `${name}-preview`);

      // Only the engineer: the intern is unticked.
      await page.getByLabel('Customer Success Intern').uncheck();
      await page.getByRole('button', { name: 'Import 1 position' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByText('1 position imported.')).toBeVisible();
      await expect(
        page.getByRole('region', { name: startup.name }).getByRole('listitem', { name: 'Senior Backend Engineer' }),
      ).toContainText('Synced from your ATS');
      await expect(page.getByRole('region', { name: startup.name }).getByText('Customer Success Intern')).toHaveCount(
        0,
      );

      // Back on the import page: the board is kept up to date, and the imported posting says so.
      await page.getByRole('region', { name: startup.name }).getByRole('link', { name: 'Import', exact: true }).click();
      await expect(page.getByRole('region', { name: 'Kept up to date' })).toContainText('Greenhouse · acme');
      const board = page.getByRole('region', { name: 'Kept up to date' }).getByTestId('ats-board');
      await expect(board).toContainText('1 open position');
      // Read by the import a moment ago; "Sync now" reads again at most once a minute, and says when it can.
      await expect(board).toContainText('Last read just now');
      await board.getByRole('button', { name: 'Sync now' }).click();
      await expect(
        page.getByText(/^Greenhouse was read less than a minute ago\. Please try again in (\d+ seconds|1 minute)\.$/),
      ).toBeVisible();
      await picture(page, `${name}-boards`);
      await page.getByLabel('Job board token').fill('acme');
      await page.getByRole('button', { name: 'Preview positions' }).click();
      await expect(postings.filter({ hasText: 'Senior Backend Engineer' })).toContainText('Imported');
      await picture(page, `${name}-imported`);
    });
  });
}
