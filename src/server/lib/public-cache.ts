import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { etagMatches, etagOf } from './etag';
import { hasSessionCookie } from './session-cookie';

/** Visitors' copy: any cache may keep it, and must ask again (a 304 when nothing changed) before use. */
export const VISITOR_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** A signed-in view may differ per member (a startup page lists the jobs they applied to): kept nowhere. */
export const SIGNED_IN_CACHE_CONTROL = 'private, no-store';

export type PublicCacheLimits = { ttlMs: number; maxEntries: number; maxBytes: number; maxEntryBytes: number };

export const DEFAULT_PUBLIC_CACHE: PublicCacheLimits = { ttlMs: 5_000, maxEntries: 500, maxBytes: 16 * 1024 * 1024, maxEntryBytes: 512 * 1024 };

type Entry = {
  body: string;
  etag: string;
  contentType: string;
  cacheControl: string;
  /** The route's other headers, so that a copy answers as the route did. */
  headers: [string, string][];
  expires: number;
  bytes: number;
};

// Set by respond() itself, or never to be kept: a cookie is one person's.
const NOT_KEPT = new Set(['content-type', 'content-length', 'etag', 'cache-control', 'vary', 'set-cookie']);

/** A least-recently-used map of responses, bounded in entries and in bytes, each fresh for ttlMs. */
export class ResponseCache {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;
  constructor(readonly limits: PublicCacheLimits) {}

  get size() {
    return this.#entries.size;
  }
  get bytes() {
    return this.#bytes;
  }

  get(key: string, now = Date.now()): Entry | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expires <= now) {
      this.#bytes -= entry.bytes;
      return undefined;
    }
    this.#entries.set(key, entry);
    return entry;
  }

  set(key: string, value: Omit<Entry, 'expires' | 'bytes'>, now = Date.now()) {
    const bytes = Buffer.byteLength(value.body) + key.length;
    if (this.limits.ttlMs <= 0 || bytes > this.limits.maxEntryBytes) return;
    this.delete(key);
    this.#entries.set(key, { ...value, bytes, expires: now + this.limits.ttlMs });
    this.#bytes += bytes;
    // Maps iterate in insertion order, and a read re-inserts: the first key is the least recently used.
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.limits.maxEntries && this.#bytes <= this.limits.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  clear() {
    this.#entries.clear();
    this.#bytes = 0;
  }
}

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
 * (no session cookie) is answered from the app's cache for a few seconds; a request with a session
 * cookie never is, nor is its response stored, as it may differ per member.
 */
export function publicGet(): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    const isVisitor = !hasSessionCookie(c.req.header('cookie'));
    const cache = isVisitor ? publicCacheOf(c.get('deps')) : undefined;
    const key = cache ? pathAndQuery(c.req.url) : '';
    const hit = cache?.get(key);
    if (hit) return respond(c, hit);

    const keptBody = keepBody(c);
    await next();
    const res = c.res;
    const contentType = res.headers.get('content-type');
    if (res.status !== 200 || !contentType || contentType.includes('event-stream')) return;
    const kept = keptBody(res);
    const body = kept ?? (await res.text());
    const entry = {
      body,
      etag: etagOf(body),
      contentType,
      // A route's own policy wins (the sitemap may be kept ten minutes by anyone).
      cacheControl: res.headers.get('cache-control') ?? (isVisitor ? VISITOR_CACHE_CONTROL : SIGNED_IN_CACHE_CONTROL),
      headers: [...res.headers].filter(([name]) => !NOT_KEPT.has(name)),
    };
    if (!res.headers.has('set-cookie')) cache?.set(key, entry);
    // A body read back from the Response is used up; a 304 has none.
    if (kept === undefined || etagMatches(c.req.header('if-none-match'), entry.etag)) {
      const headers = new Headers(res.headers);
      c.res = undefined;
      c.res = respond(c, entry, headers);
      return;
    }
    // The common miss: the route's own response goes out as it is, with the cache headers added.
    setCacheHeaders(res.headers, entry);
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

function setCacheHeaders(headers: Headers, entry: Omit<Entry, 'expires' | 'bytes'>) {
  headers.set('ETag', entry.etag);
  headers.set('Cache-Control', entry.cacheControl);
  // What a cookie changes is decided here, so a shared cache must keep visitors' and members' apart.
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Cookie');
  else if (!/(?:^|,)\s*cookie\s*(?:,|$)/i.test(vary)) headers.set('Vary', `${vary}, Cookie`);
}

function respond(c: Context, entry: Omit<Entry, 'expires' | 'bytes'>, headers = new Headers(entry.headers)): Response {
  setCacheHeaders(headers, entry);
  if (etagMatches(c.req.header('if-none-match'), entry.etag)) {
    headers.delete('Content-Type');
    headers.delete('Content-Length');
    return new Response(null, { status: 304, headers });
  }
  headers.set('Content-Type', entry.contentType);
  return new Response(entry.body, { status: 200, headers });
}

function pathAndQuery(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  return start === -1 ? '/' : url.slice(start);
}

/**
 * Any successful write empties this process's visitor cache: a visitor sees a change at once when it
 * was made here, and within ttlMs when another server process made it.
 */
export function forgetPublicCacheOnWrites(): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    await next();
    if (c.res.status < 400) publicCacheOf(c.get('deps'))?.clear();
  });
}
