import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { hitRateLimit } from '../lib/rate-limit';
import { applicationForm, imageForm, PNG_1X1 } from '../testing/images';
import { postJobOk, postStartupOk } from '../testing/startups';
import { createTestApp, type TestApp } from '../testing/test-app';
import { UPLOAD_RATE_MESSAGE, UPLOAD_RATE_WINDOW_SECONDS, UPLOAD_RULES } from './upload-quota';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Caller = ReturnType<TestApp['client']>;
const uploadLogo = (caller: Caller) =>
  caller.request('/api/startups/logo', { form: imageForm('logo', PNG_1X1, 'logo.png', 'image/png') });
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string; fields?: Record<string, string> } }).error;

async function keysOf(prefix: string) {
  const keys: string[] = [];
  for await (const key of t.storage.list(prefix)) keys.push(key);
  return keys;
}

describe('upload quotas per member', () => {
  it('refuses the 11th unused logo with 429 before storing it, and takes one more once a startup uses one', async () => {
    const founder = t.client();
    const me = await founder.signUp();
    const logos: string[] = [];
    for (let i = 0; i < 10; i++) {
      const response = await uploadLogo(founder);
      expect(response.status).toBe(201);
      logos.push(((await response.json()) as { logoUrl: string }).logoUrl);
    }
    const refused = await uploadLogo(founder);
    expect(refused.status).toBe(429);
    const message = 'You have too many unused uploads. Finish or cancel the startup you are creating first.';
    expect(await errorOf(refused)).toMatchObject({ message, fields: { logo: message } });
    expect(await keysOf(`logos/${me.id}`)).toHaveLength(10);

    // Another member is not held back by this one.
    const other = t.client();
    await other.signUp();
    expect((await uploadLogo(other)).status).toBe(201);

    await postStartupOk(founder, { logoUrl: logos[0]! });
    expect((await uploadLogo(founder)).status).toBe(201);
    expect((await uploadLogo(founder)).status).toBe(429);
  });

  it('limits the rate of uploads per member and answers 429 with Retry-After', async () => {
    const member = t.client();
    const me = await member.signUp();
    const putAvatar = () =>
      member.request(`/api/profiles/${me.id}/avatar`, {
        method: 'PUT',
        form: imageForm('avatar', PNG_1X1, 'a.png', 'image/png'),
      });
    for (let i = 0; i < UPLOAD_RULES.avatar.perHour; i++) expect((await putAvatar()).status).toBe(200);
    const refused = await putAvatar();
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).message).toBe(UPLOAD_RATE_MESSAGE);
    const retryAfter = Number(refused.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(UPLOAD_RATE_WINDOW_SECONDS);
  });

  it('applies the rate to resumes sent with an application', async () => {
    const founder = t.client();
    await founder.signUp();
    const startup = await postStartupOk(founder);
    const job = await postJobOk(founder, startup.id);
    const applicant = t.client();
    const me = await applicant.signUp();
    // The member already sent as many files as the hour allows.
    for (let i = 0; i < UPLOAD_RULES.resume.perHour; i++)
      await hitRateLimit(
        t.db,
        { name: 'upload-resume', windowSeconds: UPLOAD_RATE_WINDOW_SECONDS, max: UPLOAD_RULES.resume.perHour },
        me.id,
      );
    const refused = await applicant.request(`/api/jobs/${job.id}/applications`, { form: applicationForm() });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBeTruthy();
    expect(await keysOf(`resumes/${me.id}`)).toEqual([]);
  });

  it('caps the unused blog images of the administrator', async () => {
    const admin = t.client();
    const me = await admin.signUp({ email: 'admin@example.com' });
    // Administrator rights need a verified address, and a second factor (decision 046).
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, me.id));
    await admin.enableTotp(me.password);
    const upload = () =>
      admin.request('/api/blog/images?kind=inline', { form: imageForm('image', PNG_1X1, 'i.png', 'image/png') });
    for (let i = 0; i < UPLOAD_RULES.blog.unused!.max; i++) expect((await upload()).status).toBe(201);
    const refused = await upload();
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).message).toBe(UPLOAD_RULES.blog.unused!.message);
  });
});
