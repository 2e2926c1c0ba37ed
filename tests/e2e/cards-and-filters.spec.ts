import type { Page } from '@playwright/test';
import { createStartupViaApi, expect, newUser, test } from './fixtures';

// On a phone, a card's role opens its own position on the startup's page,
// in view; active filters show as a count on the Filters button and as chips that remove them; the
// card's small buttons are 44 px tap targets.

test.use({ viewport: { width: 390, height: 844 } });

const LONG_STORY = Array.from(
  { length: 12 },
  (_, i) => `Chapter ${i + 1}: we kept building, one customer at a time.`,
).join('\n\n');

async function postJob(page: Page, baseURL: string, startupId: string, title: string) {
  const response = await page.request.post(`/api/startups/${startupId}/jobs`, {
    headers: { Origin: baseURL },
    data: {
      title,
      jobType: 'Full-time',
      experienceLevel: 'Mid Level',
      locationType: 'Remote',
      compensationType: 'Equity',
      description: `Be our ${title}.`,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { job: { id: string } }).job.id;
}

async function expectTapTarget(page: Page, name: RegExp | string) {
  const box = (await page.getByRole('button', { name }).first().boundingBox())!;
  expect(box.width, `width of ${String(name)}`).toBeGreaterThanOrEqual(44);
  expect(box.height, `height of ${String(name)}`).toBeGreaterThanOrEqual(44);
}

test('Apply on a role in a card opens the startup page on that position, in view', async ({
  page,
  login,
  baseURL,
  browser,
}) => {
  await login();
  const tag = Date.now().toString(36);
  const startup = await createStartupViaApi(page, baseURL!, { name: `Roles ${tag}`, story: LONG_STORY });
  // The newest position comes first, on the card and on the startup's page.
  const chosenId = await postJob(page, baseURL!, startup.id, `Alpha ${tag}`);
  await postJob(page, baseURL!, startup.id, `Beta ${tag}`);
  await postJob(page, baseURL!, startup.id, `Gamma ${tag}`);

  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const visitor = await context.newPage();
  await visitor.goto(`/startups?search=${encodeURIComponent(startup.name)}`);
  const card = visitor.getByRole('article', { name: startup.name });
  await expect(card).toBeVisible();

  // The card's flip and roles buttons are 44 px tap targets, before and after the menu's code loads.
  await expectTapTarget(visitor, `Flip the card of ${startup.name}`);
  await expectTapTarget(visitor, /3 Roles/);
  await card.getByRole('button', { name: /3 Roles/ }).click();
  const menu = visitor.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveCount(3);
  await expectTapTarget(visitor, /3 Roles/);
  await expect(menu.getByRole('menuitem').first()).toContainText(`Gamma ${tag}`);

  await menu.getByRole('menuitem', { name: new RegExp(`Alpha ${tag}`) }).click();
  await expect(visitor).toHaveURL(`/startup/${startup.slug}?job=${chosenId}`);
  const positions = visitor.getByRole('list', { name: 'Open positions' });
  await expect(positions.getByRole('button', { name: new RegExp(`Alpha ${tag}`) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const chosen = visitor.getByRole('article', { name: `Alpha ${tag}` });
  await expect(chosen).toBeInViewport();
  await expect(chosen.getByRole('link', { name: 'Apply', exact: true })).toBeInViewport();
  expect(await visitor.evaluate(() => window.scrollY)).toBeGreaterThan(800);

  // The same address loaded afresh (rendered on the server, then taken over by the browser).
  await visitor.goto('/');
  await visitor.goto(`/startup/${startup.slug}?job=${chosenId}`);
  await expect(positions.getByRole('button', { name: new RegExp(`Alpha ${tag}`) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(visitor.getByRole('article', { name: `Alpha ${tag}` })).toBeInViewport();
  await context.close();
});

test('back from signing in to apply (?apply=) to a position that is not the first, it is chosen, in view, with its Apply dialog', async ({
  page,
  login,
  baseURL,
  browser,
}) => {
  await login();
  const tag = Date.now().toString(36);
  const startup = await createStartupViaApi(page, baseURL!, { name: `Applying ${tag}`, story: LONG_STORY });
  const chosenId = await postJob(page, baseURL!, startup.id, `Older ${tag}`);
  await postJob(page, baseURL!, startup.id, `Newer ${tag}`);

  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const applicant = newUser({ firstName: 'Ada' });
  await context.request.post('/api/auth/sign-up/email', { data: applicant, headers: { Origin: baseURL! } });
  await context.request.post('/api/auth/sign-in/email', {
    data: { email: applicant.email, password: applicant.password },
    headers: { Origin: baseURL! },
  });
  const visitor = await context.newPage();
  await visitor.goto(`/startup/${startup.slug}?apply=${chosenId}`);
  await expect(visitor.getByRole('dialog', { name: 'Apply for Position' })).toBeVisible();
  // The Apply flow's parameter hands over to the chosen position's.
  await expect(visitor).toHaveURL(`/startup/${startup.slug}?job=${chosenId}`);
  await visitor.keyboard.press('Escape');
  await expect(visitor.getByRole('dialog')).toBeHidden();
  await expect(
    visitor.getByRole('list', { name: 'Open positions' }).getByRole('button', { name: new RegExp(`Older ${tag}`) }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(visitor.getByRole('article', { name: `Older ${tag}` })).toBeInViewport();
  await context.close();
});

test('active filters show as a count on the Filters button and as chips that remove them', async ({
  page,
  login,
  baseURL,
}) => {
  await login();
  const tag = Date.now().toString(36);
  await createStartupViaApi(page, baseURL!, { name: `Chip Seed ${tag}`, stage: 'Seed', country: 'CA' });
  await createStartupViaApi(page, baseURL!, { name: `Chip Idea ${tag}`, stage: 'Idea', country: 'CA' });

  await page.goto(`/startups?search=${tag}`);
  await expect(page.getByRole('article')).toHaveCount(2);
  const filtersButton = page.getByRole('button', { name: 'Filters', exact: true });
  await expect(filtersButton).toBeVisible();
  await expectTapTarget(page, 'Filters');
  await expect(page.getByRole('group', { name: 'Active filters' })).toBeHidden();

  await filtersButton.click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.getByLabel('Stage').selectOption('Seed');
  await sheet.getByLabel('Country').selectOption('CA');
  for (const name of ['Clear filters', 'Show results']) {
    const box = (await sheet.getByRole('button', { name }).boundingBox())!;
    expect(box.height, name).toBeGreaterThanOrEqual(44);
  }
  await sheet.getByRole('button', { name: 'Show results' }).click();
  await expect(sheet).toBeHidden();

  await expect(page.getByRole('button', { name: 'Filters (2 active)' })).toBeVisible();
  const chips = page.getByRole('group', { name: 'Active filters' });
  await expect(chips.getByRole('button', { name: 'Remove filter: Seed' })).toBeVisible();
  await expect(chips.getByRole('button', { name: 'Remove filter: Canada' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expectTapTarget(page, 'Remove filter: Seed');

  // One tap removes a filter: from the address, the count and the list.
  await chips.getByRole('button', { name: 'Remove filter: Seed' }).click();
  await expect(page).not.toHaveURL(/stage=/);
  await expect(page).toHaveURL(/country=CA/);
  await expect(page.getByRole('button', { name: 'Filters (1 active)' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  await chips.getByRole('button', { name: 'Remove filter: Canada' }).click();
  await expect(page).toHaveURL(new RegExp(`/startups\\?search=${tag}$`));
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
  await expect(chips).toBeHidden();

  // The jobs board: a minimum pay is one chip, and leaves with its currency and period.
  await page.goto('/jobs?jobType=Full-time&minPay=50000&currency=GBP&period=Month&skill=rust');
  await expect(page.getByRole('button', { name: 'Filters (3 active)' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove filter: At least 50,000 GBP a month' }).click();
  await expect(page).toHaveURL('/jobs?jobType=Full-time&skill=rust');
  await page.getByRole('button', { name: 'Remove filter: Skill: rust' }).click();
  await expect(page).toHaveURL('/jobs?jobType=Full-time');
  await page.getByRole('button', { name: 'Filters (1 active)' }).click();
  const jobSheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(jobSheet.getByLabel('Required skill')).toHaveValue('');
  const equity = (await jobSheet.locator('label', { hasText: 'Offers equity' }).boundingBox())!;
  expect(equity.height).toBeGreaterThanOrEqual(44);
});
