import type { Page } from '@playwright/test';
import { adminSession, createStartupViaApi, expect, test } from './fixtures';

// Tap targets (decision 020): on a 390 px phone every control of the main pages is at least 44 x 44 px, the
// size a thumb hits without missing (DESIGN.md, "Tap targets"). Links inside running text are exempt,
// as WCAG 2.5.8 exempts them: the sentence around them sets their size.

// A phone: a touch screen, so controls that grow their hit area for a coarse pointer do so here.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const MIN = 44;

/** Every visible control on the page smaller than MIN in either direction, named so a failure says which. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, select, input:not([type="hidden"]), textarea, summary, [role="button"], [role="tab"], [role="menuitem"], [role="switch"], [role="checkbox"]',
    );
    const small: string[] = [];
    for (const element of controls) {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const box = element.getBoundingClientRect();
      // Off screen (a closed sheet, a skip link until focused) or not rendered.
      if (box.width === 0 || box.height === 0 || box.right <= 0 || box.left >= window.innerWidth) continue;
      if (element.closest('[aria-hidden="true"], [inert]')) continue;
      // A link in running text: its sentence decides its size (WCAG 2.5.8, inline exception).
      if (element.tagName === 'A' && element.closest('p, li, .prose') && getComputedStyle(element).display === 'inline')
        continue;
      // A checkbox or radio is hit through its label, which is measured instead.
      let target: Element = element;
      if (element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type))
        target = element.closest('label') ?? element;
      // Visually hidden inputs (styled file pickers) are reached through their visible button.
      if (element instanceof HTMLInputElement && box.width <= 1 && box.height <= 1) continue;
      let { width, height } = target.getBoundingClientRect();
      // A hit area grown by an absolutely placed ::before (negative insets) counts: a tap there hits the control.
      const before = getComputedStyle(target, '::before');
      if (before.content !== 'none' && before.display !== 'none' && before.position === 'absolute') {
        const inset = (value: string) => Math.max(0, -parseFloat(value) || 0);
        width += inset(before.left) + inset(before.right);
        height += inset(before.top) + inset(before.bottom);
      }
      if (width + 0.5 < min || height + 0.5 < min) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('name') ?? '')
          .trim()
          .replace(/\s+/g, ' ')
          .slice(0, 40);
        small.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(width)}x${Math.round(height)}`);
      }
    }
    return small;
  }, MIN);
}

/** Every page's small controls at once, so one run lists all there are to fix. */
async function expectComfortable(page: Page, paths: string[]) {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    found.push(...(await smallTargets(page)).map((target) => `${path}: ${target}`));
  }
  expect(found, `controls under ${MIN} px`).toEqual([]);
}

test('the public pages have tap targets of at least 44 px', async ({ page, baseURL, browser }) => {
  // Something on each page: a startup with a position, and a published post by the administrator.
  await adminSession(page, baseURL!);
  const startup = await createStartupViaApi(page, baseURL!, { name: `Thumbs ${Date.now().toString(36)}` });
  const posted = await page.request.post(`/api/startups/${startup.id}/jobs`, {
    headers: { Origin: baseURL! },
    data: {
      title: 'Mobile Engineer',
      jobType: 'Full-time',
      experienceLevel: 'Mid Level',
      locationType: 'Remote',
      compensationType: 'Equity',
      description: 'Build for thumbs.',
    },
  });
  const { job } = (await posted.json()) as { job: { id: string } };
  const slug = `designing-for-thumbs-${Date.now().toString(36)}`;
  const post = await page.request.post('/api/blog/posts', {
    headers: { Origin: baseURL! },
    data: {
      title: 'Designing for thumbs',
      slug,
      category: 'founder-stories',
      excerpt: 'Small screens, large fingers.',
      content: '<p>Every control deserves room.</p>',
      tags: ['design'],
      status: 'published',
    },
  });
  expect(post.status(), await post.text()).toBe(201);

  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const visitor = await context.newPage();
  await expectComfortable(visitor, [
    '/',
    '/startups',
    '/jobs',
    '/blog',
    '/about',
    '/contact',
    '/login',
    `/startup/${startup.slug}`,
    `/jobs/${job.id}`,
    `/blog/${slug}`,
  ]);
  await context.close();
});

test('the signed-in pages have tap targets of at least 44 px', async ({ page, login }) => {
  await login();
  await expectComfortable(page, ['/dashboard', '/profile', '/post-startup', '/startups', '/jobs', '/invitations']);

  // The profile form, with a skill added: its remove button too.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const skills = page.getByLabel('Skills', { exact: true });
  await skills.fill('Figma');
  await skills.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove Figma' })).toBeVisible();
  expect(await smallTargets(page), 'controls under 44 px on the profile form').toEqual([]);
});
