import type { Page } from '@playwright/test';
import { adminSession, createStartupViaApi, expect, newUser, PDF, test } from './fixtures';

// What the pages say is true, nothing typed is dropped, messages
// come into view, and a phone gets cards and finger-sized links.

const PHONE = { width: 390, height: 844 };
/** The e2e server's settings (playwright.config.ts): one social network configured, the contact address. */
const LINKEDIN = 'https://www.linkedin.com/company/liftoff-e2e';
const CONTACT = 'team@e2e.test';

async function hasNoSidewaysScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}

test('a skill typed without Enter is saved with the profile, which comes back into view at its top', async ({
  page,
  login,
}) => {
  await page.setViewportSize(PHONE);
  await login(newUser({ firstName: 'Ines', lastName: 'Moreau' }));
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const skills = page.getByLabel('Skills', { exact: true });
  await skills.fill('Go');
  await skills.press('Enter');
  // The second one is left in the box; Save is pressed straight away.
  await skills.fill('  Kubernetes ');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveText(['Go', 'Kubernetes']);
  await expect(page.getByRole('heading', { name: 'Ines Moreau', level: 1 })).toBeInViewport();
  const saved = (await (await page.request.get('/api/profiles/me')).json()) as { profile: { skills: string[] } };
  expect(saved.profile.skills).toEqual(['Go', 'Kubernetes']);
});

test('the Activity card shows the member’s real figures, and no suggested connections', async ({
  page,
  login,
  baseURL,
  browser,
}) => {
  const founder = await browser.newPage({ baseURL });
  await founder.request.post('/api/auth/sign-up/email', {
    data: newUser({ firstName: 'Farid' }),
    headers: { Origin: baseURL! },
  });
  const startup = await createStartupViaApi(founder, baseURL!, { name: `Truthful ${Date.now().toString(36)}` });
  const job = await founder.request.post(`/api/startups/${startup.id}/jobs`, {
    headers: { Origin: baseURL! },
    data: {
      title: 'Data Engineer',
      jobType: 'Full-time',
      experienceLevel: 'Mid Level',
      locationType: 'Remote',
      compensationType: 'Equity',
      description: 'Build with us.',
    },
  });
  expect(job.status()).toBe(201);
  const jobId = ((await job.json()) as { job: { id: string } }).job.id;
  await founder.close();

  await login(newUser({ firstName: 'Lena' }));
  const applied = await page.request.post(`/api/jobs/${jobId}/applications`, {
    headers: { Origin: baseURL! },
    multipart: {
      resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF },
      startupCultureAnswer: 'Small teams ship.',
      problemSolvingAnswer: 'I automated our releases.',
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);

  await page.goto('/profile');
  const activity = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Activity' }) });
  await expect(
    activity
      .locator('div')
      .filter({ has: page.getByText('Applications Sent') })
      .locator('dd'),
  ).toHaveText('1');
  await expect(
    activity
      .locator('div')
      .filter({ has: page.getByText('Active Startups') })
      .locator('dd'),
  ).toHaveText('0');
  await expect(activity).not.toContainText('—');
  await expect(page.getByText('Suggested Connections')).toHaveCount(0);
});

test('Manage Startups is a list of cards on a phone: status, Delete and a link to the startup, no sideways scroll', async ({
  page,
  baseURL,
  browser,
}) => {
  const founder = await browser.newPage({ baseURL });
  await founder.request.post('/api/auth/sign-up/email', { data: newUser(), headers: { Origin: baseURL! } });
  const startup = await createStartupViaApi(founder, baseURL!, { name: `Cardwise ${Date.now().toString(36)}` });
  await founder.close();

  await adminSession(page, baseURL!);

  await page.setViewportSize(PHONE);
  await page.goto('/admin/startups');
  await page.getByPlaceholder('Search startups...').fill(startup.name);
  const cards = page.getByRole('list', { name: 'Startups' });
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  const card = cards.getByRole('listitem');
  await expect(card.getByText('Active', { exact: true })).toBeInViewport();
  const remove = card.getByRole('button', { name: `Delete ${startup.name}` });
  await expect(remove).toBeInViewport();
  expect((await remove.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expect(card.getByRole('link', { name: startup.name })).toHaveAttribute('href', `/startup/${startup.slug}`);
  await expect(page.getByRole('table')).toBeHidden();
  expect(await hasNoSidewaysScroll(page)).toBe(true);

  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(page.getByRole('table')).toBeVisible();
  await expect(cards).toBeHidden();
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('row').getByRole('link', { name: startup.name }).click();
  await expect(page).toHaveURL(`/startup/${startup.slug}`);
});

test('the roadmap shows how far each item is, and no date at all', async ({ page }) => {
  await page.goto('/roadmap');
  const main = page.getByRole('main');
  await expect(main.getByText('Done', { exact: true }).first()).toBeVisible();
  await expect(main.getByText('In Progress', { exact: true }).first()).toBeVisible();
  await expect(main.getByText('Planned', { exact: true }).first()).toBeVisible();
  // Neither a quarter nor a year: a date that has passed would read as a promise broken.
  await expect(main).not.toContainText(/\bQ[1-4]\b|\b20\d\d\b/);
  // What does not exist is not ticked: the mobile app and the Investor Hub are planned.
  const upcoming = page.getByRole('region', { name: 'Upcoming Features' });
  await expect(upcoming.getByRole('article', { name: 'Mobile App' })).toContainText('Planned');
  await expect(upcoming.getByRole('article', { name: 'Investor Hub' })).toContainText('Planned');
  const future = page.getByRole('article', { name: 'Future Innovation' });
  await expect(future.getByRole('listitem').filter({ hasText: 'A native mobile experience' })).toHaveText(
    'Planned: A native mobile experience',
  );
});

test('About and Contact link only where there is a target, and show one contact address, the footer’s too', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/about');
  const team = page.getByRole('region', { name: 'Meet the team' });
  await expect(team).not.toContainText(/hover/i);
  // The example team (TEAM_MEMBERS unset) has no profiles: no card links to a bare home page.
  await expect(team.getByRole('listitem').getByRole('link')).toHaveCount(0);
  // Selecting the portrait (a tap or a click focuses it) reveals the bio.
  const portrait = team.getByRole('group', { name: /^Amara Okafor, / });
  await portrait.click();
  await expect(portrait.getByText(/Led growth at two seed-stage startups/).locator('..')).toHaveCSS('opacity', '1');
  await expect(team.getByRole('link', { name: CONTACT })).toHaveAttribute('href', `mailto:${CONTACT}`);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: CONTACT })).toHaveAttribute(
    'href',
    `mailto:${CONTACT}`,
  );

  await page.goto('/contact');
  const details = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Get in touch' }) });
  await expect(details.getByRole('link', { name: CONTACT })).toHaveAttribute('href', `mailto:${CONTACT}`);
  await expect(details.getByRole('link', { name: 'Follow us on LinkedIn' })).toHaveAttribute('href', LINKEDIN);
  await expect(details.getByText(/Follow us on (GitHub|X)/)).toHaveCount(0);
  // Every link on the page goes somewhere real: none to a network's bare home page.
  const hrefs = await page.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  for (const bare of ['https://www.linkedin.com/', 'https://github.com/', 'https://x.com/'])
    expect(hrefs).not.toContain(bare);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: CONTACT })).toHaveAttribute(
    'href',
    `mailto:${CONTACT}`,
  );
});

test('the contact form’s message comes into view on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Message').fill('Hello there');
  const send = form.getByRole('button', { name: 'Send Message' });
  // The button near the top of the screen, as after scrolling down to it: the top of the form, where
  // messages appear, is above the screen.
  const bringTheButtonUp = () =>
    send.evaluate((button) => window.scrollBy(0, button.getBoundingClientRect().top - 120));
  await bringTheButtonUp();
  await expect(form.getByLabel('Name')).not.toBeInViewport();
  await send.click();
  await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address.');
  await expect(form.getByRole('alert')).toBeInViewport();

  await form.getByLabel('Email').fill('visitor@example.com');
  await form.getByLabel('Name').fill('Vera Visitor');
  await form.getByLabel('Subject', { exact: true }).selectOption('Review');
  await form.getByLabel('Message').fill('A kind word about the platform.');
  await bringTheButtonUp();
  await expect(form.getByLabel('Name')).not.toBeInViewport();
  await send.click();
  const sent = form.getByText("Message sent successfully! We'll get back to you soon.");
  await expect(sent).toBeInViewport();
});

test('a person who scrolls back to where they were while a message comes into view is left there', async ({ page }) => {
  // The page's clock is held, so that the moment after the message was asked into view comes only once
  // the person has scrolled back: a place the person comes back to is theirs, not a scroll that failed.
  await page.clock.install();
  await page.setViewportSize(PHONE);
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Message').fill('Hello there');
  const send = form.getByRole('button', { name: 'Send Message' });
  // The button 120 pixels from the top of the screen; resolves once the page has scrolled there.
  const bringTheButtonUp = () =>
    send.evaluate(
      (button) =>
        new Promise<void>((resolve) => {
          window.addEventListener('scroll', () => resolve(), { once: true });
          window.scrollTo({ top: window.scrollY + button.getBoundingClientRect().top - 120, behavior: 'instant' });
        }),
    );
  await bringTheButtonUp();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
  // Wrapped, so that evaluateHandle does not wait for it.
  const scrolled = await page.evaluateHandle(() => ({
    ended: new Promise<void>((resolve) => window.addEventListener('scrollend', () => resolve(), { once: true })),
  }));
  await send.click();
  await expect(form.getByRole('alert')).toBeInViewport();
  // The smooth scroll over, the person scrolls back down to the button.
  await scrolled.evaluate((handle) => handle.ended);
  await bringTheButtonUp();
  await page.clock.runFor(1000);
  expect(await send.evaluate((button) => Math.round(button.getBoundingClientRect().top))).toBe(120);
  await expect(form.getByRole('alert')).not.toBeInViewport();
});

test('the footer’s links are finger-sized on a phone, and the footer stays compact', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/faqs');
  const footer = page.getByRole('contentinfo');
  const links = footer.getByRole('link');
  // Eleven pages (Find a Job among them) and the contact address.
  await expect(links).toHaveCount(12);
  for (const box of await links.evaluateAll((all) =>
    all.map((link) => ({ text: link.textContent, height: link.getBoundingClientRect().height })),
  )) {
    expect(box.height, box.text ?? '').toBeGreaterThanOrEqual(44);
  }
  expect((await footer.boundingBox())!.height).toBeLessThan(844);
});

test('the edit-startup page shows no invented figures', async ({ page, login, baseURL }) => {
  await login();
  const startup = await createStartupViaApi(page, baseURL!);
  await page.goto(`/edit-startup/${startup.id}`);
  await expect(page.getByRole('heading', { name: `Edit ${startup.name}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/10K\+|5K\+|\$100M/);
});
