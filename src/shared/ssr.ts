// The contract between the server and the server build of the client (src/client/entry-server.tsx,
// built to dist/server/entry-server.js): the server hands in a request and a way to reach its own API,
// and gets a page back, or word that the page is left to the browser.

import type { ClientConfig } from './app-config';

export const SSR_STATE_ELEMENT_ID = 'ssr-state';

export type RenderedPage =
  /** The page's HTML for inside the root element, its title (text), and the query cache it was rendered from (JSON). */
  | { kind: 'page'; html: string; title?: string; state: string; status?: 404 | 410 }
  /** A signed-in member opened a page for visitors only, or the page moved (a renamed startup). */
  | { kind: 'redirect'; location: string }
  /** Not a server-rendered page, or its data could not be had: the browser renders it (status: the API's answer, e.g. 404). */
  | { kind: 'browser'; status?: number };

export type RenderPageInput = {
  request: Request;
  /** Reaches the app's API in-process, with the visitor's cookie. */
  fetch: typeof fetch;
  config: ClientConfig;
};

export type PageRenderer = { renderPage(input: RenderPageInput): Promise<RenderedPage> };
