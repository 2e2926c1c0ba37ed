import { test as base, expect, type Page } from '@playwright/test';

export type TestUser = { firstName: string; lastName: string; email: string; phoneNumber: string; country: string; password: string };

let sequence = 0;
export function newUser(overrides: Partial<TestUser> = {}): TestUser {
  sequence += 1;
  return {
    firstName: 'Maya',
    lastName: 'Chen',
    email: `maya-${Date.now().toString(36)}-${sequence}@e2e.test`,
    phoneNumber: '555 0100 200',
    country: 'SG',
    password: 'secret-pass',
    ...overrides,
  };
}

type Fixtures = {
  /** Creates the user through the API (unless it exists) and signs this page's browser in. */
  login(user?: TestUser): Promise<TestUser>;
};

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    // An error in the page fails the journey. A refused request the page expected (a 401 on a wrong
    // password, say) is logged by Chromium as "Failed to load resource" and is not one.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(`console.error: ${message.text()}`);
    });
    await use(page);
    expect(errors, 'errors in the page').toEqual([]);
  },
  login: async ({ page, baseURL }, use) => {
    await use(async (user = newUser()) => {
      const headers = { Origin: baseURL! };
      const signUp = await page.request.post('/api/auth/sign-up/email', { data: user, headers });
      if (signUp.status() !== 200 && signUp.status() !== 422) throw new Error(`sign-up failed: ${signUp.status()}`);
      const signIn = await page.request.post('/api/auth/sign-in/email', { data: { email: user.email, password: user.password }, headers });
      expect(signIn.status()).toBe(200);
      return user;
    });
  },
});

export { expect };

export async function openProfileMenu(page: Page) {
  await page.getByRole('button', { name: 'Open profile menu' }).click();
}
