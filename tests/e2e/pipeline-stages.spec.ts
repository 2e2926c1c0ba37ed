import { createStartupViaApi, expect, newUser, PDF, test } from './fixtures';

// Stages of your own (issue 31 point 3, decision 044): the founder adds a stage to the pipeline, renames
// it, reorders it, moves an application into it, and removes a stage moving what is in it; the candidate
// sees "Interviewing" (or the status as before) and never the team's name for it.

const widths = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
] as const;

for (const { name, viewport } of widths) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test("a founder edits the pipeline and moves an application; the candidate never sees the stage's name", async ({
      page,
      login,
      baseURL,
      browser,
    }) => {
      test.setTimeout(90_000);
      const tag = `${name[0]}${Date.now().toString(36)}`;
      await login(newUser({ firstName: 'Pia', lastName: 'Pipeline' }));
      const startup = await createStartupViaApi(page, baseURL!, { name: `Staged ${tag}` });
      const job = await page.request.post(`/api/startups/${startup.id}/jobs`, {
        headers: { Origin: baseURL! },
        data: {
          title: 'Product Designer',
          jobType: 'Full-time',
          experienceLevel: 'Mid Level',
          locationType: 'Remote',
          compensationType: 'Equity',
          description: 'Design with us.',
        },
      });
      expect(job.status()).toBe(201);
      const jobId = ((await job.json()) as { job: { id: string } }).job.id;

      const candidateContext = await browser.newContext({ baseURL, viewport });
      const candidate = await candidateContext.newPage();
      await candidate.request.post('/api/auth/sign-up/email', {
        data: newUser({ firstName: 'Cleo', lastName: 'Candidate' }),
        headers: { Origin: baseURL! },
      });
      const applied = await candidate.request.post(`/api/jobs/${jobId}/applications`, {
        headers: { Origin: baseURL! },
        multipart: {
          resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF },
          startupCultureAnswer: 'Small teams ship every week.',
          problemSolvingAnswer: 'I redesigned our onboarding.',
        },
      });
      expect(applied.status()).toBe(201);

      // The editor: the spec's stages fixed, Interview and Offer of the startup's own.
      await page.goto('/dashboard/applicants');
      await page.getByRole('button', { name: 'Pipeline stages' }).click();
      const editor = page.getByRole('dialog', { name: 'Pipeline stages' });
      const order = editor.getByRole('list', { name: 'Stages in order' });
      await expect(order.getByRole('listitem')).toHaveText([
        /Submitted/,
        /Reviewed/,
        /Interview/,
        /Offer/,
        /Accepted/,
        /Rejected/,
        /Withdrawn/,
      ]);

      // A stage of its own: a spec name is refused, with what was typed kept.
      await editor.getByRole('button', { name: 'Add a stage' }).click();
      const form = editor.getByRole('form', { name: 'New stage' });
      await form.getByLabel('Stage name').fill('Accepted');
      await form.getByRole('button', { name: 'Add stage' }).click();
      await expect(form.getByText('Every pipeline already has this stage. Please choose another name.')).toBeVisible();
      await expect(form.getByLabel('Stage name')).toHaveValue('Accepted');
      await form.getByLabel('Stage name').fill('Take-home');
      await form.getByLabel('What the candidate sees').selectOption('interviewing');
      await form.getByRole('button', { name: 'Add stage' }).click();
      await expect(order.getByRole('listitem')).toHaveText([
        /Submitted/,
        /Reviewed/,
        /Interview/,
        /Offer/,
        /Take-home/,
        /Accepted/,
        /Rejected/,
        /Withdrawn/,
      ]);

      // Renamed, then moved up twice, to just after Reviewed.
      await editor.getByRole('button', { name: 'Edit Take-home' }).click();
      const edit = editor.getByRole('form', { name: 'Edit Take-home' });
      await edit.getByLabel('Stage name').fill('Take-home w/ CTO');
      await edit.getByRole('button', { name: 'Save stage' }).click();
      await editor.getByRole('button', { name: 'Move Take-home w/ CTO up' }).click();
      await expect(order.getByRole('listitem').nth(3)).toContainText('Take-home w/ CTO');
      await editor.getByRole('button', { name: 'Move Take-home w/ CTO up' }).click();
      await expect(order.getByRole('listitem')).toHaveText([
        /Submitted/,
        /Reviewed/,
        /Take-home w\/ CTO/,
        /Interview/,
        /Offer/,
        /Accepted/,
        /Rejected/,
        /Withdrawn/,
      ]);
      await page.screenshot({ path: test.info().outputPath(`pipeline-editor-${name}.png`) });
      await page.keyboard.press('Escape');
      await expect(editor).toBeHidden();

      // The application into it, from its panel.
      await page.getByTestId('applicant-row').getByRole('button', { name: 'Cleo Candidate' }).click();
      const panel = page.getByTestId('application-panel');
      await panel.getByLabel('Status').selectOption({ label: 'Take-home w/ CTO' });
      await expect(panel.getByTestId('application-status')).toHaveText('Take-home w/ CTO');
      await expect(panel.getByRole('list', { name: 'History' })).toContainText('Moved to Take-home w/ CTO');
      await page.screenshot({ path: test.info().outputPath(`pipeline-panel-${name}.png`) });

      // The strip counts it in its stage, and filters the list by it.
      await page.keyboard.press('Escape');
      const strip = page.getByTestId('status-counts');
      await expect(strip.getByRole('button')).toHaveText([
        'All1',
        'Submitted0',
        'Reviewed1',
        'Take-home w/ CTO1',
        'Interview0',
        'Offer0',
        'Accepted0',
        'Rejected0',
        'Withdrawn0',
      ]);
      await strip.getByRole('button', { name: /Take-home w\/ CTO/ }).click();
      await expect(page.getByRole('button', { name: 'Remove filter Stage: Take-home w/ CTO' })).toBeVisible();
      await expect(page.getByTestId('applicant-row').filter({ hasText: 'Cleo Candidate' })).toBeVisible();

      // The board follows the pipeline: the own stages are columns between Reviewed and Accepted.
      await page.getByRole('button', { name: 'Board' }).click();
      const stageColumn = page.getByTestId('board-column-stage').filter({ hasText: 'Take-home w/ CTO' });
      await expect(stageColumn).toContainText('Cleo Candidate');
      await expect(page.getByTestId('board-column-reviewed').getByTestId('column-count')).toHaveText('0');
      await stageColumn.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`pipeline-board-${name}.png`) });

      // The candidate: "Interviewing", never the name.
      await candidate.goto('/dashboard');
      await candidate.getByRole('tab', { name: 'My Applications' }).click();
      const item = candidate.getByRole('listitem', { name: `Product Designer at ${startup.name}` });
      await expect(item.getByTestId('application-status')).toHaveText('Interviewing');
      await item.getByRole('button', { name: 'Timeline' }).click();
      await expect(item.getByRole('list', { name: 'Timeline' })).toContainText('Moved to Interviewing');
      await expect(candidate.locator('body')).not.toContainText('Take-home');

      // The stage removed, what is in it moved to Offer.
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Pipeline stages' }).click();
      await editor.getByRole('button', { name: 'Remove Take-home w/ CTO' }).click();
      const confirm = page.getByRole('dialog', { name: 'Remove Take-home w/ CTO?' });
      await expect(confirm).toContainText('1 application is in this stage');
      await confirm.getByLabel('Move its applications to').selectOption({ label: 'Offer' });
      await confirm.getByRole('button', { name: 'Remove stage' }).click();
      await expect(order.getByRole('listitem')).toHaveText([
        /Submitted/,
        /Reviewed/,
        /Interview/,
        /Offer\s*Candidate sees "Offer" · 1 application/,
        /Accepted/,
        /Rejected/,
        /Withdrawn/,
      ]);

      await candidate.reload();
      await candidate.getByRole('tab', { name: 'My Applications' }).click();
      await expect(
        candidate
          .getByRole('listitem', { name: `Product Designer at ${startup.name}` })
          .getByTestId('application-status'),
      ).toHaveText('Offer');
      await expect(candidate.locator('body')).not.toContainText('Take-home');
      await candidate.screenshot({ path: test.info().outputPath(`pipeline-candidate-${name}.png`) });

      // The bulk bar offers the startup's own stages too: selected rows move into one at once.
      await page.keyboard.press('Escape');
      await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Table' }).click();
      await page.getByRole('button', { name: /^All/ }).click();
      await page.getByLabel('Select Cleo Candidate').check();
      await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Interview' }).click();
      await expect(page.getByText('Moved 1 to Interview')).toBeVisible();
      await expect(page.getByTestId('applicant-row').filter({ hasText: 'Cleo Candidate' })).toContainText('Interview');
      await candidate.reload();
      await candidate.getByRole('tab', { name: 'My Applications' }).click();
      await expect(
        candidate
          .getByRole('listitem', { name: `Product Designer at ${startup.name}` })
          .getByTestId('application-status'),
      ).toHaveText('Interviewing');
      await candidateContext.close();
    });
  });
}
