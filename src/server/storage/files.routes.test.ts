import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadLogo } from '../testing/startups';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('public files', () => {
  it('keep their own sandbox policy: the app-wide security headers do not replace it', async () => {
    const caller = t.client();
    await caller.signUp();
    const logoUrl = await uploadLogo(caller);
    const response = await t.app.request(new URL(logoUrl, 'http://localhost').pathname);
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain('sandbox');
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // The other app-wide headers are still there.
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('leave the app-wide policy on everything else', async () => {
    const response = await t.app.request('/api/health');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
