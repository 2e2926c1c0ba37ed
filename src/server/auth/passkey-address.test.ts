import { afterAll, describe, expect, it } from 'vitest';
import { passkeyAddressMessage } from '../../shared/two-factor';
import { createTestApp } from '../testing/test-app';

// With PUBLIC_URL unset, a page opened at 127.0.0.1 or a LAN address works, but passkeys belong to
// PUBLIC_URL's host (and browsers refuse them on an address in numbers): the ceremony is refused there
// with where passkeys work, instead of a challenge that can only fail (decision 057).

const t = await createTestApp({ PUBLIC_URL: undefined, PORT: '3000' });
afterAll(() => t.close());

const at = (origin: string) => ({ Origin: origin, Host: new URL(origin).host });
type ErrorBody = { error: { message: string; code?: string } };

describe('passkeys at another address than PUBLIC_URL', () => {
  it('says where passkeys work, for signing in and for adding one, while the rest of the app answers there', async () => {
    expect(t.config.isPublicUrlExplicit).toBe(false);
    const member = t.client();
    await member.signUp();
    for (const origin of ['http://127.0.0.1:3000', 'http://192.168.1.20:3000', 'http://devbox.lan:3000']) {
      for (const path of [
        '/api/auth/passkey/generate-authenticate-options',
        '/api/auth/passkey/generate-register-options',
      ]) {
        const response = await member.request(path, { headers: at(origin) });
        expect(response.status, `${path} at ${origin}`).toBe(400);
        expect((await response.json()) as ErrorBody).toMatchObject({
          error: { code: 'PASSKEY_ADDRESS', message: passkeyAddressMessage('http://localhost:3000') },
        });
      }
      const verify = await member.request('/api/auth/passkey/verify-authentication', {
        headers: at(origin),
        json: { response: { id: 'x' } },
      });
      expect(((await verify.json()) as ErrorBody).error.code).toBe('PASSKEY_ADDRESS');
      // Everything else is accepted from the address the page was opened at.
      expect((await member.request('/api/auth/passkey/list-user-passkeys', { headers: at(origin) })).status).toBe(200);
      expect(
        (
          await member.request('/api/account/tokens', {
            headers: at(origin),
            json: { name: 'Script', scopes: ['jobs:read'] },
          })
        ).status,
      ).toBe(201);
    }
  });

  it("works at PUBLIC_URL's own address", async () => {
    const member = t.client();
    await member.signUp();
    expect(
      (
        await member.request('/api/auth/passkey/generate-authenticate-options', {
          headers: at('http://localhost:3000'),
        })
      ).status,
    ).toBe(200);
    expect(
      (await member.request('/api/auth/passkey/generate-register-options', { headers: at('http://localhost:3000') }))
        .status,
    ).toBe(200);
  });
});
