import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplications, jobs, startups } from '../../db/schema';
import { applicationForm } from '../../testing/images';
import { postJobOk, postStartupOk } from '../../testing/startups';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('admin startups', () => {
  it('lists every startup, active or not, and searches by name; for the administrator only', async () => {
    const owner = t.client();
    await owner.signUp({ firstName: 'Olive' });
    const a = await postStartupOk(owner, { name: 'Zebra Analytics' });
    await owner.request(`/api/startups/${a.id}/active`, { method: 'PATCH', json: { active: false } });
    const admin = t.client();
    // Administrator rights need a verified address (decision 008).
    await admin.signUp({ email: 'admin@example.com' }, { verified: true });
    const body = (await (await admin.request('/api/admin/startups?search=zebra')).json()) as { total: number; items: { name: string; active: boolean; owner: { firstName: string } }[] };
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
    const [application] = await t.db.select().from(jobApplications).where(eq(jobApplications.applicantId, applicantUser.id));
    const resumeKey = application!.resumeKey;
    const logoKey = startup.logoUrl.replace('/files/', '');
    expect(await t.storage.exists(resumeKey)).toBe(true);
    expect(await t.storage.exists(logoKey)).toBe(true);

    expect((await applicant.request(`/api/admin/startups/${startup.id}`, { method: 'DELETE' })).status).toBe(403);
    const admin = t.client();
    expect((await admin.signIn('Admin@Example.com', 'correct-horse')).status).toBe(200);
    expect((await admin.request(`/api/admin/startups/${startup.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await t.db.select().from(startups).where(eq(startups.id, startup.id))).toEqual([]);
    expect(await t.db.select().from(jobs).where(eq(jobs.id, job.id))).toEqual([]);
    expect(await t.db.select().from(jobApplications).where(eq(jobApplications.id, application!.id))).toEqual([]);
    // Gone at once, not left for the sweep of unused files.
    expect(await t.storage.exists(resumeKey)).toBe(false);
    expect(await t.storage.exists(logoKey)).toBe(false);
    expect((await admin.request(`/api/admin/startups/${startup.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});
