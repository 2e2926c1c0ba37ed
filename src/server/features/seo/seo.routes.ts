import { Hono } from 'hono';
import { html } from 'hono/html';
import type { AppEnv } from '../../app-env';
import { publicGet } from '../../lib/public-cache';
import { listPublishedForFeed } from '../blog/blog.service';
import { jobBoardQuerySchema } from '../../../shared/job-board';
import { compensationText, locationText } from '../../../shared/job-text';
import { validate } from '../../lib/validate';
import { listJobBoard, listOpenJobsForSitemap } from '../job-board/job-board.service';
import { listActiveStartupSlugs } from '../startups/startups.service';

const STATIC_PAGES = ['/', '/startups', '/jobs', '/blog', '/about', '/roadmap', '/contact', '/faqs', '/invest', '/incubators', '/get-started', '/legal', '/beta-agreement'];

/** /blog/rss.xml, /jobs/feed.xml and /sitemap.xml, built from bounded queries. */
export const seoRoutes = new Hono<AppEnv>()
  .get('/blog/rss.xml', publicGet(), async (c) => {
    const { db, config } = c.get('deps');
    const posts = await listPublishedForFeed({ db, limit: 50 });
    const items = posts.map(
      (p) => html`<item><title>${p.title}</title><link>${config.publicUrl}/blog/${p.slug}</link><guid>${config.publicUrl}/blog/${p.slug}</guid><description>${p.excerpt}</description>${p.publishedAt ? html`<pubDate>${p.publishedAt.toUTCString()}</pubDate>` : ''}</item>`,
    );
    const feed = await html`<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>${config.platformName} Blog</title><link>${config.publicUrl}/blog</link><description>Insights and stories from the ${config.platformName} community</description>${items}</channel></rss>`;
    return c.body(feed.toString(), 200, { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' });
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
      return html`<item><title>${job.title} at ${job.startup.name}</title><link>${link}</link><guid isPermaLink="true">${link}</guid><description>${locationText(job)} · ${compensationText(job, 'en')} · ${job.jobType}</description><pubDate>${new Date(job.createdAt).toUTCString()}</pubDate></item>`;
    });
    const feed = await html`<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>${config.platformName} Jobs${query.q ? `: ${query.q}` : ''}</title><link>${config.publicUrl}/jobs${search}</link><description>New positions at early-stage startups on ${config.platformName}</description>${entries}</channel></rss>`;
    return c.body(feed.toString(), 200, { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' });
  })
  .get('/sitemap.xml', publicGet(), async (c) => {
    const { db, config } = c.get('deps');
    // Within one sitemap's 50,000 addresses; a sitemap index is for when there are more (decision 017).
    const [posts, startups, openJobs] = await Promise.all([
      listPublishedForFeed({ db, limit: 5000 }),
      listActiveStartupSlugs({ db, limit: 20_000 }),
      listOpenJobsForSitemap({ db, limit: 20_000 }),
    ]);
    const url = (loc: string, lastmod?: Date | null) => html`<url><loc>${config.publicUrl}${loc}</loc>${lastmod ? html`<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
    const urls = [
      ...STATIC_PAGES.map((p) => url(p)),
      ...startups.map((s) => url(`/startup/${encodeURIComponent(s.slug)}`, s.updatedAt)),
      ...openJobs.map((j) => url(`/jobs/${j.id}`, j.updatedAt)),
      ...posts.map((p) => url(`/blog/${p.slug}`, p.updatedAt)),
    ];
    const xml = await html`<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
    return c.body(xml.toString(), 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' });
  });
