import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';

// One table of every route that needs a signed-in caller or the administrator, called by the wrong
// one. The feature tests check owners against other users; this keeps no route without a refusal test.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const someId = '00000000-0000-4000-8000-000000000000';
type Call = { method: string; path: string; json?: unknown; form?: FormData };

const signedInOnly: Call[] = [
  { method: 'POST', path: '/api/auth/change-password', json: { currentPassword: 'secret-pass', newPassword: 'other-pass', confirmPassword: 'other-pass' } },
  { method: 'POST', path: '/api/auth/delete-user', json: { password: 'secret-pass' } },
  { method: 'POST', path: '/api/auth/revoke-sessions', json: {} },
  { method: 'GET', path: '/api/account/settings' },
  { method: 'PUT', path: '/api/account/settings', json: { emailNotifications: false, statusUpdates: false, jobRecommendations: false, showProfile: false, allowMessages: false } },
  { method: 'POST', path: '/api/account/change-email', json: { newEmail: 'new@example.com', currentPassword: 'secret-pass' } },
  { method: 'GET', path: '/api/profiles/me' },
  { method: 'GET', path: `/api/profiles/${someId}` },
  { method: 'PUT', path: `/api/profiles/${someId}`, json: {} },
  { method: 'PUT', path: `/api/profiles/${someId}/avatar`, form: new FormData() },
  { method: 'DELETE', path: `/api/profiles/${someId}/avatar` },
  { method: 'GET', path: `/api/startups/by-owner/${someId}` },
  { method: 'GET', path: '/api/startups/mine' },
  { method: 'POST', path: '/api/startups/logo', form: new FormData() },
  { method: 'POST', path: '/api/startups', json: {} },
  { method: 'GET', path: `/api/startups/${someId}` },
  { method: 'PUT', path: `/api/startups/${someId}`, json: {} },
  { method: 'DELETE', path: `/api/startups/${someId}` },
  { method: 'PATCH', path: `/api/startups/${someId}/active`, json: { active: false } },
  { method: 'GET', path: `/api/startups/${someId}/jobs` },
  { method: 'POST', path: `/api/startups/${someId}/jobs`, json: {} },
  { method: 'GET', path: `/api/jobs/${someId}` },
  { method: 'PUT', path: `/api/jobs/${someId}`, json: {} },
  { method: 'DELETE', path: `/api/jobs/${someId}` },
  { method: 'PATCH', path: `/api/jobs/${someId}/active`, json: { active: false } },
  { method: 'POST', path: `/api/jobs/${someId}/applications`, form: new FormData() },
  { method: 'GET', path: `/api/jobs/${someId}/applications` },
  { method: 'GET', path: '/api/applications/mine' },
  { method: 'GET', path: '/api/applications/metrics' },
  { method: 'PATCH', path: `/api/applications/${someId}/status`, json: { status: 'reviewed' } },
  { method: 'DELETE', path: `/api/applications/${someId}` },
  { method: 'GET', path: `/api/applications/${someId}/resume` },
  { method: 'GET', path: '/api/poll' },
  { method: 'PUT', path: '/api/poll', json: { preference: 'equity' } },
  { method: 'GET', path: '/api/notifications' },
  { method: 'GET', path: '/api/notifications/stream' },
  { method: 'POST', path: '/api/notifications/read-all', json: {} },
  { method: 'POST', path: `/api/notifications/${someId}/read`, json: {} },
];

const adminOnly: Call[] = [
  { method: 'GET', path: '/api/blog/stats' },
  { method: 'GET', path: `/api/blog/posts/by-id/${someId}` },
  { method: 'POST', path: '/api/blog/posts', json: {} },
  { method: 'PUT', path: `/api/blog/posts/${someId}`, json: {} },
  { method: 'DELETE', path: `/api/blog/posts/${someId}` },
  { method: 'POST', path: '/api/blog/images', form: new FormData() },
  { method: 'GET', path: '/api/admin/startups' },
  { method: 'DELETE', path: `/api/admin/startups/${someId}` },
];

const send = (caller: ReturnType<TestApp['client']>, call: Call) => caller.request(call.path, { method: call.method, json: call.json, form: call.form });

describe('callers who must be refused', () => {
  it('refuses a signed-out caller on every route that needs a user, with 401', async () => {
    const refused: string[] = [];
    for (const call of [...signedInOnly, ...adminOnly]) {
      const response = await send(t.client(), call);
      if (response.status !== 401) refused.push(`${call.method} ${call.path}: ${response.status}`);
    }
    expect(refused).toEqual([]);
  });

  it('refuses a signed-in member on every administrator route, with 403', async () => {
    const member = t.client();
    await member.signUp();
    const allowed: string[] = [];
    for (const call of adminOnly) {
      const response = await send(member, call);
      if (response.status !== 403) allowed.push(`${call.method} ${call.path}: ${response.status}`);
    }
    expect(allowed).toEqual([]);
  });

  it('answers 404 for better-auth endpoints the product does not use, signed in or not', async () => {
    const member = t.client();
    await member.signUp();
    for (const caller of [t.client(), member]) {
      for (const path of ['/api/auth/update-user', '/api/auth/forget-password/email-otp', '/api/auth/email-otp/send-verification-otp', '/api/auth/sign-in/email-otp', '/api/auth/change-email', '/api/auth/request-password-reset']) {
        const response = await caller.request(path, { json: { email: 'someone@example.com', name: 'Mallory', type: 'forget-password' } });
        expect(response.status, path).toBe(404);
      }
    }
    expect((await t.client().request('/api/auth/get-session')).status).toBe(404);
  });
});
