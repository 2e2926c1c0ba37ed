import { createStartupViaApi, expect, newUser, test } from './fixtures';

// On a phone, a visitor asked to sign in comes back where they were: to the
// position with its Apply dialog open, or to the startup they wanted to follow (reached from its card's name).

test.use({ viewport: { width: 390, height: 844 } });

test('a visitor who taps Apply signs in and lands back on the position with the Apply dialog open', async ({
  page,
  login,
  baseURL,
  browser,
}) => {
  await login();
  const startup = await createStartupViaApi(page, baseURL!, { name: `Return ${Date.now().toString(36)}` });
  const posted = await page.request.post(`/api/startups/${startup.id}/jobs`, {
    headers: { Origin: baseURL! },
    data: {
      title: 'Product Designer',
      jobType: 'Full-time',
      experienceLevel: 'Mid Level',
      locationType: 'Remote',
      compensationType: 'Equity',
      description: 'Design with us.',
    },
  });
  const { job } = (await posted.json()) as { job: { id: string } };
  // An account that exists, signed out.
  const visitorUser = newUser({ firstName: 'Vera' });
  const setup = await browser.newContext({ baseURL });
  await setup.request.post('/api/auth/sign-up/email', { data: visitorUser, headers: { Origin: baseURL! } });
  await setup.close();

  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const visitor = await context.newPage();
  await visitor.goto(`/jobs/${job.id}`);
  await visitor.getByRole('link', { name: 'Apply', exact: true }).click();
  await expect(visitor).toHaveURL(/\/login\?redirect=/);
  await expect(
    visitor.getByRole('status').filter({ hasText: `Sign in to apply for Product Designer at ${startup.name}` }),
  ).toBeVisible();
  await visitor.getByLabel('Email').fill(visitorUser.email);
  await visitor.getByLabel('Password', { exact: true }).fill(visitorUser.password);
  await visitor.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(visitor).toHaveURL(`/jobs/${job.id}`);
  await expect(visitor.getByRole('dialog', { name: 'Apply for Position' })).toBeVisible();
  await context.close();
});

test('a visitor who taps Follow signs up and lands back on the startup, free to follow it', async ({
  page,
  login,
  baseURL,
  browser,
}) => {
  await login();
  const startup = await createStartupViaApi(page, baseURL!, { name: `Followable ${Date.now().toString(36)}` });
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const visitor = await context.newPage();
  // A card's name leads to its startup.
  await visitor.goto(`/startups?search=${encodeURIComponent(startup.name)}`);
  await visitor
    .getByRole('article', { name: startup.name })
    .getByRole('link', { name: startup.name, exact: true })
    .click();
  await expect(visitor).toHaveURL(`/startup/${startup.slug}`);
  await visitor.getByRole('button', { name: `Follow ${startup.name}`, exact: true }).click();
  await expect(visitor).toHaveURL(`/login?redirect=${encodeURIComponent(`/startup/${startup.slug}`)}`);
  await expect(visitor.getByRole('status').filter({ hasText: 'You will come back to where you were.' })).toBeVisible();
  // Signing up instead keeps the way back.
  await visitor.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(visitor).toHaveURL(/tab=signup/);
  await expect(visitor).toHaveURL(/redirect=/);
  const user = newUser({ firstName: 'Fola' });
  await visitor.getByLabel('First name').fill(user.firstName);
  await visitor.getByLabel('Last name').fill(user.lastName);
  await visitor.getByLabel('Email').fill(user.email);
  await visitor.getByLabel('Country').selectOption('GB');
  await visitor.getByLabel('Phone').fill('20 7946 0958');
  await visitor.getByLabel('Password', { exact: true }).fill(user.password);
  await visitor.getByRole('button', { name: 'Create Account' }).click();
  await expect(visitor).toHaveURL(`/startup/${startup.slug}`);
  await visitor.getByRole('button', { name: `Follow ${startup.name}`, exact: true }).click();
  await expect(visitor.getByRole('button', { name: `Following ${startup.name}`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await context.close();
});
