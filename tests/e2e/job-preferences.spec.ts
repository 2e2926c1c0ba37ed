import type { Page } from '@playwright/test';
import { createStartupViaApi, expect, newUser, test } from './fixtures';

// What a member is open to: they say it on their own profile; founders hiring on
// the platform see it on theirs, other candidates never do.

async function profileIdOf(page: Page) {
  const response = await page.request.get('/api/profiles/me');
  return ((await response.json()) as { profile: { id: string } }).profile.id;
}

test('a member says what they are open to on their profile, and it is kept', async ({ page, login }) => {
  await login(newUser({ firstName: 'Wren', lastName: 'Open' }));
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: "Tell founders what you're looking for" })).toBeVisible();
  await page.getByRole('button', { name: 'Add preferences' }).click();

  const form = page.getByRole('form', { name: 'Open to work' });
  await form.getByText('Actively looking').click();
  await form.getByText('Full-time').click();
  await form.getByText('Senior').click();
  await form.getByText('Remote').click();
  await form.getByLabel('Countries you can work in').selectOption({ label: 'United Kingdom' });
  await form.getByLabel('Countries you can work in').selectOption({ label: 'Germany' });
  await form.getByRole('button', { name: 'Remove Germany' }).click();

  // All three or none: an amount without its currency and period is checked with the shared schema.
  await form.getByLabel('Amount').fill('70000');
  await form.getByRole('button', { name: 'Save preferences' }).click();
  await expect(form.getByText('Please choose a currency')).toBeVisible();
  await form.getByLabel('Currency').selectOption('GBP');
  await form.getByLabel('Period').selectOption('Year');
  await form.getByLabel('I need visa sponsorship').check();
  await form.getByLabel("What I'm looking for").fill('A backend role at an early-stage climate startup');
  await expect(form.getByText(`48/160`)).toBeVisible();
  await form.getByRole('button', { name: 'Save preferences' }).click();

  const summary = page.getByTestId('job-preferences-summary');
  await expect(summary.getByText('Actively looking')).toBeVisible();
  await page.reload();
  await expect(summary.getByText('Actively looking')).toBeVisible();
  await expect(summary.getByRole('list', { name: 'Job preferences' }).getByRole('listitem')).toHaveText([
    'Full-time',
    'Senior',
    'Remote',
  ]);
  await expect(summary.getByText('Can work in United Kingdom')).toBeVisible();
  await expect(summary.getByText('From GBP 70,000 per year')).toBeVisible();
  await expect(summary.getByText('Needs visa sponsorship')).toBeVisible();
  await expect(summary.getByText('A backend role at an early-stage climate startup')).toBeVisible();
});

test('a founder sees what a member is open to on their profile, on a phone; another member does not', async ({
  page,
  login,
  browser,
  baseURL,
}) => {
  // The member's preferences are saved as the form above saves them; this journey is about who sees them.
  await login(newUser({ firstName: 'Wren', lastName: 'Open' }));
  const id = await profileIdOf(page);
  const saved = await page.request.put(`/api/profiles/${id}/preferences`, {
    headers: { Origin: baseURL! },
    data: {
      openToWork: 'active',
      jobTypes: ['Full-time'],
      experienceLevels: ['Senior'],
      locationTypes: ['Remote'],
      countries: ['GB'],
      minPay: { amount: 70000, currency: 'GBP', period: 'Year' },
      needsVisa: true,
      lookingFor: 'A backend role at an early-stage climate startup',
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // A founder with an active startup, in a browser of their own, on a phone.
  const founderContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const founder = await founderContext.newPage();
  await founder.request.post('/api/auth/sign-up/email', {
    data: newUser({ firstName: 'Fay', lastName: 'Founder' }),
    headers: { Origin: baseURL! },
  });
  await createStartupViaApi(founder, baseURL!);
  await founder.goto(`/profile/${id}`);
  const card = founder.locator('section').filter({ has: founder.getByRole('heading', { name: 'Open to work' }) });
  await expect(card.getByText('Actively looking')).toBeVisible();
  await expect(card.getByText('From GBP 70,000 per year')).toBeVisible();
  await expect(card.getByText('Needs visa sponsorship')).toBeVisible();
  // The card fits the phone's width: nothing runs off to the side.
  expect(await founder.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await founderContext.close();

  // Another member without a startup: the profile, and no card.
  const memberContext = await browser.newContext({ baseURL });
  const member = await memberContext.newPage();
  await member.request.post('/api/auth/sign-up/email', {
    data: newUser({ firstName: 'Milo', lastName: 'Member' }),
    headers: { Origin: baseURL! },
  });
  const refused = member.waitForResponse((r) => r.url().endsWith(`/api/profiles/${id}/preferences`));
  await member.goto(`/profile/${id}`);
  await expect(member.getByRole('heading', { name: 'Wren Open' })).toBeVisible();
  expect((await refused).status()).toBe(403);
  await expect(member.getByText('Open to work')).toHaveCount(0);
  await expect(member.getByText('From GBP 70,000 per year')).toHaveCount(0);
  await memberContext.close();
});
