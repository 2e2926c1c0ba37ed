import type { Locator, Page } from '@playwright/test';
import { createStartupViaApi, expect, newUser, PDF, test } from './fixtures';

// The small untruths and dead ends a newcomer meets, walked as each person would.

const JOB = {
  jobType: 'Full-time',
  experienceLevel: 'Mid Level',
  locationType: 'Remote',
  compensationType: 'Equity',
  description: 'Build it with us.',
};

/** A metric card's big figure and its parts, as the dashboard shows them. */
function metric(page: Page, label: string): Locator {
  return page.getByRole('region', { name: 'Metrics' }).locator(':scope > *').filter({ hasText: label });
}

test('a founder adds a paid remote role from the dashboard, and Open Positions counts only the open ones', async ({
  page,
  login,
  baseURL,
}) => {
  await login(newUser({ firstName: 'Paula' }));
  const startup = await createStartupViaApi(page, baseURL!, { name: `Paid Remote ${Date.now().toString(36)}` });
  // A filled position, closed: it is not an open one.
  const closed = await page.request.post(`/api/startups/${startup.id}/jobs`, {
    headers: { Origin: baseURL! },
    data: { ...JOB, title: 'Filled Role', status: 'closed' },
  });
  expect(closed.status()).toBe(201);

  await page.goto('/dashboard?tab=startups');
  await expect(metric(page, 'Open Positions').locator('p').nth(1)).toHaveText('0');
  const filled = page.getByRole('listitem', { name: 'Filled Role' });
  await expect(filled.getByText('closed', { exact: true })).toBeVisible();
  // Listed or not means nothing for a closed position: no "Active" beside "Closed".
  await expect(filled.getByText('Active', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Add Remote Role' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Job Position' });
  await dialog.getByLabel('Job title').fill('Remote Designer');
  await dialog.getByLabel('Description').fill('Design the product with us.');
  // No pay is assumed: the founder chooses it, and a paid role asks for its amounts.
  await dialog.getByRole('button', { name: 'Add Position' }).click();
  await expect(dialog.getByText('Please select a compensation type')).toBeVisible();
  await dialog.getByLabel('Compensation type').selectOption('Paid');
  await dialog.getByLabel('Currency').selectOption('EUR');
  await dialog.getByLabel('Minimum amount').fill('60000');
  await dialog.getByLabel('Per').selectOption('Year');
  await dialog.getByRole('button', { name: 'Add Position' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('listitem', { name: 'Remote Designer' })).toBeVisible();
  await expect(metric(page, 'Open Positions').locator('p').nth(1)).toHaveText('1');

  await page.goto(`/startup/${startup.slug}`);
  await expect(page.getByText('EUR 60,000 per year').first()).toBeVisible();
});

test('an accepted candidate sees it on the job page, Waiting goes down at once on withdrawing, and Reviewed counts only reviewed ones', async ({
  page,
  login,
  baseURL,
  browser,
}) => {
  const founderContext = await browser.newContext({ baseURL });
  const founder = await founderContext.newPage();
  await founder.request.post('/api/auth/sign-up/email', {
    data: newUser({ firstName: 'Olga' }),
    headers: { Origin: baseURL! },
  });
  const startup = await createStartupViaApi(founder, baseURL!, { name: `Counts ${Date.now().toString(36)}` });
  const jobIds: string[] = [];
  for (const title of ['First Role', 'Second Role']) {
    const posted = await founder.request.post(`/api/startups/${startup.id}/jobs`, {
      headers: { Origin: baseURL! },
      data: { ...JOB, title },
    });
    jobIds.push(((await posted.json()) as { job: { id: string } }).job.id);
  }

  await login(newUser({ firstName: 'Wanda' }));
  for (const jobId of jobIds) {
    const applied = await page.request.post(`/api/jobs/${jobId}/applications`, {
      headers: { Origin: baseURL! },
      multipart: {
        resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF },
        startupCultureAnswer: 'Small teams ship.',
        problemSolvingAnswer: 'I automated our releases.',
      },
    });
    expect(applied.status()).toBe(201);
  }
  // The founder accepts one: an accepted application is decided, not "Reviewed".
  const received = (await (await founder.request.get(`/api/jobs/${jobIds[0]}/applications`)).json()) as {
    items: { id: string }[];
  };
  expect(
    (
      await founder.request.patch(`/api/applications/${received.items[0]!.id}/status`, {
        headers: { Origin: baseURL! },
        data: { status: 'accepted' },
      })
    ).status(),
  ).toBe(200);

  // The accepted candidate's job page says so, not still "Application Submitted".
  await page.goto(`/jobs/${jobIds[0]}`);
  await expect(page.getByRole('button', { name: 'Application Accepted' })).toBeDisabled();
  await expect(page.getByText('Application Submitted')).toHaveCount(0);
  await page.getByRole('link', { name: 'See it in My Applications' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=applications$/);
  const waiting = metric(page, 'My Applications').getByRole('definition').first();
  await expect(waiting).toHaveText('1');
  const second = page.getByRole('listitem').filter({ hasText: 'Second Role' });
  await second.getByRole('button', { name: 'Withdraw application' }).click();
  await page.getByRole('dialog', { name: 'Withdraw Application' }).getByRole('button', { name: 'Withdraw' }).click();
  await expect(waiting).toHaveText('0');

  await founder.goto('/dashboard?tab=startups');
  const applications = metric(founder, 'Total Applications');
  await expect(applications.locator('div').filter({ hasText: 'Reviewed' }).getByRole('definition')).toHaveText('0');
  await expect(applications.locator('div').filter({ hasText: 'Decided' }).getByRole('definition')).toHaveText('1');
  // Deactivating a position says what becomes of its applicants.
  await founder.getByRole('listitem', { name: 'First Role' }).getByRole('button', { name: 'Deactivate' }).click();
  const deactivate = founder.getByRole('dialog', { name: 'Deactivate Job' });
  await expect(deactivate).toContainText(
    'nobody new can apply. Its application stays: you can still review and answer it, and candidates are not told.',
  );
  await deactivate.getByRole('button', { name: 'Cancel' }).click();
  await founderContext.close();
});

test('the Idea Meter says what its figures mean, and "-" when a search finds nothing', async ({ page }) => {
  // Words no name holds nor comes close to (a near miss would be offered as the closest).
  await page.goto(`/startups?search=${encodeURIComponent('Qxzvbn Wjkfpt')}`);
  await expect(page.getByText('No startups found')).toBeVisible();
  const meter = page.getByRole('region', { name: 'Idea Meter' });
  await expect(meter.getByRole('definition')).toHaveText(['-', '-', '-']);
  const explain = meter.getByRole('button', { name: 'What these figures mean' });
  await expect(meter.getByText('Funding Ready:')).toBeHidden();
  await explain.click();
  await expect(explain).toHaveAttribute('aria-expanded', 'true');
  await expect(meter.getByRole('listitem').filter({ hasText: 'Funding Ready:' })).toContainText(
    'The share of startups shown at the Seed or Preseed stage.',
  );
  await expect(meter.getByRole('listitem').filter({ hasText: 'Tech Focus:' })).toContainText(
    'AI/ML, Technology, SaaS, Fintech or Health Tech',
  );
});

test('an answer pasted past 500 words says that only the first 500 are kept', async ({
  page,
  login,
  baseURL,
  browser,
}) => {
  const founderContext = await browser.newContext({ baseURL });
  const founder = await founderContext.newPage();
  await founder.request.post('/api/auth/sign-up/email', {
    data: newUser({ firstName: 'Ruth' }),
    headers: { Origin: baseURL! },
  });
  const startup = await createStartupViaApi(founder, baseURL!, { name: `Long Answers ${Date.now().toString(36)}` });
  const posted = await founder.request.post(`/api/startups/${startup.id}/jobs`, {
    headers: { Origin: baseURL! },
    data: { ...JOB, title: 'Writer' },
  });
  const jobId = ((await posted.json()) as { job: { id: string } }).job.id;
  await founderContext.close();

  await login(newUser({ firstName: 'Pia' }));
  await page.goto(`/jobs/${jobId}`);
  await page.getByRole('link', { name: 'Apply', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Apply for Position' })
    .getByRole('button', { name: 'Continue to Application' })
    .click();
  const answer = page.getByLabel(/early-stage startup culture/);
  await answer.fill(Array.from({ length: 511 }, (_, i) => `word${i + 1}`).join(' '));
  await expect(page.getByText('500/500 words')).toBeVisible();
  await expect(page.getByText('Your answer had 511 words: only the first 500 are kept.')).toBeVisible();
  await expect(answer).toHaveValue(/word500$/);
  // Back under the limit, the notice goes.
  await answer.fill('A short answer.');
  await expect(page.getByText('only the first 500 are kept')).toHaveCount(0);
});

test('a job page says when it was posted, until when it is open, its equity, and shows similar positions', async ({
  page,
  baseURL,
  browser,
}) => {
  const tag = `Qz${Date.now().toString(36)}`;
  const founderContext = await browser.newContext({ baseURL });
  const founder = await founderContext.newPage();
  await founder.request.post('/api/auth/sign-up/email', {
    data: newUser({ firstName: 'Vera' }),
    headers: { Origin: baseURL! },
  });
  const startup = await createStartupViaApi(founder, baseURL!, { name: `Facts ${tag}` });
  const ids: string[] = [];
  for (const title of [`${tag} Geologist`, `Senior ${tag} Geologist`]) {
    const posted = await founder.request.post(`/api/startups/${startup.id}/jobs`, {
      headers: { Origin: baseURL! },
      data: { ...JOB, title },
    });
    ids.push(((await posted.json()) as { job: { id: string } }).job.id);
  }
  await founderContext.close();

  await page.goto(`/jobs/${ids[0]}`);
  const about = page.locator('dl[aria-label="About this position"]');
  await expect(about.locator('div').filter({ hasText: 'Posted' }).getByRole('definition')).toHaveText(
    /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/,
  );
  await expect(about.locator('div').filter({ hasText: 'Open until' }).getByRole('definition')).toHaveText(
    /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/,
  );
  await expect(about.locator('div').filter({ hasText: 'Equity' }).getByRole('definition')).toHaveText('Equity only');
  const similar = page.getByRole('list', { name: 'Similar positions' });
  await expect(similar.getByRole('article', { name: `Senior ${tag} Geologist at Facts ${tag}` })).toBeVisible();
});

test('a long unbroken word (a pasted link) wraps on a phone: no page scrolls sideways', async ({
  page,
  login,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(newUser({ firstName: 'Linus' }));
  const link = `https://example.com/${'a'.repeat(70)}`;
  const longer = `https://example.com/${'b'.repeat(400)}`;
  const startup = await createStartupViaApi(page, baseURL!, {
    name: `Long Words ${Date.now().toString(36)}`,
    tagline: link,
    description: longer,
    mission: longer,
    story: longer,
  });
  const posted = await page.request.post(`/api/startups/${startup.id}/jobs`, {
    headers: { Origin: baseURL! },
    data: { ...JOB, title: 'Linker', description: longer },
  });
  const jobId = ((await posted.json()) as { job: { id: string } }).job.id;
  const me = (
    (await (await page.request.get('/api/profiles/me')).json()) as { profile: Record<string, unknown> & { id: string } }
  ).profile;
  const saved = await page.request.put(`/api/profiles/${me.id}`, {
    headers: { Origin: baseURL! },
    data: { ...me, headline: link, bio: longer, githubUrl: '', linkedinUrl: '' },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  for (const path of [`/startup/${startup.slug}`, '/startups', `/jobs/${jobId}`, `/profile/${me.id}`]) {
    await page.goto(path);
    await expect(page.getByText(/example\.com\/(a|b)+/).first()).toBeVisible();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll, path).toBeLessThanOrEqual(widths.client);
  }
});

test('the startup wizard keeps a long name and says its limit, refuses a huge team, and its preview claims no roles', async ({
  page,
  login,
}) => {
  await login(newUser({ firstName: 'Wiz' }));
  await page.goto('/post-startup');
  const preview = page.getByRole('complementary', { name: 'Preview' });
  // A new startup has no open roles yet: the card says so, not "4 Roles" of samples.
  await expect(preview.getByRole('button', { name: /No Roles/ })).toBeVisible();
  const long = `${'Northwind '.repeat(9)}Labs`;
  await page.getByLabel('Startup name').fill(long);
  // Kept as pasted, not cut at 80 characters without a word.
  await expect(page.getByLabel('Startup name')).toHaveValue(long);
  await page.getByLabel('Team size').fill('99999');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Startup name must be at most 80 characters')).toBeVisible();
  await expect(page.getByText('Team size must be at most 1000')).toBeVisible();
});

test('on a phone: the board starts inside the screen, cards are as wide as the search, and a toast leaves the applicant panel header clear', async ({
  page,
  login,
  baseURL,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(newUser({ firstName: 'Petra' }));
  const startup = await createStartupViaApi(page, baseURL!, { name: `Phone Polish ${Date.now().toString(36)}` });
  const posted = await page.request.post(`/api/startups/${startup.id}/jobs`, {
    headers: { Origin: baseURL! },
    data: { ...JOB, title: 'Phone Role' },
  });
  const jobId = ((await posted.json()) as { job: { id: string } }).job.id;
  const candidateContext = await browser.newContext({ baseURL });
  const candidate = await candidateContext.newPage();
  await candidate.request.post('/api/auth/sign-up/email', {
    data: newUser({ firstName: 'Cleo', lastName: 'Candidate' }),
    headers: { Origin: baseURL! },
  });
  const applied = await candidate.request.post(`/api/jobs/${jobId}/applications`, {
    headers: { Origin: baseURL! },
    multipart: {
      resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF },
      startupCultureAnswer: 'Small teams ship.',
      problemSolvingAnswer: 'I automated our releases.',
    },
  });
  expect(applied.status()).toBe(201);
  await candidateContext.close();

  await page.goto('/startups');
  const search = page.getByRole('searchbox', { name: 'Search startups by name' });
  const card = page.getByRole('list', { name: 'Startups' }).getByRole('article').first();
  await expect(card).toBeVisible();
  expect(Math.round((await card.boundingBox())!.width)).toBe(Math.round((await search.boundingBox())!.width));

  await page.goto('/dashboard/applicants');
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Board' }).click();
  const submitted = page.getByTestId('board-column-submitted');
  await expect(submitted.getByTestId('board-card')).toHaveCount(1);
  expect((await submitted.boundingBox())!.x).toBeGreaterThanOrEqual(16);

  await submitted.getByRole('button', { name: 'Cleo Candidate', exact: true }).click();
  const panel = page.getByTestId('application-panel');
  await panel.getByLabel('Status').selectOption('reviewed');
  await page.getByRole('button', { name: 'Confirm' }).click();
  const toast = page.getByText('Marked as reviewed');
  await expect(toast).toBeVisible();
  const header = (await panel.getByRole('heading', { name: 'Cleo Candidate' }).boundingBox())!;
  const note = (await toast.boundingBox())!;
  // Below the name and its Close button, not over them.
  expect(note.y).toBeGreaterThan(header.y + header.height);
  await expect(panel.getByRole('button', { name: 'Close' })).toBeVisible();
});

test('a remote position says where its candidates may live, and the board finds it for those who can work from there', async ({
  page,
  login,
  baseURL,
  browser,
}) => {
  await login(newUser({ firstName: 'Greta' }));
  const tag = `Rw${Date.now().toString(36)}`;
  const startup = await createStartupViaApi(page, baseURL!, { name: `Remote Rules ${tag}` });
  await page.goto(`/jobs/${startup.id}/new`);
  await page.getByLabel('Job title').fill(`${tag} Support Lead`);
  await page.getByLabel('Job type').selectOption('Full-time');
  await page.getByLabel('Experience level').selectOption('Senior');
  await page.getByLabel('Description', { exact: true }).fill('Answer our customers in their morning.');
  await page.getByLabel('Location type').selectOption('Remote');
  await page.getByRole('radio', { name: 'In these countries' }).check();
  await page.getByLabel('Compensation type').selectOption('Equity');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Add at least one country')).toBeVisible();
  await page.getByLabel('Add a country').selectOption('DE');
  await page.getByLabel('Add a country').selectOption('FR');
  await expect(page.getByRole('list', { name: 'Countries candidates may live in' }).getByRole('listitem')).toHaveText([
    'Germany',
    'France',
  ]);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/dashboard\?job=[0-9a-f-]{36}$/);

  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/jobs?q=${tag}`);
  const jobs = visitor.getByRole('list', { name: 'Jobs', exact: true }).getByRole('listitem');
  await expect(jobs).toHaveCount(1);
  const filters = visitor.getByRole('complementary', { name: 'Filters' });
  await filters.getByLabel('Can work from').selectOption('BR');
  await expect(visitor).toHaveURL(/workFrom=BR/);
  // Nothing matches from Brazil: the board says so (and may offer the closest positions, never this one).
  await expect(visitor.getByText(/^(No jobs found|No exact match for .*)$/)).toBeVisible();
  await expect(jobs).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: `${tag} Support Lead` })).toHaveCount(0);
  await filters.getByLabel('Can work from').selectOption('DE');
  await expect(jobs).toHaveCount(1);
  await jobs
    .first()
    .getByRole('link', { name: `${tag} Support Lead` })
    .click();
  await expect(visitor.getByText('Can be done from Germany or France')).toBeVisible();
  await visitorContext.close();
});

test('someone looking for a job finds the way in from the landing page, the footer and Get Started', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Find a Job' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Find a Job' })).toHaveAttribute(
    'href',
    '/jobs',
  );
  await page.goto('/get-started');
  const seekers = page.getByRole('region', { name: 'Looking for a startup to join?' });
  await expect(seekers).toContainText('Browse the jobs board');
  await seekers.getByRole('link', { name: 'Browse Jobs' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
});
