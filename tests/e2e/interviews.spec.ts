import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { formatInZone, zoneName } from '../../src/shared/interview-time';
import { createStartupViaApi, expect, newUser, PDF, test } from './fixtures';

// Interviews (issue 31 point 4): the founder offers fixed times or a window from the applicants panel;
// the candidate, in another time zone, opens it from My Applications, sees the times in their zone
// with its name, books one; both dashboards and the panel show it; another candidate asks for other
// times and the founder cancels. Changing the candidate's zone in Settings changes what they read.

const widths = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
] as const;

const FOUNDER_ZONE = 'Europe/Berlin';
const CANDIDATE_ZONE = 'America/New_York';

/** A candidate's own browser, in their zone, who applied to the position through the API. */
async function candidateWhoApplied(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number },
  jobId: string,
  firstName: string,
) {
  const context = await browser.newContext({ baseURL, viewport, timezoneId: CANDIDATE_ZONE });
  const page = await context.newPage();
  const user = newUser({ firstName, lastName: 'Candidate' });
  expect(
    (await page.request.post('/api/auth/sign-up/email', { data: user, headers: { Origin: baseURL } })).status(),
  ).toBe(200);
  const applied = await page.request.post(`/api/jobs/${jobId}/applications`, {
    headers: { Origin: baseURL },
    multipart: {
      resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF },
      startupCultureAnswer: 'Small teams ship every week.',
      problemSolvingAnswer: 'I automated our releases.',
    },
  });
  expect(applied.status()).toBe(201);
  return { context, page };
}

/** A picture of the page as a person sees it there, kept with the run's results. */
async function picture(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

/** WCAG A and AA rules that axe can check, on one part of the page. */
async function violationsIn(page: Page, selector: string) {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} -> ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

async function openApplicant(page: Page, name: string) {
  await page.goto('/dashboard/applicants');
  await page.getByTestId('applicant-row').getByRole('button', { name }).click();
  const panel = page.getByTestId('application-panel');
  await expect(panel).toBeVisible();
  return panel;
}

for (const { name, viewport } of widths) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport, timezoneId: FOUNDER_ZONE });

    test('a founder offers times, a candidate in another zone books one, another asks for other times and the founder cancels', async ({
      page,
      login,
      baseURL,
      browser,
    }) => {
      test.setTimeout(120_000);
      const tag = `${name[0]}${Date.now().toString(36)}`;
      await login(newUser({ firstName: 'Fatou', lastName: 'Founder' }));
      const startup = await createStartupViaApi(page, baseURL!, { name: `Meet ${tag}` });
      const job = await page.request.post(`/api/startups/${startup.id}/jobs`, {
        headers: { Origin: baseURL! },
        data: {
          title: 'Product Engineer',
          jobType: 'Full-time',
          experienceLevel: 'Mid Level',
          locationType: 'Remote',
          compensationType: 'Equity',
          description: 'Build with us.',
        },
      });
      expect(job.status()).toBe(201);
      const jobId = ((await job.json()) as { job: { id: string } }).job.id;
      const kofi = await candidateWhoApplied(browser, baseURL!, viewport, jobId, 'Kofi');
      const lena = await candidateWhoApplied(browser, baseURL!, viewport, jobId, 'Lena');

      // Two specific times, three days ahead, typed in the founder's own zone (Berlin).
      const day = DateTime.now().setZone(FOUNDER_ZONE).plus({ days: 3 }).toISODate()!;
      const first = DateTime.fromISO(`${day}T15:00`, { zone: FOUNDER_ZONE });
      const second = DateTime.fromISO(`${day}T16:30`, { zone: FOUNDER_ZONE });
      let panel = await openApplicant(page, 'Kofi Candidate');
      await panel.getByRole('button', { name: 'Schedule interview' }).click();
      const form = panel.getByRole('form', { name: 'Schedule an interview' });
      await expect(form.getByText(`Now ${zoneName(FOUNDER_ZONE, new Date().toISOString())}`)).toBeVisible();
      await form.getByRole('button', { name: 'Send invitation' }).click();
      await expect(form.getByText('Please enter the video link, starting with https://')).toBeVisible();
      await form.getByLabel('Video link').fill('https://meet.example.com/kofi');
      await form.getByLabel('Time 1', { exact: true }).fill(`${day}T15:00`);
      await form.getByRole('button', { name: 'Add a time' }).click();
      await form.getByLabel('Time 2', { exact: true }).fill(`${day}T16:30`);
      await form
        .getByLabel('Note for the candidate (optional)')
        .fill('You will meet our CTO. Bring a project you are proud of.');
      await form.getByText('Times you offer').scrollIntoViewIfNeeded();
      await picture(page, `scheduler-${name}`);
      expect(await violationsIn(page, '[data-testid="application-panel"] form')).toEqual([]);
      await form.getByRole('button', { name: 'Send invitation' }).click();
      const card = panel.getByTestId('interview-card');
      await expect(card.getByText('Waiting for a time')).toBeVisible();
      await expect(card.getByText('Times offered (2)')).toBeVisible();
      await expect(card.getByText(formatInZone(first.toUTC().toISO()!, FOUNDER_ZONE))).toBeVisible();
      await expect(card.getByText(formatInZone(second.toUTC().toISO()!, FOUNDER_ZONE))).toBeVisible();

      // The candidate, in New York, opens it from My Applications and reads the times in their zone.
      const candidate = kofi.page;
      await candidate.goto('/dashboard?tab=applications');
      await candidate.getByRole('link', { name: /Choose a time/ }).click();
      await expect(candidate.getByRole('heading', { name: 'Product Engineer' })).toBeVisible();
      const newYork = zoneName(CANDIDATE_ZONE, first.toUTC().toISO()!);
      await expect(candidate.getByText(`Times in ${newYork}`)).toBeVisible();
      await expect(candidate.getByText('You will meet our CTO.')).toBeVisible();
      await expect(candidate.getByRole('link', { name: 'https://meet.example.com/kofi' })).toBeVisible();
      const inNewYork = (at: DateTime) =>
        at.setZone(CANDIDATE_ZONE).toLocaleString(DateTime.TIME_SIMPLE, { locale: 'en-US' });
      await candidate.getByText(`${inNewYork(first)} – ${inNewYork(first.plus({ minutes: 30 }))}`).click();
      await picture(candidate, `booking-${name}`);
      expect(await violationsIn(candidate, 'main')).toEqual([]);
      await candidate.getByRole('button', { name: 'Book this time' }).click();
      const confirm = candidate.getByRole('dialog', { name: 'Book this time?' });
      await expect(confirm.getByText(formatInZone(first.toUTC().toISO()!, CANDIDATE_ZONE))).toBeVisible();
      await expect(confirm.getByText(newYork)).toBeVisible();
      await confirm.getByRole('button', { name: 'Book', exact: true }).click();
      await expect(candidate.getByRole('heading', { name: "You're booked" })).toBeVisible();
      await expect(candidate.getByText(formatInZone(first.toUTC().toISO()!, CANDIDATE_ZONE))).toBeVisible();
      await expect(candidate.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
        'href',
        /\/calendar\.ics$/,
      );
      await picture(candidate, `booked-${name}`);

      // The candidate's dashboard lists it under Upcoming interviews.
      await candidate.goto('/dashboard');
      const upcoming = candidate.getByRole('region', { name: 'Upcoming interviews' });
      await expect(upcoming.getByText(formatInZone(first.toUTC().toISO()!, CANDIDATE_ZONE))).toBeVisible();
      await expect(upcoming).toContainText('Product Engineer');
      await upcoming.scrollIntoViewIfNeeded();
      await picture(candidate, `dashboard-${name}`);

      // The founder sees it booked, in Berlin time, and on their own dashboard.
      panel = await openApplicant(page, 'Kofi Candidate');
      await expect(panel.getByTestId('interview-card').getByText('Interview booked')).toBeVisible();
      await expect(
        panel.getByTestId('interview-card').getByText(formatInZone(first.toUTC().toISO()!, FOUNDER_ZONE)),
      ).toBeVisible();
      await panel.getByTestId('interview-card').scrollIntoViewIfNeeded();
      await picture(page, `panel-booked-${name}`);
      await expect(
        panel.getByText(
          `Interview booked for ${formatInZone(first.toUTC().toISO()!, FOUNDER_ZONE)} (${zoneName(FOUNDER_ZONE, first.toUTC().toISO()!)})`,
        ),
      ).toBeVisible();
      await page.goto('/dashboard');
      await expect(page.getByRole('region', { name: 'Upcoming interviews' })).toContainText('Kofi Candidate');

      // The candidate chooses Tokyo in Settings: the booked time is read in Tokyo time at once.
      await candidate.goto('/dashboard?tab=applications');
      await candidate.getByRole('link', { name: /Interview:/ }).click();
      await candidate.getByRole('button', { name: 'Change time zone' }).click();
      const settings = candidate.getByRole('dialog', { name: 'Settings' });
      await settings.getByLabel('Search time zones').fill('tokyo');
      await settings.getByRole('combobox', { name: 'Time zone' }).selectOption('Asia/Tokyo');
      await settings.getByRole('button', { name: 'Set time zone' }).click();
      await expect(settings.getByText('Time zone saved.')).toBeVisible();
      await expect(settings.getByText('Interview times are shown in Asia/Tokyo.')).toBeVisible();
      await picture(candidate, `settings-${name}`);
      await candidate.keyboard.press('Escape');
      await expect(candidate.getByText(formatInZone(first.toUTC().toISO()!, 'Asia/Tokyo'))).toBeVisible();
      await expect(candidate.getByText(`Times in ${zoneName('Asia/Tokyo', first.toUTC().toISO()!)}`)).toBeVisible();

      // A window for Lena: 9:00 to 11:00 in 30-minute interviews makes four times, previewed.
      panel = await openApplicant(page, 'Lena Candidate');
      await panel.getByRole('button', { name: 'Schedule interview' }).click();
      const windowForm = panel.getByRole('form', { name: 'Schedule an interview' });
      await windowForm.getByText('Phone call').click();
      await windowForm.getByText('A window').click();
      await windowForm.getByLabel('Day').fill(day);
      await windowForm.getByLabel('From').fill('09:00');
      await windowForm.getByLabel('To').fill('11:00');
      await expect(windowForm.getByRole('list', { name: 'Times this window makes' }).getByRole('listitem')).toHaveCount(
        4,
      );
      await windowForm.getByRole('list', { name: 'Times this window makes' }).scrollIntoViewIfNeeded();
      await picture(page, `window-${name}`);
      await windowForm.getByRole('button', { name: 'Send invitation' }).click();
      await expect(panel.getByText('Times offered (4)')).toBeVisible();

      // Lena opens it from her notification and asks for other times; the founder reads her note and cancels.
      await lena.page.goto('/dashboard');
      await lena.page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
      await lena.page.getByRole('menu').getByText('Choose a time for your interview').click();
      await expect(lena.page).toHaveURL(/\/interviews\/[0-9a-f-]{36}$/);
      await lena.page.getByRole('button', { name: 'None of these work' }).click();
      await lena.page.getByLabel('When would suit you?').fill('Any weekday after 2 PM my time, please.');
      await lena.page.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(lena.page.getByText('You asked for other times')).toBeVisible();

      // The founder follows the notice to the interview's page, then on to the application.
      await page.goto('/dashboard');
      await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
      await page.getByRole('menu').getByText('Other interview times asked for').click();
      await expect(page.getByRole('heading', { name: 'Waiting for Lena Candidate to choose a time' })).toBeVisible();
      await page.getByRole('link', { name: 'Open the application to offer new times' }).click();
      panel = page.getByTestId('application-panel');
      await expect(panel.getByText('Lena asked for other times:')).toBeVisible();
      await expect(panel.getByText('Any weekday after 2 PM my time, please.')).toBeVisible();
      await picture(page, `panel-other-times-${name}`);
      // New times answer her: the form comes back with the call's details, the times to choose again.
      await panel.getByRole('button', { name: 'Offer new times' }).click();
      const newTimes = panel.getByRole('form', { name: 'Offer new interview times' });
      await expect(newTimes.getByRole('radio', { name: 'Phone call' })).toBeChecked();
      const later = DateTime.fromISO(`${day}T20:00`, { zone: FOUNDER_ZONE });
      // The founder is not free when Kofi's interview is booked: the form says so with the times.
      await newTimes.getByLabel('Time 1', { exact: true }).fill(`${day}T15:00`);
      await newTimes.getByRole('button', { name: 'Send new times' }).click();
      await expect(newTimes.getByRole('group', { name: 'Times you offer' })).toContainText('Please offer other times.');
      await newTimes.getByLabel('Time 1', { exact: true }).fill(`${day}T20:00`);
      await expect(newTimes.getByText('Please offer other times.')).toHaveCount(0);
      await newTimes.getByRole('button', { name: 'Send new times' }).click();
      await expect(panel.getByText('Times offered (1)')).toBeVisible();
      await expect(panel.getByText('Lena asked for other times:')).toHaveCount(0);
      await lena.page.reload();
      await expect(
        lena.page.getByText(`${inNewYork(later)} – ${inNewYork(later.plus({ minutes: 30 }))}`),
      ).toBeVisible();
      await panel.getByRole('button', { name: 'Cancel interview' }).click();
      const cancel = page.getByRole('dialog', { name: 'Cancel this interview?' });
      await cancel.getByLabel('Reason (optional)').fill('We filled the role, sorry.');
      await cancel.getByRole('button', { name: 'Cancel interview' }).click();
      await expect(panel.getByText('The last interview was cancelled: We filled the role, sorry.')).toBeVisible();
      await lena.page.reload();
      await expect(lena.page.getByRole('heading', { name: 'This interview was cancelled' })).toBeVisible();

      // A link to an interview that is not theirs says so, with the way back.
      await lena.page.goto('/interviews/00000000-0000-4000-8000-000000000000');
      await expect(lena.page.getByRole('heading', { name: 'Interview not found' })).toBeVisible();
      await expect(lena.page.getByRole('link', { name: 'Go to My Applications' })).toBeVisible();

      await kofi.context.close();
      await lena.context.close();
    });
  });
}

test('a time another candidate just booked is refused with a kind word, is no longer offered, and the rest stay to choose from', async ({
  page,
  login,
  baseURL,
  browser,
}) => {
  test.setTimeout(60_000);
  const headers = { Origin: baseURL! };
  await login(newUser({ firstName: 'Fatou', lastName: 'Founder' }));
  const startup = await createStartupViaApi(page, baseURL!);
  const job = await page.request.post(`/api/startups/${startup.id}/jobs`, {
    headers,
    data: {
      title: 'Designer',
      jobType: 'Full-time',
      experienceLevel: 'Mid Level',
      locationType: 'Remote',
      compensationType: 'Equity',
      description: 'Design with us.',
    },
  });
  const jobId = ((await job.json()) as { job: { id: string } }).job.id;
  const viewport = { width: 390, height: 844 };
  const ama = await candidateWhoApplied(browser, baseURL!, viewport, jobId, 'Ama');
  const ben = await candidateWhoApplied(browser, baseURL!, viewport, jobId, 'Ben');
  const applicationOf = async (candidate: Page) =>
    ((await (await candidate.request.get('/api/applications/mine')).json()) as { items: { id: string }[] }).items[0]!
      .id;

  // The same two times offered to both: the founder can only be in one interview at a time.
  const day = DateTime.now().setZone(FOUNDER_ZONE).plus({ days: 4 }).toISODate()!;
  const times = ['10:00', '11:00'].map((time) =>
    DateTime.fromISO(`${day}T${time}`, { zone: FOUNDER_ZONE }).toUTC().toISO()!,
  );
  const offer = {
    kind: 'video',
    durationMinutes: 30,
    location: 'https://meet.example.com/design',
    zone: FOUNDER_ZONE,
    note: '',
    times: { mode: 'fixed', startsAt: times },
  };
  const offered: { id: string; slots: { id: string; startsAt: string }[] }[] = [];
  for (const candidate of [ama.page, ben.page]) {
    const response = await page.request.post(`/api/applications/${await applicationOf(candidate)}/interviews`, {
      headers,
      data: offer,
    });
    expect(response.status(), await response.text()).toBe(201);
    offered.push(((await response.json()) as { interview: (typeof offered)[number] }).interview);
  }

  // Ben has the page open and chooses the first time; Ama books it a moment before him.
  const ben1 = ben.page;
  await ben1.goto(`/interviews/${offered[1]!.id}`);
  const inNewYork = (iso: string) =>
    DateTime.fromISO(iso, { zone: CANDIDATE_ZONE }).toLocaleString(DateTime.TIME_SIMPLE, { locale: 'en-US' });
  await ben1.getByText(new RegExp(`^${inNewYork(times[0]!)} – `)).click();
  const amaSlot = offered[0]!.slots.find((slot) =>
    DateTime.fromISO(slot.startsAt).equals(DateTime.fromISO(times[0]!)),
  )!;
  expect(
    (
      await ama.page.request.post(`/api/interviews/${offered[0]!.id}/book`, { headers, data: { slotId: amaSlot.id } })
    ).status(),
  ).toBe(200);
  await ben1.getByRole('button', { name: 'Book this time' }).click();
  await ben1
    .getByRole('dialog', { name: 'Book this time?' })
    .getByRole('button', { name: 'Book', exact: true })
    .click();
  await expect(ben1.getByText('This time was just taken. Please choose another.')).toBeVisible();
  // The time taken is no longer offered (the founder is booked then); the other is still there to book.
  await expect(ben1.getByRole('radio', { name: new RegExp(`^${inNewYork(times[0]!)} – `) })).toHaveCount(0);
  await expect(ben1.getByRole('radio', { name: new RegExp(`^${inNewYork(times[1]!)} – `) })).toBeEnabled();
  await ben1.getByText(new RegExp(`^${inNewYork(times[1]!)} – `)).click();
  await ben1.getByRole('button', { name: 'Book this time' }).click();
  await ben1
    .getByRole('dialog', { name: 'Book this time?' })
    .getByRole('button', { name: 'Book', exact: true })
    .click();
  await expect(ben1.getByRole('heading', { name: "You're booked" })).toBeVisible();

  await ama.context.close();
  await ben.context.close();
});
