import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { CLIENT_CONFIG_ELEMENT_ID, type ClientConfig } from '../shared/app-config';
import { pagePatterns } from '../shared/paths';
import type { AppEnv } from './app-env';
import type { Config } from './config';

/** Serves the built single-page app: hashed assets cached for a year, pages as index.html. */
export function serveClient(app: Hono<AppEnv>, { clientDir, config }: { clientDir: string; config: Config }) {
  const html = renderIndexHtml(readFileSync(path.join(clientDir, 'index.html'), 'utf8'), config);
  const cacheFor = (value: string) =>
    createMiddleware(async (c, next) => {
      await next();
      if (c.res.status === 200) c.res.headers.set('Cache-Control', value);
    });

  // File names under /assets carry a hash of their content, so they never change.
  app.use('/assets/*', cacheFor('public, max-age=31536000, immutable'), serveStatic({ root: clientDir }));
  for (const pattern of pagePatterns) {
    app.get(pattern, (c) => {
      c.header('Cache-Control', 'no-cache');
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
    .replaceAll('%PLATFORM_NAME%', escapeAttribute(config.platformName))
    .replace('<!--app-config-->', `<script type="application/json" id="${CLIENT_CONFIG_ELEMENT_ID}">${json}</script>`);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
