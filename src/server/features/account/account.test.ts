import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, jobApplications, memberResumes, profiles, startups, users } from '../../db/schema';
import { applicationForm, imageForm, keptResumeForm, PNG_1X1 } from '../../testing/images';
import { postJobOk, postStartupOk } from '../../testing/startups';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ErrorBody = { error: { message: string; code?: string; fields?: Record<string, string> } };
const fileOf = (key: string) => path.join(t.uploadsDir, ...key.replace('/files/', '').split('/'));

describe('settings', () => {
  it('stores the eight choices per user, and the status e-mail honours them', async () => {
    const founder = t.client();
    await founder.signUp();
    const applicant = t.client();
    const applicantUser = await applicant.signUp();
    const defaults = (await (await applicant.request('/api/account/settings')).json()) as {
      settings: Record<string, boolean>;
    };
    expect(Object.values(defaults.settings).every(Boolean)).toBe(true);
    const off = {
      emailNotifications: true,
      statusUpdates: false,
      jobRecommendations: false,
      followedStartups: false,
      messageEmails: true,
      hiringReminders: true,
      applicationDigest: true,
      showProfile: true,
      allowMessages: false,
    };
    expect((await applicant.request('/api/account/settings', { method: 'PUT', json: off })).status).toBe(200);
    expect(
      ((await (await applicant.request('/api/account/settings')).json()) as { settings: unknown }).settings,
    ).toEqual(off);

    const startup = await postStartupOk(founder);
    const job = await postJobOk(founder, startup.id);
    await applicant.request(`/api/jobs/${job.id}/applications`, { form: applicationForm() });
    const [application] = await t.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.applicantId, applicantUser.id));
    const response = await founder.request(`/api/applications/${application!.id}/status`, {
      method: 'PATCH',
      json: { status: 'reviewed' },
    });
    expect(await response.json()).toEqual({ status: 'reviewed' });
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, applicantUser.email), eq(emailOutbox.template, 'application_status')));
    expect(mails).toEqual([]);
    expect((await t.client().request('/api/account/settings')).status).toBe(401);
  });
});

describe('change e-mail and password', () => {
  it('changes the e-mail after checking the password and the code sent to the new address; refuses one in use', async () => {
    const other = await t.client().signUp();
    const caller = t.client();
    const me = await caller.signUp();
    const wrong = await caller.request('/api/account/change-email', {
      json: { newEmail: 'new-me@example.com', currentPassword: 'nope-nope' },
    });
    expect(((await wrong.json()) as ErrorBody).error.message).toBe('Current password is incorrect.');
    const taken = await caller.request('/api/account/change-email', {
      json: { newEmail: other.email, currentPassword: me.password },
    });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as ErrorBody).error.message).toBe('This email address is already in use.');
    const same = await caller.request('/api/account/change-email', {
      json: { newEmail: me.email, currentPassword: me.password },
    });
    expect(((await same.json()) as ErrorBody).error.message).toBe(
      'New email must be different from your current email',
    );
    const requested = await caller.request('/api/account/change-email', {
      json: { newEmail: 'New-Me@Example.com', currentPassword: me.password },
    });
    expect(await requested.json()).toEqual({ pendingEmail: 'new-me@example.com' });
    // Until the new address answers, the old one stays.
    expect((await t.client().signIn('new-me@example.com', me.password)).status).toBe(401);
    expect((await t.client().signIn(me.email, me.password)).status).toBe(200);

    const code = await t.lastCode('new-me@example.com', 'email_change');
    const wrongCode = await caller.request('/api/account/change-email/confirm', {
      json: { newEmail: 'new-me@example.com', otp: code === '000000' ? '111111' : '000000' },
    });
    expect(wrongCode.status).toBe(400);
    expect(((await wrongCode.json()) as ErrorBody).error.fields?.otp).toBe(
      'Invalid or expired verification code. Please request a new one.',
    );
    const confirmed = await caller.request('/api/account/change-email/confirm', {
      json: { newEmail: 'new-me@example.com', otp: code },
    });
    expect(await confirmed.json()).toEqual({ email: 'new-me@example.com' });
    expect((await t.client().signIn('new-me@example.com', me.password)).status).toBe(200);
    expect((await t.client().signIn(me.email, me.password)).status).toBe(401);
    expect(
      (
        (await (await caller.request('/api/account/session')).json()) as {
          user: { email: string; emailVerified: boolean };
        }
      ).user,
    ).toMatchObject({ email: 'new-me@example.com', emailVerified: true });
  });

  it('does not let a code sent for one new address confirm another', async () => {
    const caller = t.client();
    const me = await caller.signUp();
    await caller.request('/api/account/change-email', {
      json: { newEmail: 'asked-for@example.com', currentPassword: me.password },
    });
    const code = await t.lastCode('asked-for@example.com', 'email_change');
    const other = await caller.request('/api/account/change-email/confirm', {
      json: { newEmail: 'not-asked@example.com', otp: code },
    });
    expect(other.status).toBe(400);
    expect((await t.client().signIn('not-asked@example.com', me.password)).status).toBe(401);
  });

  it('never lets a member move onto an administrator address, even one nobody has signed up with yet', async () => {
    const caller = t.client();
    const me = await caller.signUp();
    const grab = await caller.request('/api/account/change-email', {
      json: { newEmail: 'Admin@Example.com', currentPassword: me.password },
    });
    expect(grab.status).toBe(409);
    expect(((await grab.json()) as ErrorBody).error.message).toBe('This email address is already in use.');
    expect((await caller.request('/api/admin/startups')).status).toBe(403);
  });

  it('lets exactly one of two accounts moving to the same address at once have it', async () => {
    const callers = [t.client(), t.client()];
    const users = await Promise.all(callers.map((c) => c.signUp()));
    for (const [i, caller] of callers.entries()) {
      expect(
        (
          await caller.request('/api/account/change-email', {
            json: { newEmail: 'race@example.com', currentPassword: users[i]!.password },
          })
        ).status,
      ).toBe(200);
    }
    // Both asked; each proves the mailbox (the codes went to the same address), then both confirm at once.
    const codes = await t.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, 'race@example.com'), eq(emailOutbox.template, 'email_change')))
      .orderBy(emailOutbox.createdAt);
    const otps = codes.map((mail) => mail.text.match(/Your code: (\d{6})/)![1]!);
    const responses = await Promise.all(
      callers.map((c, i) =>
        c.request('/api/account/change-email/confirm', { json: { newEmail: 'race@example.com', otp: otps[i]! } }),
      ),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('changes the password with the current one, with the spec messages', async () => {
    const caller = t.client();
    const me = await caller.signUp();
    const weak = await caller.request('/api/auth/change-password', {
      json: { currentPassword: me.password, newPassword: '123', confirmPassword: '123' },
    });
    expect(((await weak.json()) as ErrorBody).error.message).toBe('New password must be at least 6 characters');
    const mismatch = await caller.request('/api/auth/change-password', {
      json: { currentPassword: me.password, newPassword: '123456', confirmPassword: '654321' },
    });
    expect(((await mismatch.json()) as ErrorBody).error.fields?.confirmPassword).toBe('New passwords do not match');
    const wrong = await caller.request('/api/auth/change-password', {
      json: { currentPassword: 'not-mine', newPassword: 'changed-pass' },
    });
    expect(((await wrong.json()) as ErrorBody).error.code).toBe('INVALID_PASSWORD');
    expect(
      (
        await caller.request('/api/auth/change-password', {
          json: { currentPassword: me.password, newPassword: 'changed-pass', confirmPassword: 'changed-pass' },
        })
      ).status,
    ).toBe(200);
    expect((await t.client().signIn(me.email, 'changed-pass')).status).toBe(200);
  });
});

describe('deleting an account', () => {
  it('needs the password, then removes every row and file of the user and nothing of anyone else', async () => {
    const other = t.client();
    const otherUser = await other.signUp();
    const otherStartup = await postStartupOk(other);
    const otherJob = await postJobOk(other, otherStartup.id);

    const caller = t.client();
    const me = await caller.signUp();
    const avatar = (
      (await (
        await caller.request(`/api/profiles/${me.id}/avatar`, {
          method: 'PUT',
          form: imageForm('avatar', PNG_1X1, 'a.png', 'image/png'),
        })
      ).json()) as { avatarUrl: string }
    ).avatarUrl;
    const myStartup = await postStartupOk(caller);
    await caller.request(`/api/jobs/${otherJob.id}/applications`, { form: applicationForm() });
    const [myApplication] = await t.db.select().from(jobApplications).where(eq(jobApplications.applicantId, me.id));
    // A resume kept on the profile: its file goes with the account too.
    expect((await caller.request('/api/resumes', { form: keptResumeForm() })).status).toBe(201);
    const [kept] = await t.db.select().from(memberResumes).where(eq(memberResumes.userId, me.id));
    const myFiles = [
      fileOf(avatar),
      fileOf(myStartup.logoUrl),
      fileOf(myApplication!.resumeKey),
      fileOf(kept!.storageKey),
    ];
    expect(myFiles.every((f) => existsSync(f))).toBe(true);

    const missing = await caller.request('/api/auth/delete-user', { json: { password: '' } });
    expect(((await missing.json()) as ErrorBody).error.message).toBe('Please enter your password to confirm deletion');
    const wrong = await caller.request('/api/auth/delete-user', { json: { password: 'not-mine' } });
    expect(((await wrong.json()) as ErrorBody).error.code).toBe('INVALID_PASSWORD');

    expect((await caller.request('/api/auth/delete-user', { json: { password: me.password } })).status).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, me.id))).toEqual([]);
    expect(await t.db.select().from(profiles).where(eq(profiles.id, me.id))).toEqual([]);
    expect(await t.db.select().from(startups).where(eq(startups.ownerId, me.id))).toEqual([]);
    expect(await t.db.select().from(jobApplications).where(eq(jobApplications.applicantId, me.id))).toEqual([]);
    expect(await t.db.select().from(memberResumes).where(eq(memberResumes.userId, me.id))).toEqual([]);
    expect(myFiles.filter((f) => existsSync(f))).toEqual([]);

    expect(await t.db.select().from(users).where(eq(users.id, otherUser.id))).toHaveLength(1);
    expect(existsSync(fileOf(otherStartup.logoUrl))).toBe(true);
    expect((await caller.request('/api/account/settings')).status).toBe(401);
  });
});
