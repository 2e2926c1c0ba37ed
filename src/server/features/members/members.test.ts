import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '../../../shared/audit';
import type { AdminMemberDetail, AdminMemberPage } from '../../../shared/members';
import { startups, users } from '../../db/schema';
import { insertStartup } from '../../seed/factories';
import { postStartupOk, uploadLogo } from '../../testing/startups';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seedWorld, type World } from '../../testing/world';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await seedWorld(t);
});
afterAll(() => t.close());

const members = async (query: string) =>
  (await (await w.send('admin', `/api/admin/members${query}`)).json()) as AdminMemberPage;

describe("the administrator's members (decision 063)", () => {
  it('finds members by part of a name or address, newest first, a keyset page at a time', async () => {
    const tag = w.unique('zq');
    // One a second apart, the newest last: written straight to the table (sign-ups have their own rate).
    const start = Date.now() - 3_600_000;
    await t.db.insert(users).values(
      Array.from({ length: 27 }, (_, i) => ({
        name: `Quill Person${i}`,
        email: `${tag}-${i}@example.com`,
        createdAt: new Date(start + i * 1000),
      })),
    );
    const byName = await members(`?search=${encodeURIComponent('quill person2')}`);
    expect(byName.items.map((m) => m.name).sort()).toEqual([
      'Quill Person2',
      'Quill Person20',
      'Quill Person21',
      'Quill Person22',
      'Quill Person23',
      'Quill Person24',
      'Quill Person25',
      'Quill Person26',
    ]);
    const first = await members(`?search=${tag}`);
    expect(first.items).toHaveLength(25);
    expect(first.items[0]).toMatchObject({ email: `${tag}-26@example.com`, isAdmin: false, suspendedAt: null });
    const second = await members(`?search=${tag}&cursor=${first.nextCursor}`);
    expect(second.items.map((m) => m.email)).toEqual([`${tag}-1@example.com`, `${tag}-0@example.com`]);
    expect(second.nextCursor).toBeNull();
    // Nothing of the search is a pattern of its own: % and _ are read as themselves.
    expect((await members('?search=%25')).items).toEqual([]);
    expect((await w.send('admin', '/api/admin/members?cursor=bm90LWEtY3Vyc29y')).status).toBe(400);
  });

  it("shows a member's startups, applications, reports by and about them, and security events", async () => {
    const startup = await insertStartup(t.db, w.people.owner.id, { name: 'Detail Co', slug: w.unique('detail') });
    expect(
      (
        await w.send('member', '/api/reports', {
          json: { itemType: 'startup', itemId: startup.id, reason: 'spam', note: '' },
        })
      ).status,
    ).toBe(201);
    const owner = (await (
      await w.send('admin', `/api/admin/members/${w.people.owner.id}`)
    ).json()) as AdminMemberDetail;
    expect(owner.member).toMatchObject({ id: w.people.owner.id, name: 'Olivia Owner' });
    expect(owner.startups.map((s) => s.name)).toContain('Detail Co');
    expect(owner.reportsReceived).toBeGreaterThanOrEqual(1);
    expect(owner.openReportsReceived).toBeGreaterThanOrEqual(1);
    const reporter = (await (
      await w.send('admin', `/api/admin/members/${w.people.member.id}`)
    ).json()) as AdminMemberDetail;
    expect(reporter.reportsMade).toBeGreaterThanOrEqual(1);
    const applicant = (await (
      await w.send('admin', `/api/admin/members/${w.people.applicant.id}`)
    ).json()) as AdminMemberDetail;
    expect(applicant.applicationsCount).toBe(1);
    expect((await w.send('admin', `/api/admin/members/${crypto.randomUUID()}`)).status).toBe(404);
  });

  it("downloads a member's data as a JSON file, and the log says who took it", async () => {
    const response = await w.send('admin', `/api/admin/members/${w.people.applicant.id}/export`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="liftoff-member-${w.people.applicant.id}.json"`,
    );
    const data = (await response.json()) as {
      format: string;
      account: { email: string };
      profile: { firstName: string; skillsLower?: unknown };
      applications: { position: string }[];
    };
    expect(data).toMatchObject({
      format: 'liftoff-member-data',
      account: { email: w.people.applicant.email },
      profile: { firstName: 'Ana' },
    });
    expect(data.profile.skillsLower).toBeUndefined();
    expect(data.applications).toHaveLength(1);
    const log = (await (await w.send('admin', '/api/admin/audit?action=member_data_exported')).json()) as AuditPage;
    expect(log.items[0]).toMatchObject({
      actor: { id: w.people.admin.id },
      target: {
        type: 'member',
        id: w.people.applicant.id,
        title: 'Ana Applicant',
        path: `/admin/members/${w.people.applicant.id}`,
        isDeleted: false,
      },
    });
  });

  it('erases a member with their startups and files, keeps their name in the log, and never erases an administrator', async () => {
    const doomed = t.client();
    const person = await doomed.signUp({ firstName: 'Erin', lastName: 'Erased' });
    const logo = await uploadLogo(doomed);
    const startup = await postStartupOk(doomed, { logoUrl: logo });
    const logoFile = path.join(t.uploadsDir, ...new URL(logo, 'http://x').pathname.replace('/files/', '').split('/'));
    expect(existsSync(logoFile)).toBe(true);

    expect((await w.send('member', `/api/admin/members/${person.id}`, { method: 'DELETE' })).status).toBe(403);
    expect((await w.send('admin', `/api/admin/members/${person.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, person.id))).toEqual([]);
    expect(await t.db.select().from(startups).where(eq(startups.id, startup.id))).toEqual([]);
    expect(existsSync(logoFile)).toBe(false);
    expect((await doomed.request('/api/account/settings')).status).toBe(401);
    const log = (await (await w.send('admin', '/api/admin/audit?action=member_erased')).json()) as AuditPage;
    expect(log.items[0]?.target).toEqual({
      type: 'member',
      id: person.id,
      title: 'Erin Erased',
      path: null,
      isDeleted: true,
    });

    expect((await w.send('admin', `/api/admin/members/${w.people.admin.id}`, { method: 'DELETE' })).status).toBe(403);
    expect((await w.send('admin', `/api/admin/members/${person.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});
