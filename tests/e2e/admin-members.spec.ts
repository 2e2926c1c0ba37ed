import type { Page } from '@playwright/test';
import { adminSession, createStartupViaApi, expect, newUser, test } from './fixtures';

// The administrator's members page (decision 063): from the admin home, find a founder by part of their
// address, open their page (their startup, counts, security events), download their data, suspend and
// reinstate them, then erase them after a confirmation that names them; the log names each target.

const widths = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
] as const;

async function picture(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

for (const { name, viewport } of widths) {
  test(`the administrator finds a member, acts on the account and erases it, on a ${name}`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const tag = `${name[0]}${Date.now().toString(36)}`;
    // A founder with a startup, made through the API in their own browser.
    const founderContext = await browser.newContext({ baseURL, viewport });
    const founderPage = await founderContext.newPage();
    const founder = newUser({ firstName: 'Mina', lastName: 'Member', email: `mina-${tag}@e2e.test` });
    expect(
      (
        await founderPage.request.post('/api/auth/sign-up/email', { data: founder, headers: { Origin: baseURL! } })
      ).status(),
    ).toBe(200);
    const startup = await createStartupViaApi(founderPage, baseURL!, { name: `Mina Co ${tag}` });
    await founderContext.close();

    await page.setViewportSize(viewport);
    await adminSession(page, baseURL!);
    await page.goto('/admin');
    const pages = page.getByRole('list', { name: 'Administrator pages' });
    for (const title of ['Members', 'Reports', 'Manage Startups', 'Blog Admin', 'Audit log'])
      await expect(pages.getByRole('link', { name: new RegExp(title) })).toBeVisible();
    await picture(page, `${name}-admin-home`);
    await pages.getByRole('link', { name: /Members/ }).click();

    await page.getByPlaceholder('Search by name or e-mail...').fill(`mina-${tag}`);
    const row = page.getByTestId('member-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(founder.email);
    await picture(page, `${name}-members`);
    await row.click();

    await expect(page.getByRole('heading', { name: 'Mina Member' })).toBeVisible();
    await expect(page.getByRole('link', { name: startup.name })).toBeVisible();
    await picture(page, `${name}-member`);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export data' }).click();
    expect((await download).suggestedFilename()).toMatch(/^liftoff-member-.+\.json$/);

    await page.getByRole('button', { name: 'Suspend' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Suspend member' }).click();
    await expect(page.getByText('Member suspended.')).toBeVisible();
    await expect(page.getByText(/^Suspended /)).toBeVisible();
    await page.getByRole('button', { name: 'Reinstate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reinstate' }).click();
    await expect(page.getByText('Member reinstated.')).toBeVisible();

    await page.getByRole('button', { name: 'Erase' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm.getByRole('heading', { name: 'Erase Mina Member?' })).toBeVisible();
    await expect(confirm).toContainText(founder.email);
    await confirm.getByRole('button', { name: 'Erase member' }).click();
    await expect(page.getByText('Member erased.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/members/);

    // The log says who did what to whom: the erased member by name, marked deleted.
    await page.goto('/admin/audit?action=member_erased');
    const entry = page.getByTestId('audit-entry').first();
    await expect(entry.getByTestId('audit-target')).toContainText('Mina Member (deleted)');
    await page.goto('/admin/audit?action=member_suspended');
    await expect(page.getByTestId('audit-entry').first().getByTestId('audit-target')).toContainText('Mina Member');
    await picture(page, `${name}-audit`);
  });
}
