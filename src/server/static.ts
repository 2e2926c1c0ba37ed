import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { CLIENT_CONFIG_ELEMENT_ID, type ClientConfig } from '../shared/app-config';
import { pagePatterns } from '../shared/paths';
import { SSR_STATE_ELEMENT_ID, type PageRenderer, type RenderedPage } from '../shared/ssr';
import type { AppEnv } from './app-env';
import type { Config } from './config';
import { etagMatches, etagOf } from './lib/etag';
import { publicGet } from './lib/public-cache';
import { inProcessFetch } from './ssr';

/** Extra head HTML for some pages as first served (a blog post's title and Open Graph tags). */
export type HeadRenderer = {
  pattern: string;
  render(params: Record<string, string>, c: Context<AppEnv>): Promise<string | null>;
};

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Serves the built single-page app: hashed assets cached for a year, pages as index.html. With a
 * renderer (the server build of the client), public pages come with their content and data inside.
 */
export function serveClient(
  app: Hono<AppEnv>,
  {
    clientDir,
    config,
    heads = [],
    renderer,
  }: { clientDir: string; config: Config; heads?: HeadRenderer[]; renderer?: PageRenderer },
) {
  const html = renderIndexHtml(readFileSync(path.join(clientDir, 'index.html'), 'utf8'), config);
  // The same page for every route of the app: its tag is computed once, at start.
  const htmlEtag = etagOf(html);
  const clientConfig = clientConfigOf(config);
  const headsByPattern = new Map(heads.map((head) => [head.pattern, head]));
  const cacheFor = (value: string) =>
    createMiddleware(async (c, next) => {
      await next();
      if (c.res.status === 200) c.res.headers.set('Cache-Control', value);
    });
  const shell = (c: Context<AppEnv>, status: 200 | 404 | 410 = 200) => {
    c.header('Cache-Control', 'no-cache');
    c.header('ETag', htmlEtag);
    if (status === 200 && etagMatches(c.req.header('if-none-match'), htmlEtag)) return c.body(null, 304);
    return c.html(html, status);
  };

  // File names under /assets carry a hash of their content, so they never change. The build wrote a
  // brotli and a gzip copy of each (scripts/build/precompress.ts, decision 069): sent as they are.
  app.use(
    '/assets/*',
    cacheFor('public, max-age=31536000, immutable'),
    serveStatic({ root: clientDir, precompressed: true }),
  );
  for (const pattern of pagePatterns) {
    const head = headsByPattern.get(pattern);
    if (!head && !renderer) {
      app.get(pattern, (c) => shell(c));
      continue;
    }
    // An ETag and a 304; for visitors the page is kept a few seconds (lib/public-cache.ts). A signed-in
    // member's page (their name in the header) is never kept.
    app.get(pattern, publicGet(), async (c) => {
      const browserRenders: RenderedPage = { kind: 'browser' };
      const [extraHead, rendered] = await Promise.all([
        head ? head.render(c.req.param() as Record<string, string>, c) : null,
        renderer ? render(renderer, app, c, clientConfig) : browserRenders,
      ]);
      // Temporary, as the API's own: an old startup address may become current again.
      if (rendered.kind === 'redirect') return c.redirect(rendered.location, 302);
      // Unknown (404) or removed by the administrator (410): the browser shows why, and the status says it too.
      if (rendered.kind === 'browser' && (rendered.status === 404 || rendered.status === 410))
        return shell(c, rendered.status);
      if (rendered.kind === 'browser' && !extraHead) return shell(c);
      let page = html;
      if (extraHead) {
        // The page's own title and description replace the generic ones. A replacer function, not a
        // string: in a replacement string `$&`, `$'` and `$1` are patterns, and a post title may hold them.
        page = page
          .replace(/<title>[\s\S]*?<\/title>/, '')
          .replace(/<meta name="description"[^>]*>/, '')
          .replace('</head>', () => `${extraHead}</head>`);
      }
      if (rendered.kind === 'page') {
        // The title the page gives itself in the browser, unless the head renderer gave one already.
        const { title } = rendered;
        if (title && !extraHead)
          page = page.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeText(title)}</title>`);
        page = page.replace(
          ROOT_ELEMENT,
          () => `<div id="root">${rendered.html}</div>${jsonScript(SSR_STATE_ELEMENT_ID, rendered.state)}`,
        );
      } else {
        c.header('Cache-Control', 'no-cache');
      }
      return c.html(page, rendered.kind === 'page' && rendered.status ? rendered.status : 200);
    });
  }
  // Files of the public folder, never the build's own dot folders (Vite's manifest in .vite/).
  const files = serveStatic({ root: clientDir });
  app.use('*', cacheFor('public, max-age=3600'), (c, next) => (/(^|\/)\./.test(c.req.path) ? next() : files(c, next)));
  // Any other path: the app shows its 404 page, and the status says so too.
  app.get('*', (c) => c.html(html, 404));
}

/** A page the renderer could not render is left to the browser, as before there was a renderer. */
async function render(
  renderer: PageRenderer,
  app: Hono<AppEnv>,
  c: Context<AppEnv>,
  config: ClientConfig,
): Promise<RenderedPage> {
  try {
    return await renderer.renderPage({ request: c.req.raw, fetch: inProcessFetch(app, c), config });
  } catch (error) {
    c.get('deps').logger.error(
      { err: error, path: c.req.path },
      'server rendering failed; the browser renders the page',
    );
    return { kind: 'browser' };
  }
}

function clientConfigOf(config: Config): ClientConfig {
  return {
    platformName: config.platformName,
    supportEmail: config.supportEmail,
    contactEmail: config.contactEmail,
    publicUrl: config.publicUrl,
    team: config.team ?? null,
    social: config.socialLinks,
  };
}

/** JSON in a script element the browser never runs; `<` is escaped so that no value can close the element. */
function jsonScript(id: string, json: string): string {
  return `<script type="application/json" id="${id}">${json.replace(/</g, '\\u003c')}</script>`;
}

/**
 * The Content-Security-Policy sources that allow the page's own inline scripts, by their hash: the early
 * actions script (decision 022) is inlined at build, so that a page makes no request before its content
 * can show. Only scripts the browser runs (no `src`, no `type`); the JSON ones are data.
 */
export function inlineScriptHashes(clientDir: string): string[] {
  const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  return [...template.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code!).digest('base64')}'`,
  );
}

export function renderIndexHtml(template: string, config: Config): string {
  return template
    .replaceAll('%PLATFORM_NAME%', () => escapeAttribute(config.platformName))
    .replace('<!--app-config-->', () => jsonScript(CLIENT_CONFIG_ELEMENT_ID, JSON.stringify(clientConfigOf(config))));
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
