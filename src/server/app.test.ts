import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createLogger } from './lib/logger';
import { createTestApp, type TestApp } from './testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PLATFORM_NAME: 'Rocket<Club>', SUPPORT_EMAIL: 'help@rocket.club' });
});
afterAll(() => t.close());

describe('API basics', () => {
  it('GET /api/health answers { ok: true } once the database is open', async () => {
    const response = await t.app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('answers an unknown API path with 404 in the error shape', async () => {
    const response = await t.app.request('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { message: 'Not found', code: 'NOT_FOUND' } });
  });

  it('sends security headers', async () => {
    const response = await t.app.request('/api/health');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});

describe('serving the client', () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'liftoff-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<html><head><title>%PLATFORM_NAME%</title><!--app-config--></head><body></body></html>',
  );
  const script = `${'console.log("where startups take off");\n'.repeat(200)}`;
  writeFileSync(path.join(clientDir, 'assets', 'main-abc123.js'), script);
  // A file as the build leaves it, with its brotli and gzip copies (scripts/build/precompress.ts).
  writeFileSync(path.join(clientDir, 'assets', 'framework-def456.js'), script);
  writeFileSync(path.join(clientDir, 'assets', 'framework-def456.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(clientDir, 'assets', 'framework-def456.js.gz'), gzipSync(script));
  mkdirSync(path.join(clientDir, '.vite'));
  writeFileSync(path.join(clientDir, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/main-abc123.js"}}');
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

  it('serves every page of the route table as the app, with the configuration injected safely', async () => {
    for (const page of [
      '/',
      '/login',
      '/startups',
      '/startup/acme-robotics',
      '/profile/123',
      '/blog/category/market-trends',
      '/jobs/1/edit/2',
    ]) {
      const response = await app.request(page);
      expect(response.status, page).toBe(200);
    }
    const html = await (await app.request('/login')).text();
    expect(html).toContain('<title>Rocket&lt;Club&gt;</title>');
    expect(html).toContain(
      '<script type="application/json" id="app-config">{"platformName":"Rocket\\u003cClub>","supportEmail":"help@rocket.club"',
    );
  });

  it('answers any other path with the app and a real 404 status', async () => {
    const response = await app.request('/this/does/not/exist');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('app-config');
  });

  it('serves no file of the build that starts with a dot (the build manifest): a 404 page', async () => {
    for (const file of ['/.vite/manifest.json', '/assets/../.vite/manifest.json', '/%2Evite/manifest.json']) {
      const response = await app.request(file);
      expect(response.status, file).toBe(404);
      expect(await response.text(), file).not.toContain('main-abc123');
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await app.request('/assets/main-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('compresses text for browsers that accept gzip', async () => {
    const response = await app.request('/assets/main-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const compressed = Buffer.from(await response.arrayBuffer());
    expect(compressed.length).toBeLessThan(script.length / 10);
    expect(gunzipSync(compressed).toString()).toBe(script);
    const plain = await app.request('/assets/main-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it("sends the build's compressed copy of a file: brotli when the browser takes it, else gzip", async () => {
    const brotli = await app.request('/assets/framework-def456.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toContain('javascript');
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(script);
    const gzipped = await app.request('/assets/framework-def456.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(script);
    const plain = await app.request('/assets/framework-def456.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await app.request('/api/unknown');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });
});
