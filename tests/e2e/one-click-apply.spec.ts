import { randomUUID } from 'node:crypto';
import { createStartupViaApi, expect, newUser, PDF, test } from './fixtures';

// One-click apply (issue 31, point 2): a member who keeps a resume applies with it (the default is
// offered, no file to find again), and a position that asks nothing of its own takes their earlier
// answers in one confirmed step, on a phone and on a desktop.

const widths = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
] as const;

for (const { name, viewport } of widths) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('a member applies with a kept resume, then to a second position in one step', async ({
      page,
      login,
      baseURL,
      browser,
    }) => {
      await login(newUser({ firstName: 'Rhea' }));
      const tag = `K${name[0]}${Date.now().toString(36)}`;
      const startup = await createStartupViaApi(page, baseURL!, { name: `Kept ${tag}` });
      const post = async (title: string, questions: unknown[]) => {
        const response = await page.request.post(`/api/startups/${startup.id}/jobs`, {
          headers: { Origin: baseURL! },
          data: {
            title,
            jobType: 'Full-time',
            experienceLevel: 'Mid Level',
            locationType: 'Remote',
            compensationType: 'Equity',
            description: 'Join us.',
            questions,
          },
        });
        expect(response.status()).toBe(201);
        return ((await response.json()) as { job: { id: string } }).job.id;
      };
      const asking = await post(`${tag} Designer`, [
        { id: randomUUID(), kind: 'short_text', prompt: 'Your notice period', required: true },
      ]);
      const plain = await post(`${tag} Writer`, []);

      const context = await browser.newContext({ baseURL, viewport });
      const member = await context.newPage();
      await member.request.post('/api/auth/sign-up/email', {
        data: newUser({ firstName: 'Omar', lastName: 'Kept' }),
        headers: { Origin: baseURL! },
      });
      const keptResume = await member.request.post('/api/resumes', {
        headers: { Origin: baseURL! },
        multipart: { name: 'Omar resume 2026', resume: { name: 'omar.pdf', mimeType: 'application/pdf', buffer: PDF } },
      });
      expect(keptResume.status()).toBe(201);

      // The first position: the full form, with the kept resume already chosen.
      await member.goto(`/jobs/${asking}`);
      await member.getByRole('link', { name: 'Apply', exact: true }).click();
      await member.getByRole('button', { name: 'Continue to Application' }).click();
      await expect(member.getByRole('radio', { name: 'Omar resume 2026' })).toBeChecked();
      await expect(member.getByLabel('Resume (PDF, max 5MB)')).toBeHidden();
      await member.getByLabel(/early-stage startup culture/).fill('Small teams let me own whole problems.');
      await member
        .getByLabel(/hacked a process/)
        .fill('I rebuilt our style guide as code and cut review rounds in half.');
      await member.getByLabel('Your notice period').fill('One month');
      await member.getByRole('button', { name: 'Review Application' }).click();
      await member
        .getByRole('dialog', { name: 'Submit Application' })
        .getByRole('button', { name: 'Submit Application' })
        .click();
      await expect(member.getByText('Application submitted. Good luck!')).toBeVisible();

      // The second position asks nothing of its own: the intro is the one step, showing what goes.
      await member.goto(`/jobs/${plain}`);
      await member.getByRole('link', { name: 'Apply', exact: true }).click();
      const intro = member.getByRole('dialog', { name: 'Apply for Position' });
      const sent = intro.getByRole('definition');
      await expect(intro.getByText('Omar resume 2026')).toBeVisible();
      await expect(sent.filter({ hasText: 'Small teams let me own whole problems.' })).toBeVisible();
      await intro.getByRole('button', { name: 'Send Application' }).click();
      await expect(member.getByText('Application submitted. Good luck!')).toBeVisible();
      await expect(member.getByRole('button', { name: 'Application Submitted' })).toBeDisabled();

      // The founder has both, each with the kept file.
      for (const jobId of [asking, plain]) {
        const list = (await (await page.request.get(`/api/jobs/${jobId}/applications`)).json()) as {
          items: { id: string; problemSolvingAnswer: string }[];
        };
        expect(list.items).toHaveLength(1);
        expect(list.items[0]!.problemSolvingAnswer).toBe(
          'I rebuilt our style guide as code and cut review rounds in half.',
        );
        const resume = await page.request.get(`/api/applications/${list.items[0]!.id}/resume`);
        expect(resume.status()).toBe(200);
      }
      await context.close();
    });
  });
}
