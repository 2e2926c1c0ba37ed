import { createStartupViaApi, expect, newUser, test } from './fixtures';

// Equity and visa sponsorship on every position (issue 30, point 6): a founder says them on the job
// form, a visitor reads them on the position's page, its card and its startup's page, and finds the
// position with the board's "Sponsors visas", on a phone and on a desktop.

const widths = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
] as const;

for (const { name, viewport } of widths) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('a founder posts a position with equity and visa sponsorship, and a visitor sees and finds it', async ({
      page,
      login,
      baseURL,
      browser,
    }) => {
      await login(newUser({ firstName: 'Esme' }));
      const tag = `Ev${name[0]}${Date.now().toString(36)}`;
      const startup = await createStartupViaApi(page, baseURL!, { name: `Equity Visa ${tag}` });
      // Another of its positions, which sponsors no visa: the filter must leave it out.
      const other = await page.request.post(`/api/startups/${startup.id}/jobs`, {
        headers: { Origin: baseURL! },
        data: {
          title: `${tag} Office Lead`,
          jobType: 'Full-time',
          experienceLevel: 'Mid Level',
          locationType: 'Remote',
          compensationType: 'Equity',
          description: 'Run the office.',
        },
      });
      expect(other.status()).toBe(201);

      await page.goto(`/jobs/${startup.id}/new`);
      await page.getByLabel('Job title').fill(`${tag} Platform Engineer`);
      await page.getByLabel('Job type').selectOption('Full-time');
      await page.getByLabel('Experience level').selectOption('Senior');
      await page.getByLabel('Description', { exact: true }).fill('Build the platform with us in Berlin.');
      await page.getByLabel('Location type').selectOption('Hybrid');
      await page.getByLabel('City', { exact: true }).fill('Berlin');
      await page.getByLabel('Country', { exact: true }).selectOption('DE');
      const equity = page.getByRole('group', { name: 'Equity (%)' });
      // Equity is asked only with a type that includes it.
      await page.getByLabel('Compensation type').selectOption('Paid');
      await expect(equity).toBeHidden();
      await page.getByLabel('Compensation type').selectOption('Paid+Equity');
      await page.getByLabel('Currency', { exact: true }).selectOption('EUR');
      await page.getByLabel('Minimum amount').fill('90000');
      await page.getByLabel('Per', { exact: true }).selectOption('Year');
      await equity.getByLabel('From').fill('0.5');
      await page.getByLabel('Visa sponsorship available').check();
      // Half a range is refused, with what to do.
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(equity.getByText('Enter the highest equity too, or leave both empty')).toBeVisible();
      await equity.getByLabel('To').fill('1.5');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/\/dashboard\?job=[0-9a-f-]{36}$/);
      const jobId = new URL(page.url()).searchParams.get('job')!;

      // The edit form shows what was saved.
      await page.goto(`/jobs/${startup.id}/edit/${jobId}`);
      await expect(page.getByRole('group', { name: 'Equity (%)' }).getByLabel('From')).toHaveValue('0.5');
      await expect(page.getByRole('group', { name: 'Equity (%)' }).getByLabel('To')).toHaveValue('1.5');
      await expect(page.getByLabel('Visa sponsorship available')).toBeChecked();

      const visitorContext = await browser.newContext({ baseURL, viewport });
      const visitor = await visitorContext.newPage();

      // The position's page: the badges, the facts, and the JobPosting search engines read.
      await visitor.goto(`/jobs/${jobId}`);
      const position = visitor.getByRole('article', { name: `${tag} Platform Engineer` });
      await expect(position.getByText('Equity 0.5–1.5%')).toBeVisible();
      await expect(position.getByText('Sponsors visas')).toBeVisible();
      const facts = visitor.getByLabel('About this position');
      await expect(facts.getByRole('term')).toHaveText(['Posted', 'Open until', 'Equity', 'Visa sponsorship']);
      await expect(facts.getByRole('definition').nth(2)).toHaveText('0.5–1.5%, with pay');
      await expect(facts.getByRole('definition').nth(3)).toHaveText('Available');
      const posting = JSON.parse(
        (await visitor.locator('script[type="application/ld+json"]').textContent())!,
      ) as Record<string, unknown>;
      expect(posting).toMatchObject({ jobBenefits: 'Equity 0.5–1.5%; Visa sponsorship' });

      // Its card on the board, and the board's "Sponsors visas".
      await visitor.goto(`/jobs?q=${tag}`);
      const jobs = visitor.getByRole('list', { name: 'Jobs', exact: true }).getByRole('listitem');
      await expect(jobs).toHaveCount(2);
      const card = jobs.filter({ hasText: `${tag} Platform Engineer` });
      await expect(card.getByText('Equity 0.5–1.5%')).toBeVisible();
      await expect(card.getByText('Sponsors visas')).toBeVisible();
      await expect(jobs.filter({ hasText: `${tag} Office Lead` }).getByText('Sponsors visas')).toHaveCount(0);
      if (name === 'phone') {
        await visitor.getByRole('button', { name: 'Filters', exact: true }).click();
        const sheet = visitor.getByRole('dialog', { name: 'Filters' });
        // A tap, then its effect: the box is ticked once the address says so (a controlled field).
        await sheet.getByLabel('Sponsors visas').click();
        await expect(sheet.getByLabel('Sponsors visas')).toBeChecked();
        await sheet.getByRole('button', { name: 'Show results' }).click();
        await expect(sheet).toBeHidden();
      } else {
        await visitor.getByRole('complementary', { name: 'Filters' }).getByLabel('Sponsors visas').click();
        await expect(
          visitor.getByRole('complementary', { name: 'Filters' }).getByLabel('Sponsors visas'),
        ).toBeChecked();
      }
      await expect(visitor).toHaveURL(/visa=true/);
      await expect(jobs).toHaveCount(1);
      await expect(jobs.first()).toContainText(`${tag} Platform Engineer`);
      await expect(
        visitor
          .getByRole('group', { name: 'Active filters' })
          .getByRole('button', { name: 'Remove filter: Sponsors visas' }),
      ).toBeVisible();

      // Its startup's page lists it with the same badges.
      await visitor.goto(`/startup/${startup.slug}`);
      const listed = visitor
        .getByRole('list', { name: 'Open positions' })
        .getByRole('button', { name: new RegExp(`${tag} Platform Engineer`) });
      await expect(listed).toContainText('Equity 0.5–1.5%');
      await expect(listed).toContainText('Sponsors visas');
      await visitorContext.close();
    });
  });
}
