import { expect, test } from './fixtures';

test('signed out, /invest is a landing; signed in, a user votes, sees the chart, and updates the vote', async ({
  page,
  login,
}) => {
  await page.goto('/invest');
  await expect(page.getByRole('heading', { name: 'Invest in the Next Generation of Startups' })).toBeVisible();
  await expect(page.getByText('Curated Opportunities')).toBeVisible();

  await login();
  await page.goto('/invest');
  await expect(page.getByRole('heading', { name: 'Shape the Future of Startup Investment' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select an option');
  await page.getByLabel(/Startup Syndicate/).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You for Your Input!' })).toBeVisible();
  const results = page.getByRole('list', { name: 'Poll results' });
  await expect(results).toContainText('Syndicate');
  await expect(results).toContainText('%');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Thank You for Your Input!' })).toBeVisible();
  await page.getByRole('button', { name: 'Update Preference' }).click();
  await page.getByLabel(/Angel Investor-Based/).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('You chose Angel Investor-Based.')).toBeVisible();
});
