import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { CLIENT_CONFIG_ELEMENT_ID, type ClientConfig } from '../shared/app-config';
import { pagePatterns } from '../shared/paths';
import type { AppEnv } from './app-env';
import type { Config } from './config';
import { etagMatches, etagOf } from './lib/etag';
import { publicGet } from './lib/public-cache';

/** Serves the built single-page app: hashed assets cached for a year, pages as index.html. */
/** Extra head HTML for some pages as first served (a blog post's title and Open Graph tags). */
export type HeadRenderer = { pattern: string; render(params: Record<string, string>, c: Context<AppEnv>): Promise<string | null> };

export function serveClient(app: Hono<AppEnv>, { clientDir, config, heads = [] }: { clientDir: string; config: Config; heads?: HeadRenderer[] }) {
  const html = renderIndexHtml(readFileSync(path.join(clientDir, 'index.html'), 'utf8'), config);
  // The same page for every route of the app: its tag is computed once, at start.
  const htmlEtag = etagOf(html);
  const cacheFor = (value: string) =>
    createMiddleware(async (c, next) => {
      await next();
      if (c.res.status === 200) c.res.headers.set('Cache-Control', value);
    });

  // File names under /assets carry a hash of their content, so they never change.
  app.use('/assets/*', cacheFor('public, max-age=31536000, immutable'), serveStatic({ root: clientDir }));
  for (const head of heads) {
    // An ETag and a 304; for visitors the page is kept a few seconds (lib/public-cache.ts).
    app.get(head.pattern, publicGet(), async (c, next) => {
      const extra = await head.render(c.req.param() as Record<string, string>, c);
      if (!extra) return next();
      c.header('Cache-Control', 'no-cache');
      // The page's own title and description replace the generic ones. A replacer function, not a
      // string: in a replacement string `$&`, `$'` and `$1` are patterns, and a post title may hold them.
      const page = html.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<meta name="description"[^>]*>/, '').replace('</head>', () => `${extra}</head>`);
      return c.html(page);
    });
  }
  for (const pattern of pagePatterns) {
    app.get(pattern, (c) => {
      c.header('Cache-Control', 'no-cache');
      c.header('ETag', htmlEtag);
      if (etagMatches(c.req.header('if-none-match'), htmlEtag)) return c.body(null, 304);
      return c.html(html);
    });
  }
  app.use('*', cacheFor('public, max-age=3600'), serveStatic({ root: clientDir }));
  // Any other path: the app shows its 404 page, and the status says so too.
  app.get('*', (c) => c.html(html, 404));
}

export function renderIndexHtml(template: string, config: Config): string {
  const clientConfig: ClientConfig = {
    platformName: config.platformName,
    supportEmail: config.supportEmail,
    contactEmail: config.contactEmail,
  };
  // `<` is escaped so that no value can close the script element.
  const json = JSON.stringify(clientConfig).replace(/</g, '\\u003c');
  return template
    .replaceAll('%PLATFORM_NAME%', () => escapeAttribute(config.platformName))
    .replace('<!--app-config-->', () => `<script type="application/json" id="${CLIENT_CONFIG_ELEMENT_ID}">${json}</script>`);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
