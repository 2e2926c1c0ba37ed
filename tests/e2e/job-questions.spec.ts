import { createStartupViaApi, expect, newUser, PDF, test } from './fixtures';

// Questions per position (issue 31, point 1): a founder adds questions of their own on the job form, a
// candidate answers them after spec 1's two, the founder reads the answers in the applicants panel,
// and an answer the founder marked as closing declines the application with the founder's reason only.

const widths = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
] as const;

for (const { name, viewport } of widths) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('a founder asks questions of their own; candidates answer them; one answer declines on arrival', async ({
      page,
      login,
      baseURL,
      browser,
    }) => {
      // Two candidates apply in full, each with a review step, after the founder builds the form.
      test.setTimeout(60_000);
      await login(newUser({ firstName: 'Quinn', lastName: 'Asker' }));
      const tag = `Q${name[0]}${Date.now().toString(36)}`;
      const startup = await createStartupViaApi(page, baseURL!, { name: `Questions ${tag}` });

      await page.goto(`/jobs/${startup.id}/new`);
      await page.getByLabel('Job title').fill(`${tag} Support Engineer`);
      await page.getByLabel('Job type').selectOption('Full-time');
      await page.getByLabel('Experience level').selectOption('Mid Level');
      await page.getByLabel('Description', { exact: true }).fill('Help our customers every day.');
      await page.getByLabel('Location type').selectOption('Remote');
      await page.getByLabel('Compensation type').selectOption('Equity');
      // Spec 1's two are required unless the founder chooses (decision 061): the first optional, the second not asked.
      const asked = page.getByRole('status', { name: 'What candidates will be asked' });
      await expect(asked).toHaveText(
        'Candidates will be asked for their resume and 2 required essays. About 11 minutes to apply.',
      );
      await page.getByLabel('Why Early-Stage Startups? essay').selectOption('optional');
      await page.getByLabel('Problem Solving Experience essay').selectOption('not_asked');
      await expect(asked).toHaveText(
        'Candidates will be asked for their resume and 1 optional essay. About 6 minutes to apply.',
      );

      // A yes/no that declines a "No", with the reason the candidate is told.
      await page.getByRole('button', { name: 'Add a question' }).click();
      const first = page.getByRole('group', { name: 'Question 1' });
      await first.getByLabel('Question', { exact: true }).fill('Are you authorised to work in the UK?');
      await first.getByLabel('Answer type').selectOption('yes_no');
      await first.getByLabel('Decline applications that give certain answers').check();
      await expect(first.getByRole('radio', { name: 'No' })).toBeChecked();
      await first.getByLabel('Reason the candidate is told').selectOption('not_right_fit');

      // A choice, whose list is checked before anything is saved.
      await page.getByRole('button', { name: 'Add a question' }).click();
      const second = page.getByRole('group', { name: 'Question 2' });
      await second.getByLabel('Question', { exact: true }).fill('How many years of support work?');
      await second.getByLabel('Answer type').selectOption('choice');
      await second.getByLabel('Question 2, choice 1').fill('Under two');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(second.getByText('Please fill in every choice or remove it')).toBeVisible();
      await second.getByLabel('Question 2, choice 2').fill('Two or more');

      // An optional link, moved to the top.
      await page.getByRole('button', { name: 'Add a question' }).click();
      const third = page.getByRole('group', { name: 'Question 3' });
      await third.getByLabel('Question', { exact: true }).fill('Link to your GitHub');
      await third.getByLabel('Answer type').selectOption('link');
      await third.getByLabel('Required').uncheck();
      await page.getByRole('button', { name: 'Move question 3 up' }).click();
      await expect(page.getByRole('group', { name: 'Question 2' }).getByLabel('Question', { exact: true })).toHaveValue(
        'Link to your GitHub',
      );
      await expect(asked).toHaveText(
        'Candidates will be asked for their resume, 1 optional essay and 3 questions of your own. About 8 minutes to apply.',
      );
      await page.getByLabel('Why Early-Stage Startups? essay').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/job-form-essays-${name}.png` });

      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/\/dashboard\?job=/);
      const jobId = new URL(page.url()).searchParams.get('job')!;

      // Two candidates apply from the position's page: one is declined by the UK question.
      for (const candidate of [
        { firstName: 'Uma', authorised: 'Yes' },
        { firstName: 'Vic', authorised: 'No' },
      ]) {
        const context = await browser.newContext({ baseURL, viewport });
        const applicant = await context.newPage();
        await applicant.request.post('/api/auth/sign-up/email', {
          data: newUser({ firstName: candidate.firstName, lastName: 'Answer' }),
          headers: { Origin: baseURL! },
        });
        await applicant.goto(`/jobs/${jobId}`);
        // How long the form is, before starting.
        const length = '1 short essay (optional), 3 questions and your resume · about 8 minutes';
        await expect(applicant.getByTestId('application-length')).toHaveText(length);
        await applicant.getByRole('link', { name: 'Apply', exact: true }).click();
        await expect(applicant.getByRole('dialog', { name: 'Apply for Position' })).toContainText(length);
        await applicant.getByRole('button', { name: 'Continue to Application' }).click();
        await applicant
          .getByLabel('Resume (PDF, max 5MB)')
          .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
        // The essay not asked is not on the form; the optional one says so and is left empty by Vic.
        await expect(applicant.getByLabel(/hacked a process/)).toHaveCount(0);
        await expect(applicant.getByRole('dialog').getByText('(optional)')).toHaveCount(2);
        if (candidate.firstName === 'Uma')
          await applicant.getByLabel(/early-stage startup culture/).fill('Small teams let me help customers directly.');
        // Required questions are asked for by the form, with the server's words.
        await applicant.getByRole('button', { name: 'Review Application' }).click();
        await expect(applicant.getByText('Please choose an answer')).toHaveCount(2);
        await applicant
          .getByRole('group', { name: 'Are you authorised to work in the UK?' })
          .getByRole('radio', { name: candidate.authorised })
          .check();
        await applicant.getByLabel('Link to your GitHub (optional)').fill('not a link');
        await applicant
          .getByRole('group', { name: 'How many years of support work?' })
          .getByRole('radio', { name: 'Two or more' })
          .check();
        await applicant.getByRole('button', { name: 'Review Application' }).click();
        await expect(applicant.getByText('Please enter a link that starts with https://')).toBeVisible();
        await applicant
          .getByLabel('Link to your GitHub (optional)')
          .fill(`https://github.com/${candidate.firstName.toLowerCase()}`);
        await applicant.getByRole('button', { name: 'Review Application' }).click();
        // The review step shows exactly what will be sent: the resume by name, every answer, "No answer" for an empty optional essay.
        const review = applicant.getByRole('dialog', { name: 'Submit Application' });
        const sent = review.getByRole('definition');
        await expect(review.getByRole('term')).toHaveText([
          'Resume',
          'Why Early-Stage Startups?',
          'Are you authorised to work in the UK?',
          'Link to your GitHub',
          'How many years of support work?',
        ]);
        await expect(sent).toHaveText([
          'cv.pdf',
          candidate.firstName === 'Uma' ? 'Small teams let me help customers directly.' : 'No answer',
          candidate.authorised,
          `https://github.com/${candidate.firstName.toLowerCase()}`,
          'Two or more',
        ]);
        await expect(review).not.toContainText('Problem Solving Experience');
        await applicant.screenshot({ path: `test-results/apply-review-${name}.png` });
        await review.getByRole('button', { name: 'Submit Application' }).click();
        await expect(applicant.getByText('Application submitted. Good luck!')).toBeVisible();

        // The candidate's own application shows what they sent; a declined one says the reason, never the rule.
        await applicant.goto('/dashboard');
        await applicant.getByRole('tab', { name: 'My Applications' }).click();
        const mine = applicant.getByRole('list', { name: 'My applications' });
        await expect(mine.getByText(candidate.authorised === 'No' ? 'rejected' : 'submitted')).toBeVisible();
        await mine.getByRole('button', { name: 'Details' }).click();
        const details = applicant.getByRole('dialog');
        await expect(details.getByText('Are you authorised to work in the UK?')).toBeVisible();
        await expect(details.getByText(`https://github.com/${candidate.firstName.toLowerCase()}`)).toBeVisible();
        await expect(details).not.toContainText('Declined on arrival');
        await context.close();
      }

      // The founder reads the answers in the applicants panel, and which question declined Vic.
      await page.goto(`/dashboard/applicants?job=${jobId}`);
      await page.getByRole('button', { name: 'Vic Answer', exact: true }).first().click();
      const panel = page.getByTestId('application-panel');
      await expect(
        panel.getByText('Declined on arrival by your question “Are you authorised to work in the UK?”'),
      ).toBeVisible();
      await expect(panel.getByText('https://github.com/vic')).toBeVisible();
    });
  });
}
