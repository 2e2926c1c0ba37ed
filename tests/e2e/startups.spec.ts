import { createStartupViaApi, expect, newUser, PNG, test } from './fixtures';

test.describe('startups and jobs', () => {
  test('a founder posts a startup through both steps and sees it in the listing and on its page', async ({
    page,
    login,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await login(newUser({ firstName: 'Sofia', lastName: 'Marsh' }));
    await page.goto('/post-startup');

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please upload a logo before proceeding')).toBeVisible();
    await page.getByLabel('Startup logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible();
    await page.getByLabel('Startup name').fill('Nimbus Notes');
    await page.getByLabel('About Us').fill('Notes that organise themselves for busy teams.');
    await page.getByLabel('Stage').selectOption('Preseed');
    await page.getByLabel('Category').selectOption('Other');
    await page.getByLabel('Your category').fill('Productivity');
    await page.getByLabel('Team size').fill('0');
    await page.getByLabel('Country').selectOption('GB');
    const preview = page.getByRole('complementary', { name: 'Preview' });
    await expect(preview.getByRole('heading', { name: 'Nimbus Notes' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByLabel('Tagline').fill('Your second brain, shared');
    await page.getByLabel('Brand voice').selectOption('Bold & Innovative');
    await page.getByLabel('Mission & Vision').fill('Nobody should lose a good idea.');
    await page.getByLabel('Our Story').fill('Built after losing one too many whiteboard photos.');
    await page.getByLabel('Highlight text').fill('Think Together');
    await page.getByLabel('Contact email').fill('hi@nimbus.example');
    await page.getByLabel('Website URL (optional)').fill('http://nimbus.example');
    await page.getByRole('button', { name: 'Launch' }).click();
    await expect(page.getByText('Website URL must start with https://')).toBeVisible();
    await page.getByLabel('Website URL (optional)').fill('https://nimbus.example');
    await page.getByRole('button', { name: 'Launch' }).click();

    const dialog = page.getByRole('dialog', { name: 'Launch Your Startup' });
    await expect(dialog.getByText('Ready to launch?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Not Yet' }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'Launch' }).click();
    await page.getByRole('button', { name: 'Launch Now' }).click();

    // On the new startup's own page, asked for a first position.
    await expect(page).toHaveURL(/\/startup\/nimbus-notes$/);
    await expect(page.getByRole('heading', { name: 'Nimbus Notes', level: 1 })).toBeVisible();
    await expect(page.getByText('Your second brain, shared')).toBeVisible();
    await expect(page.getByText('1 team member')).toBeVisible();
    await expect(page.getByText('No Open Positions')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add a position' })).toHaveAttribute(
      'href',
      /^\/jobs\/[0-9a-f-]{36}\/new$/,
    );
    await expect(page).toHaveTitle(/^Nimbus Notes · /);
    await expect(page.getByRole('link', { name: /Founder Sofia Marsh$/ })).toHaveAttribute('href', /^\/profile\//);
    // Back leaves for where the person was before the wizard, not the wizard again.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/post-startup$/);

    await page.goto('/startups');
    const card = page.getByRole('article', { name: 'Nimbus Notes' });
    await expect(card).toBeVisible();
    await expect(card.getByText('Productivity')).toBeVisible();
    await expect(card.getByRole('button', { name: /No Roles/ })).toBeVisible();

    // The draft was cleared after launch.
    await page.goto('/post-startup');
    await expect(page.getByLabel('Startup name')).toHaveValue('');
  });

  test('the wizard keeps a draft in the browser', async ({ page, login }) => {
    await login();
    await page.goto('/post-startup');
    await page.getByLabel('Startup name').fill('Draft Dynamics');
    await page.getByLabel('About Us').fill('Kept while I look away.');
    await page.reload();
    await expect(page.getByLabel('Startup name')).toHaveValue('Draft Dynamics');
    await expect(page.getByLabel('About Us')).toHaveValue('Kept while I look away.');
  });

  test('the owner adds a job and visitors see it with its pay and location', async ({
    page,
    login,
    baseURL,
    browser,
  }) => {
    await login();
    const startup = await createStartupViaApi(page, baseURL!, { name: 'Hiring Hub' });
    await page.goto('/startup/hiring-hub');
    await page.getByRole('link', { name: 'Add Position' }).click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${startup.id}/new$`));

    await page.getByLabel('Job title').fill('Frontend Engineer');
    await page.getByLabel('Job type').selectOption('Full-time');
    await page.getByLabel('Experience level').selectOption('Mid Level');
    await page.getByLabel('Description', { exact: true }).fill('Build the interface our customers love.');
    const skills = page.getByLabel('Required skills');
    await skills.fill('React');
    await skills.press('Enter');
    await page.getByLabel('Location type').selectOption('Hybrid');
    await page.getByLabel('City').fill('London');
    await page.getByLabel('Country').selectOption('GB');
    await page.getByLabel('Compensation type').selectOption('Paid+Equity');
    await page.getByLabel('Currency').selectOption('USD');
    await page.getByLabel('Minimum amount').fill('50000');
    await page.getByLabel('Maximum amount (optional)').fill('40000');
    await page.getByLabel('Per', { exact: true }).selectOption('Year');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Maximum must not be below the minimum')).toBeVisible();
    await page.getByLabel('Maximum amount (optional)').fill('70000');
    await page.getByRole('button', { name: 'Save' }).click();
    // Back on the dashboard at the position just created (decision 020).
    await expect(page).toHaveURL(/\/dashboard\?job=[0-9a-f-]{36}$/);
    const saved = page.getByRole('listitem', { name: 'Frontend Engineer' });
    await expect(saved).toHaveAttribute('aria-current', 'true');
    await expect(saved).toBeInViewport();
    await expect(saved.getByTestId('application-counts')).toHaveText('No applications yet');

    const visitor = await browser.newPage({ baseURL });
    await visitor.goto('/startup/hiring-hub');
    const job = visitor.getByRole('article', { name: 'Frontend Engineer' });
    await expect(job.getByText('USD 50,000 - 70,000 per year')).toBeVisible();
    await expect(job.getByText('+Equity')).toBeVisible();
    await expect(job.getByText('London, United Kingdom (Hybrid)')).toBeVisible();
    await job.getByRole('link', { name: 'Apply' }).click();
    // To sign in first, and back to this position afterwards (decision 022).
    await expect(visitor).toHaveURL(/\/login\?redirect=%2Fstartup%2Fhiring-hub%3F/);
    await expect(
      visitor.getByRole('status').filter({ hasText: 'Sign in to apply for Frontend Engineer at Hiring Hub' }),
    ).toBeVisible();

    // The card's roles menu loads on first use; its Apply leads to the startup's own page.
    await visitor.goto('/startups?search=Hiring%20Hub');
    const card = visitor.getByRole('listitem').filter({ hasText: 'Hiring Hub' });
    await card.getByRole('button', { name: /1 Role/ }).click();
    const role = visitor.getByRole('menuitem', { name: /Frontend Engineer/ });
    await expect(role).toBeVisible();
    await role.click();
    await expect(visitor).toHaveURL(/\/startup\/hiring-hub\?job=[0-9a-f-]{36}$/);
    await visitor.close();
  });

  test('visitors filter and search the listing, and the filters survive a reload', async ({
    page,
    login,
    baseURL,
    browser,
  }) => {
    await login();
    const tag = Date.now().toString(36);
    await createStartupViaApi(page, baseURL!, { name: `Quartz ${tag}`, stage: 'Seed', country: 'CA' });
    await createStartupViaApi(page, baseURL!, { name: `Basalt ${tag}`, stage: 'Idea', country: 'CA' });

    const visitor = await browser.newPage({ baseURL, viewport: { width: 1280, height: 900 } });
    await visitor.goto('/startups');
    await visitor.getByPlaceholder('Search startups by name').fill(tag);
    await expect(visitor.getByRole('article')).toHaveCount(2);
    await expect(visitor).toHaveURL(new RegExp(`search=${tag}`));
    await visitor.getByRole('complementary', { name: 'Filters' }).getByLabel('Stage').selectOption('Seed');
    await expect(visitor.getByRole('article')).toHaveCount(1);
    await expect(visitor.getByRole('article', { name: `Quartz ${tag}` })).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByRole('article', { name: `Quartz ${tag}` })).toBeVisible();
    await expect(visitor.getByRole('article')).toHaveCount(1);
    await expect(visitor.getByPlaceholder('Search startups by name')).toHaveValue(tag);

    // No name has these words: the closest names are offered, said to be only close.
    await visitor.getByPlaceholder('Search startups by name').fill(`${tag}-nothing`);
    await expect(visitor.getByText(`No exact match for “${tag}-nothing”.`)).toBeVisible();
    await expect(
      visitor.getByRole('list', { name: 'Closest startups' }).getByRole('article', { name: `Quartz ${tag}` }),
    ).toBeVisible();

    // Cleared, then the same words typed again at once: the search runs again.
    await visitor
      .getByRole('region', { name: 'Closest startups' })
      .getByRole('button', { name: 'Clear filters' })
      .click();
    await expect(visitor).toHaveURL(/\/startups$/);
    await visitor.getByPlaceholder('Search startups by name').fill(`${tag}-nothing`);
    await expect(visitor).toHaveURL(new RegExp(`search=${tag}-nothing`));
    await expect(visitor.getByText(`No exact match for “${tag}-nothing”.`)).toBeVisible();
    // Words nothing is even close to: the empty state.
    await visitor.getByPlaceholder('Search startups by name').fill('zzqxvy');
    await expect(visitor.getByText('No startups found')).toBeVisible();
    await visitor.close();
  });

  test('the fourth startup is refused with "Startup Limit Reached"', async ({ page, login, baseURL }) => {
    await login();
    for (let i = 0; i < 3; i++) await createStartupViaApi(page, baseURL!);
    await page.goto('/post-startup');
    await expect(page.getByRole('heading', { name: 'Startup Limit Reached' })).toBeVisible();
    await expect(
      page.getByText('You can run up to 3 startups on one account. Manage yours from the dashboard.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
