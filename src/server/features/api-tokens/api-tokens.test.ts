import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_TOKEN_PATTERN,
  MAX_API_TOKENS,
  TOKEN_LIMIT_MESSAGE,
  type ApiToken,
  type TokenScope,
} from '../../../shared/api-tokens';
import { apiTokens, jobApplications, users } from '../../db/schema';
import { buildJob } from '../../seed/factories';
import { applicationForm } from '../../testing/images';
import { postJobOk, postStartupOk } from '../../testing/startups';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
type Caller = ReturnType<TestApp['client']>;
type ErrorBody = { error: { message: string; code?: string; fields?: Record<string, string> } };
type Created = { token: string; item: ApiToken };

let owner: Caller;
let member: Caller;
let startupId: string;
let jobId: string;
let applicationId: string;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'admin@example.com' });
  owner = t.client();
  await owner.signUp();
  member = t.client();
  await member.signUp();
  startupId = (await postStartupOk(owner)).id;
  jobId = (await postJobOk(owner, startupId)).id;
  const candidate = t.client();
  await candidate.signUp();
  const applied = await candidate.request(`/api/jobs/${jobId}/applications`, { form: applicationForm() });
  expect(applied.status, await applied.clone().text()).toBe(201);
  const [row] = await t.db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(eq(jobApplications.jobId, jobId));
  applicationId = row!.id;
});
afterAll(() => t.close());

async function createToken(caller: Caller, scopes: TokenScope[], name = 'CI script'): Promise<Created> {
  const response = await caller.request('/api/account/tokens', { json: { name, scopes } });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Created;
}

/** A script's request: the token and nothing else (no cookie, no Origin). */
function bearer(
  token: string,
  path: string,
  init: { method?: string; json?: unknown; headers?: Record<string, string>; body?: string } = {},
) {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, ...init.headers };
  let body = init.body;
  if (init.json !== undefined) {
    body = JSON.stringify(init.json);
    headers['Content-Type'] = 'application/json';
  }
  return t.app.request(path, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
}

const codeOf = async (response: Response) => ((await response.json()) as ErrorBody).error.code;
const storedRow = async (id: string) => (await t.db.select().from(apiTokens).where(eq(apiTokens.id, id)))[0];

describe('making, listing and revoking tokens', () => {
  it('answers the whole token once, keeps only its SHA-256, and lists it without the token', async () => {
    const { token, item } = await createToken(owner, ['jobs:read', 'applications:read'], '  Nightly export  ');
    expect(token).toMatch(API_TOKEN_PATTERN);
    expect(item).toMatchObject({
      name: 'Nightly export',
      prefix: token.slice(0, 8),
      scopes: ['jobs:read', 'applications:read'],
      lastUsedAt: null,
      expiresAt: null,
    });
    const row = await storedRow(item.id);
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token.slice(8));

    const listed = await owner.request('/api/account/tokens');
    expect(listed.status).toBe(200);
    const text = await listed.text();
    expect(text).not.toContain(token.slice(8));
    expect((JSON.parse(text) as { items: ApiToken[] }).items.map((i) => i.id)).toContain(item.id);
    // Another member's list holds none of them.
    expect(((await (await member.request('/api/account/tokens')).json()) as { items: ApiToken[] }).items).toEqual([]);
  });

  it('refuses a bad name or bad scopes with the field messages', async () => {
    const cases: [unknown, string, string][] = [
      [{ name: '', scopes: ['jobs:read'] }, 'name', 'Please give the token a name'],
      [{ name: '   ', scopes: ['jobs:read'] }, 'name', 'Please give the token a name'],
      [{ name: 'x'.repeat(61), scopes: ['jobs:read'] }, 'name', 'A token name is at most 60 characters'],
      [{ name: 'CI', scopes: [] }, 'scopes', 'Choose at least one scope'],
      [{ name: 'CI' }, 'scopes', 'Choose at least one scope'],
      [{ name: 'CI', scopes: ['jobs:read', 'jobs:read'] }, 'scopes', 'Choose each scope once'],
      [{ name: 'CI', scopes: ['admin'] }, 'scopes.0', 'Unknown scope'],
      [{ name: 'CI', scopes: ['jobs:read'], expiry: '10y' }, 'expiry', 'Choose when the token expires'],
    ];
    for (const [body, field, message] of cases) {
      const response = await member.request('/api/account/tokens', { json: body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as ErrorBody).error.fields?.[field], JSON.stringify(body)).toBe(message);
    }
  });

  it(`keeps a member to ${MAX_API_TOKENS} tokens`, async () => {
    const caller = t.client();
    await caller.signUp();
    for (let i = 0; i < MAX_API_TOKENS; i += 1) await createToken(caller, ['jobs:read'], `Token ${i}`);
    const refused = await caller.request('/api/account/tokens', { json: { name: 'One more', scopes: ['jobs:read'] } });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: 'TOKEN_LIMIT', message: TOKEN_LIMIT_MESSAGE } });
  });

  it("revokes the member's own token, after which it is refused; someone else's is not found", async () => {
    const { token, item } = await createToken(owner, ['jobs:read']);
    expect((await bearer(token, '/api/startups/mine')).status).toBe(200);
    expect((await member.request(`/api/account/tokens/${item.id}`, { method: 'DELETE' })).status).toBe(404);
    const revoked = await owner.request(`/api/account/tokens/${item.id}`, { method: 'DELETE' });
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toEqual({ revoked: true });
    expect(await storedRow(item.id)).toBeUndefined();
    const refused = await bearer(token, '/api/startups/mine');
    expect(refused.status).toBe(401);
    expect(await codeOf(refused)).toBe('TOKEN_INVALID');
    expect((await owner.request(`/api/account/tokens/${item.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('works for the chosen time: 30 days, 90 days, a year, or until revoked', async () => {
    const day = 24 * 60 * 60 * 1000;
    for (const [expiry, days] of [
      ['30d', 30],
      ['90d', 90],
      ['1y', 365],
    ] as const) {
      const before = Date.now();
      const response = await member.request('/api/account/tokens', {
        json: { name: `For ${expiry}`, scopes: ['jobs:read'], expiry },
      });
      expect(response.status).toBe(201);
      const { item } = (await response.json()) as Created;
      const expiresAt = new Date(item.expiresAt!).getTime();
      expect(expiresAt).toBeGreaterThanOrEqual(before + days * day - 1000);
      expect(expiresAt).toBeLessThanOrEqual(Date.now() + days * day + 1000);
    }
    const never = await member.request('/api/account/tokens', {
      json: { name: 'Until revoked', scopes: ['jobs:read'], expiry: 'never' },
    });
    expect(((await never.json()) as Created).item.expiresAt).toBeNull();
  });

  it("is a security event: making and revoking a token show in the member's security activity and the audit log", async () => {
    const caller = t.client();
    await caller.signUp();
    const { item } = await createToken(caller, ['jobs:read', 'applications:read'], 'Audited script');
    expect((await caller.request(`/api/account/tokens/${item.id}`, { method: 'DELETE' })).status).toBe(200);
    await t.drainEvents();
    const { items } = (await (await caller.request('/api/account/security-events')).json()) as {
      items: { action: string; targetId: string | null; detail: Record<string, unknown> }[];
    };
    const tokenEvents = items.filter((entry) => entry.targetId === item.id);
    expect(tokenEvents.map((entry) => entry.action)).toEqual(['api_token_revoked', 'api_token_created']);
    expect(tokenEvents[1]!.detail).toMatchObject({
      name: 'Audited script',
      scopes: 'jobs:read, applications:read',
      expiresAt: null,
    });
    expect(tokenEvents[0]!.detail).toMatchObject({ name: 'Audited script' });
    // A refused revocation (someone else's token) records nothing.
    const other = await createToken(owner, ['jobs:read']);
    expect((await caller.request(`/api/account/tokens/${other.item.id}`, { method: 'DELETE' })).status).toBe(404);
    await t.drainEvents();
    const after = (await (await caller.request('/api/account/security-events')).json()) as {
      items: { targetId: string | null }[];
    };
    expect(after.items.some((entry) => entry.targetId === other.item.id)).toBe(false);
  });
});

describe('a request with a token', () => {
  it('reads and writes positions with the jobs scopes, and its last use is recorded', async () => {
    const { token, item } = await createToken(owner, ['jobs:read', 'jobs:write']);
    const mine = await bearer(token, '/api/startups/mine');
    expect(mine.status).toBe(200);
    expect(JSON.stringify(await mine.json())).toContain(startupId);
    expect((await storedRow(item.id))!.lastUsedAt).not.toBeNull();
    expect((await bearer(token, `/api/startups/${startupId}/jobs`)).status).toBe(200);
    expect((await bearer(token, `/api/jobs/${jobId}`)).status).toBe(200);
    expect((await bearer(token, '/api/jobs')).status).toBe(200);
    expect((await bearer(token, `/api/jobs/${jobId}/page`)).status).toBe(200);
    const paused = await bearer(token, `/api/jobs/${jobId}/active`, { method: 'PATCH', json: { active: false } });
    expect(paused.status, await paused.clone().text()).toBe(200);
    expect((await bearer(token, `/api/jobs/${jobId}/active`, { method: 'PATCH', json: { active: true } })).status).toBe(
      200,
    );
    expect((await bearer(token, `/api/startups/${startupId}/jobs`, { json: buildJob() })).status).toBe(201);
    // Another member's startup stays theirs: the token is its member, no more.
    const { token: membersToken } = await createToken(member, ['jobs:read']);
    expect((await bearer(membersToken, `/api/startups/${startupId}/jobs`)).status).toBe(403);
  });

  it('reads applications and changes their status with the applications scopes', async () => {
    const { token } = await createToken(owner, ['applications:read', 'applications:write']);
    const list = await bearer(token, '/api/applicants');
    expect(list.status).toBe(200);
    expect(JSON.stringify(await list.json())).toContain(applicationId);
    expect((await bearer(token, `/api/applicants/${applicationId}`)).status).toBe(200);
    expect((await bearer(token, `/api/jobs/${jobId}/applications`)).status).toBe(200);
    expect((await bearer(token, `/api/startups/${startupId}/pipeline`)).status).toBe(200);
    const changed = await bearer(token, `/api/applications/${applicationId}/status`, {
      method: 'PATCH',
      json: { status: 'reviewed' },
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
  });

  it('is refused with TOKEN_SCOPE_MISSING where its scopes do not reach, and on every route no token opens', async () => {
    const { token, item } = await createToken(owner, ['jobs:read']);
    const refusals: [method: string, path: string][] = [
      ['PATCH', `/api/jobs/${jobId}/active`],
      ['GET', '/api/applicants'],
      ['PATCH', `/api/applications/${applicationId}/status`],
      ['GET', '/api/account/session'],
      ['GET', '/api/account/settings'],
      ['GET', '/api/account/tokens'],
      ['POST', '/api/account/tokens'],
      ['DELETE', `/api/account/tokens/${item.id}`],
      ['POST', '/api/auth/sign-out'],
      ['POST', '/api/auth/change-password'],
      ['POST', '/api/auth/revoke-sessions'],
      ['GET', '/api/admin/startups'],
      ['GET', '/api/notifications'],
      ['DELETE', `/api/jobs/${jobId}`],
      ['GET', '/api/applicants/export.csv'],
      ['GET', '/api/no-such-route'],
    ];
    for (const [method, path] of refusals) {
      const response = await bearer(token, path, { method, json: method === 'GET' ? undefined : {} });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(await codeOf(response), `${method} ${path}`).toBe('TOKEN_SCOPE_MISSING');
    }
    expect(await storedRow(item.id)).toBeDefined();
  });

  it('is answered on a public route as anyone is, even with a cookie sent along', async () => {
    const { token } = await createToken(owner, ['applications:read']);
    for (const path of [
      '/api/startups',
      '/api/blog',
      '/api/blog/posts',
      '/api/openapi.json',
      `/api/jobs/${jobId}/page`,
      '/api/jobs',
    ]) {
      const visitor = await t.app.request(path);
      const scripted = await bearer(token, path);
      expect(scripted.status, path).toBe(200);
      expect(await scripted.json(), path).toEqual(await visitor.json());
      const withCookie = await bearer(token, path, { headers: { Cookie: owner.cookie } });
      expect(await withCookie.json(), path).toEqual(await (await t.app.request(path)).json());
    }
    expect(await codeOf(await bearer(token, '/api/startups/mine'))).toBe('TOKEN_SCOPE_MISSING');
    // A dead token is still told so there: a script should learn it before it trusts what it reads.
    expect(await codeOf(await bearer(`lft_${'A'.repeat(43)}`, '/api/startups'))).toBe('TOKEN_INVALID');
  });

  it("never has the administrator's powers, whoever holds it", async () => {
    const admin = t.client();
    await admin.signUp({ email: 'admin@example.com' }, { verified: true, secondFactor: true });
    expect((await admin.request(`/api/startups/${startupId}/pipeline`)).status).toBe(200);
    const { token } = await createToken(admin, ['applications:read', 'jobs:read']);
    expect((await bearer(token, `/api/startups/${startupId}/pipeline`)).status).toBe(403);
    expect(await codeOf(await bearer(token, '/api/admin/startups'))).toBe('TOKEN_SCOPE_MISSING');
  });

  it("answers 401 TOKEN_INVALID to a malformed, unknown, expired or suspended member's token", async () => {
    const { token, item } = await createToken(member, ['jobs:read']);
    const unknown = `lft_${'A'.repeat(43)}`;
    for (const bad of ['', 'nonsense', `${token}x`, token.slice(0, -1), unknown]) {
      const response = await bearer(bad, '/api/jobs');
      expect(response.status, bad).toBe(401);
      expect(await codeOf(response)).toBe('TOKEN_INVALID');
    }
    await t.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, item.id));
    expect(await codeOf(await bearer(token, '/api/jobs'))).toBe('TOKEN_INVALID');
    await t.db.update(apiTokens).set({ expiresAt: null }).where(eq(apiTokens.id, item.id));
    expect((await bearer(token, '/api/jobs')).status).toBe(200);

    const [row] = await t.db.select({ userId: apiTokens.userId }).from(apiTokens).where(eq(apiTokens.id, item.id));
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, row!.userId));
    expect(await codeOf(await bearer(token, '/api/jobs'))).toBe('TOKEN_INVALID');
    await t.db.update(users).set({ suspendedAt: null }).where(eq(users.id, row!.userId));
  });

  it('leaves another Authorization scheme alone: a Basic header from a guarding proxy is a visitor', async () => {
    const headers = { Authorization: `Basic ${Buffer.from('staging:secret').toString('base64')}` };
    expect((await t.app.request('/api/jobs', { headers })).status).toBe(200);
    const mine = await t.app.request('/api/startups/mine', { headers });
    expect(mine.status).toBe(401);
    expect(await codeOf(mine)).toBe('UNAUTHENTICATED');
  });

  it("is the token's member even with another member's cookie sent along", async () => {
    const { token } = await createToken(owner, ['jobs:read']);
    const response = await t.app.request('/api/startups/mine', {
      headers: { Authorization: `Bearer ${token}`, Cookie: member.cookie, Origin: 'http://localhost:3000' },
    });
    expect(response.status).toBe(200);
    expect(JSON.stringify(await response.json())).toContain(startupId);
    // And the cookie opens nothing the token's scopes do not.
    expect(
      await codeOf(
        await t.app.request('/api/account/settings', {
          headers: { Authorization: `Bearer ${token}`, Cookie: member.cookie },
        }),
      ),
    ).toBe('TOKEN_SCOPE_MISSING');
  });

  it('skips the origin check of form bodies when no cookie rides along, and keeps it when one does', async () => {
    const { token } = await createToken(owner, ['jobs:write']);
    const form = {
      method: 'PATCH',
      body: 'active=false',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
    };
    // No cookie: a script's request, which no foreign page can send; the route's own check answers (JSON expected).
    const scripted = await bearer(token, `/api/jobs/${jobId}/active`, form);
    expect(scripted.status).toBe(400);
    expect(await codeOf(scripted)).toBe('INVALID_INPUT');
    const withCookie = await bearer(token, `/api/jobs/${jobId}/active`, {
      ...form,
      headers: { ...form.headers, Cookie: owner.cookie },
    });
    expect(withCookie.status).toBe(403);
    expect(await codeOf(withCookie)).toBe('INVALID_ORIGIN');
  });

  it('writes its last use at most once a minute', async () => {
    const { token, item } = await createToken(owner, ['jobs:read']);
    const recent = new Date(Date.now() - 30_000);
    await t.db.update(apiTokens).set({ lastUsedAt: recent }).where(eq(apiTokens.id, item.id));
    await bearer(token, '/api/jobs');
    expect((await storedRow(item.id))!.lastUsedAt!.getTime()).toBe(recent.getTime());
    const stale = new Date(Date.now() - 61_000);
    await t.db.update(apiTokens).set({ lastUsedAt: stale }).where(eq(apiTokens.id, item.id));
    await bearer(token, '/api/jobs');
    expect((await storedRow(item.id))!.lastUsedAt!.getTime()).toBeGreaterThan(Date.now() - 5000);
  });

  it('has its own rate: 600 requests a minute per token, then 429 with Retry-After', async () => {
    const { token, item } = await createToken(owner, ['jobs:read']);
    const { token: other } = await createToken(owner, ['jobs:read']);
    expect((await bearer(token, '/api/jobs')).status).toBe(200);
    // The 600th request of the minute, as the counter would hold it.
    await t.db.execute(sql`update rate_limits set count = 600 where key = ${`app:api-token:${item.id}`}`);
    const limited = await bearer(token, '/api/jobs');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await codeOf(limited)).toBe('RATE_LIMITED');
    // Another token of the same member, and the member's browser, go on.
    expect((await bearer(other, '/api/jobs')).status).toBe(200);
    expect((await owner.request('/api/startups/mine')).status).toBe(200);
  });
});
