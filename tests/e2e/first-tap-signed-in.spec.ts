import { test as base, expect, type Page } from '@playwright/test';
import { newUser, PDF, verifyEmail } from './fixtures';
import {
  DESKTOP,
  firstTapRates,
  open,
  person,
  PHONE,
  speedName,
  startupWithPositions,
  type Person,
} from './first-tap-helpers';

// Every tap counts on a member's pages too (decisions 022 and 058). A member's header has controls a
// visitor's has not (the bell, the avatar menu), and the startup page's positions change what its Apply
// applies to. Each journey opens a fresh page many times and taps the control the moment it shows,
// at full speed and at a phone's speed (CPU 6x slower): one lost tap in any load fails it. One signed-in
// browser per speed serves all of them; a failing load names itself (`load 7 of 20 on /jobs`).

const test = base;
/** Fresh page loads per control; FIRST_TAP_LOADS picks another number while working on them. */
const LOADS = Number(process.env.FIRST_TAP_LOADS ?? 20);
const GROWTH = 'Growth Marketer';
const BACKEND = 'Backend Engineer';

for (const rate of firstTapRates()) {
  test.describe(`a member's first tap, ${speedName(rate)}`, () => {
    test.describe.configure({ mode: 'serial', timeout: LOADS * (rate > 1 ? 15_000 : 4_000) + 60_000 });
    // How long one tap may take to answer: the page's code loading and hydrating at that speed.
    const answer = { timeout: rate > 1 ? 20_000 : 10_000 };
    let member: Person;

    test.beforeAll(async ({ browser }, testInfo) => {
      const user = newUser({ firstName: 'Tamsin' });
      member = await person(browser, testInfo.project.use.baseURL!, rate, user);
      await verifyEmail(member.page, testInfo.project.use.baseURL!, user.email);
    });
    test.afterEach(() => expect(member.errors).toEqual([]));
    test.afterAll(async () => member.context.close());

    const loads = async (page: Page, paths: string[], act: (load: string) => Promise<void>) => {
      for (let index = 0; index < LOADS; index += 1) {
        const path = paths[index % paths.length]!;
        await test.step(`load ${index + 1} of ${LOADS} on ${path}`, async () => {
          await open(page, path);
          await act(path);
        });
      }
    };

    for (const [width, viewport] of [
      ['a phone', PHONE],
      ['a desktop', DESKTOP],
    ] as const) {
      test(`the bell opens on the first tap, on ${width}`, async () => {
        const { page } = member;
        await page.setViewportSize(viewport);
        await loads(page, ['/startups', '/jobs', '/about'], async () => {
          await page.getByRole('button', { name: /^Notifications/ }).click();
          await expect(page.getByRole('menu').getByText('Notifications', { exact: true })).toBeVisible(answer);
        });
      });

      test(`an About page tab answers the first tap, on ${width}`, async () => {
        const { page } = member;
        await page.setViewportSize(viewport);
        let index = 0;
        await loads(page, ['/about'], async () => {
          const name = ['MVP Launch', 'Growth & Scale'][index++ % 2]!;
          await page.getByRole('tab', { name }).click();
          await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true', answer);
          await expect(page.getByRole('tabpanel', { name })).toBeVisible();
        });
      });
    }

    test('the avatar menu opens on the first tap, on a phone', async () => {
      const { page } = member;
      await page.setViewportSize(PHONE);
      await loads(page, ['/startups', '/jobs', '/about'], async () => {
        await page.getByRole('button', { name: 'Open profile menu' }).click();
        await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible(answer);
      });
    });

    test('a position chosen, then Apply: the application goes to the position chosen, on a phone', async ({
      browser,
      baseURL,
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
}
