import { createStartupViaApi, expect, newUser, PDF, test, type TestUser } from './fixtures';
import type { Browser, Page } from '@playwright/test';

// The candidate's side of hiring (decision 019): a founder declines with a reason and a message,
// which the candidate reads in My Applications with the application's timeline; the two write to
// each other; a candidate withdraws, and the founder sees it locked.

async function founderWithJob(
  page: Page,
  baseURL: string,
  login: (user?: TestUser) => Promise<TestUser>,
  title: string,
) {
  await login(newUser({ firstName: 'Farid', lastName: 'Haddad' }));
  const startup = await createStartupViaApi(page, baseURL, { name: `Respect ${Date.now().toString(36)}` });
  const job = await page.request.post(`/api/startups/${startup.id}/jobs`, {
    headers: { Origin: baseURL },
    data: {
      title,
      jobType: 'Full-time',
      experienceLevel: 'Mid Level',
      locationType: 'Remote',
      compensationType: 'Equity',
      description: 'Build with us.',
    },
  });
  expect(job.status()).toBe(201);
  return { startup, job: ((await job.json()) as { job: { id: string } }).job };
}

/** A candidate in a browser of their own, who has applied to the job. */
async function candidateWhoApplied(browser: Browser, baseURL: string, jobId: string, firstName: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.request.post('/api/auth/sign-up/email', {
    data: newUser({ firstName, lastName: 'Lindqvist' }),
    headers: { Origin: baseURL },
  });
  const applied = await page.request.post(`/api/jobs/${jobId}/applications`, {
    headers: { Origin: baseURL },
    multipart: {
      resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF },
      startupCultureAnswer: 'Small teams ship.',
      problemSolvingAnswer: 'I automated our releases.',
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  return { context, page };
}

test('a founder declines with a reason and a message; the candidate reads it and the timeline, and they write to each other', async ({
  page,
  login,
  baseURL,
  browser,
}) => {
  test.setTimeout(60_000);
  const { startup } = await founderWithJob(page, baseURL!, login, 'Platform Engineer');
  const candidate = await candidateWhoApplied(
    browser,
    baseURL!,
    ((await (await page.request.get(`/api/startups/${startup.id}/jobs`)).json()) as { items: { id: string }[] })
      .items[0]!.id,
    'Elin',
  );

  await page.goto('/dashboard');
  const jobRow = page.getByRole('listitem', { name: 'Platform Engineer' });
  await jobRow.getByRole('button', { name: 'View Applications' }).click();
  const application = jobRow.getByRole('listitem', { name: 'Application from Elin Lindqvist' });
  await expect(application.getByTestId('new-badge')).toBeVisible();
  // Opening its history is the founder's first look: no longer new.
  await application.getByRole('button', { name: 'History' }).click();
  await expect(application.getByRole('list', { name: 'History' })).toBeVisible();
  await expect(application.getByTestId('new-badge')).toBeHidden();

  // The founder writes first.
  await application.getByRole('button', { name: 'Messages' }).click();
  await application.getByLabel('Write to Elin').fill('Thank you for applying, Elin.\nWe will decide this week.');
  await application.getByRole('button', { name: 'Send message' }).click();
  await expect(application.getByRole('list', { name: 'Messages' })).toContainText('We will decide this week.');

  // Rejected with a reason and a message, after spec 1's confirmation (one word for the status).
  await application.getByLabel('Status of Elin Lindqvist').selectOption('rejected');
  const decline = page.getByRole('dialog', { name: 'Reject Elin?' });
  await expect(decline.getByText('Are you sure you want to mark this application as rejected?')).toBeVisible();
  await decline.getByLabel('We are looking for more experience').check();
  await decline
    .getByLabel('Message (optional)')
    .fill('Your release automation story stood out. Please apply again next year.');
  await decline.getByRole('button', { name: 'Reject' }).click();
  await expect(decline).toBeHidden();
  await expect(application.getByTestId('rejection-note')).toContainText('We are looking for more experience');

  // The candidate reads why, the timeline, and the message, and answers.
  const mine = candidate.page;
  await mine.goto('/dashboard');
  await mine.getByRole('tab', { name: 'My Applications' }).click();
  const item = mine
    .getByRole('list', { name: 'My applications' })
    .getByRole('listitem', { name: `Platform Engineer at ${startup.name}` });
  await expect(item.getByTestId('application-status')).toHaveText(/rejected/i);
  await expect(item.getByTestId('rejection-note')).toContainText('We are looking for more experience');
  await expect(item.getByTestId('rejection-note')).toContainText('Please apply again next year.');
  await item.getByRole('button', { name: 'Timeline' }).click();
  const timeline = item.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText('Sent');
  await expect(timeline).toContainText(`Opened by ${startup.name}`);
  await expect(timeline).toContainText(`Rejected by ${startup.name}`);
  await item.getByRole('button', { name: 'Messages' }).click();
  await expect(item.getByRole('list', { name: 'Messages' })).toContainText('We will decide this week.');
  await item.getByLabel(`Write to ${startup.name}`).fill('Thank you, I will.');
  await item.getByRole('button', { name: 'Send message' }).click();
  await expect(item.getByRole('list', { name: 'Messages' })).toContainText('Thank you, I will.');

  // The founder's bell says so.
  await page.reload();
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(page.getByRole('menu')).toContainText('Elin Lindqvist about Platform Engineer: "Thank you, I will."');
  await candidate.context.close();
});

test('a candidate withdraws; the founder sees it withdrawn and can no longer change it; the candidate may apply again', async ({
  page,
  login,
  baseURL,
  browser,
}) => {
  test.setTimeout(60_000);
  const { startup, job } = await founderWithJob(page, baseURL!, login, 'Growth Marketer');
  const candidate = await candidateWhoApplied(browser, baseURL!, job.id, 'Oskar');

  const mine = candidate.page;
  await mine.goto('/dashboard');
  await mine.getByRole('tab', { name: 'My Applications' }).click();
  const item = mine
    .getByRole('list', { name: 'My applications' })
    .getByRole('listitem', { name: `Growth Marketer at ${startup.name}` });
  await item.getByRole('button', { name: 'Withdraw application' }).click();
  await mine.getByRole('dialog', { name: 'Withdraw Application' }).getByRole('button', { name: 'Withdraw' }).click();
  await expect(item.getByTestId('application-status')).toHaveText(/withdrawn/i);
  await expect(item.getByRole('button', { name: 'Withdraw application' })).toBeHidden();

  await page.goto('/dashboard');
  const jobRow = page.getByRole('listitem', { name: 'Growth Marketer' });
  await jobRow.getByRole('button', { name: 'View Applications' }).click();
  const application = jobRow.getByRole('listitem', { name: 'Application from Oskar Lindqvist' });
  await expect(application.getByLabel('Status of Oskar Lindqvist')).toBeDisabled();
  await expect(application.getByText('The candidate withdrew this application.')).toBeVisible();

  // Applying again is possible: the position page offers Apply, not "Application Submitted".
  await mine.goto(`/jobs/${job.id}`);
  await expect(mine.getByRole('link', { name: 'Apply', exact: true })).toBeVisible();
  await candidate.context.close();
});
