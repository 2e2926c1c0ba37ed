import type { Locator } from '@playwright/test';
import { adminSession, coverPng, createStartupViaApi, expect, newUser, PDF, test } from './fixtures';

// The phone header, tap targets, file inputs that say what was chosen, the
// blog editor's links and history, counts that agree with their number, and skeletons while loading.

const PHONE = { width: 390, height: 844 };

async function expectTapTarget(target: Locator) {
  // Measured at rest: a toast or sheet sliding in is scaled or moved for a moment.
  await target.evaluate((element) =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (a) =>
            a.effect instanceof KeyframeEffect && a.effect.target instanceof Node && a.effect.target.contains(element),
        )
        .map((a) => a.finished),
    ),
  );
  const box = (await target.boundingBox())!;
  expect(box.width, 'tap target width').toBeGreaterThanOrEqual(44);
  expect(box.height, 'tap target height').toBeGreaterThanOrEqual(44);
}

test('on a phone the menu offers Post Startup to members only; the header stays on one line, with 44 px targets', async ({
  page,
  login,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/startups');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Post Startup' })).toHaveCount(0);
  await expectTapTarget(header.getByRole('button', { name: 'Open menu' }));
  await header.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Get Started' })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Post Startup' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await login();
  await page.goto('/startups');
  // Not a large icon alone in the header, which said little to a student: it is in the menu.
  await expect(header.getByRole('link', { name: 'Post Startup' })).toBeHidden();
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(65);
  await expectTapTarget(header.getByRole('button', { name: 'Open profile menu' }));
  await expectTapTarget(header.getByRole('link', { name: 'Liftoff home' }));

  await header.getByRole('button', { name: 'Open menu' }).click();
  await expectTapTarget(page.getByRole('dialog').getByRole('button', { name: 'Close menu' }));
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Post Startup' })).toBeVisible();
});

test('the post editor adds only web and e-mail links, undoes and redoes; tags and cover say what they hold', async ({
  page,
  baseURL,
  browser,
}) => {
  await adminSession(page, baseURL!);
  await page.setViewportSize(PHONE);
  await page.goto('/blog/admin?edit=new');
  const editor = page.getByRole('textbox', { name: 'Content' });
  await editor.click();
  await editor.pressSequentially('Read our notes');
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  for (const tool of await toolbar.getByRole('button').all()) await expectTapTarget(tool);

  // Select "notes" and link it.
  for (let i = 0; i < 5; i += 1) await editor.press('Shift+ArrowLeft');
  await toolbar.getByRole('button', { name: 'Link' }).click();
  const address = page.getByLabel('Link address');
  await address.fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Add link' }).click();
  await expect(page.getByText('Enter a web address (https://...) or an e-mail address (mailto:...).')).toBeVisible();
  await address.fill('liftoff.example/notes');
  await address.press('Enter');
  await expect(editor.getByRole('link', { name: 'notes' })).toHaveAttribute('href', 'https://liftoff.example/notes');
  await expect(editor).toBeFocused();

  await toolbar.getByRole('button', { name: 'Undo' }).click();
  await expect(editor.getByRole('link')).toHaveCount(0);
  await expect(editor).toHaveText('Read our notes');
  await toolbar.getByRole('button', { name: 'Redo' }).click();
  await expect(editor.getByRole('link', { name: 'notes' })).toBeVisible();

  // Change the link to an e-mail address, then remove it.
  await editor.getByRole('link', { name: 'notes' }).click();
  await toolbar.getByRole('button', { name: 'Link' }).click();
  await expect(address).toHaveValue('https://liftoff.example/notes');
  await address.fill('team@liftoff.example');
  await page.getByRole('button', { name: 'Update link' }).click();
  await expect(editor.getByRole('link', { name: 'notes' })).toHaveAttribute('href', 'mailto:team@liftoff.example');
  await toolbar.getByRole('button', { name: 'Link' }).click();
  await page.getByRole('button', { name: 'Remove link' }).click();
  await expect(editor.getByRole('link')).toHaveCount(0);

  await expect(page.getByLabel('Tags')).toHaveAttribute('placeholder', 'Type a tag');

  const cover = page.getByLabel('Cover image (at least 1200x630, under 10MB)');
  await expect(cover).toHaveAccessibleDescription(/No cover image yet/);
  await cover.setInputFiles({ name: 'notes-cover.png', mimeType: 'image/png', buffer: await coverPng(browser) });
  await expect(page.getByRole('img', { name: 'Cover preview' })).toBeVisible();
  await expect(cover).toHaveAccessibleDescription(/notes-cover\.png/);
  await expect(page.getByText('notes-cover.png')).toBeVisible();
  await expect(page.getByText(/No file chosen|No cover image yet/)).toHaveCount(0);
});

test('post counts agree with their number, on the category page and the admin tiles', async ({ page, baseURL }) => {
  await adminSession(page, baseURL!);
  const run = Date.now().toString(36);
  const created = await page.request.post('/api/blog/posts', {
    headers: { Origin: baseURL! },
    data: {
      title: `Counting ${run}`,
      slug: `counting-${run}`,
      category: 'investor-insights',
      content: '<p>One.</p>',
      excerpt: 'One.',
      status: 'published',
      tags: [],
    },
  });
  expect(created.status()).toBe(201);
  const counted = (n: number) => `${n} ${n === 1 ? 'post' : 'posts'}`;
  const { total } = (await (await page.request.get('/api/blog/posts?category=investor-insights&page=1')).json()) as {
    total: number;
  };
  const stats = (await (await page.request.get('/api/blog/stats')).json()) as { byCategory: Record<string, number> };

  await page.goto('/blog/category/investor-insights');
  await expect(page.getByText(counted(total), { exact: true })).toBeVisible();
  await page.goto('/blog/admin');
  const tiles = page.getByRole('group', { name: 'Filter by category' });
  await expect(tiles.getByRole('button', { name: /^Investor Insights/ })).toContainText(
    counted(stats.byCategory['investor-insights'] ?? 0),
  );
  await expect(tiles.getByText(/^1 posts$/)).toHaveCount(0);
});

test('the resume field shows the chosen file, and the dialog and toast close buttons are 44 px', async ({
  page,
  login,
  baseURL,
  browser,
}) => {
  await login(newUser({ firstName: 'Iris', lastName: 'Okafor' }));
  const startup = await createStartupViaApi(page, baseURL!, { name: `Comfort ${Date.now().toString(36)}` });
  const job = await page.request.post(`/api/startups/${startup.id}/jobs`, {
    headers: { Origin: baseURL! },
    data: {
      title: 'Support Lead',
      jobType: 'Full-time',
      experienceLevel: 'Mid Level',
      locationType: 'Remote',
      compensationType: 'Equity',
      description: 'Help.',
    },
  });
  expect(job.status()).toBe(201);

  const context = await browser.newContext({ baseURL, viewport: PHONE });
  const applicant = await context.newPage();
  await applicant.request.post('/api/auth/sign-up/email', {
    data: newUser({ firstName: 'Tomas', lastName: 'Berg' }),
    headers: { Origin: baseURL! },
  });
  await applicant.goto(`/startup/${startup.slug}`);
  await applicant.getByRole('link', { name: 'Apply', exact: true }).click();
  await applicant.getByRole('button', { name: 'Continue to Application' }).click();
  const dialog = applicant.getByRole('dialog', { name: 'Apply: Support Lead' });
  await expectTapTarget(dialog.getByRole('button', { name: 'Close' }));
  const resume = applicant.getByLabel('Resume (PDF, max 5MB)');
  await expect(resume).toHaveAccessibleDescription(/No file chosen/);
  await resume.setInputFiles({ name: 'tomas-berg-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(dialog.getByText('tomas-berg-cv.pdf')).toBeVisible();
  await expect(resume).toHaveAccessibleDescription(/tomas-berg-cv\.pdf/);
  await context.close();

  // A toast's close button (the founder saves her profile).
  await page.setViewportSize(PHONE);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  const close = page.getByRole('button', { name: 'Close toast' });
  await expect(close).toBeVisible();
  await expectTapTarget(close);
});

test("a first load shows the shape of the posts, with the spec's loading text for screen readers only", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  // From a page whose footer stays put: the startup listing loads more as its end comes into view, which
  // moves its footer away from a tap once the journeys have made more than a page of startups.
  await page.goto('/faqs');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/blog', async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Loading blog posts...' });
  await expect(status).toBeAttached();
  // The words are for screen readers; what is seen is the skeleton.
  expect(
    await page.getByText('Loading blog posts...').evaluate((text) => text.getBoundingClientRect().width),
  ).toBeLessThanOrEqual(1);
  expect(await status.evaluate((region) => region.getBoundingClientRect().height)).toBeGreaterThan(300);
  const footerTop = await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().top);
  expect(footerTop).toBeGreaterThanOrEqual(PHONE.height);
  release();
  await expect(page.getByRole('heading', { name: 'Founder Stories & Startup Advice' })).toBeVisible();
  await expect(status).toHaveCount(0);
});
