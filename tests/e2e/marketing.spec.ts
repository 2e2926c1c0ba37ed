import { expect, test } from './fixtures';

test.describe('marketing pages', () => {
  test('the landing page turns its three network cards and leads to sign in', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Where Startups Take Off', level: 1 })).toBeVisible();
    const network = page.getByRole('region', { name: 'One network, three sides' });
    await expect(network.getByRole('article')).toHaveCount(3);

    const talent = network.getByRole('article', { name: 'Talent' });
    const createProfile = talent.getByRole('link', { name: 'Create Your Profile' });
    // The back is inert until the card turns, so its link cannot be reached by keyboard or screen reader.
    await expect(createProfile).toBeHidden();
    await talent.getByRole('button', { name: 'Show more about Talent' }).click();
    await expect(talent.getByRole('button', { name: 'Show the front of Talent' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(createProfile).toBeVisible();
    // Only the turned card shows its back.
    await expect(
      network.getByRole('article', { name: 'Investors' }).getByRole('link', { name: 'For Investors' }),
    ).toBeHidden();
    await createProfile.click();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/');
    await page.getByRole('link', { name: 'Launch Your Startup' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('About shows the team with bios on hover, Mission and Vision, and the journey tabs', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/about');
    await expect(page).toHaveTitle(/^About Us · /);
    const team = page.getByRole('region', { name: 'Meet the team' });
    await expect(team.getByRole('listitem')).toHaveCount(3);
    const member = team.getByRole('listitem').first();
    // TEAM_MEMBERS is unset here: the example team has no profiles, so no card links to a bare home page.
    await expect(member.getByRole('link')).toHaveCount(0);
    await expect(member.getByRole('heading', { name: 'Amara Okafor', level: 3 })).toBeVisible();
    const portrait = member.getByRole('group', { name: /^Amara Okafor, / });
    const bio = portrait.getByText(/Led growth at two seed-stage startups/).locator('..');
    await expect(bio).toHaveCSS('opacity', '0');
    await portrait.hover();
    await expect(bio).toHaveCSS('opacity', '1');
    await page.mouse.move(0, 0);
    await expect(bio).toHaveCSS('opacity', '0');
    // Keyboard and touch users reveal it by focusing the portrait.
    await portrait.focus();
    await expect(bio).toHaveCSS('opacity', '1');

    const purpose = page.getByRole('region', { name: 'Our purpose' });
    await expect(purpose.getByRole('heading', { name: 'Mission' })).toBeVisible();
    await expect(purpose.getByRole('heading', { name: 'Vision' })).toBeVisible();

    const tabs = page.getByRole('tablist', { name: 'Milestones' });
    await expect(tabs.getByRole('tab', { name: 'The Idea' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('October 2024');
    await tabs.getByRole('tab', { name: 'MVP Launch' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('February 2025');
    await tabs.getByRole('tab', { name: 'Growth & Scale' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('May 2025');
    await expect(tabs.getByRole('tab', { name: 'The Idea' })).toHaveAttribute('aria-selected', 'false');
  });

  test('Roadmap lists the four phases in order and the upcoming features, each with how far it is', async ({
    page,
  }) => {
    await page.goto('/roadmap');
    const timeline = page.getByRole('region', { name: 'Our plan in four steps' });
    await expect(timeline.getByRole('heading', { level: 3 })).toHaveText([
      'Launch & Foundation',
      'Platform Growth',
      'Global Reach',
      'Future Innovation',
    ]);
    // Instead of quarters that have passed, the status of each phase as the product stands.
    const phases: [string, string][] = [
      ['Launch & Foundation', 'Done'],
      ['Platform Growth', 'Done'],
      ['Global Reach', 'In Progress'],
      ['Future Innovation', 'Planned'],
    ];
    for (const [title, status] of phases)
      await expect(timeline.getByRole('article', { name: title })).toContainText(status);
    const upcoming = page.getByRole('region', { name: 'Upcoming Features' });
    for (const title of ['Mobile App', 'Investor Hub', 'AI-Powered Insights']) {
      await expect(upcoming.getByRole('article', { name: title })).toContainText('Planned');
    }
  });

  test('FAQs has fifteen questions whose answers state the real limits', async ({ page }) => {
    await page.goto('/faqs');
    const questions = page.locator('details');
    await expect(questions).toHaveCount(15);
    const answer = page.getByText('Up to 3 startups per user during the MVP phase', { exact: false });
    await expect(answer).toBeHidden();
    await page.getByText('How many startups can I post?').click();
    await expect(answer).toBeVisible();
    await page.getByText('Which resume format do you accept?').click();
    await expect(page.getByText(/Resumes in PDF only, max 5MB/)).toBeVisible();
    await page.getByText('What kinds of positions can I post?').click();
    await expect(
      page.getByText(
        'Job types are Full-time, Part-time, Contract, Internship and Temporary. Each position is remote, on-site or hybrid',
        { exact: false },
      ),
    ).toBeVisible();
    await page.getByText('How do I reach support?').click();
    await expect(page.getByText('Our support team responds within 24 hours.')).toBeVisible();
    await page.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('Legal switches between privacy and terms through the address; beta, incubators and get started', async ({
    page,
  }) => {
    await page.goto('/legal');
    await expect(page.getByRole('tab', { name: 'Privacy Policy' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 2 })).toBeVisible();
    await page.getByRole('tab', { name: 'Terms & Conditions' }).click();
    await expect(page).toHaveURL(/\/legal\?section=terms$/);
    await expect(page.getByRole('heading', { name: 'Terms & Conditions', level: 2 })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 2 })).toBeVisible();
    await page.goto('/legal?section=terms');
    await expect(page.getByRole('heading', { name: 'Terms & Conditions', level: 2 })).toBeVisible();
    await page.goto('/legal?section=nonsense');
    await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 2 })).toBeVisible();

    await page.goto('/beta-agreement');
    await expect(page.getByRole('heading', { name: 'Beta Agreement', level: 1 })).toBeVisible();

    await page.goto('/incubators');
    await expect(page.getByRole('heading', { name: 'Coming Soon', level: 1 })).toBeVisible();

    await page.goto('/get-started');
    await expect(page.getByRole('listitem').getByRole('heading', { level: 2 })).toHaveText([
      'Create your account',
      'Post your startup',
      'Build your team',
      'Grow together',
    ]);
    await page.getByRole('link', { name: 'Create Your Account' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
