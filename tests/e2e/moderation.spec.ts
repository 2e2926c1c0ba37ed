import type { Page } from '@playwright/test';
import { ACCOUNT_SUSPENDED, ITEM_REMOVED } from '../../src/shared/moderation';
import { adminSession, createStartupViaApi, expect, newUser, test, waitForMail, type TestUser } from './fixtures';

// Trust and safety (issue 32): a candidate reads what a real startup never asks for on a job page and
// in the apply dialog, reports the position from there (the link works even before the page's script
// has loaded), the administrator hides it from the moderation queue, and the position's page says it
// was removed; the decision is in the audit log, and the member's own sign-ins are in their Settings.
// A member reported for a fraudulent startup is suspended from the queue (signed out, refused at sign-in,
// their startup gone) and reinstated; their next sign-in from a new browser brings the e-mail that asks
// "was this you?", whose link opens their security settings.

const widths = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
] as const;

async function signInOnThePage(page: Page, user: TestUser) {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function picture(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

for (const { name, viewport } of widths) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('a candidate reports a position that asks for money; the administrator hides it and the log keeps it', async ({
      page,
      login,
      baseURL,
      browser,
    }) => {
      test.setTimeout(120_000);
      const tag = `${name[0]}${Date.now().toString(36)}`;
      await login(newUser({ firstName: 'Femi', lastName: 'Founder' }));
      const startup = await createStartupViaApi(page, baseURL!, { name: `Shady ${tag}` });
      const created = await page.request.post(`/api/startups/${startup.id}/jobs`, {
        headers: { Origin: baseURL! },
        data: {
          title: `Remote Assistant ${tag}`,
          jobType: 'Full-time',
          experienceLevel: 'Entry Level',
          locationType: 'Remote',
          compensationType: 'Equity',
          description: 'Send a training fee to start.',
        },
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
      expect(
        (
          await candidate.request.post('/api/auth/sign-up/email', { data: user, headers: { Origin: baseURL! } })
        ).status(),
      ).toBe(200);
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
      await candidate
        .getByLabel('Anything to add? (optional)')
        .fill('They want 50 USD and a copy of my passport before the interview.');
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
      await expect(entry).toContainText('reason: Asks for money or documents');
      // It names the position and links it: who did what, to what.
      await expect(
        entry.getByTestId('audit-target').getByRole('link', { name: new RegExp(`Remote Assistant ${tag}`) }),
      ).toHaveAttribute('href', `/jobs/${jobId}`);
      await picture(admin, `${name}-audit-log`);

      await candidateContext.close();
      await adminContext.close();
    });

    test('the administrator suspends a reported founder from the queue, then reinstates them', async ({
      page,
      login,
      baseURL,
      browser,
    }) => {
      test.setTimeout(120_000);
      const tag = `${name[0]}${Date.now().toString(36)}`;
      const founder = await login(newUser({ firstName: 'Fiona', lastName: 'Fraudster' }), { verified: true });
      const startup = await createStartupViaApi(page, baseURL!, { name: `Too Good ${tag}` });

      // A member reports the startup (the form has its own journey above).
      const reporterContext = await browser.newContext({ baseURL, viewport });
      const reporter = await reporterContext.newPage();
      expect(
        (
          await reporter.request.post('/api/auth/sign-up/email', { data: newUser(), headers: { Origin: baseURL! } })
        ).status(),
      ).toBe(200);
      const reported = await reporter.request.post('/api/reports', {
        data: { itemType: 'startup', itemId: startup.id, reason: 'scam', note: 'Promises 40% a month.' },
        headers: { Origin: baseURL! },
      });
      expect(reported.status(), await reported.text()).toBe(201);
      await reporterContext.close();

      // The administrator suspends the founder from the report, after a confirmation that says what it does.
      const adminContext = await browser.newContext({ baseURL, viewport });
      const admin = await adminContext.newPage();
      await adminSession(admin, baseURL!);
      await admin.goto('/admin/reports');
      const group = admin.getByTestId('report-group').filter({ hasText: `Too Good ${tag}` });
      await expect(group).toContainText('Scam or fraud × 1');
      await group.getByRole('button', { name: 'Suspend member' }).click();
      const confirm = admin.getByRole('dialog');
      await expect(confirm).toContainText('is signed out everywhere and cannot sign in');
      await confirm.getByRole('button', { name: 'Suspend member' }).click();
      await expect(admin.getByText('Member suspended.')).toBeVisible();
      // Suspending decides the report: it leaves the waiting list for the decided one, where it can be undone.
      await expect(group).toHaveCount(0);
      await admin.getByRole('tab', { name: 'Decided' }).click();
      await expect(group.getByText('Suspended', { exact: true })).toBeVisible();
      await expect(group).toContainText('Hidden: Account suspended');
      await picture(admin, `${name}-suspended`);

      // The founder's session has ended, signing in is refused with the reason, and the startup is gone.
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
      await signInOnThePage(page, founder);
      await expect(page.getByText(ACCOUNT_SUSPENDED)).toBeVisible();
      await page.goto(`/startups/${startup.slug}`);
      await expect(page.getByText(ITEM_REMOVED)).toBeVisible();
      await expect(page.getByRole('heading', { name: `Too Good ${tag}` })).toHaveCount(0);

      // Reinstated: everything comes back.
      await group.getByRole('button', { name: 'Reinstate member' }).click();
      await admin.getByRole('dialog').getByRole('button', { name: 'Reinstate' }).click();
      await expect(admin.getByText('Member reinstated.')).toBeVisible();
      await expect(group.getByRole('button', { name: 'Suspend member' })).toBeVisible();
      await page.goto(`/startups/${startup.slug}`);
      await expect(page.getByRole('heading', { name: `Too Good ${tag}` })).toBeVisible();
      await adminContext.close();

      // Signing in from a browser the account has not used (another browser, so not the same one on the
      // same network, which is told only once): the e-mail asks whether it was them, and its link opens
      // the security settings with that sign-in listed.
      const elsewhereContext = await browser.newContext({
        baseURL,
        viewport,
        userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
      });
      const elsewhere = await elsewhereContext.newPage();
      await elsewhere.goto('/login');
      await signInOnThePage(elsewhere, founder);
      await expect(elsewhere).toHaveURL(/\/startups/);
      const mail = await waitForMail(founder.email, 'was this you?');
      expect(mail).toContain('a browser or network it had not been used from before');
      const link = new URL(mail.match(/Review your security: (\S+)/)![1]!);
      await elsewhere.goto(link.pathname + link.search);
      await expect(elsewhere.getByRole('heading', { name: 'Recent security activity' })).toBeVisible();
      await expect(elsewhere.getByTestId('security-activity').getByRole('listitem').first()).toContainText(
        'New device',
      );
      await picture(elsewhere, `${name}-security-activity`);
      await elsewhereContext.close();
    });
  });
}
