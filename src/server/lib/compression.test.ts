import { brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressText } from './compression';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Startup number ${i}` })) };
const app = new Hono()
  .use(compressText())
  .get('/small', (c) => c.json({ ok: true }))
  .get('/big', (c) => {
    c.header('ETag', '"abc"');
    return c.json(big);
  })
  .get('/raw', () => new Response(JSON.stringify(big), { headers: { 'Content-Type': 'application/json' } }))
  .get('/file', (c) => c.body('x'.repeat(5_000), 200, { 'Content-Type': 'text/javascript', 'Content-Length': '5000' }))
  // Already compressed by the route (as the visitors' cache answers): sent as it is.
  .get('/encoded', (c) =>
    c.body(new Uint8Array(gzipSync(JSON.stringify(big))), 200, {
      'Content-Type': 'application/json',
      'Content-Encoding': 'gzip',
    }),
  )
  .get('/image', (c) => c.body(new Uint8Array(5_000), 200, { 'Content-Type': 'image/png' }))
  .get('/events', (c) => streamSSE(c, async (stream) => stream.writeSSE({ data: 'x'.repeat(5_000) })));

const gzip = { 'Accept-Encoding': 'gzip, deflate' };
const browser = { 'Accept-Encoding': 'gzip, deflate, br' };

describe('compressText', () => {
  it('sends a small JSON body as it is, even to a browser that accepts gzip', async () => {
    const response = await app.request('/small', { headers: gzip });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.json()).toEqual({ ok: true });
  });

  it('gzips a JSON body of 1 KB or more in one go, with its length and a weak tag', async () => {
    const response = await app.request('/big', { headers: gzip });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('etag')).toBe('W/"abc"');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    expect(JSON.parse(gunzipSync(bytes).toString())).toEqual(big);
    // A handler's own Response (not c.json) too.
    const raw = await app.request('/raw', { headers: gzip });
    expect(JSON.parse(gunzipSync(Buffer.from(await raw.arrayBuffer())).toString())).toEqual(big);
  });

  it('prefers brotli when it is accepted, with its length and a weak tag', async () => {
    const response = await app.request('/big', { headers: browser });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('etag')).toBe('W/"abc"');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    expect(JSON.parse(brotliDecompressSync(bytes).toString())).toEqual(big);
  });

  it('never compresses an answer that is already encoded', async () => {
    for (const headers of [gzip, browser]) {
      const response = await app.request('/encoded', { headers });
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString())).toEqual(big);
    }
  });

  it('compresses a text file of known length as a stream, with gzip even where brotli is accepted', async () => {
    const response = await app.request('/file', { headers: browser });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe('x'.repeat(5_000));
  });

  it('leaves alone whoever does not ask, HEAD requests, images and event streams', async () => {
    expect((await app.request('/big')).headers.get('content-encoding')).toBeNull();
    expect((await app.request('/big', { method: 'HEAD', headers: gzip })).headers.get('content-encoding')).toBeNull();
    expect((await app.request('/image', { headers: gzip })).headers.get('content-encoding')).toBeNull();
    const events = await app.request('/events', { headers: gzip });
    expect(events.headers.get('content-type')).toContain('text/event-stream');
    expect(events.headers.get('content-encoding')).toBeNull();
    expect(await events.text()).toContain('x'.repeat(5_000));
  });

  it('uses deflate for a client that refuses gzip', async () => {
    const response = await app.request('/big', { headers: { 'Accept-Encoding': 'gzip;q=0, deflate' } });
    expect(response.headers.get('content-encoding')).toBe('deflate');
    expect(JSON.parse(inflateSync(Buffer.from(await response.arrayBuffer())).toString())).toEqual(big);
  });

  it('chooses by quality values', () => {
    // Equal qualities: the server's order, brotli first.
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('deflate;q=1, gzip;q=0.5')).toBe('deflate');
    expect(chooseEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
    expect(chooseEncoding('*;q=0, identity')).toBeNull();
    expect(chooseEncoding('br')).toBe('br');
    // Only what is offered.
    expect(chooseEncoding('br', ['gzip', 'deflate'])).toBeNull();
    expect(chooseEncoding('gzip, deflate, br', ['gzip', 'deflate'])).toBe('gzip');
  });
});
