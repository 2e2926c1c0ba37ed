import { createStartupViaApi, expect, newUser, test, verifyEmail, waitForMail } from './fixtures';

// Follows, alerts and unsubscribe (decision 018): a member follows a startup and hears of its next
// position (bell, live, and e-mail); saves a search of the jobs board as an alert and receives its
// digest on the test mail server; and unsubscribes from it with the e-mail's own link, without
// signing in. The journeys' server runs with a job alert "day" of 3 seconds (playwright.config.ts).

const JOB = {
  jobType: 'Full-time',
  experienceLevel: 'Mid Level',
  locationType: 'Remote',
  locationCity: '',
  locationCountry: '',
  compensationType: 'Paid',
  compensationCurrency: 'USD',
  compensationAmountMin: 80000,
  compensationAmountMax: 100000,
  compensationPeriod: 'Year',
  requiredSkills: ['Go'],
  additionalRequirements: '',
  description: 'Build the product with us.',
  status: 'open',
};

test('a member follows a startup and hears of its new position in the bell and by e-mail; the founder sees the follower', async ({
  page,
  login,
  baseURL,
  browser,
}) => {
  test.setTimeout(60_000);
  await login();
  const tag = `Fw${Date.now().toString(36)}`;
  const startup = await createStartupViaApi(page, baseURL!, { name: `Follow ${tag}` });

  const memberContext = await browser.newContext({ baseURL });
  const member = await memberContext.newPage();
  const fan = newUser({ firstName: 'Farah' });
  await member.request.post('/api/auth/sign-up/email', { data: fan, headers: { Origin: baseURL! } });
  // Announcements go only to an address its owner proved.
  await verifyEmail(member, baseURL!, fan.email);
  await member.goto(`/startup/${startup.slug}`);
  await member.getByRole('button', { name: `Follow Follow ${tag}`, exact: true }).click();
  const following = member.getByRole('button', { name: `Following Follow ${tag}`, exact: true });
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  // Kept on the server: a reload still says so, and the listing's card too.
  await member.reload();
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  await member.goto(`/startups?search=${tag}`);
  const card = member.getByRole('button', { name: `Following Follow ${tag}`, exact: true });
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  // Unfollowed and followed again from the card, which stays as it is (the button does not turn it over).
  await card.click();
  await expect(member.getByRole('button', { name: `Follow Follow ${tag}`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await member.getByRole('button', { name: `Follow Follow ${tag}`, exact: true }).click();
  await expect(card).toHaveAttribute('aria-pressed', 'true');

  // The founder's dashboard counts the follower.
  await page.goto('/dashboard');
  await expect(page.getByTestId('follower-count')).toHaveText('1 follower');

  // A new position: the member's open page shows it in the bell without a reload.
  const title = `Gopher ${tag}`;
  const posted = await page.request.post(`/api/startups/${startup.id}/jobs`, {
    data: { ...JOB, title },
    headers: { Origin: baseURL! },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const bell = member.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible({ timeout: 10_000 });
  await bell.click();
  await expect(member.getByRole('menu')).toContainText(`Follow ${tag}, which you follow, is hiring: ${title}`);
  await member.keyboard.press('Escape');

  // And an e-mail, with the headers a mail client turns into its own Unsubscribe button.
  const mail = await waitForMail(fan.email, `Follow ${tag} is hiring: ${title}`);
  expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  // The link is PUBLIC_URL's (the journeys' server runs on http://localhost:PORT, decision 046).
  const escapedBase = baseURL!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  expect(mail).toMatch(new RegExp(`List-Unsubscribe:\\s+<${escapedBase}/api/unsubscribe\\?token=`));
  await memberContext.close();
});

test('a member saves a search as a job alert, receives its digest by e-mail, and unsubscribes with its link', async ({
  page,
  login,
  baseURL,
  browser,
}) => {
  test.setTimeout(60_000);
  const seeker = await login(newUser({ firstName: 'Sami' }), { verified: true });
  const tag = `Al${Date.now().toString(36)}`;

  await page.goto(`/jobs?q=${tag}&locationType=Remote`);
  await page.getByRole('button', { name: 'Create job alert' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create job alert' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Alert name').fill(`Remote ${tag}`);
  await dialog.getByRole('radio', { name: /^Daily/ }).check();
  await dialog.getByRole('button', { name: 'Save alert' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Job alert saved/)).toBeVisible();

  // A founder elsewhere posts a matching position and one that does not match.
  const founderContext = await browser.newContext({ baseURL });
  const founder = await founderContext.newPage();
  await founder.request.post('/api/auth/sign-up/email', {
    data: newUser({ firstName: 'Femi' }),
    headers: { Origin: baseURL! },
  });
  const startup = await createStartupViaApi(founder, baseURL!, { name: `Alerts ${tag}` });
  for (const job of [
    { title: `${tag} Remote Engineer` },
    { title: `${tag} Office Manager`, locationType: 'On-site', locationCity: 'London', locationCountry: 'GB' },
  ]) {
    const response = await founder.request.post(`/api/startups/${startup.id}/jobs`, {
      data: { ...JOB, ...job },
      headers: { Origin: baseURL! },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  await founderContext.close();

  // The digest arrives with the match only, and a way out.
  const digest = await waitForMail(seeker.email, `${tag} Remote Engineer`, 20_000);
  expect(digest).toContain(`Remote ${tag}`);
  expect(digest).not.toContain(`${tag} Office Manager`);
  expect(digest).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  const link = /Unsubscribe: (http:\/\/\S+\/unsubscribe\?token=\S+)/.exec(digest)?.[1];
  expect(link, 'the unsubscribe link of the text part').toBeTruthy();

  // The link works without signing in: a fresh browser opens it.
  const anyoneContext = await browser.newContext({ baseURL });
  const anyone = await anyoneContext.newPage();
  await anyone.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(anyone.getByRole('heading', { level: 1, name: /^Unsubscribe from job alert e-mails/ })).toBeVisible();
  await anyone.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(anyone.getByRole('heading', { level: 1, name: "You're unsubscribed." })).toBeVisible();
  await anyoneContext.close();

  // The member's settings say so, only that kind is off, and the alert is there to manage (the
  // digest's "Settings" link opens its tab).
  const settings = (await (await page.request.get('/api/account/settings')).json()) as {
    settings: Record<string, boolean>;
  };
  expect(settings.settings).toMatchObject({
    jobRecommendations: false,
    statusUpdates: true,
    followedStartups: true,
    emailNotifications: true,
  });
  const manage = /Change or delete your alerts in Settings: (http:\/\/\S+)/.exec(digest)?.[1];
  await page.goto(new URL(manage!).pathname + new URL(manage!).search);
  const settingsDialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(settingsDialog.getByRole('tab', { name: 'Job alerts' })).toHaveAttribute('aria-selected', 'true');
  await expect(settingsDialog.getByTestId('job-alert-row')).toHaveCount(1);
  await settingsDialog.getByRole('button', { name: `Delete "Remote ${tag}"` }).click();
  await page.getByRole('button', { name: 'Delete alert' }).click();
  await expect(settingsDialog.getByTestId('job-alert-row')).toHaveCount(0);
});
