import { createStartupViaApi, expect, newUser, PDF, test } from './fixtures';

test('a user applies with a PDF; the founder reviews, downloads and accepts; the applicant sees it', async ({
  page,
  login,
  baseURL,
  browser,
}) => {
  // The founder, with a startup and an open position.
  await login(newUser({ firstName: 'Felix', lastName: 'Brandt' }));
  const startup = await createStartupViaApi(page, baseURL!, { name: `Applyco ${Date.now().toString(36)}` });
  const job = await page.request.post(`/api/startups/${startup.id}/jobs`, {
    headers: { Origin: baseURL! },
    data: {
      title: 'Data Engineer',
      jobType: 'Full-time',
      experienceLevel: 'Mid Level',
      locationType: 'Remote',
      compensationType: 'Equity',
      description: 'Pipelines.',
    },
  });
  expect(job.status()).toBe(201);

  // The applicant, in a browser of their own.
  const applicantContext = await browser.newContext({ baseURL });
  const applicant = await applicantContext.newPage();
  await applicant.request.post('/api/auth/sign-up/email', {
    data: newUser({ firstName: 'Zoë', lastName: 'Diallo' }),
    headers: { Origin: baseURL! },
  });
  await applicant.goto(`/startup/${startup.slug}`);
  await applicant.getByRole('link', { name: 'Apply', exact: true }).click();
  await expect(applicant.getByRole('dialog', { name: 'Apply for Position' })).toBeVisible();
  await applicant.getByRole('button', { name: 'Continue to Application' }).click();

  await applicant.getByRole('button', { name: 'Review Application' }).click();
  await expect(applicant.getByText('Please upload your resume in PDF format (max 5MB)')).toBeVisible();
  await expect(applicant.getByText('Please answer the first question about startup culture')).toBeVisible();

  await applicant
    .getByLabel('Resume (PDF, max 5MB)')
    .setInputFiles({ name: 'amara-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  const first = applicant.getByLabel(/early-stage startup culture/);
  await first.fill('I like small teams that ship every week.');
  await expect(applicant.getByText('8/500 words')).toBeVisible();
  await applicant.getByLabel(/hacked a process/).fill('I scripted our onboarding and saved a day per hire.');
  await applicant.getByRole('button', { name: 'Review Application' }).click();
  const confirm = applicant.getByRole('dialog', { name: 'Submit Application' });
  await confirm.getByRole('button', { name: 'Review Again' }).click();
  await expect(applicant.getByLabel(/early-stage startup culture/)).toHaveValue(
    'I like small teams that ship every week.',
  );
  await applicant.getByRole('button', { name: 'Review Application' }).click();
  await applicant
    .getByRole('dialog', { name: 'Submit Application' })
    .getByRole('button', { name: 'Submit Application' })
    .click();
  await expect(applicant.getByRole('button', { name: 'Application Submitted' })).toBeDisabled();
  await applicant.reload();
  await expect(applicant.getByRole('button', { name: 'Application Submitted' })).toBeDisabled();

  // The founder reviews it on the dashboard.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome Back, Felix!' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Metrics' })).toContainText('Pending1');
  const jobRow = page.getByRole('listitem', { name: 'Data Engineer' });
  await jobRow.getByRole('button', { name: 'View Applications' }).click();
  const application = jobRow.getByRole('listitem', { name: 'Application from Zoë Diallo' });
  await expect(application.getByText('I like small teams that ship every week.')).toBeVisible();
  const downloadPromise = page.waitForEvent('download');
  await application.getByRole('button', { name: 'Download Resume' }).click();
  const download = await downloadPromise;
  // The name keeps its letters: the browser is given filename* (RFC 6266), not the ASCII fallback.
  expect(download.suggestedFilename()).toBe('Zoë-Data-Engineer-resume.pdf');
  await application.getByLabel('Status of Zoë Diallo').selectOption('accepted');
  await expect(page.getByText('Are you sure you want to mark this application as accepted?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(application.getByText('accepted', { exact: true })).toBeVisible();
  // The list is paged; the whole of it, with search and filters, is one link away in the applicants view.
  const openAll = jobRow.getByRole('link', { name: 'Open in Applicants' });
  await expect(openAll).toHaveAttribute('href', /^\/dashboard\/applicants\?job=[0-9a-f-]{36}$/);

  // The applicant's open page shows it live in the bell, without a reload.
  const bell = applicant.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(applicant.getByRole('menu').getByText('Application update')).toBeVisible();
  await expect(applicant.getByRole('menu')).toContainText('is now accepted');
  await applicant.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(applicant.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await applicant.keyboard.press('Escape');

  // The applicant sees the new status under My Applications.
  await applicant.goto('/dashboard');
  await applicant.getByRole('tab', { name: 'My Applications' }).click();
  const mine = applicant.getByRole('list', { name: 'My applications' });
  await expect(mine.getByText('Data Engineer')).toBeVisible();
  await expect(mine.getByText('accepted')).toBeVisible();
  await mine.getByRole('button', { name: 'Details' }).click();
  await expect(applicant.getByText('Why Early-Stage Startups?')).toBeVisible();
  await expect(applicant.getByText('Applied On')).toBeVisible();
  await applicantContext.close();
});

test('the dashboard shows its empty states', async ({ page, login }) => {
  await login();
  await page.goto('/dashboard');
  // Someone who runs no startup lands on their applications (decision 020).
  await expect(page.getByRole('tab', { name: 'My Applications' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No Applications Yet')).toBeVisible();
  await page.getByRole('tab', { name: 'Manage Startups' }).click();
  await expect(page.getByText('No Startups Found')).toBeVisible();
  await expect(page.getByText("You haven't posted any startups yet")).toBeVisible();
  await page.getByRole('tab', { name: 'My Applications' }).click();
  await page.getByRole('link', { name: 'Browse Startups' }).last().click();
  await expect(page).toHaveURL(/\/startups$/);
});

test('the founder deactivates and deletes a startup after confirming', async ({ page, login, baseURL }) => {
  await login();
  const startup = await createStartupViaApi(page, baseURL!, { name: `Temp ${Date.now().toString(36)}` });
  await page.goto('/dashboard');
  const panel = page.getByRole('region', { name: startup.name });
  await panel.getByRole('button', { name: 'Deactivate' }).click();
  await page.getByRole('dialog', { name: 'Deactivate Startup' }).getByRole('button', { name: 'Deactivate' }).click();
  await expect(panel.getByText('Inactive')).toBeVisible();
  expect((await page.request.get(`/api/startups/by-slug/${startup.slug}`)).status()).toBe(404);
  await panel.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete Startup' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No Startups Found')).toBeVisible();
});
