import { expect, test } from './fixtures';

// A page opened at an address in numbers (127.0.0.1 here, a LAN address at home) cannot use a passkey:
// browsers tie passkeys to a site name. The sign-in page says where they work, as a link there, instead
// of a button that would only answer "Please try again" (decision 057).

for (const size of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`at 127.0.0.1 the sign-in page says where passkeys work (${size.width} px)`, async ({ page, baseURL }) => {
    await page.setViewportSize(size);
    const elsewhere = baseURL!.replace('localhost', '127.0.0.1');
    await page.goto(`${elsewhere}/login`);
    const link = page.getByRole('link', { name: new URL(baseURL!).host });
    await expect(link).toBeVisible();
    await expect(page.getByText('Passkeys work only at')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toHaveCount(0);
    await expect(link).toHaveAttribute('href', `${baseURL}/login`);

    await link.click();
    await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
    await expect(page.getByText('Passkeys work only at')).toHaveCount(0);
  });
}
