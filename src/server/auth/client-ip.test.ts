import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../testing/test-app';
import { forwardedClientIp } from './client-ip';

describe('the client address behind our own proxies', () => {
  it('takes the entry the nearest trusted proxy appended, counting from the right', () => {
    expect(forwardedClientIp('6.6.6.6, 203.0.113.9', 1)).toBe('203.0.113.9');
    expect(forwardedClientIp('6.6.6.6,203.0.113.9,10.0.0.2', 2)).toBe('203.0.113.9');
    expect(forwardedClientIp('203.0.113.9', 1)).toBe('203.0.113.9');
    // Fewer entries than proxies: the request did not pass through them all; the socket decides.
    expect(forwardedClientIp('203.0.113.9', 2)).toBeUndefined();
    expect(forwardedClientIp('203.0.113.9', 0)).toBeUndefined();
    expect(forwardedClientIp(undefined, 1)).toBeUndefined();
    expect(forwardedClientIp('', 1)).toBeUndefined();
  });
});

describe('TRUST_PROXY', () => {
  it('is false, true (one proxy) or a number of proxies', () => {
    expect(loadConfig({}).trustProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxyHops).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxyHops).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
  });
});

describe('TRUST_PROXY=true with rate limits on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'true', TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('cannot be bypassed by rotating the leftmost X-Forwarded-For entry', async () => {
    // Every request arrives from the proxy's socket; the proxy appends the real client, 203.0.113.9.
    const attacker = t.client({ ip: '10.0.0.1' });
    const guess = (i: number, forwardedFor: string) =>
      attacker.request('/api/auth/sign-in/email', {
        json: { email: 'victim@example.com', password: `guess-${i}` },
        headers: { 'x-forwarded-for': forwardedFor },
      });
    for (let i = 0; i < 10; i++) expect((await guess(i, `198.51.100.${i}, 203.0.113.9`)).status).toBe(401);
    expect((await guess(10, '198.51.100.200, 203.0.113.9')).status).toBe(429);
    // Another client behind the same proxy has its own count.
    expect((await guess(11, '203.0.113.10')).status).toBe(401);
  });
});
