import { expect, type Page } from '@playwright/test';
import { newUser, PDF, verifyEmail } from './fixtures';
import {
  DESKTOP,
  EVERY_SPEED,
  open,
  person,
  PHONE,
  startupWithPositions,
  test,
  type Person,
} from './first-tap-helpers';

// Every tap counts on a member's pages too (decisions 022 and 058). A member's header has controls a
// visitor's has not (the bell, the avatar menu), and the startup page's positions change what its Apply
// applies to. Each journey opens a fresh page many times and taps the control the moment it shows,
// at full speed and, in the phone-speed project, at a phone's speed (CPU 6x slower): one lost tap in any
// load fails it. A control of the header is tapped at a phone's width and a desktop's in turn, one load
// each, so both layouts are loaded ten times. One signed-in browser per speed serves all of them; a
// failing load names itself (`load 7 of 20 on /jobs, on a phone`).

/** Fresh page loads per control; FIRST_TAP_LOADS picks another number while working on them. */
const LOADS = Number(process.env.FIRST_TAP_LOADS ?? 20);
const GROWTH = 'Growth Marketer';
const BACKEND = 'Backend Engineer';

test.describe("a member's first tap", { tag: EVERY_SPEED }, () => {
  test.describe.configure({ mode: 'serial' });
  let member: Person;
  /** How long one tap may take to answer: the page's code loading and hydrating at that speed. */
  let answer: { timeout: number };

  test.beforeAll(async ({ browser, cpuRate }, testInfo) => {
    const user = newUser({ firstName: 'Tamsin' });
    member = await person(browser, testInfo.project.use.baseURL!, cpuRate, user);
    await verifyEmail(member.page, testInfo.project.use.baseURL!, user.email);
    answer = { timeout: cpuRate > 1 ? 20_000 : 10_000 };
  });
  test.beforeEach(({ cpuRate }, testInfo) => testInfo.setTimeout(LOADS * (cpuRate > 1 ? 15_000 : 4_000) + 60_000));
  test.afterEach(() => expect(member.errors).toEqual([]));
  test.afterAll(async () => member.context.close());

  const WIDTHS = [
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
  ] as const;

  /** LOADS fresh loads of the paths in turn, at each of `widths` in turn; `act` taps as soon as it can. */
  const loads = async (
    page: Page,
    paths: string[],
    widths: readonly (typeof WIDTHS)[number][],
    act: (load: string) => Promise<void>,
  ) => {
    for (let index = 0; index < LOADS; index += 1) {
      const path = paths[index % paths.length]!;
      const [width, viewport] = widths[index % widths.length]!;
      await test.step(`load ${index + 1} of ${LOADS} on ${path}, on ${width}`, async () => {
        await page.setViewportSize(viewport);
        await open(page, path);
        await act(path);
      });
    }
  };

  test('the bell opens on the first tap, on a phone and on a desktop', async () => {
    const { page } = member;
    await loads(page, ['/startups', '/jobs', '/about'], WIDTHS, async () => {
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await expect(page.getByRole('menu').getByText('Notifications', { exact: true })).toBeVisible(answer);
    });
  });

  test('an About page tab answers the first tap, on a phone and on a desktop', async () => {
    const { page } = member;
    let index = 0;
    await loads(page, ['/about'], WIDTHS, async () => {
      const name = ['MVP Launch', 'Growth & Scale'][Math.floor(index++ / 2) % 2]!;
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true', answer);
      await expect(page.getByRole('tabpanel', { name })).toBeVisible();
    });
  });

  test('the avatar menu opens on the first tap, on a phone', async () => {
    const { page } = member;
    await loads(page, ['/startups', '/jobs', '/about'], [WIDTHS[0]], async () => {
      await page.getByRole('button', { name: 'Open profile menu' }).click();
      await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible(answer);
    });
  });

  test('a position chosen, then Apply: the application goes to the position chosen, on a phone', async ({
    browser,
    baseURL,
    cpuRate: rate,
  }) => {
    const { page } = member;
    await page.setViewportSize(PHONE);
    // A resume kept and answers given before make Apply one step ("Send Application"), so each load ends in a real application.
    const headers = { Origin: baseURL! };
    expect(
      (
        await page.request.post('/api/resumes', {
          headers,
          multipart: { name: 'Tamsin CV', resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF } },
        })
      ).status(),
    ).toBe(201);
    const founderContext = await browser.newContext({ baseURL });
    const founder = await founderContext.newPage();
    await founder.request.post('/api/auth/sign-up/email', { data: newUser({ firstName: 'Fern' }), headers });
    const first = await startupWithPositions(
      browser,
      baseURL!,
      `Earlier ${Date.now().toString(36)}`,
      ['Earlier Role'],
      founder,
    );
    const applied = await page.request.post(`/api/jobs/${first.jobId}/applications`, {
      headers,
      multipart: {
        resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF },
        startupCultureAnswer: 'Small teams ship.',
        problemSolvingAnswer: 'I automated our releases.',
      },
    });
    expect(applied.status(), await applied.text()).toBe(201);

    for (let index = 0; index < LOADS; index += 1) {
      // The newest position is listed first: Growth Marketer, the one the page opens on.
      // A founder runs at most 3 startups: a new founder for each load.
      const startup = await startupWithPositions(
        browser,
        baseURL!,
        `Two Roles ${rate}${index}${Date.now().toString(36)}`,
        [BACKEND, GROWTH],
      );
      const [backendId, growthId] = startup.jobIds as [string, string];
      await test.step(`load ${index + 1} of ${LOADS}`, async () => {
        await open(page, `/startup/${startup.slug}`);
        const positions = page.getByRole('list', { name: 'Open positions' });
        // The page opens on the first position: the one an Apply of the page as sent applies to.
        await expect(positions.getByRole('button', { name: new RegExp(`^${GROWTH}`) })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await positions.getByRole('button', { name: new RegExp(`^${BACKEND}`) }).click();
        await page.getByRole('link', { name: 'Apply', exact: true }).click();
        const intro = page.getByRole('dialog', { name: 'Apply for Position' });
        await expect(intro).toContainText(`You are applying for ${BACKEND}`, answer);
        await intro.getByRole('button', { name: 'Send Application' }).click();
        await expect(
          page.getByRole('article', { name: BACKEND }).getByRole('button', { name: 'Application Submitted' }),
        ).toBeDisabled(answer);
        // The server's record: this startup's Backend Engineer, not the position shown before the choice.
        const { items } = (await (await page.request.get('/api/applications/mine')).json()) as {
          items: { jobId: string }[];
        };
        expect(items.map((item) => item.jobId)).toContain(backendId);
        expect(items.map((item) => item.jobId)).not.toContain(growthId);
      });
    }
    await founderContext.close();
  });
});
