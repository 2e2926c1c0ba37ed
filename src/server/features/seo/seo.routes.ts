import { Hono } from 'hono';
import { html } from 'hono/html';
import type { AppEnv } from '../../app-env';
import { publicGet } from '../../lib/public-cache';
import { listPublishedForFeed } from '../blog/blog.service';
import { jobBoardQuerySchema } from '../../../shared/job-board';
import { locationText, offerText } from '../../../shared/job-text';
import { validate } from '../../lib/validate';
import { countOpenJobs, listJobBoard, listOpenJobsForSitemap } from '../jobs/job-board.service';
import { countActiveStartups, listActiveStartupSlugs } from '../startups/startups.service';
import {
  idRangeOfFile,
  parseSitemapFile,
  SITEMAP_FILE_MAX,
  SITEMAP_FILE_TARGET,
  sitemapFileNames,
} from './sitemap-files';

const STATIC_PAGES = [
  '/',
  '/startups',
  '/jobs',
  '/blog',
  '/about',
  '/roadmap',
  '/contact',
  '/faqs',
  '/invest',
  '/incubators',
  '/get-started',
  '/legal',
  '/beta-agreement',
];

const SITEMAP_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' };

// A feed names its own address (atom:link rel="self", as the RSS Advisory Board and feed validators
// ask), so a reader that found it through a redirect or a page subscribes to the right one, and the
// language its texts are written in (the product's pages are English).
const ATOM = 'http://www.w3.org/2005/Atom';
const FEED_LANGUAGE = 'en';
const selfLink = (href: string) => html`<atom:link href="${href}" rel="self" type="application/rss+xml" />`;

/** /robots.txt, /blog/rss.xml, /jobs/feed.xml, /sitemap.xml and its files, built from bounded queries. */
export const seoRoutes = new Hono<AppEnv>()
  // Crawlers may read every page (the private ones answer visitors with the sign-in page); the sitemap
  // is where they find the startups, positions and posts.
  .get('/robots.txt', (c) =>
    c.body(`User-agent: *\nAllow: /\n\nSitemap: ${c.get('deps').config.publicUrl}/sitemap.xml\n`, 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    }),
  )
  .get('/blog/rss.xml', publicGet(), async (c) => {
    const { db, config } = c.get('deps');
    const posts = await listPublishedForFeed({ db, limit: 50 });
    const items = posts.map(
      (p) =>
        html`<item><title>${p.title}</title><link>${config.publicUrl}/blog/${p.slug}</link><guid>${config.publicUrl}/blog/${p.slug}</guid><description>${p.excerpt}</description>${p.publishedAt ? html`<pubDate>${p.publishedAt.toUTCString()}</pubDate>` : ''}</item>`,
    );
    const feed =
      await html`<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:atom="${ATOM}"><channel><title>${config.platformName} Blog</title><link>${config.publicUrl}/blog</link>${selfLink(`${config.publicUrl}/blog/rss.xml`)}<description>Insights and stories from the ${config.platformName} community</description><language>${FEED_LANGUAGE}</language>${items}</channel></rss>`;
    return c.body(feed.toString(), 200, {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=600',
    });
  })
  // New positions as RSS, for the same filters as /jobs: a search can be followed in a feed reader.
  // A position that closes leaves it with the next fetch (kept 5 minutes by caches at most).
  .get('/jobs/feed.xml', publicGet(), validate('query', jobBoardQuerySchema), async (c) => {
    const { db, config } = c.get('deps');
    const query = c.req.valid('query');
    const { items } = await listJobBoard({ db, query: { ...query, cursor: undefined } });
    const search = new URL(c.req.url).search;
    const entries = items.map((job) => {
      const link = `${config.publicUrl}/jobs/${job.id}`;
      return html`<item><title>${job.title} at ${job.startup.name}</title><link>${link}</link><guid isPermaLink="true">${link}</guid><description>${locationText(job)} · ${offerText(job, 'en')} · ${job.jobType}</description><pubDate>${new Date(job.createdAt).toUTCString()}</pubDate></item>`;
    });
    const feed =
      await html`<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:atom="${ATOM}"><channel><title>${config.platformName} Jobs${query.q ? `: ${query.q}` : ''}</title><link>${config.publicUrl}/jobs${search}</link>${selfLink(`${config.publicUrl}/jobs/feed.xml${search}`)}<description>New positions at early-stage startups on ${config.platformName}</description><language>${FEED_LANGUAGE}</language>${entries}</channel></rss>`;
    return c.body(feed.toString(), 200, {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    });
  })
  // A sitemap index (sitemaps.org): the pages and posts in one file, then every public startup and
  // every public position in files of about SITEMAP_FILE_TARGET addresses, each a range of ids (a
  // sitemap holds at most 50,000), so the sitemap lists them all however many there are. The counts
  // only decide how many files: what each file holds is decided by its ids (sitemap-files.ts).
  .get('/sitemap.xml', publicGet(), async (c) => {
    const { db, config } = c.get('deps');
    const [startupCount, jobCount] = await Promise.all([countActiveStartups({ db }), countOpenJobs({ db })]);
    const files = ['pages.xml', ...sitemapFileNames('startups', startupCount), ...sitemapFileNames('jobs', jobCount)];
    const entries = files.map((file) => html`<sitemap><loc>${config.publicUrl}/sitemaps/${file}</loc></sitemap>`);
    const xml =
      await html`<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</sitemapindex>`;
    return c.body(xml.toString(), 200, SITEMAP_HEADERS);
  })
  .get('/sitemaps/:file', publicGet(), async (c) => {
    const { db, config } = c.get('deps');
    const file = parseSitemapFile(c.req.param('file'));
    if (!file) return c.notFound();
    const url = (loc: string, lastmod?: Date | null) =>
      html`<url><loc>${config.publicUrl}${loc}</loc>${lastmod ? html`<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
    let urls;
    if (file.kind === 'pages') {
      const posts = await listPublishedForFeed({ db, limit: SITEMAP_FILE_TARGET - STATIC_PAGES.length });
      urls = [...STATIC_PAGES.map((p) => url(p)), ...posts.map((p) => url(`/blog/${p.slug}`, p.updatedAt))];
    } else {
      const { first, last } = idRangeOfFile(file.index, file.of);
      const range = { db, firstId: first, lastId: last, limit: SITEMAP_FILE_MAX };
      urls =
        file.kind === 'startups'
          ? (await listActiveStartupSlugs(range)).map((s) => url(`/startup/${encodeURIComponent(s.slug)}`, s.updatedAt))
          : (await listOpenJobsForSitemap(range)).map((j) => url(`/jobs/${j.id}`, j.updatedAt));
      // No address in its range (the count fell since a crawler read the index): gone, not empty.
      if (urls.length === 0) return c.notFound();
    }
    const xml =
      await html`<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
    return c.body(xml.toString(), 200, SITEMAP_HEADERS);
  });
