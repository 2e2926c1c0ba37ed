import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emit } from '../../events/emit';
import { enqueueEmail } from '../../email/outbox';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seedWorld, type World } from '../../testing/world';

const TOKEN = 'metrics-token-long-enough-0123456789';

let t: TestApp;
let w: World;
let plain: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
  w = await seedWorld(t);
  plain = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await plain.close();
});

const metrics = (app: TestApp, authorization?: string) =>
  app.app.request('/metrics', { headers: authorization ? { Authorization: authorization } : {} });

describe('/api/ready', () => {
  it('is ready when the database answers and holds every migration, and never cached', async () => {
    const response = await t.app.request('/api/ready');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ready: true });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('is not ready, with Retry-After, when a migration of this build is missing', async () => {
    const fresh = await createTestApp();
    try {
      await fresh.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      const response = await fresh.app.request('/api/ready');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ ready: false, reason: 'migrations' });
      expect(response.headers.get('retry-after')).toBe('5');
    } finally {
      await fresh.close();
    }
  });
});

describe('/metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    expect((await metrics(plain)).status).toBe(404);
    expect((await metrics(plain, `Bearer ${TOKEN}`)).status).toBe(404);
  });

  it('needs the token: none, another, or a session is refused', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const response = await metrics(t, authorization);
      expect(response.status, String(authorization)).toBe(401);
      expect(response.headers.get('www-authenticate')).toContain('Bearer');
    }
    const admin = await t.app.request('/metrics', { headers: { Cookie: w.people.admin.cookie } });
    expect(admin.status).toBe(401);
  });

  it('counts requests by route pattern and status, and shows the outbox and the streams', async () => {
    await t.app.request(`/api/startups/by-slug/${w.startup.slug}`);
    await t.app.request('/api/startups/by-slug/no-such-startup');
    await enqueueEmail(t.db, {
      template: 'welcome',
      to: 'ada@example.com',
      subject: 'Hi',
      html: '<p>Hi</p>',
      text: 'Hi',
    });
    // An event nobody has handled yet (the test app runs subscribers only when asked).
    await t.db.transaction((tx) => emit(tx, { type: 'job.closed', jobId: w.job.id, startupId: w.startup.id }));
    const response = await metrics(t, `Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    // The pattern, never the address: one series per route, whatever the slug.
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/startups\/by-slug\/:slug",status="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/startups\/by-slug\/:slug",status="404"\} [1-9]/,
    );
    expect(text).not.toContain('no-such-startup');
    expect(text).toMatch(/email_outbox_messages\{status="pending"\} [1-9]/);
    expect(text).toMatch(/email_outbox_messages\{status="failed"\} 0/);
    expect(text).toMatch(/domain_events\{status="pending"\} [1-9]/);
    expect(text).toMatch(/domain_events\{status="failed"\} 0/);
    expect(text).toMatch(/realtime_open_streams 0/);
    expect(text).toMatch(/database_up 1/);
    expect(text).toContain('process_cpu_user_seconds_total');
    // The pool exists on PostgreSQL only (CI runs this file on both).
    if (t.database.kind === 'postgres') expect(text).toMatch(/db_pool_connections\{state="total"\} [1-9]/);
    else expect(text).not.toContain('db_pool_connections{');
  });
});
