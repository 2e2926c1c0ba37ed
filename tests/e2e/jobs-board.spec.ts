import { createStartupViaApi, expect, test, unlikeWord } from './fixtures';

// The jobs board (decision 017): from the header, a job seeker searches and filters open
// positions, the address keeps the search (a reload or a shared link shows the same), and "Load more"
// brings the next page.

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

test('a job seeker searches and filters the board, and the address keeps it', async ({ page, login, baseURL }) => {
  test.setTimeout(60_000);
  await login();
  // Unlike any other journey's words: the filtered search below expects nothing, not even a closest match.
  const tag = unlikeWord('Zx');
  const startup = await createStartupViaApi(page, baseURL!, { name: `Board ${tag}` });
  const headers = { Origin: baseURL! };
  const post = async (job: Record<string, unknown>) => {
    const response = await page.request.post(`/api/startups/${startup.id}/jobs`, { data: { ...JOB, ...job }, headers });
    expect(response.status(), await response.text()).toBe(201);
  };
  // 21 positions with the tag as a skill: one more than a page.
  for (let i = 1; i <= 20; i++) await post({ title: `Platform Engineer ${i}`, requiredSkills: [tag, 'Go'] });
  await post({
    title: `${tag} Designer`,
    jobType: 'Contract',
    locationType: 'Hybrid',
    locationCity: 'London',
    locationCountry: 'GB',
    compensationType: 'Paid+Equity',
    compensationCurrency: 'GBP',
    compensationAmountMin: 50000,
    compensationAmountMax: null,
    requiredSkills: [tag, 'Figma'],
  });

  await page.goto('/startups');
  await page.getByRole('banner').getByRole('link', { name: 'Jobs', exact: true }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();

  // The search finds the word in the skills as well as the title.
  await page.getByPlaceholder('Search jobs by title, skill or description').fill(tag);
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  const jobs = page.getByRole('list', { name: 'Jobs', exact: true }).getByRole('listitem');
  await expect(jobs).toHaveCount(20);
  // How many it finds, not only the first page of them.
  await expect(page.getByTestId('job-count')).toHaveText('21 jobs');
  // Newest first: the designer was posted last.
  const designer = jobs.first().getByRole('article', { name: `${tag} Designer at Board ${tag}` });
  await expect(designer).toBeVisible();
  await expect(designer).toContainText('London, United Kingdom (Hybrid)');
  await expect(designer).toContainText('GBP 50,000 per year');
  await expect(designer).toContainText('+Equity');
  // "Load more" is a link to the next page's own address, which can be shared; clicked, it adds the
  // next page below.
  const more = page.getByRole('link', { name: 'Load more jobs' });
  const nextPage = await more.getAttribute('href');
  expect(nextPage).toMatch(new RegExp(`^/jobs\\?q=${tag}&after=[A-Za-z0-9_-]+$`));
  await more.click();
  await expect(jobs).toHaveCount(21);
  await expect(more).toBeHidden();
  // The address says what is shown (decision 022): reloading it, or coming back to it, shows the
  // same list, not the first page.
  await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${tag}&pages=2$`));
  await page.reload();
  await expect(jobs).toHaveCount(21);
  await jobs.last().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  await page.goBack();
  await expect(jobs).toHaveCount(21);
  await expect(jobs.last()).toContainText('Platform Engineer 1');
  // The shared address shows that page: the 21st position, and the way back to the newest.
  await page.goto(nextPage!);
  await expect(jobs).toHaveCount(1);
  await expect(jobs.first()).toContainText('Platform Engineer 1');
  await page.getByRole('link', { name: 'Back to the newest jobs' }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${tag}$`));
  await expect(jobs).toHaveCount(20);

  // Filters narrow it, go into the address, and survive a reload.
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByLabel('Location type').selectOption('Hybrid');
  await expect(page).toHaveURL(/locationType=Hybrid/);
  await expect(jobs).toHaveCount(1);
  await page.reload();
  await expect(page.getByPlaceholder('Search jobs by title, skill or description')).toHaveValue(tag);
  await expect(jobs).toHaveCount(1);
  // A minimum pay goes into the address with its currency and period, on Enter.
  await filters.getByLabel('Location type').selectOption('');
  await filters.getByLabel('Minimum pay').fill('100000');
  await filters.getByLabel('Minimum pay').press('Enter');
  await expect(page).toHaveURL(/minPay=100000&currency=USD&period=Year/);
  await expect(jobs).toHaveCount(20);
  await expect(page.getByRole('article', { name: `${tag} Designer at Board ${tag}` })).toBeHidden();
  await filters.getByLabel('Pay currency').selectOption('GBP');
  await expect(jobs).toHaveCount(0);
  await filters.getByLabel('Minimum pay').fill('50000');
  await filters.getByLabel('Minimum pay').press('Enter');
  await expect(jobs).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear filters' }).last().click();
  await page.getByPlaceholder('Search jobs by title, skill or description').fill(tag);
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  await filters.getByLabel('Location type').selectOption('Remote');
  // The box follows the address, which the click changes a moment later.
  await filters.getByLabel('Offers equity').click();
  await expect(page).toHaveURL(/equity=true/);
  await expect(filters.getByLabel('Offers equity')).toBeChecked();
  await expect(page.getByText('No jobs found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByPlaceholder('Search jobs by title, skill or description')).toHaveValue('');
  // A skill applies once typing pauses, as the other filters do: no Enter, the field keeps the focus.
  const skill = filters.getByLabel('Required skill');
  await skill.fill('figma');
  await expect(page).toHaveURL(/skill=figma/);
  await expect(skill).toBeFocused();
  await expect(page.getByTestId('job-count')).toHaveText(/^\d+ jobs?$/);
  await page.getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(skill).toHaveValue('');

  // A row opens the position's own page: the position, its startup, and, for its founder (this
  // journey's member), Edit and View applications instead of Apply.
  await page.goto(`/jobs?skill=${tag.toLowerCase()}&jobType=Contract`);
  await expect(jobs).toHaveCount(1);
  await jobs
    .first()
    .getByRole('link', { name: `${tag} Designer` })
    .click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  const jobUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: `${tag} Designer` })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`${tag} Designer at Board ${tag}`));
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View applications' })).toHaveAttribute(
    'href',
    new RegExp(`^/dashboard/applicants\\?startup=${startup.id}&job=`),
  );
  await expect(page.getByRole('link', { name: 'Apply', exact: true })).toBeHidden();
  await expect(page.getByText('London, United Kingdom (Hybrid)')).toBeVisible();

  // Its startup's page lists it, and its title there is the position's address; the chosen position
  // is in the startup page's address too, so it can be shared.
  await page.getByRole('link', { name: 'See the startup' }).click();
  await expect(page).toHaveURL(new RegExp(`/startup/${startup.slug}$`));
  await page
    .getByRole('list', { name: 'Open positions' })
    .getByRole('button', { name: new RegExp(`${tag} Designer`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/startup/${startup.slug}\\?job=`));
  await page.reload();
  await expect(page.getByRole('article', { name: `${tag} Designer` })).toBeVisible();
  await page
    .getByRole('article', { name: `${tag} Designer` })
    .getByRole('link', { name: `${tag} Designer` })
    .click();
  await expect(page).toHaveURL(jobUrl);
});

test('a position no longer open answers 410 and points to its startup and similar positions', async ({
  page,
  login,
  baseURL,
}) => {
  await login();
  const tag = `Gone${Date.now().toString(36)}`;
  const startup = await createStartupViaApi(page, baseURL!, { name: `Closing ${tag}` });
  const headers = { Origin: baseURL! };
  const post = async (title: string) => {
    const response = await page.request.post(`/api/startups/${startup.id}/jobs`, { data: { ...JOB, title }, headers });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { job: { id: string } }).job.id;
  };
  const closing = await post(`${tag} Platform Engineer`);
  await post(`${tag} Platform Engineer II`);
  const closed = await page.request.put(`/api/jobs/${closing}`, {
    data: { ...JOB, title: `${tag} Platform Engineer`, status: 'closed' },
    headers,
  });
  expect(closed.status(), await closed.text()).toBe(200);

  const response = await page.goto(`/jobs/${closing}`);
  expect(response!.status()).toBe(410);
  await expect(page.getByRole('heading', { name: 'This position is no longer open' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Similar open positions' })).toContainText(`${tag} Platform Engineer II`);
  await page.getByRole('link', { name: `See Closing ${tag}` }).click();
  await expect(page).toHaveURL(new RegExp(`/startup/${startup.slug}$`));
});

test('the board comes in the first HTML, before any JavaScript runs', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Jobs', exact: true }).or(page.getByText('No jobs found'))).toBeVisible();
  await context.close();
});
