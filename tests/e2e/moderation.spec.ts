import type { Page } from '@playwright/test';
import { ITEM_REMOVED } from '../../src/shared/moderation';
import { adminSession, createStartupViaApi, expect, newUser, test } from './fixtures';

// Trust and safety (issue 32): a candidate reads what a real startup never asks for on a job page and
// in the apply dialog, reports the position from there (the link works even before the page's script
// has loaded), the administrator hides it from the moderation queue, and the position's page says it
// was removed; the decision is in the audit log, and the member's own sign-ins are in their Settings.

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

    test('a candidate reports a position that asks for money; the administrator hides it and the log keeps it', async ({ page, login, baseURL, browser }) => {
      test.setTimeout(120_000);
      const tag = `${name[0]}${Date.now().toString(36)}`;
      await login(newUser({ firstName: 'Femi', lastName: 'Founder' }));
      const startup = await createStartupViaApi(page, baseURL!, { name: `Shady ${tag}` });
      const created = await page.request.post(`/api/startups/${startup.id}/jobs`, {
        headers: { Origin: baseURL! },
        data: { title: `Remote Assistant ${tag}`, jobType: 'Full-time', experienceLevel: 'Entry Level', locationType: 'Remote', compensationType: 'Equity', description: 'Send a training fee to start.' },
      });
      expect(created.status()).toBe(201);
      const jobId = ((await created.json()) as { job: { id: string } }).job.id;

      // Before any script runs, "Report this position" is a plain link that goes to the report form.
      const noScript = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false });
      const raw = await noScript.newPage();
      await raw.goto(`/jobs/${jobId}`);
      await raw.getByRole('link', { name: 'Report this position' }).click();
      await expect(raw).toHaveURL(/\/report\?type=job/);
      await noScript.close();

      // The candidate, signed in, reads the notice on the page and in the apply dialog, and reports.
      const candidateContext = await browser.newContext({ baseURL, viewport });
      const candidate = await candidateContext.newPage();
      const user = newUser({ firstName: 'Chidi', lastName: 'Candidate' });
      expect((await candidate.request.post('/api/auth/sign-up/email', { data: user, headers: { Origin: baseURL! } })).status()).toBe(200);
      await candidate.goto(`/jobs/${jobId}`);
      const notice = candidate.getByRole('complementary', { name: 'Applying safely' });
      await expect(notice).toContainText('never asks you for money, bank details or ID documents');
      await candidate.getByRole('link', { name: 'Apply', exact: true }).first().click();
      const dialog = candidate.getByRole('dialog');
      await expect(dialog.getByTestId('safety-notice')).toBeVisible();
      await picture(candidate, `${name}-apply-safety`);
      await dialog.getByRole('link', { name: 'Report this position' }).click();

      await expect(candidate.getByRole('heading', { name: 'Report this position' })).toBeVisible();
      await expect(candidate.getByText(`Remote Assistant ${tag}`)).toBeVisible();
      // "Other" needs words: the form says so before sending anything.
      await candidate.getByLabel('Other').check();
      await candidate.getByRole('button', { name: 'Send report' }).click();
      await expect(candidate.getByText('Please tell us what is wrong.')).toBeVisible();
      await candidate.getByLabel('Asks for money or documents').check();
      await candidate.getByLabel('Anything to add? (optional)').fill('They want 50 USD and a copy of my passport before the interview.');
      await picture(candidate, `${name}-report-form`);
      await candidate.getByRole('button', { name: 'Send report' }).click();
      await expect(candidate.getByRole('status')).toContainText('Thank you. Our team will review your report.');
      await candidate.getByRole('link', { name: 'Back' }).click();
      await expect(candidate).toHaveURL(new RegExp(`/jobs/${jobId}$`));

      // The administrator sees it in the queue, with its reason and note, and hides it.
      const adminContext = await browser.newContext({ baseURL, viewport });
      const admin = await adminContext.newPage();
      await adminSession(admin, baseURL!);
      await admin.goto('/admin/reports');
      const group = admin.getByTestId('report-group').filter({ hasText: `Remote Assistant ${tag}` });
      await expect(group).toContainText('Asks for money or documents × 1');
      await expect(group).toContainText('copy of my passport');
      await picture(admin, `${name}-admin-reports`);
      await group.getByRole('button', { name: 'Hide position' }).click();
      await admin.getByRole('dialog').getByRole('button', { name: 'Hide', exact: true }).click();
      await expect(admin.getByText('Hidden. The owner has been told why.')).toBeVisible();
      await expect(group).toHaveCount(0);

      // Gone for everyone: the page says why, and the board no longer lists it.
      await candidate.goto(`/jobs/${jobId}`);
      await expect(candidate.getByText(ITEM_REMOVED)).toBeVisible();
      await candidate.goto(`/jobs?q=${encodeURIComponent(`Remote Assistant ${tag}`)}`);
      await expect(candidate.getByRole('link', { name: new RegExp(`Remote Assistant ${tag}`) })).toHaveCount(0);

      // The log keeps the decision; filtered to hidings, it is the newest.
      await admin.goto('/admin/audit?action=item_hidden');
      const entry = admin.getByTestId('audit-entry').first();
      await expect(entry).toContainText('Hid an item');
      await expect(entry).toContainText('reason: money or documents');
      await picture(admin, `${name}-audit-log`);

      // The new-device e-mail's link opens Settings on Security, with the member's own recent activity.
      await candidate.goto('/startups?settings=security');
      await expect(candidate.getByRole('heading', { name: 'Recent security activity' })).toBeVisible();
      await candidateContext.close();
      await adminContext.close();
    });
  });
}
