import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { blogPosts, jobApplications, jobs, startups, users } from '../db/schema';
import { createLogger } from '../lib/logger';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DEMO_PASSWORD, seedIfEmpty } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('fills an empty database with people, startups, jobs and applications, once', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const deps = { db: t.db, auth: t.auth, config: t.config, logger: createLogger('silent'), storage: t.storage };
    expect(await seedIfEmpty(deps)).toBe(true);
    expect(log.mock.calls.flat().join('\n')).toContain(DEMO_PASSWORD);
    expect(await seedIfEmpty(deps)).toBe(false);
    log.mockRestore();

    const total = async (table: typeof users | typeof startups | typeof jobs | typeof jobApplications | typeof blogPosts) => (await t.db.select({ n: count() }).from(table))[0]!.n;
    expect(await total(users)).toBe(5);
    expect(await total(startups)).toBe(6);
    expect(await total(jobs)).toBe(7);
    expect(await total(jobApplications)).toBe(3);
    expect(await total(blogPosts)).toBe(4);

    const listing = (await (await t.client().request('/api/startups')).json()) as { total: number; items: { logoUrl: string }[] };
    expect(listing.total).toBe(6);
    expect((await t.app.request(listing.items[0]!.logoUrl)).status).toBe(200);

    const admin = t.client();
    expect((await admin.signIn('admin@example.com', DEMO_PASSWORD)).status).toBe(200);
    const session = (await (await admin.request('/api/account/session')).json()) as { user: { isAdmin: boolean } };
    expect(session.user.isAdmin).toBe(true);
  });
});
