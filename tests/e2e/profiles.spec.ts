import { readXssPayloads } from '../../src/server/testing/xss-corpus';
import type { Page } from '@playwright/test';
import { createStartupViaApi, expect, newUser, openProfileMenu, test } from './fixtures';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function profileIdOf(page: Page) {
  const response = await page.request.get('/api/profiles/me');
  return ((await response.json()) as { profile: { id: string } }).profile.id;
}

test.describe('profiles', () => {
  test('a user edits their profile, and another signed-in user sees it', async ({ page, login, browser, baseURL }) => {
    await login(newUser({ firstName: 'Nadia', lastName: 'Haddad' }));
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Nadia Haddad' })).toBeVisible();
    await expect(page.getByText('Add a bio to tell others about yourself')).toBeVisible();
    await expect(page.getByText('No Startups Yet')).toBeVisible();
    await page.getByRole('button', { name: 'Edit Profile' }).click();

    // Student labels first; switching to a professional relabels and clears the two fields.
    await page.getByLabel('Field of Study').fill('Computer Science');
    await page.getByLabel('University/School').fill('NUS');
    await page.getByText('A Professional').click();
    await expect(page.getByLabel('Job Title')).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Company' })).toHaveValue('');
    await page.getByLabel('Job Title').fill('Product Lead');
    await page.getByRole('textbox', { name: 'Company' }).fill('Acme Robotics');

    await page.getByLabel('Headline').fill('Building tools for climate founders');
    await page.getByLabel('Bio').fill('Two-time founder. I love hard problems.');
    const skills = page.getByLabel('Skills', { exact: true });
    for (const skill of ['Product', '  Figma  ', 'product', '   ']) {
      await skills.fill(skill);
      await skills.press('Enter');
    }
    await expect(page.getByRole('list', { name: 'Added skills' }).getByRole('listitem')).toHaveText([
      'Product',
      'Figma',
    ]);
    await page.getByRole('button', { name: 'Remove Figma' }).click();
    await skills.fill('SQL');
    await skills.press('Enter');

    await page.getByLabel('GitHub URL').fill('https://gitlab.com/nadia');
    await page.getByLabel('LinkedIn URL').fill('https://www.linkedin.com/in/nadia-haddad');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('GitHub URL must start with https://github.com/')).toBeVisible();
    await page.getByLabel('GitHub URL').fill('https://github.com/nadia');

    await page.getByLabel('Profile photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expect(page.getByRole('button', { name: 'Change photo' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByRole('heading', { name: 'Nadia Haddad' })).toBeVisible();
    await expect(page.getByText('Building tools for climate founders')).toBeVisible();
    await expect(page.getByText('Product Lead at Acme Robotics')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveText(['Product', 'SQL']);
    await expect(page.getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', 'https://github.com/nadia');
    await expect(page.getByRole('img', { name: 'Nadia Haddad' }).first()).toHaveAttribute('src', /^\/files\/avatars\//);
    const id = await profileIdOf(page);

    // Another signed-in user, in a browser of their own.
    const other = await browser.newContext({ baseURL });
    const otherPage = await other.newPage();
    const visitor = newUser({ firstName: 'Omar' });
    await otherPage.request.post('/api/auth/sign-up/email', { data: visitor, headers: { Origin: baseURL! } });
    await otherPage.goto(`/profile/${id}`);
    await expect(otherPage.getByRole('heading', { name: 'Nadia Haddad' })).toBeVisible();
    await expect(otherPage.getByText('Two-time founder. I love hard problems.')).toBeVisible();
    await expect(otherPage.getByText('Product Lead at Acme Robotics')).toBeVisible();
    await expect(otherPage.getByText('Member Since')).toBeVisible();
    await expect(otherPage.getByRole('link', { name: 'Edit Profile' })).toHaveCount(0);
    await expect(otherPage).toHaveTitle(/^Nadia Haddad · /);
    await expect(otherPage.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Two-time founder. I love hard problems.',
    );
    await other.close();

    // The owner sees the edit link on their own public page.
    await page.goto(`/profile/${id}`);
    await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile');
  });

  test('cancel leaves the profile as it was', async ({ page, login }) => {
    await login(newUser({ firstName: 'Carla' }));
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Headline').fill('Not saved');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(page.getByText('Not saved')).toHaveCount(0);
  });

  test('a signed-out visitor is asked to sign in', async ({ page, login }) => {
    await login();
    const id = await profileIdOf(page);
    await page.context().clearCookies();
    await page.goto(`/profile/${id}`);
    await expect(page.getByRole('heading', { name: 'Sign in Required' })).toBeVisible();
    await expect(page.getByText('Please sign in to view user profiles')).toBeVisible();
    await page.getByRole('link', { name: 'Sign In to Continue' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a missing profile says so', async ({ page, login }) => {
    await login();
    await page.goto('/profile/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Profile not found' })).toBeVisible();
    await expect(page.getByText('The profile you are looking for does not exist.')).toBeVisible();
  });

  test('a member who hides their profile in Settings shows others only their name', async ({
    page,
    login,
    browser,
    baseURL,
  }) => {
    await login(newUser({ firstName: 'Ines', lastName: 'Moreau' }));
    const id = await profileIdOf(page);
    await page.goto('/startups');
    await openProfileMenu(page);
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await dialog.getByLabel('Show my profile to other members').uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Settings saved successfully.')).toBeVisible();

    const other = await browser.newPage({ baseURL });
    const headers = { Origin: baseURL! };
    expect((await other.request.post('/api/auth/sign-up/email', { data: newUser(), headers })).status()).toBe(200);
    await other.goto(`/profile/${id}`);
    await expect(other.getByRole('heading', { name: 'Ines Moreau' })).toBeVisible();
    await expect(other.getByRole('heading', { name: 'This profile is private' })).toBeVisible();
    await expect(other.getByText('Ines shows their profile only to the founders they apply to.')).toBeVisible();
    await other.close();
  });

  test('the share button copies the profile address and shows a check mark for 2 seconds', async ({
    page,
    login,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    await login();
    const id = await profileIdOf(page);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Share profile' }).click();
    await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${new URL(page.url()).origin}/profile/${id}`,
    );
    await page.clock.runFor(2100);
    await expect(page.getByRole('button', { name: 'Share profile' })).toBeVisible();
  });

  test('stored XSS payloads in a profile are shown as text and never run', async ({
    page,
    login,
    browser,
    baseURL,
  }) => {
    const payloads = readXssPayloads().join('\n');
    await login();
    const id = await profileIdOf(page);
    const me = ((await (await page.request.get('/api/profiles/me')).json()) as { profile: Record<string, unknown> })
      .profile;
    const update = await page.request.put(`/api/profiles/${id}`, {
      data: {
        ...me,
        phoneNumber: me.phoneNumber,
        headline: '<img src=x onerror="window.__xss=1">',
        bio: payloads.slice(0, 2000),
        githubUrl: '',
        linkedinUrl: '',
      },
      headers: { Origin: baseURL! },
    });
    expect(update.status()).toBe(200);

    const other = await browser.newContext({ baseURL });
    const viewer = await other.newPage();
    await viewer.request.post('/api/auth/sign-up/email', { data: newUser(), headers: { Origin: baseURL! } });
    await viewer.goto(`/profile/${id}`);
    await expect(viewer.getByText('<img src=x onerror="window.__xss=1">').first()).toBeVisible();
    await expect(viewer.getByText('<script>window.__xss=1</script>')).toBeVisible();
    expect(await viewer.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    await other.close();
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  });
});

test.describe('profiles and startups', () => {
  test("a founder's startups show on their profiles, with the name that follows a profile edit", async ({
    page,
    login,
    baseURL,
    browser,
  }) => {
    await login(newUser({ firstName: 'Rhea', lastName: 'Stone' }));
    const startup = await createStartupViaApi(page, baseURL!, { name: `Stone Works ${Date.now().toString(36)}` });
    const id = await profileIdOf(page);

    await page.goto('/profile');
    const card = page.getByRole('article', { name: startup.name });
    await expect(card.getByText('Rhea Stone')).toBeVisible();

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('First name').fill('Rhiannon');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Rhiannon Stone' })).toBeVisible();
    await expect(page.getByRole('article', { name: startup.name }).getByText('Rhiannon Stone')).toBeVisible();

    const other = await browser.newContext({ baseURL });
    const viewer = await other.newPage();
    await viewer.request.post('/api/auth/sign-up/email', { data: newUser(), headers: { Origin: baseURL! } });
    await viewer.goto(`/profile/${id}`);
    await expect(viewer.getByRole('article', { name: startup.name })).toBeVisible();
    await expect(viewer.getByText('Active Startups').locator('..')).toContainText('1');
    await viewer.goto(`/startup/${startup.slug}`);
    await expect(viewer.getByRole('link', { name: /Founder Rhiannon Stone$/ })).toBeVisible();
    await other.close();
  });
});
