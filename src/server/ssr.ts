import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Context, Hono } from 'hono';
import type { PageRenderer } from '../shared/ssr';
import type { AppEnv } from './app-env';

/** The server build of the client (vite build --ssr), if it was built; without it the browser renders every page. */
export async function loadPageRenderer(file: string): Promise<PageRenderer | undefined> {
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as PageRenderer;
}

// Enough for a renamed startup's old address (one redirect); a loop ends here.
const MAX_REDIRECTS = 3;

/**
 * The fetch a server render uses: the request goes to this app in-process (no socket, no HTTP), with
 * the visitor's cookie, so the page's queries get exactly what the browser's would. Redirects are
 * followed as the browser's fetch follows them.
 */
export function inProcessFetch(app: Hono<AppEnv>, c: Context<AppEnv>): typeof fetch {
  const cookie = c.req.header('cookie');
  return async (input, init) => {
    let url = new URL(input instanceof Request ? input.url : String(input), 'http://in-process.invalid');
    const headers = new Headers(init?.headers);
    if (cookie) headers.set('cookie', cookie);
    for (let hop = 0; ; hop++) {
      const response = await app.fetch(new Request(url, { ...init, headers, redirect: 'manual' }), c.env);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location || hop === MAX_REDIRECTS) return response;
      url = new URL(location, url);
    }
  };
}
