import type { Browser, Page } from '@playwright/test';
import { createStartupViaApi, expect, newUser, test, type TestUser } from './fixtures';

// Jobs for you (issue 30, point 2): a member who said what they can do and want sees the positions that
// fit, with why, on the dashboard, the board and /jobs/for-you, and can say "Not interested"; a member
// who said nothing is told what to fill in.

const JOB = {
  jobType: 'Full-time',
  experienceLevel: 'Senior',
  locationType: 'Remote',
  locationCity: '',
  locationCountry: '',
  compensationType: 'Paid',
  compensationCurrency: 'USD',
  compensationAmountMin: 90000,
  compensationAmountMax: 120000,
  compensationPeriod: 'Year',
  requiredSkills: ['TypeScript'],
  additionalRequirements: '',
  description: 'Build the product with us.',
  status: 'open',
};

const widths = [
  { name: 'a phone', viewport: { width: 390, height: 844 } },
  { name: 'a desktop', viewport: { width: 1366, height: 900 } },
];

/** A founder, in a browser of their own, posts positions asking for these skills. */
async function postPositions(
  browser: Browser,
  baseURL: string,
  jobs: ({ title: string; requiredSkills: string[] } & Record<string, unknown>)[],
) {
  const context = await browser.newContext({ baseURL });
  const founder = await context.newPage();
  const headers = { Origin: baseURL };
  await founder.request.post('/api/auth/sign-up/email', {
    data: newUser({ firstName: 'Fay', lastName: 'Founder' }),
    headers,
  });
  const startup = await createStartupViaApi(founder, baseURL);
  for (const job of jobs) {
    const response = await founder.request.post(`/api/startups/${startup.id}/jobs`, {
      data: { ...JOB, ...job },
      headers,
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  await context.close();
}

/** The signed-in member's skills and what they are open to, saved as the profile form would. */
async function fillInProfile(page: Page, baseURL: string, user: TestUser, skills: string[]) {
  const headers = { Origin: baseURL };
  const { profile } = (await (await page.request.get('/api/profiles/me')).json()) as { profile: { id: string } };
  const saved = await page.request.put(`/api/profiles/${profile.id}`, {
    headers,
    data: {
      firstName: user.firstName,
      lastName: user.lastName,
      country: user.country,
      phoneNumber: user.phoneNumber,
      headline: '',
      bio: '',
      roleType: 'employee',
      roleTitle: '',
      institution: '',
      skills,
      githubUrl: '',
      linkedinUrl: '',
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const preferences = await page.request.put(`/api/profiles/${profile.id}/preferences`, {
    headers,
    data: {
      openToWork: 'active',
      jobTypes: ['Full-time'],
      experienceLevels: [],
      locationTypes: ['Remote'],
      countries: [],
      minPay: null,
      needsVisa: false,
      lookingFor: '',
    },
  });
  expect(preferences.status()).toBe(200);
}

for (const { name, viewport } of widths) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport });

    test('a member sees the jobs that fit them with why, on the dashboard, the board and their own page, and hides one', async ({
      page,
      login,
      browser,
      baseURL,
    }) => {
      test.setTimeout(60_000);
      const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
      const [elm, gleam] = [`Elm${tag}`, `Gleam${tag}`];
      await postPositions(browser, baseURL!, [
        { title: `Second fit ${tag}`, requiredSkills: [elm] },
        { title: `Best fit ${tag}`, requiredSkills: [elm, gleam] },
      ]);
      const user = await login(newUser({ firstName: 'Mira' }));
      await fillInProfile(page, baseURL!, user, [elm, gleam]);

      await page.goto('/dashboard');
      const section = page.getByRole('region', { name: 'Jobs for you' });
      const best = section.getByRole('article', { name: new RegExp(`^Best fit ${tag} at`) });
      await expect(best).toBeVisible();
      await expect(best.getByTestId('match-reasons')).toHaveText(
        `Why: Matches ${elm} and ${gleam} · Remote · Full-time`,
      );
      // The best fit comes first.
      await expect(section.getByRole('article').first()).toHaveAccessibleName(new RegExp(`^Best fit ${tag}`));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      // The board shows them too, over its list.
      await page.goto('/jobs');
      await expect(
        page
          .getByRole('region', { name: 'Jobs for you' })
          .getByRole('article', { name: new RegExp(`^Best fit ${tag} at`) }),
      ).toBeVisible();
      await page.getByRole('region', { name: 'Jobs for you' }).getByRole('link', { name: 'See all' }).click();
      await expect(page).toHaveURL('/jobs/for-you');
      await expect(page.getByRole('heading', { level: 1, name: 'Jobs for you' })).toBeVisible();

      const second = page.getByRole('article', { name: new RegExp(`^Second fit ${tag} at`) });
      await expect(second.getByTestId('match-reasons')).toHaveText(`Why: Matches ${elm} · Remote · Full-time`);
      await second.getByRole('button', { name: `Not interested in Second fit ${tag}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Not interested?' });
      await dialog.getByText('Other').click();
      await dialog.getByLabel('Your reason').fill('Too far from my usual stack');
      const dismissed = page.waitForResponse((r) => r.url().endsWith('/dismissal') && r.request().method() === 'PUT');
      await dialog.getByRole('button', { name: 'Hide this job' }).click();
      expect((await dismissed).status()).toBe(200);
      expect((await dismissed).request().postDataJSON()).toEqual({ reason: 'Too far from my usual stack' });
      await expect(second).toHaveCount(0);
      await expect(page.getByText(`"Second fit ${tag}" is hidden from Jobs for you`)).toBeVisible();
      // Remembered: gone after a reload too, while the best fit stays.
      await page.reload();
      await expect(page.getByRole('article', { name: new RegExp(`^Best fit ${tag} at`) })).toBeVisible();
      await expect(page.getByRole('article', { name: new RegExp(`^Second fit ${tag} at`) })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });

    test('a member sees what does not fit beside what does, and no position they cannot take from where they live', async ({
      page,
      login,
      browser,
      baseURL,
    }) => {
      const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
      const [elm, gleam, nim] = [`Elm${tag}`, `Gleam${tag}`, `Nim${tag}`];
      await postPositions(browser, baseURL!, [
        { title: `Partial fit ${tag}`, requiredSkills: [elm, gleam, nim], jobType: 'Contract' },
        // The member lives in Singapore (UTC+8): neither of these can they take.
        {
          title: `Europe hours ${tag}`,
          requiredSkills: [elm],
          remoteScope: 'timezones',
          remoteUtcMin: -60,
          remoteUtcMax: 180,
        },
        {
          title: `Zurich office ${tag}`,
          requiredSkills: [elm],
          locationType: 'On-site',
          locationCity: 'Zurich',
          locationCountry: 'CH',
        },
      ]);
      const user = await login(newUser({ firstName: 'Ines' }));
      await fillInProfile(page, baseURL!, user, [elm, gleam]);

      await page.goto('/jobs/for-you');
      const partial = page.getByRole('article', { name: new RegExp(`^Partial fit ${tag} at`) });
      await expect(partial.getByTestId('match-reasons')).toHaveText(`Why: Matches ${elm} and ${gleam} · Remote`);
      await expect(partial.getByTestId('match-misfits')).toHaveText(
        'Does not fit: 2 of 3 skills · Contract, not Full-time',
      );
      await expect(partial.getByTestId('match-misfits')).toBeInViewport();
      await expect(
        page.getByText('Positions you could not take from where you live or the countries you named are left out.'),
      ).toBeVisible();
      await expect(
        page.getByRole('article', { name: new RegExp(`^(Europe hours|Zurich office) ${tag} at`) }),
      ).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });

    test("the board's Jobs for you is there from the first paint: the list under it does not move, and visitors get none", async ({
      page,
      login,
      browser,
      baseURL,
    }) => {
      const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
      const skill = `Nim${tag}`;
      await postPositions(browser, baseURL!, [{ title: `Steady fit ${tag}`, requiredSkills: [skill] }]);
      const user = await login(newUser({ firstName: 'Stella' }));
      await fillInProfile(page, baseURL!, user, [skill]);
      // Were the matches asked for by the browser, the section would wait for them (a skeleton, then cards).
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/job-matches', async (route) => {
        await released;
        await route.continue();
      });

      await page.goto('/jobs');
      const firstJob = page.getByRole('list', { name: 'Jobs', exact: true }).getByRole('listitem').first();
      await expect(firstJob).toBeVisible();
      const before = await firstJob.boundingBox();
      release();
      // Once the app has taken the page over (React's mark on the root) and the section shows its cards.
      await page.waitForFunction(() =>
        Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
      );
      await expect(
        page
          .getByRole('region', { name: 'Jobs for you' })
          .getByRole('article', { name: new RegExp(`^Steady fit ${tag} at`) }),
      ).toBeVisible();
      expect(await firstJob.boundingBox()).toEqual(before);

      const visitor = await browser.newContext({ baseURL, viewport });
      const visitorPage = await visitor.newPage();
      await visitorPage.goto('/jobs');
      await expect(
        visitorPage.getByRole('list', { name: 'Jobs', exact: true }).getByRole('listitem').first(),
      ).toBeVisible();
      await expect(visitorPage.getByRole('region', { name: 'Jobs for you' })).toHaveCount(0);
      await visitor.close();
    });

    test('a member who filled nothing in is told what to fill in, and the link opens the form', async ({
      page,
      login,
    }) => {
      // Signed out, the page asks to sign in first and comes back.
      await page.goto('/jobs/for-you');
      await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/jobs/for-you')}`);

      await login(newUser({ firstName: 'Nell' }));
      await page.goto('/dashboard');
      const section = page.getByRole('region', { name: 'Jobs for you' });
      await expect(section.getByText('Add your skills and say what you are open to')).toBeVisible();

      // The profile menu leads there from any page.
      await page.getByRole('button', { name: 'Open profile menu' }).click();
      await page.getByRole('menuitem', { name: 'Jobs for you' }).click();
      await expect(page).toHaveURL('/jobs/for-you');
      await expect(page.getByRole('heading', { name: "Tell us what you're looking for" })).toBeVisible();
      await page.getByRole('link', { name: 'Fill in your profile' }).click();
      await expect(page).toHaveURL('/profile#open-to-work');
      await expect(page.getByRole('form', { name: 'Open to work' })).toBeInViewport();
    });
  });
}
