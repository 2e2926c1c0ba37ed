import { readXssPayloads } from '../../src/server/testing/xss-corpus';
import { adminSession, coverPng, createStartupViaApi, expect, newUser, test } from './fixtures';

test('the administrator writes a post, keeps it as a draft, publishes it, and a visitor reads it', async ({
  page,
  baseURL,
  browser,
}) => {
  await adminSession(page, baseURL!);
  const slug = `launch-notes-${Date.now().toString(36)}`;
  await page.goto('/blog/admin');
  await page.getByRole('button', { name: 'New Post' }).click();
  await page.getByLabel('Title', { exact: true }).fill('Launch notes from our first year');
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Category').selectOption('founder-stories');
  const editor = page.getByRole('textbox', { name: 'Content' });
  await editor.click();
  await page.getByRole('button', { name: 'Heading', exact: true }).click();
  await editor.pressSequentially('What we learned');
  await editor.press('Enter');
  await editor.pressSequentially('Talk to users every week. ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await editor.pressSequentially('Ship small.');
  await page.getByLabel('Excerpt').fill('A year of lessons in three lines.');
  await page
    .getByLabel('Cover image (at least 1200x630, under 10MB)')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await coverPng(browser) });
  await expect(page.getByRole('img', { name: 'Cover preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(page.getByRole('list', { name: 'Posts' }).getByText('Launch notes from our first year')).toBeVisible();

  // A draft: the administrator sees it with its badge; anyone else is told it does not exist.
  await page.goto(`/blog/${slug}`);
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(`/blog/${slug}`);
  await expect(visitor.getByRole('heading', { name: 'Post not found' })).toBeVisible();

  // Publish it.
  await page.getByRole('link', { name: 'Edit Post' }).click();
  await page.getByLabel('Status').selectOption('published');
  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(page.getByRole('list', { name: 'Posts' }).getByText('published').first()).toBeVisible();

  await visitor.goto('/blog');
  await visitor
    .getByRole('link', { name: /Launch notes from our first year/ })
    .first()
    .click();
  await expect(visitor).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(visitor.getByRole('heading', { name: 'Launch notes from our first year', level: 1 })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'What we learned' })).toBeVisible();
  await expect(visitor.locator('.post-content strong')).toHaveText('Ship small.');
  await expect(visitor.getByText('1 min read')).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Share on LinkedIn' })).toBeVisible();
  const served = await (await visitor.request.get(`/blog/${slug}`)).text();
  expect(served).toContain('<meta property="og:title" content="Launch notes from our first year" />');
  await visitor.close();
});

test("stored XSS payloads in a post never run in a reader's browser", async ({ page, baseURL, browser }) => {
  await adminSession(page, baseURL!);
  const payloads = readXssPayloads().join('\n');
  const slug = `xss-${Date.now().toString(36)}`;
  const created = await page.request.post('/api/blog/posts', {
    headers: { Origin: baseURL! },
    data: {
      title: 'Payloads',
      slug,
      category: 'market-trends',
      content: `<p>Readable text</p>${payloads}`,
      excerpt: 'x',
      status: 'published',
      tags: [],
    },
  });
  expect(created.status()).toBe(201);
  const reader = await browser.newPage({ baseURL });
  await reader.goto(`/blog/${slug}`);
  await expect(reader.getByText('Readable text')).toBeVisible();
  await reader.waitForTimeout(300);
  expect(await reader.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  await reader.close();
});

test('a non-administrator opening /blog/admin lands on /blog; an unknown category says so', async ({ page, login }) => {
  await login();
  await page.goto('/blog/admin');
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { name: 'Insights & Stories' })).toBeVisible();
  await page.goto('/blog/category/gossip');
  await expect(page.getByRole('heading', { name: 'Category not found' })).toBeVisible();
});

test('the administrator deletes a startup from /admin/startups', async ({ page, baseURL, browser }) => {
  const founder = await browser.newPage({ baseURL });
  await founder.request.post('/api/auth/sign-up/email', { data: newUser(), headers: { Origin: baseURL! } });
  const startup = await createStartupViaApi(founder, baseURL!, { name: `Doomed ${Date.now().toString(36)}` });
  await founder.close();

  await adminSession(page, baseURL!);
  await page.goto('/admin/startups');
  await page.getByPlaceholder('Search startups...').fill(startup.name);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: `Delete ${startup.name}` }).click();
  await expect(
    page.getByText(`Are you sure you want to delete "${startup.name}"? This action cannot be undone.`),
  ).toBeVisible();
  await page.getByRole('dialog', { name: 'Delete Startup' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No startups found')).toBeVisible();
  expect((await page.request.get(`/api/startups/by-slug/${startup.slug}`)).status()).toBe(404);
});

test("the administrator's startup table loads 25 at a time, and deletes one from the second page", async ({
  page,
  baseURL,
  browser,
}) => {
  test.slow();
  // 27 startups of one search (three founders' worth of three each, times three): newest first, the
  // two made first are on the second page, which comes by the first page's cursor.
  const run = Date.now().toString(36);
  const names: string[] = [];
  for (let f = 0; f < 9; f += 1) {
    const founder = await browser.newPage({ baseURL });
    await founder.request.post('/api/auth/sign-up/email', { data: newUser(), headers: { Origin: baseURL! } });
    for (let i = 0; i < 3; i += 1)
      names.push(
        (
          await createStartupViaApi(founder, baseURL!, {
            name: `Fleet ${run} ${String(names.length + 1).padStart(2, '0')}`,
          })
        ).name,
      );
    await founder.close();
  }
  const oldest = names[0]!;

  await adminSession(page, baseURL!);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin/startups');
  // The table's first answer may already say 27 (when this file runs alone, these are all the startups
  // there are): the search has taken effect once its own answer has come, and the address keeps it.
  const searched = page.waitForResponse((response) => response.url().includes(`/api/admin/startups?search=Fleet`));
  await page.getByPlaceholder('Search startups...').fill(`Fleet ${run}`);
  await searched;
  await expect(page).toHaveURL(new RegExp(`search=Fleet`));
  await expect(page.getByRole('heading', { name: 'Manage Startups (27)' })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(26);
  await expect(page.getByRole('button', { name: `Delete ${oldest}` })).toHaveCount(0);

  await page.getByRole('button', { name: 'Load more startups' }).click();
  await expect(rows).toHaveCount(28);
  await expect(page.getByRole('button', { name: 'Load more startups' })).toBeHidden();

  // Deleting from the second page: the loaded pages are read again, the row and the count follow.
  await page.getByRole('button', { name: `Delete ${oldest}` }).click();
  await page.getByRole('dialog', { name: 'Delete Startup' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('button', { name: `Delete ${oldest}` })).toHaveCount(0);
  await expect(rows).toHaveCount(27);
  await expect(page.getByRole('heading', { name: 'Manage Startups (26)' })).toBeVisible();
});

test('a category with more than one page of posts pages through them, for readers and in the admin list', async ({
  page,
  baseURL,
}) => {
  await adminSession(page, baseURL!);
  const run = Date.now().toString(36);
  // 21 posts: the first one written is the oldest, so it is the one pushed to page 2.
  for (let i = 1; i <= 21; i += 1) {
    const created = await page.request.post('/api/blog/posts', {
      headers: { Origin: baseURL! },
      data: {
        title: `Hiring note ${run} number ${i}`,
        slug: `hiring-${run}-${i}`,
        category: 'talent-culture',
        content: '<p>Notes on hiring.</p>',
        excerpt: 'Notes on hiring.',
        status: 'published',
        tags: [],
      },
    });
    expect(created.status()).toBe(201);
  }
  const oldest = `Hiring note ${run} number 1`;
  const newest = `Hiring note ${run} number 21`;

  await page.goto('/blog/category/talent-culture');
  await expect(page.getByRole('heading', { name: newest })).toBeVisible();
  await expect(page.getByRole('heading', { name: oldest, exact: true })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/blog\/category\/talent-culture\?page=2$/);
  await expect(page.getByRole('heading', { name: oldest, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: newest })).toHaveCount(0);

  await page.goto('/blog/admin');
  await page
    .getByRole('group', { name: 'Filter by category' })
    .getByRole('button', { name: /^Talent & Culture/ })
    .click();
  const posts = page.getByRole('list', { name: 'Posts' });
  await expect(posts.getByRole('link', { name: newest })).toBeVisible();
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: '2', exact: true }).click();
  await expect(posts.getByRole('link', { name: oldest, exact: true })).toBeVisible();
  await expect(posts.getByRole('link', { name: newest })).toHaveCount(0);
});
