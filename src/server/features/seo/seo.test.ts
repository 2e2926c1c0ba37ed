import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobInput } from '../../../shared/jobs';
import { marketingPages } from '../../../shared/marketing';
import { createApp } from '../../app';
import { createLogger } from '../../lib/logger';
import { buildJob } from '../../seed/factories';
import { postStartupOk } from '../../testing/startups';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestApp();
  const clientDir = mkdtempSync(path.join(tmpdir(), 'liftoff-seo-'));
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<html><head><title>%PLATFORM_NAME%</title><meta name="description" content="generic" /><!--app-config--></head><body></body></html>',
  );
  app = createApp({
    db: t.db,
    config: t.config,
    auth: t.auth,
    storage: t.storage,
    realtime: t.realtime,
    logger: createLogger('silent'),
    clientDir,
  });
  const admin = t.client();
  await admin.signUp({ email: 'admin@example.com' }, { verified: true });
  const base = { category: 'market-trends', content: '<p>Body</p>', excerpt: 'The excerpt.', tags: [] };
  await admin.request('/api/blog/posts', {
    json: {
      ...base,
      title: 'AI in 2027 </title><script>alert(1)</script>',
      slug: 'ai-2027',
      status: 'published',
      metaDescription: 'Where AI startups go next.',
      coverImageUrl: '/files/blog/x/cover.png',
    },
  });
  await admin.request('/api/blog/posts', {
    json: { ...base, title: 'Unpublished thoughts', slug: 'unpublished', status: 'draft' },
  });
  await admin.request('/api/blog/posts', {
    json: {
      ...base,
      title: "Price $& $' $` $1 $$ $<name> tricks",
      slug: 'dollar-patterns',
      status: 'published',
      metaDescription: "Costs $' and $&.",
    },
  });
  const founder = t.client();
  await founder.signUp();
  await postStartupOk(founder, { name: 'Sitemap Startup' });
});
afterAll(() => t.close());

describe('what search engines and link previews see', () => {
  it("serves a post page with the post's title, description, canonical link and Open Graph tags, escaped", async () => {
    const response = await app.request('/blog/ai-2027');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>AI in 2027 &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Liftoff</title>');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('<meta name="description" content="Where AI startups go next." />');
    expect(html).not.toContain('content="generic"');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/blog/ai-2027" />');
    expect(html).toContain('<meta property="og:image" content="http://localhost:3000/files/blog/x/cover.png" />');
    expect(html).toContain('property="og:title"');
  });

  it("puts a title with replacement patterns ($&, $', $`, $1) into the head as written, the rest of the head intact", async () => {
    const response = await app.request('/blog/dollar-patterns');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Price $&amp; $&#39; $` $1 $$ $&lt;name&gt; tricks · Liftoff</title>');
    expect(html).toContain('<meta name="description" content="Costs $&#39; and $&amp;." />');
    // One head, closed once, followed by the body and the app's configuration, exactly as served.
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toMatch(
      /<script type="application\/json" id="app-config">[^<]*<\/script>[\s\S]*<\/head><body><\/body><\/html>$/,
    );
  });

  it('gives drafts and missing posts the generic page', async () => {
    const html = await (await app.request('/blog/unpublished')).text();
    expect(html).not.toContain('Unpublished thoughts');
    expect(html).toContain('content="generic"');
  });

  it('serves each marketing page with its own title, description and canonical link, even with a query', async () => {
    const about = await (await app.request('/about')).text();
    expect(about).toContain('<title>About Us · Liftoff</title>');
    expect(about).toContain(`<meta name="description" content="${marketingPages['/about'].description}" />`);
    expect(about).toContain('<link rel="canonical" href="http://localhost:3000/about" />');
    expect(about).not.toContain('content="generic"');
    const terms = await app.request('/legal?section=terms');
    expect(terms.status).toBe(200);
    expect(await terms.text()).toContain('<link rel="canonical" href="http://localhost:3000/legal" />');
    // Pages without their own head keep the generic one.
    expect(await (await app.request('/startups')).text()).toContain('content="generic"');
  });

  it('lists published posts in the RSS feed, and startups and posts in the sitemap', async () => {
    const rss = await app.request('/blog/rss.xml');
    expect(rss.headers.get('content-type')).toContain('application/rss+xml');
    const feed = await rss.text();
    expect(feed).toContain('<link>http://localhost:3000/blog/ai-2027</link>');
    expect(feed).not.toContain('unpublished');
    const index = await (await app.request('/sitemap.xml')).text();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = [...index.matchAll(/<loc>http:\/\/localhost:3000(\/sitemaps\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(files).toEqual(expect.arrayContaining(['/sitemaps/pages.xml', '/sitemaps/startups-1-of-1.xml']));
    const sitemap = (await Promise.all(files.map(async (file) => (await app.request(file)).text()))).join('\n');
    expect(sitemap).toContain('<loc>http://localhost:3000/startup/sitemap-startup</loc>');
    expect(sitemap).toContain('<loc>http://localhost:3000/blog/ai-2027</loc>');
    expect(sitemap).not.toContain('/blog/unpublished');
    expect(sitemap).toContain('<loc>http://localhost:3000/beta-agreement</loc>');
    // Not a file the index could name (the old numbering included): not found.
    for (const file of [
      'startups-1.xml',
      'startups-2-of-1.xml',
      'startups-0-of-1.xml',
      'startups-1-of-3.xml',
      'passwords.xml',
    ]) {
      expect((await app.request(`/sitemaps/${file}`)).status, file).toBe(404);
    }
  });
});

describe("a startup's page as first served", () => {
  it('has its name, description, canonical address and logo, also under /startups/:slug', async () => {
    const founder = t.client();
    await founder.signUp();
    const startup = await postStartupOk(founder, {
      name: 'Headline Robotics',
      description: 'Robots that <fold> laundry, "quietly".',
    });
    for (const address of [`/startup/${startup.slug}`, `/startups/${startup.slug}`]) {
      const html = await (await app.request(address)).text();
      expect(html, address).toContain('<title>Headline Robotics · Liftoff</title>');
      expect(html).toContain(
        '<meta name="description" content="Robots that &lt;fold&gt; laundry, &quot;quietly&quot;." />',
      );
      expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/startup/${startup.slug}" />`);
      expect(html).toContain('<meta property="og:title" content="Headline Robotics" />');
      expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:3000\/[^"]+" \/>/);
    }
    // Not a startup: the generic head, and the app's own 404.
    const missing = await app.request('/startup/no-such-startup-here');
    expect(await missing.text()).toContain('content="generic"');
  });
});

describe('a position in any country (decision 023)', () => {
  const jsonLdOf = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );

  it("names no country for a Brazilian startup's position open anywhere, and gives one in Lagos its country code", async () => {
    const founder = t.client();
    await founder.signUp({ country: 'BR', phoneNumber: '11 96123 4567' });
    const startup = await postStartupOk(founder, { name: 'Samba Analytics', country: 'BR' });
    const post = async (overrides: Partial<JobInput>) => {
      const response = await founder.request(`/api/startups/${startup.id}/jobs`, { json: buildJob(overrides) });
      expect(response.status, await response.clone().text()).toBe(201);
      return ((await response.json()) as { job: { id: string } }).job.id;
    };
    const remote = await post({ title: 'Remote Analyst', locationType: 'Remote' });
    const lagos = await post({
      title: 'Lagos Lead',
      locationType: 'On-site',
      locationCity: 'Lagos',
      locationCountry: 'NG',
    });

    const [remotePosting] = jsonLdOf(await (await app.request(`/jobs/${remote}`)).text());
    expect(remotePosting).toMatchObject({ jobLocationType: 'TELECOMMUTE' });
    expect(remotePosting).not.toHaveProperty('applicantLocationRequirements');
    const [lagosPosting] = jsonLdOf(await (await app.request(`/jobs/${lagos}`)).text());
    expect(lagosPosting).toMatchObject({
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Lagos', addressCountry: 'NG' },
      },
    });
  });
});
