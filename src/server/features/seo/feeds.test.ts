import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildJob } from '../../seed/factories';
import { postStartupOk } from '../../testing/startups';
import { createTestApp, type TestApp } from '../../testing/test-app';

// The feeds and robots.txt as the readers and crawlers that fetch them read them: an RSS parser
// (rss-parser, what many readers and aggregators use) must find each feed's own address and language.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const admin = t.client();
  await admin.signUp({ email: 'admin@example.com' }, { verified: true });
  await admin.request('/api/blog/posts', {
    json: {
      category: 'market-trends',
      content: '<p>Body</p>',
      excerpt: 'The excerpt.',
      tags: [],
      title: 'Feeds & readers',
      slug: 'feeds-and-readers',
      status: 'published',
    },
  });
  const founder = t.client();
  await founder.signUp();
  const startup = await postStartupOk(founder, { name: 'Feed Startup' });
  const posted = await founder.request(`/api/startups/${startup.id}/jobs`, {
    json: buildJob({ title: 'Rust engineer' }),
  });
  expect(posted.status, await posted.clone().text()).toBe(201);
});
afterAll(() => t.close());

const parser = new Parser();

describe('the feeds', () => {
  it('name their own address (atom:link rel="self") and their language, the blog\'s', async () => {
    const response = await t.app.request('/blog/rss.xml');
    expect(response.headers.get('content-type')).toContain('application/rss+xml');
    const xml = await response.text();
    const feed = await parser.parseString(xml);
    expect(feed.feedUrl).toBe(`${t.config.publicUrl}/blog/rss.xml`);
    expect(feed.language).toBe('en');
    expect(feed.items.map((item) => item.title)).toEqual(['Feeds & readers']);
    expect(xml).toContain('xmlns:atom="http://www.w3.org/2005/Atom"');
    expect(xml).toMatch(/<atom:link href="[^"]+" rel="self" type="application\/rss\+xml" \/>/);
  });

  it("and a job search's, its query kept in its own address", async () => {
    const feed = await parser.parseString(await (await t.app.request('/jobs/feed.xml?q=rust&type=Full-time')).text());
    expect(feed.feedUrl).toBe(`${t.config.publicUrl}/jobs/feed.xml?q=rust&type=Full-time`);
    expect(feed.language).toBe('en');
    expect(feed.items.map((item) => item.title)).toEqual(['Rust engineer at Feed Startup']);
  });
});

describe('robots.txt', () => {
  it('lets crawlers in and names the sitemap', async () => {
    const response = await t.app.request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(new RegExp(`^Sitemap: ${t.config.publicUrl}/sitemap\\.xml$`, 'm'));
  });
});
