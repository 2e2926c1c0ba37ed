import type { Page } from '@playwright/test';
import { expect, newUser, PDF, test } from './fixtures';

// Kept resumes (issue 31, point 2): a member keeps up to three named PDFs on their own profile, one the
// default that applying offers first. On a phone and on a laptop: add one, rename it, add a second, make
// it the default, download it, remove the first after confirming.

const rowOf = (page: Page, name: string) =>
  page.getByTestId('kept-resume').filter({ has: page.getByText(name, { exact: true }) });

async function addResume(page: Page, fileName: string, name?: string) {
  const form = page.getByRole('form', { name: 'Add a resume' });
  await form
    .getByLabel('Resume (PDF, max 5MB)')
    .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: PDF });
  // Named after its file until the member types a name of their own.
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue(fileName.replace(/\.pdf$/, ''));
  if (name) await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByRole('button', { name: 'Save resume' }).click();
  await expect(form).toHaveCount(0);
}

for (const [label, viewport] of [
  ['a phone', { width: 390, height: 844 }],
  ['a laptop', { width: 1366, height: 900 }],
] as const) {
  test.describe(`on ${label}`, () => {
    test.use({ viewport });

    test('a member keeps resumes on their profile: adds, renames, adds another, makes it the default, downloads, removes one', async ({
      page,
      login,
    }) => {
      await login(newUser({ firstName: 'Rhea', lastName: 'Resume' }));
      await page.goto('/profile');
      const section = page.getByTestId('kept-resumes');
      await expect(section.getByRole('heading', { name: 'No resumes kept yet' })).toBeVisible();
      await expect(
        section.getByText('Keep up to 3 resumes here and apply in one step', { exact: false }),
      ).toBeVisible();
      await expect(section.getByText('Only you can see these.', { exact: false })).toBeVisible();

      // The first one, with a name of the member's own: it becomes the default.
      await section.getByRole('button', { name: 'Add a resume' }).click();
      await expect(section.getByText('This one becomes your default resume.')).toBeVisible();
      await addResume(page, 'rhea-cv.pdf', 'Product roles');
      await expect(rowOf(page, 'Product roles').getByText('Default', { exact: true })).toBeVisible();
      await expect(rowOf(page, 'Product roles').getByText(/PDF · 1 KB · Added/)).toBeVisible();

      // Renamed in a dialog, with the server's rule for names.
      await rowOf(page, 'Product roles')
        .getByRole('button', { name: /^Rename/ })
        .click();
      const rename = page.getByRole('dialog', { name: 'Rename resume' });
      await rename.getByRole('textbox', { name: 'Name' }).fill('');
      await rename.getByRole('button', { name: 'Save name' }).click();
      await expect(rename.getByText('Please enter a name for this resume')).toBeVisible();
      await rename.getByRole('textbox', { name: 'Name' }).fill('Product and design roles');
      await rename.getByRole('button', { name: 'Save name' }).click();
      await expect(rename).toHaveCount(0);
      await expect(rowOf(page, 'Product and design roles')).toBeVisible();

      // A second, named after its file; the default stays first.
      await section.getByRole('button', { name: 'Add a resume' }).click();
      await addResume(page, 'data-analyst.pdf');
      await expect(page.getByTestId('kept-resume')).toHaveCount(2);
      await expect(page.getByTestId('kept-resume').first()).toContainText('Product and design roles');
      await expect(rowOf(page, 'data-analyst').getByText('Default', { exact: true })).toHaveCount(0);

      // Made the default: the badge moves, and it comes first.
      await rowOf(page, 'data-analyst')
        .getByRole('button', { name: /^Make default/ })
        .click();
      await expect(rowOf(page, 'data-analyst').getByText('Default', { exact: true })).toBeVisible();
      await expect(rowOf(page, 'Product and design roles').getByText('Default', { exact: true })).toHaveCount(0);
      await expect(page.getByTestId('kept-resume').first()).toContainText('data-analyst');
      await expect(section.getByText('2 of 3 resumes.', { exact: false })).toBeVisible();
      // Nothing runs off the side of a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await section.screenshot({ path: test.info().outputPath(`kept-resumes-${viewport.width}.png`) });

      const download = page.waitForEvent('download');
      await rowOf(page, 'data-analyst')
        .getByRole('button', { name: /^Download/ })
        .click();
      expect((await download).suggestedFilename()).toBe('data-analyst.pdf');

      // Removing asks first; cancelling keeps it.
      await rowOf(page, 'Product and design roles')
        .getByRole('button', { name: /^Remove/ })
        .click();
      const confirm = page.getByRole('dialog', { name: 'Remove this resume?' });
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByTestId('kept-resume')).toHaveCount(2);
      await rowOf(page, 'Product and design roles')
        .getByRole('button', { name: /^Remove/ })
        .click();
      await confirm.getByRole('button', { name: 'Remove resume' }).click();
      await expect(page.getByTestId('kept-resume')).toHaveCount(1);
      await expect(rowOf(page, 'data-analyst').getByText('Default', { exact: true })).toBeVisible();

      await page.reload();
      await expect(page.getByTestId('kept-resume')).toHaveCount(1);
      await expect(rowOf(page, 'data-analyst').getByText('Default', { exact: true })).toBeVisible();
    });
  });
}

test('at three resumes the profile offers no fourth and says why; a bad file is refused in the form', async ({
  page,
  login,
  baseURL,
}) => {
  await login(newUser({ firstName: 'Tess', lastName: 'Three' }));
  await page.goto('/profile');
  const section = page.getByTestId('kept-resumes');
  await section.getByRole('button', { name: 'Add a resume' }).click();
  const form = page.getByRole('form', { name: 'Add a resume' });
  await form
    .getByLabel('Resume (PDF, max 5MB)')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not a pdf') });
  await expect(form.getByText('Only PDF files are allowed. Please convert your resume to PDF format.')).toBeVisible();
  await addResume(page, 'first.pdf');

  for (const name of ['Second', 'Third']) {
    const response = await page.request.post('/api/resumes', {
      multipart: { name, resume: { name: 'r.pdf', mimeType: 'application/pdf', buffer: PDF } },
      headers: { Origin: baseURL! },
    });
    expect(response.status()).toBe(201);
  }
  await page.reload();
  await expect(page.getByTestId('kept-resume')).toHaveCount(3);
  await expect(
    section.getByText('You have 3 of 3 resumes, the most you can keep. Remove one to add another.'),
  ).toBeVisible();
  await expect(section.getByRole('button', { name: 'Add a resume' })).toHaveCount(0);
});
