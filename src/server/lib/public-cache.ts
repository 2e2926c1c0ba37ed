import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { appendVary, chooseEncoding } from './compression';
import { etagMatches, etagOf, weakEtag } from './etag';
import { tagsChangedBy } from './public-cache-tags';
import {
  DEFAULT_PUBLIC_CACHE,
  KEPT_ENCODINGS,
  ResponseCache,
  type Answer,
  type Entry,
  type PublicCacheLimits,
} from './response-cache';
import { hasSessionCookie } from './session-cookie';

export { DEFAULT_PUBLIC_CACHE, ResponseCache, type PublicCacheLimits } from './response-cache';

/** Visitors' copy: any cache may keep it, and must ask again (a 304 when nothing changed) before use. */
export const VISITOR_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** A signed-in view may differ per member (a startup page lists the jobs they applied to): kept nowhere. */
export const SIGNED_IN_CACHE_CONTROL = 'private, no-store';

// Set by answer() itself, or never to be kept: a cookie is one person's.
const NOT_KEPT = new Set([
  'content-type',
  'content-length',
  'content-encoding',
  'etag',
  'cache-control',
  'vary',
  'set-cookie',
]);

// One cache per app (the key is the app's deps object): test files build several apps in one process.
const caches = new WeakMap<object, ResponseCache>();

/** Gives an app its visitor cache (app.ts, at start). An app without one still gets ETags and 304s. */
export function registerPublicCache(owner: object, limits: PublicCacheLimits = DEFAULT_PUBLIC_CACHE): ResponseCache {
  const cache = new ResponseCache(limits);
  caches.set(owner, cache);
  return cache;
}

export function publicCacheOf(owner: object): ResponseCache | undefined {
  return caches.get(owner);
}

/**
 * For a public GET: an ETag on every 200 and a 304 to a matching If-None-Match. A visitor's request
 * (no session cookie) is answered from the app's cache for a few seconds, compressed as it accepts
 * (brotli, else gzip) from the copy kept with the answer; a request with a session cookie never is,
 * nor is its response stored, as it may differ per member (compressText compresses those).
 */
export function publicGet(): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    // A bearer token's caller is a member (auth/api-token.ts): their answer may say so, and is never kept.
    const isVisitor = !hasSessionCookie(c.req.header('cookie')) && !c.get('actor');
    const cache = isVisitor ? publicCacheOf(c.get('deps')) : undefined;
    const key = cache ? pathAndQuery(c.req.url) : '';
    const hit = cache?.get(key);
    if (hit) return answer(c, cache!, hit);
    const mark = cache?.markOf(key);

    const keptBody = keepBody(c);
    await next();
    const res = c.res;
    const contentType = res.headers.get('content-type');
    if (res.status !== 200 || !contentType || contentType.includes('event-stream')) return;
    const kept = keptBody(res);
    const body = kept ?? (await res.text());
    const route: Answer = {
      body,
      etag: etagOf(body),
      contentType,
      // A route's own policy wins (the sitemap may be kept ten minutes by anyone).
      cacheControl: res.headers.get('cache-control') ?? (isVisitor ? VISITOR_CACHE_CONTROL : SIGNED_IN_CACHE_CONTROL),
      headers: [...res.headers].filter(([name]) => !NOT_KEPT.has(name)),
    };
    const entry = cache && !res.headers.has('set-cookie') ? cache.set(key, route, Date.now(), mark) : undefined;
    if (entry) {
      const response = await answer(c, cache!, entry, new Headers(res.headers));
      c.res = undefined;
      c.res = response;
      return;
    }
    // A body read back from the Response is used up; a 304 has none.
    if (kept === undefined || etagMatches(c.req.header('if-none-match'), route.etag)) {
      const headers = new Headers(res.headers);
      c.res = undefined;
      c.res = respond(c, route, headers);
      return;
    }
    // Not kept (a member's view): the route's own response goes out as it is, with the cache headers added.
    setCacheHeaders(res.headers, route.etag, route.cacheControl);
  });
}

/**
 * Remembers the text a route hands to `c.json` or `c.html`, so that the ETag and the cache take it as
 * it is. Reading it back from the Response instead copies it through a web stream, which cost a
 * quarter of a cache miss (decision 014); a route that answers otherwise falls back to that.
 */
function keepBody(c: Context<AppEnv>): (res: Response) => string | undefined {
  let kept: { res: Response; body: string } | undefined;
  const { html } = c;
  // As hono's own c.json: the same text, status and headers (its default content type included).
  c.json = ((object: unknown, arg?: never, headers?: Record<string, string>) => {
    const body = JSON.stringify(object);
    const res = c.body(body, arg, { 'Content-Type': 'application/json', ...headers } as never);
    kept = { res, body };
    return res;
  }) as unknown as typeof c.json;
  c.html = ((content: string | Promise<string>, arg?: never, headers?: never) => {
    const res = html(content, arg, headers);
    if (typeof content === 'string' && res instanceof Response) kept = { res, body: content };
    return res;
  }) as typeof c.html;
  return (res) => (kept?.res === res ? kept.body : undefined);
}

function setCacheHeaders(headers: Headers, etag: string, cacheControl: string) {
  headers.set('ETag', etag);
  headers.set('Cache-Control', cacheControl);
  // What a cookie changes is decided here, so a shared cache must keep visitors' and members' apart.
  appendVary(headers, 'Cookie');
}

/** An answer not kept, as it is. */
function respond(c: Context, route: Answer, headers = new Headers(route.headers)): Response {
  setCacheHeaders(headers, route.etag, route.cacheControl);
  if (etagMatches(c.req.header('if-none-match'), route.etag)) return notModified(headers);
  headers.set('Content-Type', route.contentType);
  return new Response(route.body, { status: 200, headers });
}

/**
 * A kept answer, in the encoding the request accepts: a compressed copy carries the weak form of the
 * tag (its bytes differ, its meaning does not), so a 304 answers whichever copy the client holds.
 */
async function answer(
  c: Context,
  cache: ResponseCache,
  entry: Entry,
  headers = new Headers(entry.headers),
): Promise<Response> {
  const encoding = entry.isCompressible ? chooseEncoding(c.req.header('accept-encoding') ?? '', KEPT_ENCODINGS) : null;
  const tagAs = (etag: string) => {
    setCacheHeaders(headers, etag, entry.cacheControl);
    // Every copy of a compressible answer depends on Accept-Encoding, the plain one too.
    if (entry.isCompressible) appendVary(headers, 'Accept-Encoding');
  };
  if (etagMatches(c.req.header('if-none-match'), entry.etag)) {
    tagAs(encoding ? weakEtag(entry.etag) : entry.etag);
    return notModified(headers);
  }
  headers.set('Content-Type', entry.contentType);
  const bytes = encoding ? await Promise.resolve(cache.encoded(entry, encoding)).catch(() => null) : null;
  if (encoding && bytes) {
    tagAs(weakEtag(entry.etag));
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(bytes.byteLength));
    return new Response(bytes as Uint8Array<ArrayBuffer>, { status: 200, headers });
  }
  // Not compressible, not accepted, or (never seen) compression failed: as it is.
  tagAs(entry.etag);
  headers.set('Content-Length', String(entry.length));
  return new Response(entry.body, { status: 200, headers });
}

function notModified(headers: Headers): Response {
  headers.delete('Content-Type');
  headers.delete('Content-Length');
  headers.delete('Content-Encoding');
  return new Response(null, { status: 304, headers });
}

function pathAndQuery(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  return start === -1 ? '/' : url.slice(start);
}

/**
 * A successful write forgets the visitors' answers that show what it changed (public-cache-tags.ts);
 * a route the table does not know empties the cache. A visitor sees a change at once when it was made
 * in this process, and within ttlMs when another server process made it.
 */
export function forgetPublicCacheOnWrites(): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    await next();
    if (c.res.status < 400) publicCacheOf(c.get('deps'))?.forget(tagsChangedBy(method, c.req.path));
  });
}
