import { WEBSITE_URL_PLAIN_MESSAGE } from '../../src/shared/website-url';
import { createStartupViaApi, expect, newUser, test, waitForMail } from './fixtures';

// Verified startups (issue 32 point 2, decision 047): a founder proves the website's domain with the
// code e-mailed to an address there, and the "Verified" badge, saying which domain, shows on the
// startup's card, its page, its position's page and the jobs board. The DNS way is covered by the API
// tests with a resolver they control (the server has no switch to fake DNS).

const widths = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
] as const;

for (const { name, viewport } of widths) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('a founder verifies the domain by an e-mailed code, and the badge shows wherever the startup does', async ({
      page,
      login,
      baseURL,
    }) => {
      test.setTimeout(60_000);
      const tag = `${name[0]}${Date.now().toString(36)}`;
      const domain = `verified-${tag}.example`;
      const badge = `Verified: owns ${domain}`;
      await login(newUser({ firstName: 'Vera', lastName: 'Founder' }));
      const startup = await createStartupViaApi(page, baseURL!, {
        name: `Proven ${tag}`,
        websiteUrl: `https://www.${domain}/about`,
      });
      const job = await page.request.post(`/api/startups/${startup.id}/jobs`, {
        headers: { Origin: baseURL! },
        data: {
          title: 'Backend Engineer',
          jobType: 'Full-time',
          experienceLevel: 'Mid Level',
          locationType: 'Remote',
          compensationType: 'Equity',
          description: 'Build with us.',
        },
      });
      expect(job.status()).toBe(201);
      const jobId = ((await job.json()) as { job: { id: string } }).job.id;

      // From the dashboard's startup, to the panel on its edit page.
      await page.goto('/dashboard');
      await page.getByRole('region', { name: startup.name }).getByRole('link', { name: 'Verify your domain' }).click();
      const panel = page.getByRole('region', { name: 'Verify your domain' });
      await expect(panel.getByText(`prove that you own ${domain}`)).toBeVisible();
      await expect(panel.getByText('Changing your website to another domain removes the badge')).toBeVisible();

      // An address elsewhere is refused, with what was typed kept; the part before the @ is enough.
      const address = panel.getByLabel(`An address at ${domain}`);
      await address.fill('me@gmail.com');
      await panel.getByRole('button', { name: 'Send code' }).click();
      await expect(panel.getByText('An address at a free mail provider does not prove a domain.')).toBeVisible();
      await expect(address).toHaveValue('me@gmail.com');
      await address.fill('founder');
      await panel.getByRole('button', { name: 'Send code' }).click();
      await expect(panel.getByText(`We sent a 6-digit code to founder@${domain}`)).toBeVisible();

      const mail = await waitForMail(`founder@${domain}`, `Verify ${domain}`);
      const code = mail.match(/Your code: (\d{6})/)![1]!;
      await panel.getByLabel('Code from the e-mail').fill(code);
      await panel.getByRole('button', { name: 'Verify' }).click();
      await expect(panel.getByRole('img', { name: badge })).toBeVisible();
      await expect(panel.getByText('proved by e-mail')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await panel.screenshot({ path: test.info().outputPath(`verify-domain-${viewport.width}.png`) });

      // The same domain behind a "\@", which a browser opens as another site (decision 052), is refused
      // under the field; the address as typed in capitals is saved, as the browser writes it, and the
      // badge stays.
      await page.getByRole('button', { name: 'Next' }).click();
      const website = page.getByLabel('Website URL (optional)');
      await website.fill(`https://victim-bank.example\\@${domain}/`);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText(WEBSITE_URL_PLAIN_MESSAGE)).toBeVisible();
      await website.fill(`HTTPS://WWW.${domain.toUpperCase()}/about`);
      const saved = page.waitForResponse(
        (response) => response.url().endsWith(`/api/startups/${startup.id}`) && response.request().method() === 'PUT',
      );
      await page.getByRole('button', { name: 'Save Changes' }).click();
      expect(((await (await saved).json()) as { startup: { websiteUrl: string } }).startup.websiteUrl).toBe(
        `https://www.${domain}/about`,
      );

      // The card in the listing, the startup's page, its position's page and the board.
      await page.goto(`/startups?search=${encodeURIComponent(startup.name)}`);
      await expect(page.getByRole('article', { name: startup.name }).getByRole('img', { name: badge })).toBeVisible();
      await page.goto(`/startup/${startup.slug}`);
      await expect(page.getByRole('img', { name: badge })).toBeVisible();
      await page.goto(`/jobs/${jobId}`);
      await expect(page.getByRole('img', { name: badge })).toBeVisible();
      await page.goto('/jobs');
      await expect(
        page.getByRole('article', { name: `Backend Engineer at ${startup.name}` }).getByRole('img', { name: badge }),
      ).toBeVisible();
    });
  });
}
