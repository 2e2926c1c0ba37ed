import type { Browser, Page } from '@playwright/test';
import { createStartupViaApi, expect, newUser, PDF, PNG, test } from './fixtures';

// On a phone, after a step the page shows what the person is looking for (decision 020). The
// wizard's second step opens at its top, a saved position is shown on the dashboard, a student's
// dashboard opens on her applications with figures about her, and a notification opens what it is about.

test.use({ viewport: { width: 390, height: 844 } });

const JOB = {
  jobType: 'Full-time',
  experienceLevel: 'Mid Level',
  locationType: 'Remote',
  compensationType: 'Equity',
  description: 'Build with us.',
};

async function postJob(page: Page, baseURL: string, startupId: string, title: string) {
  const response = await page.request.post(`/api/startups/${startupId}/jobs`, {
    headers: { Origin: baseURL },
    data: { ...JOB, title },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { job: { id: string } }).job;
}

/** A member in a phone-sized browser of their own, signed up and, with `jobId`, applied to it. */
async function member(browser: Browser, baseURL: string, firstName: string, jobId?: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.request.post('/api/auth/sign-up/email', {
    data: newUser({ firstName, lastName: 'Okafor' }),
    headers: { Origin: baseURL },
  });
  if (jobId) {
    const applied = await page.request.post(`/api/jobs/${jobId}/applications`, {
      headers: { Origin: baseURL },
      multipart: {
        resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF },
        startupCultureAnswer: 'Small teams ship.',
        problemSolvingAnswer: 'I automated our releases.',
      },
    });
    expect(applied.status(), await applied.text()).toBe(201);
  }
  return { context, page };
}

test("the wizard's second step opens at its top, and a saved position is shown on the dashboard", async ({
  page,
  login,
  baseURL,
}) => {
  await login();
  await page.goto('/post-startup');
  await page.getByLabel('Startup logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible();
  await page.getByLabel('Startup name').fill('Scroll Works');
  await page.getByLabel('About Us').fill('We put people where they expect to be.');
  await page.getByLabel('Stage').selectOption('Seed');
  await page.getByLabel('Category').selectOption('Technology');
  await page.getByLabel('Team size').fill('3');
  await page.getByRole('button', { name: 'Next' }).click();
  // The button was far down the page; step 2 starts with its steps bar and first field in view.
  await expect(page.getByRole('list', { name: 'Steps' })).toBeInViewport();
  await expect(page.getByLabel('Tagline')).toBeInViewport();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Startup name')).toBeInViewport();

  // A founder with several positions edits the oldest: the dashboard comes back at that one.
  const startup = await createStartupViaApi(page, baseURL!, { name: `Landing ${Date.now().toString(36)}` });
  const first = await postJob(page, baseURL!, startup.id, 'First Role');
  for (const title of ['Second Role', 'Third Role', 'Fourth Role']) await postJob(page, baseURL!, startup.id, title);
  await page.goto(`/jobs/${startup.id}/edit/${first.id}`);
  await page.getByLabel('Job title').fill('First Role, renamed');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/dashboard?job=${first.id}`);
  const row = page.getByRole('listitem', { name: 'First Role, renamed' });
  await expect(row).toHaveAttribute('aria-current', 'true');
  await expect(row).toBeInViewport();
});

test('a student lands on her applications with figures about her; her notification opens the application', async ({
  page,
  login,
  baseURL,
  browser,
}) => {
  test.setTimeout(60_000);
  await login(newUser({ firstName: 'Farah', lastName: 'Nouri' }));
  const startup = await createStartupViaApi(page, baseURL!, { name: `Campus ${Date.now().toString(36)}` });
  const job = await postJob(page, baseURL!, startup.id, 'Research Intern');
  const student = await member(browser, baseURL!, 'Ada', job.id);
  const mine = student.page;

  await mine.goto('/dashboard');
  await expect(mine.getByRole('tab', { name: 'My Applications' })).toHaveAttribute('aria-selected', 'true');
  const metrics = mine.getByRole('region', { name: 'Metrics' });
  await expect(metrics).toContainText('My Applications1');
  await expect(metrics).toContainText('Waiting1');
  await expect(metrics).not.toContainText('Total Startups');
  // Her application is on the first screen, not 950 px down.
  await expect(mine.getByRole('listitem', { name: `Research Intern at ${startup.name}` })).toBeInViewport();

  // The founder moves it on; the student's bell leads to that application.
  const applications = (await (await page.request.get(`/api/jobs/${job.id}/applications`)).json()) as {
    items: { id: string }[];
  };
  const id = applications.items[0]!.id;
  const changed = await page.request.patch(`/api/applications/${id}/status`, {
    headers: { Origin: baseURL! },
    data: { status: 'reviewed' },
  });
  expect(changed.status()).toBe(200);
  await mine.goto('/startups');
  await mine.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await mine.getByRole('menuitem', { name: /Application update/ }).click();
  await expect(mine).toHaveURL(`/dashboard?tab=applications&application=${id}`);
  const item = mine.getByRole('listitem', { name: `Research Intern at ${startup.name}` });
  await expect(item).toHaveAttribute('aria-current', 'true');
  await expect(item).toBeInViewport();
  await expect(mine.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await student.context.close();
});

test("a founder's notification opens the candidate's application; an empty bell says what will come", async ({
  page,
  login,
  baseURL,
  browser,
}) => {
  await login(newUser({ firstName: 'Rhea', lastName: 'Sol' }));
  const startup = await createStartupViaApi(page, baseURL!, { name: `Bellwether ${Date.now().toString(36)}` });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await expect(page.getByRole('menu')).toContainText('No notifications yet');
  await expect(page.getByRole('menu')).toContainText(
    'News about your applications, your startups and the startups you follow will show up here.',
  );
  await page.keyboard.press('Escape');

  const job = await postJob(page, baseURL!, startup.id, 'Support Lead');
  const candidate = await member(browser, baseURL!, 'Tomas', job.id);
  await page.reload();
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await page.getByRole('menuitem', { name: /New application/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/applicants\?open=[0-9a-f-]{36}$/);
  const panel = page.getByRole('dialog', { name: /Tomas Okafor/ });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Support Lead');
  // Closed, the address no longer names it: a reload shows the list.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/applicants$/);
  await candidate.context.close();
});
