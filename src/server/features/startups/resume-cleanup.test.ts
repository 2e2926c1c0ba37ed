import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplications } from '../../db/schema';
import { buildJob } from '../../seed/factories';
import { applicationForm } from '../../testing/images';
import { postStartupOk } from '../../testing/startups';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Resumes are private files; when the job or startup they were sent to is deleted,
// they go at once, not days later with the sweep of unused files.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An owner's startup with one job, and an application to it; the stored key of its resume. */
async function applicationToNewJob() {
  const owner = t.client();
  await owner.signUp();
  const startup = await postStartupOk(owner);
  const jobResponse = await owner.request(`/api/startups/${startup.id}/jobs`, { json: buildJob() });
  const job = ((await jobResponse.json()) as { job: { id: string } }).job;
  const applicant = t.client();
  const applicantUser = await applicant.signUp();
  expect((await applicant.request(`/api/jobs/${job.id}/applications`, { form: applicationForm() })).status).toBe(201);
  const [application] = await t.db
    .select()
    .from(jobApplications)
    .where(eq(jobApplications.applicantId, applicantUser.id));
  expect(await t.storage.exists(application!.resumeKey)).toBe(true);
  return { owner, startup, job, resumeKey: application!.resumeKey };
}

describe('resumes of deleted positions', () => {
  it('are deleted from storage with their job', async () => {
    const { owner, job, resumeKey } = await applicationToNewJob();
    expect((await owner.request(`/api/jobs/${job.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await t.storage.exists(resumeKey)).toBe(false);
  });

  it("are deleted from storage with their startup, with the startup's logo", async () => {
    const { owner, startup, resumeKey } = await applicationToNewJob();
    const logoKey = startup.logoUrl.replace('/files/', '');
    expect((await owner.request(`/api/startups/${startup.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await t.storage.exists(resumeKey)).toBe(false);
    expect(await t.storage.exists(logoKey)).toBe(false);
  });

  it("stay when someone else's delete is refused", async () => {
    const { job, startup, resumeKey } = await applicationToNewJob();
    const intruder = t.client();
    await intruder.signUp();
    expect((await intruder.request(`/api/jobs/${job.id}`, { method: 'DELETE' })).status).toBe(403);
    expect((await intruder.request(`/api/startups/${startup.id}`, { method: 'DELETE' })).status).toBe(403);
    expect(await t.storage.exists(resumeKey)).toBe(true);
  });
});
