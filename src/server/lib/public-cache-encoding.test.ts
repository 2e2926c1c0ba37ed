import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env';
import { compressText } from './compression';
import { etagOf } from './etag';
import { publicGet, registerPublicCache, ResponseCache, VISITOR_CACHE_CONTROL } from './public-cache';

// The visitors' cache keeps each answer's compressed copies (decision 032): made once per encoding,
// counted in its byte bound, sent as the request accepts them, and never compressed a second time.

const big = {
  items: Array.from({ length: 200 }, (_, i) => ({
    id: i,
    name: `Startup number ${i}`,
    tagline: 'We make the things that make things',
  })),
};
const bigText = JSON.stringify(big);

/** The app's order: compression outside, the public route inside, as in app.ts. */
function appWithCache(limits = { ttlMs: 60_000, maxEntries: 100, maxBytes: 10e6, maxEntryBytes: 1e6 }) {
  const deps = {};
  const cache = registerPublicCache(deps, limits);
  const calls = { big: 0 };
  const app = new Hono<AppEnv>()
    .use(compressText())
    .use(async (c, next) => {
      c.set('deps', deps as AppEnv['Variables']['deps']);
      await next();
    })
    .get('/big', publicGet(), (c) => {
      calls.big += 1;
      return c.json(big);
    })
    .get('/small', publicGet(), (c) => c.json({ ok: true }));
  return { app, cache, calls };
}

const decode = (encoding: string | null, bytes: Buffer) =>
  (encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString();

describe('a kept answer, compressed', () => {
  it('answers brotli, gzip or as it is, each with its length, from one run of the route', async () => {
    const { app, calls } = appWithCache();
    const cases = [
      ['gzip, deflate, br', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip, deflate, br;q=0', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['', null],
      ['identity', null],
      ['gzip;q=0, br;q=0', null],
      ['*;q=0', null],
    ] as const;
    for (const round of ['miss or first copy', 'kept copy']) {
      for (const [accept, encoding] of cases) {
        const label = `${round}: "${accept}"`;
        const response = await app.request('/big', { headers: accept ? { 'Accept-Encoding': accept } : {} });
        expect(response.status, label).toBe(200);
        expect(response.headers.get('content-encoding'), label).toBe(encoding);
        const bytes = Buffer.from(await response.arrayBuffer());
        expect(Number(response.headers.get('content-length')), label).toBe(bytes.length);
        expect(decode(encoding, bytes), label).toBe(bigText);
        expect(response.headers.get('content-type'), label).toBe('application/json');
        expect(response.headers.get('cache-control'), label).toBe(VISITOR_CACHE_CONTROL);
        // The plain copy varies by Accept-Encoding too: a shared cache must not give it to all.
        expect(response.headers.get('vary'), label).toBe('Cookie, Accept-Encoding');
        expect(response.headers.get('etag'), label).toBe(encoding ? `W/${etagOf(bigText)}` : etagOf(bigText));
      }
    }
    expect(calls.big).toBe(1);
  });

  it('sends the kept bytes themselves: the compression middleware does not compress them again', async () => {
    const { app, cache } = appWithCache();
    for (const encoding of ['br', 'gzip'] as const) {
      const first = Buffer.from(
        await (await app.request('/big', { headers: { 'Accept-Encoding': encoding } })).arrayBuffer(),
      );
      const again = Buffer.from(
        await (await app.request('/big', { headers: { 'Accept-Encoding': encoding } })).arrayBuffer(),
      );
      const kept = Buffer.from(await cache.encoded(cache.get('/big')!, encoding));
      expect(first.equals(kept), encoding).toBe(true);
      expect(again.equals(kept), encoding).toBe(true);
      // Decoded once, it is the JSON: compressed twice, it would need a second decoding.
      expect(JSON.parse(decode(encoding, again))).toEqual(big);
    }
  });

  it('leaves an answer under 1 KB as it is, and its Vary as before', async () => {
    const { app } = appWithCache();
    for (let i = 0; i < 2; i++) {
      const response = await app.request('/small', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('vary')).toBe('Cookie');
      expect(await response.json()).toEqual({ ok: true });
    }
  });

  it('answers If-None-Match with a 304 whichever copy the client holds, tagged as the copy it would get', async () => {
    const { app } = appWithCache();
    const strong = etagOf(bigText);
    const gzipped = await app.request('/big', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers.get('etag')).toBe(`W/${strong}`);
    const cases = [
      // A gzip copy's tag, asked again by a browser that takes brotli now, or nothing.
      [`W/${strong}`, 'gzip, deflate, br', `W/${strong}`],
      [`W/${strong}`, '', strong],
      [strong, 'br', `W/${strong}`],
      [`"stale", ${strong}`, 'gzip', `W/${strong}`],
    ] as const;
    for (const [ifNoneMatch, accept, etag] of cases) {
      const label = `${ifNoneMatch} with "${accept}"`;
      const response = await app.request('/big', {
        headers: { 'If-None-Match': ifNoneMatch, ...(accept && { 'Accept-Encoding': accept }) },
      });
      expect(response.status, label).toBe(304);
      expect(await response.text(), label).toBe('');
      expect(response.headers.get('etag'), label).toBe(etag);
      expect(response.headers.get('content-encoding'), label).toBeNull();
      expect(response.headers.get('content-length'), label).toBeNull();
      expect(response.headers.get('vary'), label).toBe('Cookie, Accept-Encoding');
    }
    const changed = await app.request('/big', {
      headers: { 'If-None-Match': 'W/"something-else"', 'Accept-Encoding': 'br' },
    });
    expect(changed.status).toBe(200);
    expect(decode('br', Buffer.from(await changed.arrayBuffer()))).toBe(bigText);
  });
});

describe('ResponseCache and compressed copies', () => {
  const answer = (body: string) => ({
    body,
    etag: etagOf(body),
    contentType: 'application/json',
    cacheControl: VISITOR_CACHE_CONTROL,
    headers: [],
  });
  const text = (seed: string) => JSON.stringify(Array.from({ length: 100 }, (_, i) => `${seed} item ${i}`));

  it('counts each compressed copy in its entry and in the cache, made once however many ask', async () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: 1e6, maxEntryBytes: 1e5 });
    const body = text('a');
    const entry = cache.set('/a', answer(body))!;
    const plain = Buffer.byteLength(body) + '/a'.length;
    expect([entry.bytes, cache.bytes]).toEqual([plain, plain]);
    // Asked at once by two requests: one compression, one copy.
    const [gzip, sameGzip] = await Promise.all([cache.encoded(entry, 'gzip'), cache.encoded(entry, 'gzip')]);
    expect(sameGzip).toBe(gzip);
    expect(gunzipSync(gzip).toString()).toBe(body);
    const br = await cache.encoded(entry, 'br');
    expect(brotliDecompressSync(br).toString()).toBe(body);
    const total = plain + gzip.byteLength + br.byteLength;
    expect([entry.bytes, cache.bytes]).toEqual([total, total]);
    // Kept: the same bytes, counted once.
    expect(cache.encoded(entry, 'br')).toBe(br);
    expect(cache.bytes).toBe(total);
    cache.delete('/a');
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });

  it('drops the least recently used when compressed copies take it over maxBytes', async () => {
    const first = text('first');
    const second = text('second');
    const plain = Buffer.byteLength(first) + 2 + Buffer.byteLength(second) + 2;
    // Room for both answers and a little more, not for their copies too.
    const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: plain + 100, maxEntryBytes: 1e5 });
    cache.set('/1', answer(first));
    const entry = cache.set('/2', answer(second))!;
    expect(cache.size).toBe(2);
    await cache.encoded(entry, 'gzip');
    expect(cache.get('/1')).toBeUndefined();
    expect(cache.get('/2')).toBe(entry);
    expect(cache.bytes).toBe(entry.bytes);
    expect(cache.bytes).toBeLessThanOrEqual(plain + 100);
  });

  it('does not count a copy made for an entry forgotten meanwhile', async () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: 1e6, maxEntryBytes: 1e5 });
    const body = text('gone');
    const entry = cache.set('/api/blog', answer(body))!;
    const copy = cache.encoded(entry, 'br');
    cache.forget(['blog']);
    expect(brotliDecompressSync(await copy).toString()).toBe(body);
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });
});
