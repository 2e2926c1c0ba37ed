import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoneJobPage, JobPage } from '../../../shared/job-board';
import { createApp } from '../../app';
import { createLogger } from '../../lib/logger';
import { insertJob, insertStartup } from '../../seed/factories';
import { applicationForm } from '../../testing/images';
import { createTestApp, type TestApp } from '../../testing/test-app';

// A position's own page (decision 017): its API, 410 with where to go instead once it is
// no longer open, and the head search engines read, with a JobPosting block Google accepts.

let t: TestApp;
let site: ReturnType<typeof createApp>;
const ids: Record<string, string> = {};
let startup: { id: string; name: string; slug: string; country: string };

beforeAll(async () => {
  t = await createTestApp();
  const owner = (await t.client().signUp()).id;
  startup = await insertStartup(t.db, owner, { name: 'Orbit </script> Labs', country: 'CA' });
  const asleep = await insertStartup(t.db, owner, { name: 'Dormant Co', active: false });
  const add = async (key: string, values: Parameters<typeof insertJob>[2], startupId = startup.id) => {
    ids[key] = (await insertJob(t.db, startupId, values)).id;
  };
  await add('remote', {
    title: 'Rust Engineer',
    description: 'Write the engine. </script><script>alert(1)</script>',
    jobType: 'Full-time',
    locationType: 'Remote',
    compensationType: 'Paid+Equity',
    compensationCurrency: 'USD',
    compensationAmountMin: 120000,
    compensationAmountMax: 150000,
    compensationPeriod: 'Year',
    requiredSkills: ['Rust'],
  });
  await add('onsite', {
    title: 'Office Lead',
    description: 'Run the office.',
    jobType: 'Part-time',
    locationType: 'On-site',
    locationCity: 'Toronto',
    locationCountry: 'CA',
    compensationType: 'Equity',
  });
  await add('closed', { title: 'Senior Rust Engineer', status: 'closed' });
  await add('paused', { title: 'Paused Role', isActive: false });
  await add('orphan', { title: 'Rust Engineer at a sleeping startup' }, asleep.id);

  const clientDir = mkdtempSync(path.join(tmpdir(), 'liftoff-job-page-'));
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<html><head><title>%PLATFORM_NAME%</title><meta name="description" content="generic" /><!--app-config--></head><body></body></html>',
  );
  site = createApp({
    db: t.db,
    config: t.config,
    auth: t.auth,
    storage: t.storage,
    realtime: t.realtime,
    logger: createLogger('silent'),
    clientDir,
  });
});
afterAll(() => t.close());

describe('GET /api/jobs/:id/page', () => {
  it('gives an open position with its startup, to anyone', async () => {
    const response = await t.client().request(`/api/jobs/${ids.remote}/page`);
    expect(response.status).toBe(200);
    const page = (await response.json()) as JobPage;
    expect(page.job).toMatchObject({ id: ids.remote, title: 'Rust Engineer', compensationAmountMin: 120000 });
    expect(page.job).not.toHaveProperty('search');
    expect(page.startup).toMatchObject({ id: startup.id, name: startup.name, slug: startup.slug });
    expect(page.applicationStatus).toBeNull();
    // Until when it is open, as the JobPosting says (decision 017), and others like it.
    expect(new Date(page.validThrough).getTime() - new Date(page.job.createdAt).getTime()).toBe(60 * 86_400_000);
    expect(page.similar.map((job) => job.id)).not.toContain(ids.remote);
    expect(page.similar.map((job) => job.title)).not.toContain('Senior Rust Engineer');
  });

  it('says the same open-until date on the page as in its JobPosting', async () => {
    const page = (await (await t.client().request(`/api/jobs/${ids.remote}/page`)).json()) as JobPage;
    const [posting] = jsonLdOf(await (await site.request(`/jobs/${ids.remote}`)).text());
    expect((posting as { validThrough: string }).validThrough).toBe(page.validThrough);
  });

  it('says whether the signed-in viewer has applied', async () => {
    const seeker = t.client();
    await seeker.signUp();
    const applied = await seeker.request(`/api/jobs/${ids.remote}/applications`, { form: applicationForm() });
    expect(applied.status, await applied.clone().text()).toBe(201);
    const page = (await (await seeker.request(`/api/jobs/${ids.remote}/page`)).json()) as JobPage;
    expect(page.applicationStatus).toBe('submitted');
  });

  it('answers 410 for a closed or paused position, with its startup and similar open ones', async () => {
    for (const key of ['closed', 'paused']) {
      const response = await t.client().request(`/api/jobs/${ids[key]}/page`);
      expect(response.status, key).toBe(410);
      const gone = (await response.json()) as GoneJobPage;
      expect(gone.error.message).toBe('This position is no longer open');
      expect(gone.startup).toEqual({ name: startup.name, slug: startup.slug });
    }
    const gone = (await (await t.client().request(`/api/jobs/${ids.closed}/page`)).json()) as GoneJobPage;
    // "Senior Rust Engineer" finds the open "Rust Engineer", never itself nor what is not open.
    expect(gone.similar.map((job) => job.id)).toEqual([ids.remote]);
  });

  it('answers 410 without a startup link when the startup itself is inactive', async () => {
    const response = await t.client().request(`/api/jobs/${ids.orphan}/page`);
    expect(response.status).toBe(410);
    expect(((await response.json()) as GoneJobPage).startup).toBeNull();
  });

  it('answers 404 for an id that never was a position, and 400 for one that cannot be', async () => {
    expect((await t.client().request('/api/jobs/6b0f8c1e-1d2a-4f3b-9c4d-5e6f7a8b9c0d/page')).status).toBe(404);
    expect((await t.client().request('/api/jobs/not-an-id/page')).status).toBe(400);
  });
});

/** The JSON-LD blocks of a page, parsed. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

describe('the head of /jobs/:id', () => {
  it('has the title, description, canonical link and Open Graph tags of the position', async () => {
    const html = await (await site.request(`/jobs/${ids.onsite}`)).text();
    expect(html).toContain(`<title>Office Lead at Orbit &lt;/script&gt; Labs · Liftoff</title>`);
    expect(html).toContain('<meta name="description" content="Run the office." />');
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/jobs/${ids.onsite}" />`);
    expect(html).toContain('<meta property="og:title" content="Office Lead at Orbit &lt;/script&gt; Labs" />');
  });

  it("carries a JobPosting with Google's required and recommended properties", async () => {
    const html = await (await site.request(`/jobs/${ids.remote}`)).text();
    // Nothing in the texts can end the script element early.
    expect(html).not.toContain('<script>alert(1)');
    const [posting] = jsonLdOf(html);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Rust Engineer',
      description: 'Write the engine. </script><script>alert(1)</script>',
      employmentType: 'FULL_TIME',
      directApply: true,
      identifier: { '@type': 'PropertyValue', value: ids.remote },
      hiringOrganization: {
        '@type': 'Organization',
        name: startup.name,
        sameAs: `http://localhost:3000/startup/${startup.slug}`,
      },
      jobLocationType: 'TELECOMMUTE',
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 120000, maxValue: 150000, unitText: 'YEAR' },
      },
    });
    // Open to candidates anywhere, as its page says: no country, least of all the startup's own (Canada).
    expect(posting).not.toHaveProperty('applicantLocationRequirements');
    const p = posting as { datePosted: string; validThrough: string; hiringOrganization: { logo: string } };
    expect(new Date(p.datePosted).getTime()).toBeLessThanOrEqual(Date.now());
    expect(new Date(p.validThrough).getTime()).toBeGreaterThan(Date.now());
    expect(p.hiringOrganization.logo).toMatch(/^http:\/\/localhost:3000\//);
  });

  it("names the countries a remote position's candidates may live in", async () => {
    const listed = await insertJob(t.db, startup.id, {
      title: 'Cartography Specialist',
      locationType: 'Remote',
      remoteScope: 'countries',
      remoteCountries: ['DE', 'BR'],
    });
    const [posting] = jsonLdOf(await (await site.request(`/jobs/${listed.id}`)).text());
    expect(posting).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [
        { '@type': 'Country', name: 'Germany' },
        { '@type': 'Country', name: 'Brazil' },
      ],
    });
    const page = (await (await t.client().request(`/api/jobs/${listed.id}/page`)).json()) as JobPage;
    expect(page.job).toMatchObject({ remoteScope: 'countries', remoteCountries: ['DE', 'BR'] });
  });

  it("names, for a band of time zones, the countries with a zone in it, and the startup's own website as who hires", async () => {
    const owner = (await t.client().signUp()).id;
    const withSite = await insertStartup(t.db, owner, {
      name: 'Tidal Works',
      country: 'JP',
      websiteUrl: 'https://tidal.example',
    });
    // UTC+1 to UTC+2: Germany and South Africa have a zone in it; Japan (the startup's) and Brazil none.
    const banded = await insertJob(t.db, withSite.id, {
      title: 'Tide Modeller',
      locationType: 'Remote',
      remoteScope: 'timezones',
      remoteUtcMin: 60,
      remoteUtcMax: 120,
    });
    const [posting] = jsonLdOf(await (await site.request(`/jobs/${banded.id}`)).text()) as [
      { applicantLocationRequirements: { name: string }[]; hiringOrganization: { sameAs: string } },
    ];
    const names = posting.applicantLocationRequirements.map((place) => place.name);
    expect(names).toEqual(expect.arrayContaining(['Germany', 'South Africa', 'France']));
    expect(names).not.toContain('Japan');
    expect(names).not.toContain('Brazil');
    expect(posting.hiringOrganization.sameAs).toBe('https://tidal.example/');
  });

  it('gives an on-site position its place, and no pay when it pays in equity', async () => {
    const [posting] = jsonLdOf(await (await site.request(`/jobs/${ids.onsite}`)).text());
    expect(posting).toMatchObject({
      employmentType: 'PART_TIME',
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Toronto', addressCountry: 'CA' },
      },
    });
    expect(posting).not.toHaveProperty('baseSalary');
    expect(posting).not.toHaveProperty('jobLocationType');
  });

  it('keeps a closed position out of search engines: no JobPosting, noindex', async () => {
    const html = await (await site.request(`/jobs/${ids.closed}`)).text();
    expect(jsonLdOf(html)).toEqual([]);
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });
});

/** The sitemap index and every file it names, as one text. */
async function wholeSitemap(caller: { request(path: string): Response | Promise<Response> }): Promise<string> {
  const index = await (await caller.request('/sitemap.xml')).text();
  const files = [...index.matchAll(/<loc>http:\/\/localhost:3000(\/sitemaps\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(files).toContain('/sitemaps/jobs-1-of-1.xml');
  return (await Promise.all(files.map(async (file) => (await caller.request(file)).text()))).join('\n');
}

describe('the sitemap and the feed', () => {
  it('lists every open position in the sitemap with when it changed, and drops it the moment it closes', async () => {
    const sitemap = await wholeSitemap(site);
    expect(sitemap).toMatch(
      new RegExp(`<url><loc>http://localhost:3000/jobs/${ids.remote}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T`),
    );
    expect(sitemap).toContain('<loc>http://localhost:3000/jobs</loc>');
    for (const key of ['closed', 'paused', 'orphan']) expect(sitemap, key).not.toContain(ids[key]);

    await t.db.execute(sql`update jobs set status = 'closed' where id = ${ids.onsite}`);
    // The visitors' cache keeps a page a few seconds; a member's request is answered fresh.
    const member = t.client();
    await member.signUp();
    const after = await wholeSitemap(member);
    expect(after).not.toContain(ids.onsite);
    await t.db.execute(sql`update jobs set status = 'open' where id = ${ids.onsite}`);
  });

  it('gives new positions as RSS, for the same filters as the board', async () => {
    const response = await site.request('/jobs/feed.xml?locationType=Remote');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/rss+xml');
    const feed = await response.text();
    expect(feed).toContain(`<link>http://localhost:3000/jobs/${ids.remote}</link>`);
    expect(feed).toContain('<title>Rust Engineer at Orbit &lt;/script&gt; Labs</title>');
    expect(feed).toContain('<link>http://localhost:3000/jobs?locationType=Remote</link>');
    // On-site, closed, paused and sleeping ones are not in it.
    for (const key of ['onsite', 'closed', 'paused', 'orphan']) expect(feed, key).not.toContain(ids[key]);
    expect((await site.request('/jobs/feed.xml?q=%00')).status).toBe(400);
  });
});
