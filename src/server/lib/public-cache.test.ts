import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { startups } from '../db/schema';
import { applicationForm } from '../testing/images';
import { createTestApp, type TestApp } from '../testing/test-app';
import { seedWorld, type World } from '../testing/world';
import { createLogger } from './logger';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { etagOf } from './etag';
import {
  publicGet,
  registerPublicCache,
  ResponseCache,
  SIGNED_IN_CACHE_CONTROL,
  VISITOR_CACHE_CONTROL,
} from './public-cache';
import { hasSessionCookie } from './session-cookie';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await seedWorld(t);
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}, app = t.app) => app.request(path, { headers });
const signedIn = (cookie: string, path: string, headers: Record<string, string> = {}) =>
  get(path, { Cookie: cookie, ...headers });

/** The app-wide security headers exactly as before this change (hono's secureHeaders, decision 012). */
const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self'; img-src 'self' data: blob: https:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; font-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('session lookup', () => {
  it('looks for the very cookie better-auth sets, in its plain and __Secure- forms', async () => {
    const response = await t.client().signIn(w.people.member.email, w.people.member.password);
    const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
    expect(hasSessionCookie(cookie)).toBe(true);
    expect(hasSessionCookie(`theme=dark; __Secure-${cookie}`)).toBe(true);
    expect(hasSessionCookie('theme=dark; better-auth.session_data=x; my-better-auth.session_token=x')).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });

  it('asks the database about no session when the request has no session cookie', async () => {
    await t.db.execute(sql`alter table sessions rename to sessions_elsewhere`);
    try {
      // With a cookie the lookup needs the table: this is what a request without one must not do.
      expect((await signedIn(w.people.member.cookie, '/api/account/session')).status).toBe(500);
      const visitor = await get('/api/account/session');
      expect(visitor.status).toBe(200);
      expect(await visitor.json()).toEqual({ user: null });
      expect((await get(`/api/startups/by-slug/${w.startup.slug}`)).status).toBe(200);
      expect((await get('/api/health')).status).toBe(200);
    } finally {
      await t.db.execute(sql`alter table sessions_elsewhere rename to sessions`);
    }
    expect(
      ((await (await signedIn(w.people.member.cookie, '/api/account/session')).json()) as { user: { id: string } }).user
        .id,
    ).toBe(w.people.member.id);
  });

  it('does not call better-auth at all for a request without a session cookie', async () => {
    const getSession = vi.spyOn(t.auth.api, 'getSession');
    try {
      for (const path of ['/api/account/session', '/api/startups', '/api/blog', '/api/notifications'])
        await get(path, { Cookie: 'theme=dark' });
      expect(getSession).not.toHaveBeenCalled();
      await signedIn(w.people.member.cookie, '/api/account/session');
      expect(getSession).toHaveBeenCalledTimes(1);
    } finally {
      getSession.mockRestore();
    }
  });
});

describe('ETags and 304 on public GETs', () => {
  const routes = () => [
    { path: '/api/startups', cacheControl: VISITOR_CACHE_CONTROL },
    { path: `/api/startups/by-slug/${w.startup.slug}`, cacheControl: VISITOR_CACHE_CONTROL },
    { path: '/api/blog', cacheControl: VISITOR_CACHE_CONTROL },
    { path: '/api/blog/posts?category=founder-stories', cacheControl: VISITOR_CACHE_CONTROL },
    { path: `/api/blog/posts/${w.post.slug}`, cacheControl: VISITOR_CACHE_CONTROL },
    // Their own policy: anyone may keep the feed and the sitemap ten minutes.
    { path: '/blog/rss.xml', cacheControl: 'public, max-age=600' },
    { path: '/sitemap.xml', cacheControl: 'public, max-age=600' },
  ];

  it('gives visitors a tag, and a 304 with no body when they send it back', async () => {
    for (const { path, cacheControl } of routes()) {
      const first = await get(path);
      expect(first.status, path).toBe(200);
      const etag = first.headers.get('etag')!;
      expect(etag, path).toMatch(/^"[\w-]+"$/);
      expect(first.headers.get('cache-control'), path).toBe(cacheControl);
      expect(first.headers.get('vary'), path).toContain('Cookie');
      const body = await first.text();

      const again = await get(path, { 'If-None-Match': etag });
      expect(again.status, path).toBe(304);
      expect(await again.text(), path).toBe('');
      expect(again.headers.get('etag'), path).toBe(etag);
      expect(again.headers.get('x-content-type-options'), path).toBe('nosniff');
      // A gzipped copy carries the weak form of the same tag; a stale tag gets the page again.
      expect((await get(path, { 'If-None-Match': `"stale", W/${etag}` })).status, path).toBe(304);
      const changed = await get(path, { 'If-None-Match': '"something-else"' });
      expect(changed.status, path).toBe(200);
      expect(await changed.text(), path).toBe(body);
    }
  });

  it('gives members a tag and a 304 too, with a policy that keeps their view out of every cache', async () => {
    for (const { path } of routes().slice(0, 5)) {
      const first = await signedIn(w.people.member.cookie, path);
      expect(first.status, path).toBe(200);
      expect(first.headers.get('cache-control'), path).toBe(SIGNED_IN_CACHE_CONTROL);
      const again = await signedIn(w.people.member.cookie, path, { 'If-None-Match': first.headers.get('etag')! });
      expect(again.status, path).toBe(304);
    }
  });

  it('answers a 404 without a tag, as before', async () => {
    const missing = await get('/api/startups/by-slug/no-such-startup-here');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
  });
});

describe('the visitors’ cache', () => {
  it('serves visitors the same copy for a few seconds, and members the database as it is now', async () => {
    const path = `/api/startups/by-slug/${w.startup.slug}`;
    const before = (await (await get(path)).json()) as { startup: { tagline: string } };
    // Straight into the database: no write through this app, so nothing empties the cache.
    await t.db.update(startups).set({ tagline: 'Changed behind the cache' }).where(eq(startups.id, w.startup.id));
    try {
      expect(((await (await get(path)).json()) as { startup: { tagline: string } }).startup.tagline).toBe(
        before.startup.tagline,
      );
      const member = (await (await signedIn(w.people.member.cookie, path)).json()) as { startup: { tagline: string } };
      expect(member.startup.tagline).toBe('Changed behind the cache');
    } finally {
      await t.db.update(startups).set({ tagline: before.startup.tagline }).where(eq(startups.id, w.startup.id));
    }
  });

  it('shows a member who applies their application at once, whatever visitors were served', async () => {
    const jobId = await w.throwaway.job();
    const path = `/api/startups/by-slug/${w.startup.slug}`;
    const applied = async () =>
      ((await (await signedIn(w.people.member.cookie, path)).json()) as { applicationStatuses: Record<string, string> })
        .applicationStatuses;
    expect((await get(path)).status).toBe(200);
    expect(await applied()).not.toHaveProperty(jobId);
    const response = await t.app.request(`/api/jobs/${jobId}/applications`, {
      method: 'POST',
      headers: { Origin: 'http://localhost:3000', Cookie: w.people.member.cookie },
      body: applicationForm(),
    });
    expect(response.status).toBe(201);
    // A visitor fills the cache again, with no application in it...
    expect(
      ((await (await get(path)).json()) as { applicationStatuses: Record<string, string> }).applicationStatuses,
    ).toEqual({});
    // ...and the member still sees their own.
    expect(await applied()).toEqual({ [jobId]: 'submitted' });
    await w.removeLeftovers();
  });

  it('never keeps a signed-in answer for visitors: an administrator’s drafts stay theirs', async () => {
    const path = `/api/blog/posts?status=draft&page=1&fresh=${w.unique('key')}`;
    const admin = (await (await signedIn(w.people.admin.cookie, path)).json()) as {
      items?: { slug: string }[];
      posts?: { slug: string }[];
    };
    expect(JSON.stringify(admin)).toContain(w.draft.slug);
    expect(await (await get(path)).text()).not.toContain(w.draft.slug);
  });

  it('is emptied by a write through the app, so a visitor sees it at once', async () => {
    const path = `/api/startups/by-slug/${w.startup.slug}`;
    await get(path);
    const input = { ...w.startup.input, tagline: 'Written through the API' };
    const put = await t.app.request(`/api/startups/${w.startup.id}`, {
      method: 'PUT',
      headers: { Origin: 'http://localhost:3000', Cookie: w.people.owner.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
    });
    expect(put.status).toBe(200);
    expect(((await (await get(path)).json()) as { startup: { tagline: string } }).startup.tagline).toBe(
      'Written through the API',
    );
  });

  it('lets a visitor’s copy expire after ttlMs', async () => {
    const app = createApp({
      db: t.db,
      config: t.config,
      auth: t.auth,
      storage: t.storage,
      realtime: t.realtime,
      logger: createLogger('silent'),
      publicCache: { ttlMs: 50, maxEntries: 10, maxBytes: 1e6, maxEntryBytes: 1e5 },
    });
    const path = `/api/startups/by-slug/${w.startup.slug}`;
    const original = ((await (await get(path, {}, app)).json()) as { startup: { tagline: string } }).startup.tagline;
    await t.db.update(startups).set({ tagline: 'After the copy expired' }).where(eq(startups.id, w.startup.id));
    try {
      expect(((await (await get(path, {}, app)).json()) as { startup: { tagline: string } }).startup.tagline).toBe(
        original,
      );
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect(((await (await get(path, {}, app)).json()) as { startup: { tagline: string } }).startup.tagline).toBe(
        'After the copy expired',
      );
    } finally {
      await t.db.update(startups).set({ tagline: original }).where(eq(startups.id, w.startup.id));
    }
  });
});

describe('ResponseCache', () => {
  const entry = (body: string) => ({
    body,
    etag: '"x"',
    contentType: 'application/json',
    cacheControl: VISITOR_CACHE_CONTROL,
    headers: [],
  });

  it('holds at most maxEntries, dropping the least recently used', () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 3, maxBytes: 1e6, maxEntryBytes: 1e5 });
    for (const key of ['/a', '/b', '/c']) cache.set(key, entry(key));
    expect(cache.get('/a')?.body).toBe('/a');
    cache.set('/d', entry('/d'));
    expect(cache.size).toBe(3);
    expect(cache.get('/b')).toBeUndefined();
    expect(['/a', '/c', '/d'].map((key) => cache.get(key)?.body)).toEqual(['/a', '/c', '/d']);
  });

  it('holds at most maxBytes, and never one entry larger than maxEntryBytes', () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 1000, maxBytes: 10_000, maxEntryBytes: 4_000 });
    for (let i = 0; i < 100; i++) cache.set(`/k${i}`, entry('x'.repeat(1_000)));
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.size).toBeLessThanOrEqual(10);
    expect(cache.get('/k99')).toBeDefined();
    cache.set('/huge', entry('x'.repeat(5_000)));
    expect(cache.get('/huge')).toBeUndefined();
    cache.clear();
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });

  it('forgets an entry once it is older than ttlMs', () => {
    const cache = new ResponseCache({ ttlMs: 5_000, maxEntries: 10, maxBytes: 1e6, maxEntryBytes: 1e5 });
    cache.set('/a', entry('a'), 1_000);
    expect(cache.get('/a', 5_999)?.body).toBe('a');
    expect(cache.get('/a', 6_000)).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });
});

describe('pages and headers', () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'liftoff-client-'));
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<html><head><title>%PLATFORM_NAME%</title><!--app-config--></head><body></body></html>',
  );
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    app = createApp({
      db: t.db,
      config: t.config,
      auth: t.auth,
      storage: t.storage,
      realtime: t.realtime,
      logger: createLogger('silent'),
      clientDir,
    });
  });

  it('gives the server-rendered pages a tag and a 304', async () => {
    for (const page of ['/login', '/startups', '/about', `/blog/${w.post.slug}`]) {
      const first = await get(page, {}, app);
      expect(first.status, page).toBe(200);
      const etag = first.headers.get('etag')!;
      expect(etag, page).toMatch(/^"[\w-]+"$/);
      const again = await get(page, { 'If-None-Match': etag }, app);
      expect(again.status, page).toBe(304);
      expect(await again.text(), page).toBe('');
    }
  });

  it('keeps every security header exactly as it was, on JSON, pages, files and errors', async () => {
    const logo = new URL(w.startup.logoUrl, 'http://localhost').pathname;
    const expected: Record<string, Record<string, unknown>> = {
      '/api/health': { ...SECURITY_HEADERS, 'content-type': 'application/json' },
      '/api/no-such-route': { ...SECURITY_HEADERS, 'content-type': 'application/json' },
      // Answered from its kept copy, with that copy's length (under 1 KB here, so never compressed: Vary stays Cookie).
      '/api/startups': {
        ...SECURITY_HEADERS,
        'content-type': 'application/json',
        'content-length': expect.any(String),
        etag: expect.any(String),
        'cache-control': VISITOR_CACHE_CONTROL,
        vary: 'Cookie',
      },
      '/login': {
        ...SECURITY_HEADERS,
        'content-type': 'text/html; charset=UTF-8',
        etag: expect.any(String),
        'cache-control': 'no-cache',
      },
      // A route's own header wins: uploaded files keep their sandbox policy.
      [logo]: {
        ...SECURITY_HEADERS,
        'content-security-policy': "default-src 'none'; sandbox",
        'content-type': 'image/png',
        'content-length': expect.any(String),
        'cache-control': 'public, max-age=31536000, immutable',
      },
    };
    for (const [route, headers] of Object.entries(expected)) {
      const response = await get(route, {}, app);
      expect(Object.fromEntries(response.headers), route).toEqual(headers);
    }
  });
});

describe('publicGet on a route of its own', () => {
  /** A bare app with one public route per way of answering, and the visitors' cache. */
  let calls = 0;
  function routes() {
    const deps = {};
    registerPublicCache(deps);
    return new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('deps', deps as AppEnv['Variables']['deps']);
        await next();
      })
      .get('/json', publicGet(), (c) => c.json({ a: '<1>' }, 200, { 'X-Route': 'json' }))
      .get('/html', publicGet(), (c) => c.html('<p>hello</p>'))
      .get('/text', publicGet(), (c) => c.text('plain words'))
      .get('/created', publicGet(), (c) => c.json({ made: true }, 201))
      .get('/cookie', publicGet(), (c) => {
        calls += 1;
        c.header('Set-Cookie', `seen=${calls}`);
        return c.json({ calls });
      });
  }

  it('answers each way exactly as the route made it, with a tag of the very bytes sent', async () => {
    const app = routes();
    const cases = [
      ['/json', 'application/json', '{"a":"<1>"}'],
      ['/html', 'text/html; charset=UTF-8', '<p>hello</p>'],
      // c.text's own default when nothing else is set (the Response constructor's, without a space).
      ['/text', 'text/plain;charset=UTF-8', 'plain words'],
    ] as const;
    for (const [path, contentType, body] of cases) {
      for (const round of ['miss', 'hit']) {
        const response = await app.request(path);
        expect(response.status, `${path} ${round}`).toBe(200);
        expect(response.headers.get('content-type'), `${path} ${round}`).toBe(contentType);
        const text = await response.text();
        expect(text, `${path} ${round}`).toBe(body);
        expect(response.headers.get('etag'), `${path} ${round}`).toBe(etagOf(text));
        expect(response.headers.get('cache-control'), `${path} ${round}`).toBe(VISITOR_CACHE_CONTROL);
        expect(response.headers.get('vary'), `${path} ${round}`).toBe('Cookie');
      }
    }
    expect((await app.request('/json')).headers.get('x-route')).toBe('json');
    const notModified = await app.request('/json', { headers: { 'If-None-Match': etagOf('{"a":"<1>"}') } });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
  });

  it('answers a 304 on the first request too, and tags nothing but a 200', async () => {
    const app = routes();
    const first = await app.request('/html', { headers: { 'If-None-Match': etagOf('<p>hello</p>') } });
    expect(first.status).toBe(304);
    const created = await app.request('/created');
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ made: true });
    expect(created.headers.get('etag')).toBeNull();
  });

  it('never keeps an answer that sets a cookie: each visitor gets their own', async () => {
    const app = routes();
    const first = await app.request('/cookie');
    const second = await app.request('/cookie');
    expect(first.headers.get('set-cookie')).toBe('seen=1');
    expect(second.headers.get('set-cookie')).toBe('seen=2');
    expect(await second.json()).toEqual({ calls: 2 });
  });
});
