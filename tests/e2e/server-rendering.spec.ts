import type { Browser, Page } from '@playwright/test';
import { createStartupViaApi, expect, newUser, test } from './fixtures';

// Public pages come rendered from the server with their data (docs/decisions/014): the content is
// there before any JavaScript runs, and the browser takes the page over (hydrates) without asking for
// the data again and without a mismatch (the page fixture fails a journey on any error in the page).

const JOB = {
  jobType: 'Full-time',
  experienceLevel: 'Senior',
  locationType: 'Remote',
  locationCity: '',
  locationCountry: '',
  compensationType: 'Paid',
  compensationCurrency: 'EUR',
  compensationAmountMin: 60000,
  compensationAmountMax: 80000,
  compensationPeriod: 'Year',
  requiredSkills: ['TypeScript'],
  additionalRequirements: '',
  description: 'Build it with us.',
  status: 'open',
};

let startup: { id: string; name: string; slug: string };

test.beforeAll(async ({ browser, baseURL }) => {
  const page = await browser.newPage();
  const founder = newUser({ firstName: 'Rita', lastName: 'Render' });
  const headers = { Origin: baseURL! };
  expect((await page.request.post('/api/auth/sign-up/email', { data: founder, headers })).status()).toBe(200);
  startup = await createStartupViaApi(page, baseURL!, {
    name: `Prerendered ${Date.now().toString(36)}`,
    tagline: 'Content before code',
  });
  for (const title of ['Hydration Engineer', 'Markup Designer']) {
    const job = await page.request.post(`/api/startups/${startup.id}/jobs`, { data: { ...JOB, title }, headers });
    expect(job.status(), await job.text()).toBe(201);
  }
  await page.close();
});

async function withoutJavaScript<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

function apiRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

test('without JavaScript a visitor still reads the listing, a startup with its positions, and the landing page', async ({
  browser,
}) => {
  await withoutJavaScript(browser, async (page) => {
    await page.goto('/startups');
    await expect(page.getByRole('heading', { name: /^Startups \(\d+\)$/ })).toBeVisible();
    await expect(page.getByText(startup.name)).toBeVisible();

    await page.goto(`/startup/${startup.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: startup.name })).toBeVisible();
    await expect(page.getByText('Open Positions (2)')).toBeVisible();
    // The first position is open, as in the browser.
    const positions = page.getByRole('list', { name: 'Open positions' }).getByRole('button');
    await expect(positions).toHaveCount(2);
    const first = (await positions.first().locator('span').first().textContent())!;
    await expect(page.getByRole('heading', { level: 3, name: first })).toBeVisible();
    await expect(page.getByText('EUR 60,000 - 80,000 per year')).toBeVisible();

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Where Startups Take Off' })).toBeVisible();
  });
});

test('the browser takes over the listing without asking for its data again, and the filters work', async ({ page }) => {
  const asked = apiRequests(page);
  await page.goto('/startups');
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);

  // Hydrated: typing searches through the API and the list follows.
  const searched = page.waitForResponse(
    (response) => response.url().includes('/api/startups?') && response.url().includes('search='),
  );
  await page.getByPlaceholder('Search startups by name').fill(startup.name);
  await searched;
  await expect(page).toHaveURL(/search=Prerendered/);
  await expect(page.getByRole('heading', { name: 'Startups (1)' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Startups' }).getByRole('listitem')).toHaveCount(1);
});

test("a startup's page is interactive once taken over: another position opens on a click", async ({ page }) => {
  const asked = apiRequests(page);
  await page.goto(`/startup/${startup.slug}`);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  const positions = page.getByRole('list', { name: 'Open positions' }).getByRole('button');
  const [first, second] = [
    (await positions.nth(0).locator('span').first().textContent())!,
    (await positions.nth(1).locator('span').first().textContent())!,
  ];
  await expect(page.getByRole('heading', { level: 3, name: first })).toBeVisible();
  await positions.nth(1).click();
  await expect(page.getByRole('heading', { level: 3, name: second })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: first })).toHaveCount(0);
});

test("a signed-in member's page comes with their header, and / sends them to /startups", async ({ page, login }) => {
  await login();
  const asked = apiRequests(page);
  await page.goto('/startups');
  await expect(page.getByRole('button', { name: 'Open profile menu' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked.filter((url) => url.startsWith('/api/account/session') || url === '/api/startups')).toEqual([]);

  await page.goto('/');
  await expect(page).toHaveURL(/\/startups$/);
});

test('a renamed startup: its old address lands on the current page', async ({ page, baseURL, login }) => {
  await login();
  const own = await createStartupViaApi(page, baseURL!, { name: `Oldname ${Date.now().toString(36)}` });
  const current = (await (await page.request.get(`/api/startups/${own.id}`)).json()) as {
    startup: Record<string, unknown>;
  };
  const {
    id: _id,
    slug: _slug,
    owner: _owner,
    ownerId: _ownerId,
    isActive: _isActive,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    ...input
  } = current.startup;
  const newName = `Newname ${Date.now().toString(36)}`;
  const filled = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null));
  const renamed = await page.request.put(`/api/startups/${own.id}`, {
    data: { ...filled, name: newName },
    headers: { Origin: baseURL! },
  });
  expect(renamed.status(), await renamed.text()).toBe(200);
  await page.goto(`/startup/${own.slug}`);
  await expect(page).not.toHaveURL(new RegExp(`/startup/${own.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
});
