import type { Browser, Page } from '@playwright/test';
import { createStartupViaApi, expect, newUser, test, verifyEmail, waitForMail } from './fixtures';

// Candidates and invitations (issue 30, points 4 and 5): a founder finds a member open to work by skill,
// ranks them against a position and invites them; the candidate opens the position with Apply, declines
// in one tap, or declines with a message the founder reads. Founder and candidate each at a phone and a desktop width.

const unique = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);

/** A member in a browser of their own, open to work with `skill`, at `width`. */
async function openCandidate(
  browser: Browser,
  baseURL: string,
  options: { width: number; skill: string; firstName: string; verified?: boolean },
) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: options.width, height: options.width < 500 ? 844 : 900 },
  });
  const page = await context.newPage();
  const user = newUser({ firstName: options.firstName, lastName: 'Candidate' });
  const headers = { Origin: baseURL };
  expect((await page.request.post('/api/auth/sign-up/email', { data: user, headers })).status()).toBe(200);
  if (options.verified) await verifyEmail(page, baseURL, user.email);
  const { profile } = (await (await page.request.get('/api/profiles/me')).json()) as {
    profile: Record<string, unknown> & { id: string };
  };
  const saved = await page.request.put(`/api/profiles/${profile.id}`, {
    headers,
    data: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      country: profile.country,
      headline: 'Backend engineer',
      bio: '',
      roleType: 'employee',
      roleTitle: '',
      institution: '',
      skills: [options.skill, 'PostgreSQL'],
      githubUrl: '',
      linkedinUrl: '',
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const preferences = {
    openToWork: 'active',
    jobTypes: ['Full-time'],
    experienceLevels: ['Senior'],
    locationTypes: ['Remote'],
    countries: ['GB'],
    minPay: null,
    needsVisa: false,
    lookingFor: 'A backend role',
  };
  expect(
    (await page.request.put(`/api/profiles/${profile.id}/preferences`, { headers, data: preferences })).status(),
  ).toBe(200);
  return { context, page, user, id: profile.id, name: `${options.firstName} Candidate` };
}

/** The signed-in page's founder posts a startup and a remote Backend Engineer position asking for `skill`. */
async function hire(page: Page, baseURL: string, skill: string) {
  const startup = await createStartupViaApi(page, baseURL, { name: `Hiring ${unique()}` });
  const posted = await page.request.post(`/api/startups/${startup.id}/jobs`, {
    headers: { Origin: baseURL },
    data: {
      title: 'Backend Engineer',
      jobType: 'Full-time',
      experienceLevel: 'Senior',
      locationType: 'Remote',
      compensationType: 'Equity',
      requiredSkills: [skill, 'PostgreSQL'],
      description: 'Build the core with us.',
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  return { startup, job: ((await posted.json()) as { job: { id: string } }).job };
}

test.describe('a founder on a desktop, the candidate on a phone', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('finds an open candidate by skill, ranks them for a position and invites them; the candidate opens the position with Apply', async ({
    page,
    login,
    browser,
    baseURL,
  }) => {
    const skill = `Elixir${unique()}`;
    const candidate = await openCandidate(browser, baseURL!, { width: 390, skill, firstName: 'Ines', verified: true });
    await login(newUser({ firstName: 'Fatima', lastName: 'Founder' }));
    const { job } = await hire(page, baseURL!, skill);

    await page.goto('/talent');
    await expect(page.getByRole('heading', { name: 'Candidates' })).toBeVisible();
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('textbox', { name: 'Skill', exact: true }).fill(skill.toLowerCase());
    await filters.getByRole('textbox', { name: 'Skill', exact: true }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`skill=${skill.toLowerCase()}`));
    const card = page.getByRole('article', { name: candidate.name });
    await expect(card).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card.getByText('Actively looking')).toBeVisible();

    await filters.getByLabel('Suggested for').selectOption(job.id);
    await expect(page).toHaveURL(new RegExp(`forJob=${job.id}`));
    await expect(card.getByText('Suggested for Backend Engineer')).toBeVisible();
    await expect(card.getByText(`Knows ${skill} and PostgreSQL`)).toBeVisible();

    await card.getByRole('button', { name: 'Invite to apply' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite Ines to apply' });
    // Exactly "Position": while the positions load, "Loading your positions" is a label too, and not a field.
    await expect(dialog.getByLabel('Position', { exact: true })).toHaveValue(job.id);
    await dialog.getByLabel('Note (optional)').fill('Your Elixir work is exactly what we need.');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('Invitation sent to Ines')).toBeVisible();
    await expect(dialog).toBeHidden();
    // A second invitation to the same position is not offered.
    await card.getByRole('button', { name: 'Invite to apply' }).click();
    await expect(page.getByText('You have invited Ines to each of your open positions.')).toBeVisible();
    await page.keyboard.press('Escape');

    // The e-mail's link opens the position with Apply.
    const mail = await waitForMail(candidate.user.email, 'invites you to apply');
    expect(mail).toContain(`/jobs/${job.id}?apply=${job.id}`);

    // The candidate, on a phone: the invitation waits on their dashboard and opens the position with Apply.
    const phone = candidate.page;
    await phone.goto('/dashboard');
    const invitations = phone.getByRole('region', { name: 'Invitations to apply' });
    await expect(invitations.getByText('Your Elixir work is exactly what we need.')).toBeVisible();
    const viewAndApply = invitations.getByRole('link', { name: 'View position and apply' });
    await expect(viewAndApply).toHaveAttribute('href', `/jobs/${job.id}?apply=${job.id}`);
    await viewAndApply.click();
    // The Apply flow opens by itself and takes ?apply= off the address at once, so only the path is stable.
    await expect(phone.getByRole('dialog', { name: 'Apply for Position' })).toBeVisible();
    expect(new URL(phone.url()).pathname).toBe(`/jobs/${job.id}`);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await candidate.context.close();
  });
});

test.describe('a founder on a desktop, the candidate on a phone who declines in one tap', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('Decline answers at once, with no dialog; the founder sees "Declined" and no message', async ({
    page,
    login,
    browser,
    baseURL,
  }) => {
    const skill = `Ocaml${unique()}`;
    const candidate = await openCandidate(browser, baseURL!, { width: 390, skill, firstName: 'Omar' });
    await login(newUser({ firstName: 'Fiona', lastName: 'Founder' }));
    const { job } = await hire(page, baseURL!, skill);
    const sent = await page.request.post('/api/invitations', {
      headers: { Origin: baseURL! },
      data: { jobId: job.id, candidateId: candidate.id },
    });
    expect(sent.status(), await sent.text()).toBe(201);

    const phone = candidate.page;
    await phone.goto('/invitations');
    const invitation = phone.getByRole('listitem', { name: /^Backend Engineer at / });
    await expect(invitation.getByRole('button', { name: 'Decline with a message' })).toBeVisible();
    await invitation.getByRole('button', { name: 'Decline', exact: true }).click();
    await expect(phone.getByText('Invitation declined')).toBeVisible();
    await expect(invitation.getByText('Declined')).toBeVisible();
    await expect(phone.getByRole('dialog')).toHaveCount(0);
    await expect(invitation.getByRole('button', { name: 'Decline', exact: true })).toBeHidden();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await candidate.context.close();

    await page.goto('/invitations?tab=sent');
    const row = page.getByRole('listitem', { name: `${candidate.name}, Backend Engineer` });
    await expect(row.getByText('Declined')).toBeVisible();
    // No message was written: none is shown.
    await expect(row.getByText(/“/)).toHaveCount(0);
  });
});

test.describe('a founder on a phone, the candidate on a desktop', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the candidate declines with a message, which the founder reads beside "Declined"', async ({
    page,
    login,
    browser,
    baseURL,
  }) => {
    const skill = `Haskell${unique()}`;
    const candidate = await openCandidate(browser, baseURL!, { width: 1366, skill, firstName: 'Theo' });
    await login(newUser({ firstName: 'Farah', lastName: 'Founder' }));
    await hire(page, baseURL!, skill);

    await page.goto('/talent');
    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('textbox', { name: 'Skill', exact: true }).fill(skill);
    await sheet.getByRole('textbox', { name: 'Skill', exact: true }).press('Enter');
    await sheet.getByRole('button', { name: 'Show results' }).click();
    await expect(page.getByRole('button', { name: `Remove filter: Skill: ${skill}` })).toBeVisible();
    const card = page.getByRole('article', { name: candidate.name });
    await card.getByRole('button', { name: 'Invite to apply' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite Theo to apply' });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('Invitation sent to Theo')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const desktop = candidate.page;
    await desktop.goto('/invitations');
    const invitation = desktop.getByRole('listitem', { name: /^Backend Engineer at / });
    await invitation.getByRole('button', { name: 'Decline with a message' }).click();
    const decline = desktop.getByRole('dialog', { name: 'Decline Backend Engineer?' });
    await decline.getByLabel('Message (optional)').fill('Thanks, I am staying where I am for now.');
    await decline.getByRole('button', { name: 'Decline invitation' }).click();
    await expect(desktop.getByText('Invitation declined')).toBeVisible();
    await expect(invitation.getByText('Declined')).toBeVisible();
    await expect(invitation.getByRole('link', { name: 'View position and apply' })).toBeHidden();
    await candidate.context.close();

    await page.goto('/invitations?tab=sent');
    const sent = page.getByRole('listitem', { name: `${candidate.name}, Backend Engineer` });
    await expect(sent.getByText('Declined')).toBeVisible();
    await expect(sent.getByText('Thanks, I am staying where I am for now.')).toBeVisible();
  });
});

for (const width of [390, 1366]) {
  test.describe(`a founder at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 844 : 900 } });

    test('sees what does not fit a candidate ranked for a position: time zones they do not live in, the skills they lack', async ({
      page,
      login,
      browser,
      baseURL,
    }) => {
      const skill = `Gleam${unique()}`;
      // Lives in Singapore (UTC+8) and named Britain: neither meets the Americas' hours.
      const candidate = await openCandidate(browser, baseURL!, { width, skill, firstName: 'Uma' });
      await candidate.context.close();
      await login(newUser({ firstName: 'Farah', lastName: 'Founder' }));
      const startup = await createStartupViaApi(page, baseURL!, { name: `Hiring ${unique()}` });
      const posted = await page.request.post(`/api/startups/${startup.id}/jobs`, {
        headers: { Origin: baseURL! },
        data: {
          title: 'Americas hours',
          jobType: 'Full-time',
          experienceLevel: 'Senior',
          locationType: 'Remote',
          remoteScope: 'timezones',
          remoteUtcMin: -300,
          remoteUtcMax: -180,
          compensationType: 'Equity',
          requiredSkills: [skill, 'Kafka'],
          description: 'Build the core with us.',
        },
      });
      expect(posted.status(), await posted.text()).toBe(201);
      const { job } = (await posted.json()) as { job: { id: string } };

      await page.goto(`/talent?skill=${skill.toLowerCase()}&forJob=${job.id}`);
      const card = page.getByRole('article', { name: candidate.name });
      await expect(card.getByText('Suggested for Americas hours')).toBeVisible();
      await expect(card.getByTestId('match-reasons')).toHaveText(`Knows ${skill} · Remote · Full-time · Senior`);
      await expect(card.getByTestId('match-misfits')).toHaveText(
        'Does not fit: Lives outside your time zones · 1 of 2 skills',
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  });
}
