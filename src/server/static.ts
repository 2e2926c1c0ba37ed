import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { CLIENT_CONFIG_ELEMENT_ID, type ClientConfig } from '../shared/app-config';
import { pagePatterns } from '../shared/paths';
import type { AppEnv } from './app-env';
import type { Config } from './config';

/** Serves the built single-page app: hashed assets cached for a year, pages as index.html. */
export function serveClient(app: Hono<AppEnv>, { clientDir, config }: { clientDir: string; config: Config }) {
  const html = renderIndexHtml(readFileSync(path.join(clientDir, 'index.html'), 'utf8'), config);
  const root = path.relative(process.cwd(), clientDir) || '.';

  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  for (const pattern of pagePatterns) {
    app.get(pattern, (c) => c.html(html));
  }
  app.use(
    '*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=3600');
      },
    }),
  );
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
