import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_REQUIRED } from '../../shared/startups';
import { jobApplications, memberResumes, users } from '../db/schema';
import { buildStartup } from '../seed/factories';
import { applicationForm, imageForm, keptResumeForm, PDF_MINIMAL, PNG_1X1, pngWithSize } from '../testing/images';
import { postJobOk, postStartupOk, uploadLogo } from '../testing/startups';
import { createTestApp, type TestApp } from '../testing/test-app';
import { LOGO_GRACE_MS, ORPHAN_GRACE_MS, sweepOrphanFiles } from './orphan-sweep';
import { keyFromPublicUrl } from './storage';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const keyOf = (url: string) => keyFromPublicUrl(url)!;

describe('sweeping unused uploads', () => {
  it('deletes old files no row refers to, and keeps used and recent ones', async () => {
    const admin = t.client();
    const adminUser = await admin.signUp({ email: 'admin@example.com' }, { verified: true });
    // Administrator rights need a verified address.
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, adminUser.id));
    const blogImage = async (kind: 'cover' | 'inline') => {
      const form = imageForm('image', kind === 'cover' ? pngWithSize(1200, 630) : PNG_1X1, 'i.png', 'image/png');
      const response = await admin.request(`/api/blog/images${kind === 'inline' ? '?kind=inline' : ''}`, { form });
      return ((await response.json()) as { url: string }).url;
    };
    const cover = await blogImage('cover');
    const inline = await blogImage('inline');
    const droppedInline = await blogImage('inline');
    const post = await admin.request('/api/blog/posts', {
      json: {
        title: 'Hiring your first engineer',
        slug: 'first-engineer',
        category: 'talent-culture',
        excerpt: 'How we did it.',
        status: 'published',
        tags: [],
        coverImageUrl: cover,
        content: `<p>Our team:</p><img src="${inline}" alt="The team">`,
      },
    });
    expect(post.status).toBe(201);

    const founder = t.client();
    const me = await founder.signUp();
    const avatar = (
      (await (
        await founder.request(`/api/profiles/${me.id}/avatar`, {
          method: 'PUT',
          form: imageForm('avatar', PNG_1X1, 'a.png', 'image/png'),
        })
      ).json()) as { avatarUrl: string }
    ).avatarUrl;
    const startup = await postStartupOk(founder);
    const abandonedLogo = await uploadLogo(founder);
    const job = await postJobOk(founder, startup.id);
    const applicant = t.client();
    await applicant.signUp();
    await applicant.request(`/api/jobs/${job.id}/applications`, { form: applicationForm() });
    const [application] = await t.db.select().from(jobApplications).where(eq(jobApplications.jobId, job.id));

    // The sweep runs as if four days had passed; one unused logo was uploaded only an hour before it.
    const sweepAt = Date.now() + ORPHAN_GRACE_MS + 24 * 60 * 60 * 1000;
    const recentLogo = `logos/${me.id}/${sweepAt - 60 * 60 * 1000}-0123456789ab.png`;
    await t.storage.put(recentLogo, PNG_1X1, 'image/png');

    const { deleted } = await sweepOrphanFiles({ db: t.db, storage: t.storage, now: sweepAt });
    expect(deleted.sort()).toEqual([keyOf(droppedInline), keyOf(abandonedLogo)].sort());
    const kept = [cover, inline, avatar, startup.logoUrl].map(keyOf).concat(application!.resumeKey, recentLogo);
    for (const key of kept) expect(await t.storage.exists(key), key).toBe(true);

    // A draft that still names the swept logo is told to upload one again.
    const stale = await founder.request('/api/startups', {
      json: buildStartup({ name: `Stale ${randomUUID().slice(0, 6)}`, logoUrl: abandonedLogo }),
    });
    expect(stale.status).toBe(400);
    expect(((await stale.json()) as { error: { message: string } }).error.message).toBe(LOGO_REQUIRED);
  });

  it('sweeps a never-used logo after a day, and other unused files only after three days', async () => {
    const owner = randomUUID();
    const madeAt = Date.now() - LOGO_GRACE_MS - 60 * 60 * 1000;
    const keys = ['logos', 'blog', 'avatars'].map((folder) => `${folder}/${owner}/${madeAt}-0123456789ab.png`);
    for (const key of keys) await t.storage.put(key, PNG_1X1, 'image/png');
    const mine = (deleted: string[]) => deleted.filter((key) => key.includes(owner)).sort();

    expect(mine((await sweepOrphanFiles({ db: t.db, storage: t.storage })).deleted)).toEqual([keys[0]]);
    const later = madeAt + ORPHAN_GRACE_MS + 60 * 60 * 1000;
    expect(mine((await sweepOrphanFiles({ db: t.db, storage: t.storage, now: later })).deleted)).toEqual(
      [keys[2], keys[1]].sort(),
    );
  });

  it('leaves everything alone within the grace period', async () => {
    const founder = t.client();
    await founder.signUp();
    const logo = await uploadLogo(founder);
    const { deleted } = await sweepOrphanFiles({ db: t.db, storage: t.storage });
    expect(deleted).toEqual([]);
    expect(await t.storage.exists(keyOf(logo))).toBe(true);
  });

  it('keeps the files of kept resumes, and sweeps one an interrupted upload left without its row', async () => {
    const member = t.client();
    const me = await member.signUp();
    expect((await member.request('/api/resumes', { form: keptResumeForm() })).status).toBe(201);
    const [kept] = await t.db
      .select({ key: memberResumes.storageKey })
      .from(memberResumes)
      .where(eq(memberResumes.userId, me.id));
    const sweepAt = Date.now() + ORPHAN_GRACE_MS + 60 * 60 * 1000;
    const leftBehind = `kept-resumes/${me.id}/${Date.now()}-0123456789ab.pdf`;
    await t.storage.put(leftBehind, PDF_MINIMAL, 'application/pdf');

    const { deleted } = await sweepOrphanFiles({ db: t.db, storage: t.storage, now: sweepAt });
    expect(deleted.filter((key) => key.startsWith('kept-resumes/'))).toEqual([leftBehind]);
    expect(await t.storage.exists(kept!.key)).toBe(true);
  });
});
