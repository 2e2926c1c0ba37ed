import { expect, newUser, openProfileMenu, test } from './fixtures';

// Drafts kept in the browser belong to the member who typed them: another account on the same browser
// never sees them, and signing out removes them.

const draftKeys = () => Object.keys(localStorage).filter((key) => key.startsWith('liftoff:draft:'));

test('a startup draft stays with its member and leaves with her at sign-out', async ({ page, login }) => {
  const ana = await login(newUser({ firstName: 'Ana' }));

  // A draft from before drafts were per member, when every account shared it: dropped, not shown.
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem('liftoff:post-startup-draft', JSON.stringify({ step: 1, values: { name: 'Legacy Leak' } })),
  );
  await page.goto('/post-startup');
  await expect(page.getByLabel('Startup name')).toHaveValue('');
  expect(await page.evaluate(() => localStorage.getItem('liftoff:post-startup-draft'))).toBeNull();

  await page.getByLabel('Startup name').fill('Stealth Co');
  await page.getByLabel('About Us').fill('Nobody else should read this.');
  await page.reload();
  await expect(page.getByLabel('Startup name')).toHaveValue('Stealth Co');

  await openProfileMenu(page);
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(draftKeys)).toEqual([]);

  // Ben, on the same browser, starts blank.
  const ben = await login(newUser({ firstName: 'Ben' }));
  await page.goto('/post-startup');
  await expect(page.getByLabel('Startup name')).toHaveValue('');
  await expect(page.getByLabel('About Us')).toHaveValue('');
  await page.getByLabel('Startup name').fill('Ben Builds');
  await page.reload();
  await expect(page.getByLabel('Startup name')).toHaveValue('Ben Builds');

  // Ben's session ends without a sign-out (it expired, say): his draft stays his, out of Ana's sight.
  await page.context().clearCookies();
  await login(ana);
  await page.goto('/post-startup');
  await expect(page.getByLabel('Startup name')).toHaveValue('');
  await expect(page.getByLabel('About Us')).toHaveValue('');

  await page.context().clearCookies();
  await login(ben);
  await page.goto('/post-startup');
  await expect(page.getByLabel('Startup name')).toHaveValue('Ben Builds');
});
