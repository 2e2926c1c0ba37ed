import type { Browser, Page } from '@playwright/test';
import { createStartupViaApi, expect, newUser, PDF, test, waitForMail } from './fixtures';

// The founder's side of hiring (decision 019): every application in one place, found by what
// candidates wrote, moved in bulk and on a board by keyboard and by mouse, rated and noted in private;
// and a weekly reminder of those waiting (the journeys' scheduling day is 3 s: "seven days" is 21 s).

async function apply(browser: Browser, baseURL: string, jobId: string, firstName: string, answer: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.request.post('/api/auth/sign-up/email', {
    data: newUser({ firstName, lastName: 'Applicant' }),
    headers: { Origin: baseURL },
  });
  const response = await page.request.post(`/api/jobs/${jobId}/applications`, {
    headers: { Origin: baseURL },
    multipart: {
      resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF },
      startupCultureAnswer: answer,
      problemSolvingAnswer: 'I automated our releases.',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  await context.close();
}

async function postJob(page: Page, baseURL: string, startupId: string, title: string) {
  const job = await page.request.post(`/api/startups/${startupId}/jobs`, {
    headers: { Origin: baseURL },
    data: {
      title,
      jobType: 'Full-time',
      experienceLevel: 'Mid Level',
      locationType: 'Remote',
      compensationType: 'Equity',
      description: 'Build with us.',
    },
  });
  expect(job.status()).toBe(201);
  return ((await job.json()) as { job: { id: string } }).job;
}

test('a founder finds, moves in bulk and on the board, rates and notes applicants on one page', async ({
  page,
  login,
  baseURL,
  browser,
}) => {
  test.setTimeout(90_000);
  await login(newUser({ firstName: 'Hana', lastName: 'Hiring' }));
  const startup = await createStartupViaApi(page, baseURL!, { name: `Pipeline ${Date.now().toString(36)}` });
  const engineer = await postJob(page, baseURL!, startup.id, 'Platform Engineer');
  const designer = await postJob(page, baseURL!, startup.id, 'Product Designer');
  await apply(browser, baseURL!, engineer.id, 'Aino', 'I run a Kubernetes cluster at home and love small teams.');
  await apply(browser, baseURL!, engineer.id, 'Bruno', 'Small teams ship every week.');
  await apply(browser, baseURL!, designer.id, 'Chidi', 'I design with users, not for them.');

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Applicants' }).click();
  await expect(page).toHaveURL(/\/dashboard\/applicants$/);
  const rows = page.getByTestId('applicant-row');
  await expect(rows).toHaveCount(3);

  // Found by what a candidate wrote, the match shown. The server reads new applications for the search
  // within seconds: the journey waits for that, as it waits for an e-mail.
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/applicants?q=kubernetes')).json()) as { items: unknown[] }).items.length,
      { timeout: 20_000 },
    )
    .toBe(1);
  await page.getByPlaceholder('Search names, answers and resumes').fill('kubernetes');
  await expect(page).toHaveURL(/q=kubernetes/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByTestId('search-match').locator('mark')).toHaveText(/kubernetes/i);
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(rows).toHaveCount(3);

  // Two moved at once.
  await page.getByLabel('Select Aino Applicant').check();
  await page.getByLabel('Select Bruno Applicant').check();
  await expect(page.getByTestId('selected-count')).toHaveText('2 selected');
  await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Reviewed' }).click();
  await expect(page.getByText('Are you sure you want to mark these 2 applications as reviewed?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('2 moved to Reviewed')).toBeVisible();

  // The board: Chidi moved from Submitted to Reviewed with the keyboard alone.
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Board' }).click();
  await expect(page).toHaveURL(/view=board/);
  const reviewed = page.getByTestId('board-column-reviewed');
  await expect(reviewed.getByTestId('board-card')).toHaveCount(2);
  // Each step waits for what a screen reader hears (dnd-kit's live region), as a person waits for it.
  const announced = page.locator('[id^="DndLiveRegion"]');
  const handle = page.getByRole('button', { name: 'Drag Chidi Applicant' });
  await handle.focus();
  await expect(handle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(announced).toHaveText('Picked up Chidi Applicant, in Submitted.');
  await page.keyboard.press('ArrowRight');
  await expect(announced).toHaveText('Chidi Applicant is over Reviewed.');
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(reviewed.getByTestId('board-card')).toHaveCount(3);
  await expect(page.getByTestId('board-column-submitted').getByTestId('board-card')).toHaveCount(0);

  // And Bruno to Accepted with the mouse: pressed, dragged over the column, released.
  const accepted = page.getByTestId('board-column-accepted');
  const brunoHandle = page.getByRole('button', { name: 'Drag Bruno Applicant' });
  // The column's order can settle after the move above (the server's answer): hover waits for a still
  // card, and the pointer presses where the card is at that moment, as a person's would.
  await brunoHandle.hover();
  const from = (await brunoHandle.boundingBox())!;
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 5, { steps: 3 });
  await expect(announced).toHaveText('Picked up Bruno Applicant, in Reviewed.');
  const to = (await accepted.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, Math.max(to.y + 40, from.y), { steps: 12 });
  await expect(announced).toHaveText('Bruno Applicant is over Accepted.');
  await page.mouse.up();
  await expect(page.getByText('Are you sure you want to mark this application as accepted?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(accepted.getByTestId('board-card')).toHaveCount(1);
  await expect(reviewed.getByTestId('board-card')).toHaveCount(2);

  // A private rating and note, in the panel.
  await reviewed.getByRole('button', { name: 'Chidi Applicant', exact: true }).click();
  const panel = page.getByTestId('application-panel');
  await expect(panel).toBeVisible();
  // The rating shows as chosen once the server has it (check() would demand the change on the click itself).
  await panel.getByRole('radio', { name: '4 stars' }).click();
  await expect(panel.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await panel.getByLabel('Add a note').fill('Great portfolio; ask about research methods.');
  await panel.getByRole('button', { name: 'Add note' }).click();
  await expect(panel.getByRole('list', { name: 'Notes' })).toContainText(
    'Great portfolio; ask about research methods.',
  );
  await expect(panel).toContainText('Only you and the platform administrator can see notes and ratings.');
  await panel.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Table' }).click();
  await expect(rows.filter({ hasText: 'Chidi' }).getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
});

test('a founder is reminded by e-mail of applications waiting for an answer', async ({
  page,
  login,
  baseURL,
  browser,
}) => {
  test.setTimeout(60_000);
  // Reminders go only to an address its owner proved.
  const founder = await login(newUser({ firstName: 'Rhea', lastName: 'Remind' }), { verified: true });
  const startup = await createStartupViaApi(page, baseURL!, { name: `Reminded ${Date.now().toString(36)}` });
  const job = await postJob(page, baseURL!, startup.id, 'Support Lead');
  await apply(browser, baseURL!, job.id, 'Waiting', 'Still hoping to hear back.');
  // More than "seven days" (21 s here) later, at most one reminder listing it.
  const mail = await waitForMail(founder.email, 'waiting for your answer', 45_000);
  expect(mail).toContain('Waiting Applicant for Support Lead');
  expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
});
