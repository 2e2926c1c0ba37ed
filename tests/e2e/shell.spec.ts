import { adminSession, expect, openProfileMenu, test } from './fixtures';

test.describe('app shell', () => {
  test('an unknown path shows the 404 page with a 404 status', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText("The page you are looking for doesn't exist or has been moved.")).toBeVisible();
    await page.getByRole('link', { name: 'Back Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the 401 and 500 pages carry their texts', async ({ page }) => {
    await page.goto('/unauthorized');
    await expect(page.getByRole('heading', { name: 'Unauthorized Access' })).toBeVisible();
    await expect(page.getByText('Please sign in to access this page.')).toBeVisible();
    await page.goto('/server-error');
    await expect(page.getByRole('heading', { name: 'Server Error' })).toBeVisible();
    await expect(page.getByText('Something went wrong on our end. Please try again later.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  test('signed out: public links, About dropdown, and the signed-in pages go to /login', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Startups', 'Blog', 'Collaborations with Incubators', 'Invest']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Invest' })).toHaveAttribute('href', '/login');
    await nav.getByRole('button', { name: 'About' }).click();
    await expect(page.getByRole('menuitem', { name: 'About Us' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Roadmap' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);

    for (const path of [
      '/dashboard',
      '/profile',
      '/post-startup',
      '/edit-startup/1',
      '/jobs/1/new',
      '/jobs/1/edit/2',
    ]) {
      await page.goto(path);
      // With the page to come back to once signed in.
      await expect(page, path).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`);
    }
    await page.goto('/blog/admin');
    await expect(page).toHaveURL(/\/blog$/);
    await page.goto('/admin/startups');
    await expect(page).toHaveURL(/\/startups$/);
  });

  test('signed in: /, /login and the reset pages go to /startups; the logo goes to /startups', async ({
    page,
    login,
  }) => {
    await login();
    for (const path of ['/', '/login', '/forgot-password', '/reset-password']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/startups$/);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Startups', 'Blog', 'Invest', 'Dashboard']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Post Startup' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Liftoff home' })).toHaveAttribute('href', '/startups');
    await openProfileMenu(page);
    for (const item of ['Profile', 'Dashboard', 'Settings', 'Sign Out']) {
      await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
    }
  });

  test('the administrator (from ADMIN_EMAILS) also sees Blog Admin and Manage Startups', async ({ page, baseURL }) => {
    await adminSession(page, baseURL!);
    await page.goto('/startups');
    await openProfileMenu(page);
    await page.getByRole('menuitem', { name: 'Manage Startups' }).click();
    await expect(page).toHaveURL(/\/admin\/startups$/);
    await openProfileMenu(page);
    await page.getByRole('menuitem', { name: 'Blog Admin' }).click();
    await expect(page).toHaveURL(/\/blog\/admin$/);
  });

  test('on a phone the links live in the menu sheet', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByRole('link', { name: 'Collaborations with Incubators' })).toBeVisible();
    await sheet.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a new path starts at the top of the page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Where Startups Take Off' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Roadmap' }).click();
    await expect(page).toHaveURL(/\/roadmap$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the footer carries its links and the support address', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const label of [
      'Explore Startups',
      'For Investors',
      'Blog',
      'About',
      'Roadmap',
      'Contact',
      'FAQs',
      'Privacy',
      'Terms',
      'Beta Agreement',
    ]) {
      await expect(footer.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  });
});
