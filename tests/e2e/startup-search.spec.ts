import { createStartupViaApi, expect, newUser, test } from './fixtures';

// The startups' searches read words as people mean them (decision 066): "remote" in a job title search
// is a chip that can be removed, abbreviations find their long forms, startups with some of the words
// follow those with all of them under a sentence that says so, and a misspelt name offers the closest.

const widths = [
  { name: 'a phone', viewport: { width: 390, height: 844 } },
  { name: 'a desktop', viewport: { width: 1366, height: 900 } },
];
const POSITION = {
  jobType: 'Full-time',
  experienceLevel: 'Mid Level',
  locationType: 'Remote',
  compensationType: 'Equity',
  description: 'Build it with us.',
};

for (const { name, viewport } of widths) {
  test(`a visitor searches startups by job title and by name, on ${name}`, async ({
    page,
    login,
    baseURL,
    browser,
  }) => {
    await login(newUser({ firstName: 'Nia' }));
    const tag = `s${Date.now().toString(36)}`;
    const nebula = await createStartupViaApi(page, baseURL!, { name: `Nebula ${tag}` });
    const comet = await createStartupViaApi(page, baseURL!, { name: `Comet ${tag}` });
    const headers = { Origin: baseURL! };
    expect(
      (
        await page.request.post(`/api/startups/${nebula.id}/jobs`, {
          headers,
          data: { ...POSITION, title: `Machine Learning Engineer ${tag}` },
        })
      ).status(),
    ).toBe(201);
    expect(
      (
        await page.request.post(`/api/startups/${comet.id}/jobs`, {
          headers,
          data: { ...POSITION, title: `Frontend Developer ${tag}` },
        })
      ).status(),
    ).toBe(201);

    const visitorContext = await browser.newContext({ baseURL, viewport });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/startups');
    const cards = visitor.getByRole('list', { name: 'Startups', exact: true }).getByRole('article');

    // "remote" is read as the position's place of work, "ML" finds "Machine Learning".
    await visitor.getByPlaceholder('Search by job title').fill(`remote ML ${tag}`);
    await expect(visitor).toHaveURL(/jobPosition=remote/);
    await expect(cards).toHaveCount(1);
    await expect(visitor.getByRole('article', { name: `Nebula ${tag}` })).toBeVisible();
    // The chip takes "remote" out of the search box and the address.
    await visitor
      .getByRole('group', { name: 'Active filters' })
      .getByRole('button', { name: 'Remove filter: Remote' })
      .click();
    await expect(visitor.getByPlaceholder('Search by job title')).toHaveValue(`ML ${tag}`);
    await expect(visitor).not.toHaveURL(/remote/);
    await expect(cards).toHaveCount(1);

    // Names with some of the words, said plainly.
    await visitor.getByPlaceholder('Search by job title').fill('');
    await visitor.getByPlaceholder('Search startups by name').fill(`nebula comet ${tag}`);
    await expect(
      visitor.getByText(`No startup matches all of “nebula comet ${tag}”. These match some of the words.`),
    ).toBeVisible();
    // Both words and the tag first, newest first; others with one of the words may follow.
    await expect(cards.nth(0)).toHaveAccessibleName(`Comet ${tag}`);
    await expect(cards.nth(1)).toHaveAccessibleName(`Nebula ${tag}`);

    // A misspelt name: the closest, said to be only close.
    await visitor.getByPlaceholder('Search startups by name').fill(`nebuula ${tag}x`);
    await expect(visitor.getByText(`No exact match for “nebuula ${tag}x”.`)).toBeVisible();
    await expect(
      visitor.getByRole('list', { name: 'Closest startups' }).getByRole('article', { name: `Nebula ${tag}` }),
    ).toBeVisible();
    // Nothing runs off the side of a phone.
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await visitorContext.close();
  });
}
