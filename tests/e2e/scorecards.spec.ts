import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { createStartupViaApi, expect, newUser, PDF, test } from './fixtures';

// Private feedback (issue 31 point 5, decision 041): after an interview the founder fills in a scorecard
// in the applicants panel, sees it, edits it and deletes it; the candidate's own pages never show it.

const widths = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
] as const;

/** Chooses a segment of a radio group drawn as buttons: a tap on its label, as a person taps it. */
async function choose(group: Locator, name: string) {
  await group
    .locator('label')
    .filter({ has: group.page().getByRole('radio', { name, exact: true }) })
    .click();
  await expect(group.getByRole('radio', { name, exact: true })).toBeChecked();
}

/** WCAG A and AA rules that axe can check, on the scorecard's own part of the panel. */
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

async function screenshotOf(page: Page, target: Locator, name: string) {
  await target.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

for (const { name, viewport } of widths) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('a founder fills in, edits and deletes a scorecard; the candidate never sees it', async ({
      page,
      login,
      baseURL,
      browser,
    }) => {
      test.setTimeout(60_000);
      const tag = `${name[0]}${Date.now().toString(36)}`;
      // Words only the scorecard holds, to look for on the candidate's pages.
      const secret = `Quokka${tag}`;
      await login(newUser({ firstName: 'Sana', lastName: 'Scorer' }));
      const startup = await createStartupViaApi(page, baseURL!, { name: `Scored ${tag}` });
      const job = await page.request.post(`/api/startups/${startup.id}/jobs`, {
        headers: { Origin: baseURL! },
        data: {
          title: 'Backend Engineer',
          jobType: 'Full-time',
          experienceLevel: 'Mid Level',
          locationType: 'Remote',
          compensationType: 'Equity',
          description: 'Build with us.',
        },
      });
      expect(job.status()).toBe(201);
      const jobId = ((await job.json()) as { job: { id: string } }).job.id;

      // The candidate applies from their own browser, kept open for later.
      const candidateContext = await browser.newContext({ baseURL, viewport });
      const candidate = await candidateContext.newPage();
      await candidate.request.post('/api/auth/sign-up/email', {
        data: newUser({ firstName: 'Kofi', lastName: 'Candidate' }),
        headers: { Origin: baseURL! },
      });
      const applied = await candidate.request.post(`/api/jobs/${jobId}/applications`, {
        headers: { Origin: baseURL! },
        multipart: {
          resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF },
          startupCultureAnswer: 'Small teams ship every week.',
          problemSolvingAnswer: 'I automated our releases.',
        },
      });
      expect(applied.status()).toBe(201);

      await page.goto('/dashboard/applicants');
      await page.getByTestId('applicant-row').getByRole('button', { name: 'Kofi Candidate' }).click();
      const panel = page.getByTestId('application-panel');
      await expect(panel).toBeVisible();
      await expect(panel).toContainText('Private to your team: the candidate never sees this.');

      // A new scorecard offers four criteria; saving before rating says what is missing.
      await panel.getByRole('button', { name: 'Fill in a scorecard' }).click();
      const form = panel.getByRole('form', { name: 'Your scorecard' });
      const criterion = (n: number) => form.getByRole('group', { name: `Criterion ${n}` });
      await expect(criterion(1).getByLabel('Name')).toHaveValue('Skills for the role');
      await expect(criterion(4).getByLabel('Name')).toHaveValue('Startup fit');
      await form.getByRole('button', { name: 'Save scorecard' }).click();
      await expect(criterion(1).getByText('Please choose a rating from 1 to 4')).toBeVisible();
      await expect(form.getByText('Please choose a recommendation')).toBeVisible();

      // One removed, one of the founder's own added, each rated, a note, a recommendation.
      await form.getByRole('button', { name: 'Remove criterion 3' }).click();
      await expect(criterion(3).getByLabel('Name')).toHaveValue('Startup fit');
      await form.getByRole('button', { name: 'Add a criterion' }).click();
      await expect(criterion(4).getByLabel('Name')).toBeFocused();
      await criterion(4).getByLabel('Name').fill('Ownership');
      await choose(criterion(1), '4 Excellent');
      await criterion(1).getByLabel('Note (optional)').fill(`Designed a job queue ${secret} on the whiteboard.`);
      await choose(criterion(2), '3 Good');
      await choose(criterion(3), '2 Mixed');
      await choose(criterion(4), '3 Good');
      await choose(form.getByRole('group', { name: 'Your recommendation' }), 'Yes');
      await form.getByLabel('Summary (optional)').fill(`Hire ${secret}: a strong backend engineer.`);
      await screenshotOf(page, form.getByRole('button', { name: 'Save scorecard' }), `scorecard-form-${name}`);
      expect(await violationsIn(page, 'form[aria-label="Your scorecard"]')).toEqual([]);
      await form.getByRole('button', { name: 'Save scorecard' }).click();

      // Shown where the form was, and focused there.
      const mine = panel.getByRole('article', { name: 'Your scorecard' });
      await expect(mine).toBeFocused();
      await expect(mine.getByTestId('recommendation')).toHaveText('Yes');
      await expect(mine.getByRole('list', { name: 'Criteria' }).getByRole('listitem')).toHaveCount(4);
      await expect(mine.getByRole('img', { name: 'Excellent, 4 of 4' })).toBeVisible();
      await expect(mine).toContainText(`Designed a job queue ${secret} on the whiteboard.`);
      await expect(mine).not.toContainText('Communication');

      // Edited: what was saved comes back into the form.
      await mine.getByRole('button', { name: 'Edit' }).click();
      await expect(criterion(4).getByLabel('Name')).toHaveValue('Ownership');
      await expect(criterion(3).getByRole('radio', { name: '2 Mixed', exact: true })).toBeChecked();
      await choose(criterion(3), '3 Good');
      await choose(form.getByRole('group', { name: 'Your recommendation' }), 'Strong yes');
      await form.getByRole('button', { name: 'Save scorecard' }).click();
      await expect(mine.getByTestId('recommendation')).toHaveText('Strong yes');
      await expect(mine.getByRole('img', { name: 'Good, 3 of 4' })).toHaveCount(3);
      await screenshotOf(page, mine, `scorecard-card-${name}`);
      expect(await violationsIn(page, '[data-testid="scorecard"]')).toEqual([]);

      // The candidate's My Applications, its details and timeline: nothing of it.
      await candidate.goto('/dashboard');
      await candidate.getByRole('tab', { name: 'My Applications' }).click();
      const item = candidate.getByRole('listitem', { name: `Backend Engineer at ${startup.name}` });
      await item.getByRole('button', { name: 'Timeline' }).click();
      await expect(item.getByRole('list', { name: 'Timeline' })).toContainText('Sent');
      await item.getByRole('button', { name: 'Details' }).click();
      await expect(candidate.getByText('Why Early-Stage Startups?')).toBeVisible();
      for (const words of [secret, 'scorecard', 'Strong yes', 'Excellent'])
        await expect(candidate.locator('body')).not.toContainText(words, { ignoreCase: true });
      const [mineAsCandidate] = (
        (await (await candidate.request.get('/api/applications/mine')).json()) as { items: { id: string }[] }
      ).items;
      expect((await candidate.request.get(`/api/applications/${mineAsCandidate!.id}/scorecards`)).status()).toBe(403);
      await candidateContext.close();

      // Deleted after a confirmation.
      await mine.getByRole('button', { name: 'Delete' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete your scorecard?' });
      await confirm.getByRole('button', { name: 'Delete scorecard' }).click();
      await expect(mine).toHaveCount(0);
      await expect(panel.getByRole('button', { name: 'Fill in a scorecard' })).toBeVisible();
    });
  });
}
