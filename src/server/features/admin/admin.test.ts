import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeStartupCursor } from '../../../shared/startup-cursor';
import type { AdminStartupPage } from '../../../shared/startups';
import { jobApplications, jobs, startups } from '../../db/schema';
import { insertJob, insertStartup } from '../../seed/factories';
import { applicationForm } from '../../testing/images';
import { postJobOk, postStartupOk } from '../../testing/startups';
import { createTestApp, freshTotpCode, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: ReturnType<TestApp['client']>;
let adminTotpSecret: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  // Administrator rights need a verified address (decision 008) and a second factor (decision 046).
  adminTotpSecret = (await admin.signUp({ email: 'admin@example.com' }, { verified: true })).totpSecret!;
});
afterAll(() => t.close());

describe('admin startups', () => {
  it('lists every startup, active or not, and searches by name; for the administrator only', async () => {
    const owner = t.client();
    await owner.signUp({ firstName: 'Olive' });
    const a = await postStartupOk(owner, { name: 'Zebra Analytics' });
    await owner.request(`/api/startups/${a.id}/active`, { method: 'PATCH', json: { active: false } });
    const body = (await (await admin.request('/api/admin/startups?search=zebra')).json()) as {
      total: number;
      items: { name: string; active: boolean; owner: { firstName: string } }[];
    };
    expect(body.total).toBe(1);
    expect(body.items[0]).toMatchObject({ name: 'Zebra Analytics', active: false, owner: { firstName: 'Olive' } });
    expect((await owner.request('/api/admin/startups')).status).toBe(403);
    expect((await t.client().request('/api/admin/startups')).status).toBe(401);
  });

  it('deletes any startup with its jobs, applications and files; nobody else may', async () => {
    const owner = t.client();
    await owner.signUp();
    const startup = await postStartupOk(owner);
    const job = await postJobOk(owner, startup.id);
    const applicant = t.client();
    const applicantUser = await applicant.signUp();
    await applicant.request(`/api/jobs/${job.id}/applications`, { form: applicationForm() });
    const [application] = await t.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.applicantId, applicantUser.id));
    const resumeKey = application!.resumeKey;
    const logoKey = startup.logoUrl.replace('/files/', '');
    expect(await t.storage.exists(resumeKey)).toBe(true);
    expect(await t.storage.exists(logoKey)).toBe(true);

    expect((await applicant.request(`/api/admin/startups/${startup.id}`, { method: 'DELETE' })).status).toBe(403);
    const again = t.client();
    expect((await again.signIn('Admin@Example.com', 'correct-horse')).status).toBe(200);
    expect(
      (
        await again.request('/api/auth/two-factor/verify-totp', {
          json: { code: await freshTotpCode(adminTotpSecret) },
        })
      ).status,
    ).toBe(200);
    expect((await again.request(`/api/admin/startups/${startup.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await t.db.select().from(startups).where(eq(startups.id, startup.id))).toEqual([]);
    expect(await t.db.select().from(jobs).where(eq(jobs.id, job.id))).toEqual([]);
    expect(await t.db.select().from(jobApplications).where(eq(jobApplications.id, application!.id))).toEqual([]);
    // Gone at once, not left for the sweep of unused files.
    expect(await t.storage.exists(resumeKey)).toBe(false);
    expect(await t.storage.exists(logoKey)).toBe(false);
    expect((await again.request(`/api/admin/startups/${startup.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});

// Keyset pages (decision 011, as the listing's): walking the pages by their cursors gives every
// startup, listed or paused, once, newest first, ties on the creation time broken by id.
describe('admin startups, page after page by cursor', () => {
  const list = async (query: string) => {
    const response = await admin.request(`/api/admin/startups?${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as AdminStartupPage;
  };
  async function walk(search: string) {
    const pages = [await list(search)];
    while (pages.at(-1)!.nextCursor) {
      pages.push(await list(`${search}&cursor=${pages.at(-1)!.nextCursor}`));
      if (pages.length > 20) throw new Error('the walk does not end');
    }
    return pages;
  }
  const expectedIds = async (where = sql`true`) =>
    (
      (await t.db.execute(
        sql`select id from startups where ${where} order by created_at desc, id desc`,
      )) as unknown as { rows: { id: string }[] }
    ).rows.map((row) => row.id);

  beforeAll(async () => {
    const owner = await t.client().signUp();
    // 60 more, one in five paused; 20 of them share a creation time down to the microsecond (which a
    // JavaScript Date cannot hold), spanning the end of the first page: the cursor keeps both.
    for (let i = 0; i < 60; i++) {
      const startup = await insertStartup(t.db, owner.id, {
        name: `Keyset ${i % 2 ? 'Kite' : 'Comet'} ${i}`,
        active: i % 5 !== 0,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      });
      if (i === 3) await insertJob(t.db, startup.id, { title: 'Admin Table Engineer' });
    }
    await t.db.execute(
      sql`update startups set created_at = timestamptz '2027-01-01 10:00:00.123456+00' where id in (select id from startups where name like 'Keyset %' order by id limit 20)`,
    );
  });

  it('gives every startup once, listed or paused, newest first, 25 a page', async () => {
    const pages = await walk('');
    const ids = pages.flatMap((page) => page.items.map((item) => item.id));
    expect(ids).toEqual(await expectedIds());
    expect(ids.length).toBeGreaterThan(50);
    expect(pages.map((page) => page.items.length)).toEqual([25, 25, ids.length - 50]);
    expect(pages.map((page) => page.hasMore)).toEqual([true, true, false]);
    expect(pages[0]).toMatchObject({ total: ids.length, isTotalExact: true, pageSize: 25 });
    expect(pages.flatMap((page) => page.items).filter((item) => !item.active).length).toBeGreaterThanOrEqual(12);
    // A card's open roles are read for the page's rows, on any page.
    expect(pages.flatMap((page) => page.items).find((item) => item.name === 'Keyset Kite 3')?.openRoles).toEqual([
      'Admin Table Engineer',
    ]);
  });

  it('pages through a search by name the same way, with its own count', async () => {
    const pages = await walk('search=kite');
    const ids = pages.flatMap((page) => page.items.map((item) => item.id));
    expect(ids).toEqual(await expectedIds(sql`name ilike '%kite%'`));
    expect(ids).toHaveLength(30);
    expect(pages.map((page) => page.items.length)).toEqual([25, 5]);
    expect(pages[0]).toMatchObject({ total: 30, isTotalExact: true });
  });

  it('counts a deleted startup out at once', async () => {
    const before = (await list('search=comet')).total;
    const [victim] = await expectedIds(sql`name like 'Keyset Comet%'`);
    expect((await admin.request(`/api/admin/startups/${victim}`, { method: 'DELETE' })).status).toBe(200);
    expect((await list('search=comet')).total).toBe(before - 1);
  });

  it("refuses a cursor it did not make, or the listing's for another sort, with 400", async () => {
    const byName = encodeStartupCursor({ sort: 'name_asc', key: 'Keyset', id: '00000000-0000-4000-8000-000000000000' });
    for (const cursor of ['!!!not-base64', byName, 'A'.repeat(601)]) {
      const response = await admin.request(`/api/admin/startups?cursor=${cursor}`);
      expect(response.status, cursor).toBe(400);
      expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields.cursor).toBe(
        'Invalid page cursor',
      );
    }
    // An old link's page number is ignored: the first page.
    expect((await list('page=3')).items.map((item) => item.id)).toEqual((await list('')).items.map((item) => item.id));
  });

  it('estimates the count above a thousand rather than counting every row', async () => {
    const owner = await t.client().signUp();
    await t.db.execute(sql`
      insert into startups (owner_id, name, slug, description, logo_url, industry, stage, tagline, brand_voice, mission, story, highlight_text, contact_email)
      select ${owner.id}, 'Bulk ' || n, 'admin-bulk-' || n, 'About us.', '/files/logos/x/seed.png', 'SaaS', 'MVP', 'A tagline', 'Friendly & Approachable', 'A mission.', 'A story.', 'Fast', 'hello@example.com'
      from generate_series(1, 1100) n`);
    // A new search, so no kept count: the bulk insert went around the API.
    const body = await list('search=bulk');
    expect(body).toMatchObject({ isTotalExact: false, hasMore: true });
    expect(body.total).toBeGreaterThan(1000);
    expect(body.items).toHaveLength(25);
  });
});
