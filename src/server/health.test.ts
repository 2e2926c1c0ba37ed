import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerHealthFirst } from './health';
import { createTestApp, type TestApp } from './testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A real HTTP server: the app behind the health check, as main.ts serves it. */
async function serve(ping: () => Promise<unknown>) {
  const reachedApp: string[] = [];
  const app: http.RequestListener = (req, res) => {
    reachedApp.push(`${req.method} ${req.url}`);
    void Promise.resolve(t.app.fetch(new Request(`http://localhost${req.url}`, { method: req.method }))).then(
      async (response) => {
        res
          .writeHead(response.status, Object.fromEntries(response.headers))
          .end(Buffer.from(await response.arrayBuffer()));
      },
    );
  };
  const withHealth = await answerHealthFirst(t.app, ping);
  const server = http.createServer(withHealth(app));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, reachedApp, close: () => new Promise((resolve) => server.close(resolve)) };
}

const headersOf = (response: Response) => {
  const headers = Object.fromEntries(response.headers);
  for (const perConnection of ['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])
    delete headers[perConnection];
  return headers;
};

describe('the health check ahead of the app', () => {
  it("answers exactly as the app's own route, headers included, without reaching the app", async () => {
    const server = await serve(() => Promise.resolve());
    try {
      const fromApp = await t.app.request('/api/health');
      const fast = await fetch(`${server.base}/api/health`);
      expect(fast.status).toBe(200);
      expect(await fast.json()).toEqual({ ok: true });
      expect(headersOf(fast)).toEqual(headersOf(fromApp));
      expect(fast.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(await (await fetch(`${server.base}/api/health?from=balancer`)).json()).toEqual({ ok: true });
      const head = await fetch(`${server.base}/api/health`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(await head.text()).toBe('');
      expect(server.reachedApp).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('leaves the answer to the app when the database does not answer, and every other request', async () => {
    let pings = 0;
    const server = await serve(() => {
      pings += 1;
      return Promise.reject(new Error('database down'));
    });
    try {
      await fetch(`${server.base}/api/health`);
      await fetch(`${server.base}/api/health`, { method: 'POST' });
      await fetch(`${server.base}/api/healthz`);
      await fetch(`${server.base}/api/startups`);
      expect(pings).toBe(1);
      expect(server.reachedApp).toEqual([
        'GET /api/health',
        'POST /api/health',
        'GET /api/healthz',
        'GET /api/startups',
      ]);
    } finally {
      await server.close();
    }
  });

  it('refuses to start on an app whose health check fails', async () => {
    await expect(
      answerHealthFirst({ request: () => new Response('{}', { status: 500 }) }, () => Promise.resolve()),
    ).rejects.toThrow(/answered 500/);
  });
});
