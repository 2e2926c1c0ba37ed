import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignUp } from '../seed/factories';
import { createTestApp, type TestApp } from '../testing/test-app';

type ErrorBody = { error: { message: string } };

// A newcomer runs the server with PUBLIC_URL unset and opens it at 127.0.0.1 (or a LAN address).
const AT_LOOPBACK = { Origin: 'http://127.0.0.1:3000', Host: '127.0.0.1:3000' };
const FOREIGN = { Origin: 'http://evil.example', Host: '127.0.0.1:3000' };
const signUp = (t: TestApp, headers: Record<string, string>) =>
  t.client().request('/api/auth/sign-up/email', { json: buildSignUp(), headers });
const logoForm = (t: TestApp, headers: Record<string, string>) => {
  const form = new FormData();
  form.set('logo', new Blob(['x'], { type: 'image/png' }), 'logo.png');
  return t.client().request('/api/startups/logo', { form, headers });
};

describe('with PUBLIC_URL unset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: undefined });
  });
  afterAll(() => t.close());

  it('accepts a request whose Origin is the address it was sent to', async () => {
    expect(t.config.publicUrl).toBe('http://localhost:3000');
    const response = await signUp(t, AT_LOOPBACK);
    expect(response.status).toBe(200);
    // Hono's form CSRF check follows the same rule: the request gets as far as the sign-in check.
    expect((await logoForm(t, AT_LOOPBACK)).status).toBe(401);
  });

  it('still accepts the default address', async () => {
    expect((await signUp(t, { Origin: 'http://localhost:3000', Host: '127.0.0.1:3000' })).status).toBe(200);
  });

  it('refuses a foreign origin with a sentence that names the address to open', async () => {
    const response = await signUp(t, FOREIGN);
    expect(response.status).toBe(403);
    expect(((await response.json()) as ErrorBody).error.message).toBe(
      'This page was opened at http://evil.example; open http://localhost:3000 instead.',
    );
    const form = await logoForm(t, FOREIGN);
    expect(form.status).toBe(403);
    expect(((await form.json()) as ErrorBody).error.message).toBe(
      'This page was opened at http://evil.example; open http://localhost:3000 instead.',
    );
  });
});

describe('with PUBLIC_URL set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://liftoff.example' });
  });
  afterAll(() => t.close());

  it('accepts only PUBLIC_URL, even from the address the request was sent to', async () => {
    const response = await signUp(t, AT_LOOPBACK);
    expect(response.status).toBe(403);
    expect(((await response.json()) as ErrorBody).error.message).toBe(
      'This page was opened at http://127.0.0.1:3000; open https://liftoff.example instead.',
    );
    expect((await logoForm(t, AT_LOOPBACK)).status).toBe(403);
    expect((await signUp(t, { Origin: 'https://liftoff.example', Host: '127.0.0.1:3000' })).status).toBe(200);
  });
});
