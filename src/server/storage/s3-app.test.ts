import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplications } from '../db/schema';
import { applicationForm, imageForm, PDF_MINIMAL, PNG_1X1 } from '../testing/images';
import { startTestS3 } from '../testing/s3';
import { postJobOk, postStartupOk } from '../testing/startups';
import { createTestApp, type TestApp } from '../testing/test-app';
import { keyFromPublicUrl } from './storage';

// The whole app on an S3-compatible bucket, as several server processes would run it: uploads land in
// the bucket (not on the local disk), are served through /files/ and the resume check, and go away
// with their owner.

let s3: Awaited<ReturnType<typeof startTestS3>>;
let t: TestApp;
beforeAll(async () => {
  s3 = await startTestS3();
  t = await createTestApp(s3.env);
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const inBucket = async (key: string) => (await t.storage.getStream(key)) !== null;

describe('files in an S3 bucket', () => {
  it('stores avatars, logos and resumes in the bucket, serves them, and deletes them with the account', async () => {
    const founder = t.client();
    await founder.signUp();
    const startup = await postStartupOk(founder);
    const job = await postJobOk(founder, startup.id);

    const applicant = t.client();
    const me = await applicant.signUp();
    const put = await applicant.request(`/api/profiles/${me.id}/avatar`, {
      method: 'PUT',
      form: imageForm('avatar', PNG_1X1, 'a.png', 'image/png'),
    });
    const { avatarUrl } = (await put.json()) as { avatarUrl: string };
    const served = await t.app.request(avatarUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1X1)).toBe(true);

    expect((await applicant.request(`/api/jobs/${job.id}/applications`, { form: applicationForm() })).status).toBe(201);
    const [application] = await t.db.select().from(jobApplications).where(eq(jobApplications.applicantId, me.id));
    const resume = await founder.request(`/api/applications/${application!.id}/resume`);
    expect(resume.status).toBe(200);
    expect(Buffer.from(await resume.arrayBuffer()).equals(PDF_MINIMAL)).toBe(true);
    // Private files keep their permission check with the bucket too.
    expect((await t.client().request(`/api/applications/${application!.id}/resume`)).status).toBe(401);

    // Nothing was written to the local folder.
    expect(readdirSync(t.uploadsDir)).toEqual([]);
    const myKeys = [keyFromPublicUrl(avatarUrl)!, application!.resumeKey];
    expect(await Promise.all(myKeys.map(inBucket))).toEqual([true, true]);

    expect((await applicant.request('/api/auth/delete-user', { json: { password: me.password } })).status).toBe(200);
    expect(await Promise.all(myKeys.map(inBucket))).toEqual([false, false]);
    expect(await inBucket(keyFromPublicUrl(startup.logoUrl)!)).toBe(true);
    expect((await t.app.request(avatarUrl)).status).toBe(404);
  });
});
