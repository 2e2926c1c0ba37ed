import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailKindLabels, UNSUBSCRIBE_LINK_EXPIRED, UNSUBSCRIBE_LINK_INVALID } from '../../../shared/email-preferences';
import { emailOutbox, jobApplications } from '../../db/schema';
import { unsubscribeToken } from '../../email/unsubscribe';
import { applicationForm } from '../../testing/images';
import { postJobOk, postStartupOk } from '../../testing/startups';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = async <T>(response: Response) => (await response.json()) as T;
type Settings = Record<string, boolean>;

describe('one-click unsubscribe', () => {
  it("turns off exactly the kind of the e-mail it came in, from the mail client's POST, without signing in", async () => {
    const founder = t.client();
    await founder.signUp();
    const startup = await postStartupOk(founder);
    const job = await postJobOk(founder, startup.id);
    const applicant = t.client();
    // A proved address: status e-mails go to no other.
    const applicantUser = await applicant.signUp({}, { verified: true });
    await applicant.request(`/api/jobs/${job.id}/applications`, { form: applicationForm() });
    const [application] = await t.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.applicantId, applicantUser.id));
    await founder.request(`/api/applications/${application!.id}/status`, {
      method: 'PATCH',
      json: { status: 'reviewed' },
    });
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, applicantUser.email), eq(emailOutbox.template, 'application_status')));
    const header = mail!.headers!['List-Unsubscribe']!;
    expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const apiUrl = new URL(header.slice(1, -1));
    expect(`${apiUrl.origin}${apiUrl.pathname}`).toBe(`${t.config.publicUrl}/api/unsubscribe`);
    const path = `${apiUrl.pathname}${apiUrl.search}`;
    // The footer links to the page, which asks before it changes anything.
    expect(mail!.html).toContain(`${t.config.publicUrl}/unsubscribe${apiUrl.search.replace(/&/g, '&amp;')}`);

    // Opening the link (as a scanner would) changes nothing.
    expect(await json(await t.app.request(path))).toEqual({
      kind: 'status',
      label: emailKindLabels.status,
      isSubscribed: true,
      areAllEmailsOff: false,
    });
    // RFC 8058: the provider's server POSTs a form, with no cookie and no Origin of ours.
    const oneClick = await t.app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await json(oneClick)).toEqual({
      kind: 'status',
      label: emailKindLabels.status,
      isSubscribed: false,
      areAllEmailsOff: false,
    });

    const { settings } = await json<{ settings: Settings }>(await applicant.request('/api/account/settings'));
    expect(settings).toEqual({
      emailNotifications: true,
      statusUpdates: false,
      jobRecommendations: true,
      followedStartups: true,
      messageEmails: true,
      hiringReminders: true,
      applicationDigest: true,
      showProfile: true,
      allowMessages: true,
    });

    // The next status change sends no e-mail.
    await founder.request(`/api/applications/${application!.id}/status`, {
      method: 'PATCH',
      json: { status: 'accepted' },
    });
    expect(
      await t.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, applicantUser.email), eq(emailOutbox.template, 'application_status'))),
    ).toHaveLength(1);

    // Changed their mind on the page.
    const again = await t.app.request(`${apiUrl.pathname.replace(/\/$/, '')}/resubscribe${apiUrl.search}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(await json(again)).toEqual({
      kind: 'status',
      label: emailKindLabels.status,
      isSubscribed: true,
      areAllEmailsOff: false,
    });
  });

  it('refuses a link that this server did not sign, or that was changed to another member or kind', async () => {
    const member = await t.client().signUp();
    const other = await t.client().signUp();
    const token = unsubscribeToken(t.config, member.id, 'alerts');
    const [user, , sig] = token.split('.');
    const forged = [
      '',
      'nonsense',
      `${Buffer.from(other.id).toString('base64url')}.alerts.${sig}`,
      `${user}.followed.${sig}`,
      `${user}.alerts.${sig!.slice(0, -2)}`,
      unsubscribeToken({ ...t.config, authSecret: 'another-secret-of-another-server-0123456789' }, member.id, 'alerts'),
    ];
    for (const bad of forged) {
      for (const method of ['GET', 'POST']) {
        const response = await t.app.request(`/api/unsubscribe?token=${encodeURIComponent(bad)}`, {
          method,
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: method === 'POST' ? 'List-Unsubscribe=One-Click' : undefined,
        });
        expect(response.status, `${method} ${bad}`).toBe(400);
        expect((await json<{ error: { message: string } }>(response)).error.message).toBe(UNSUBSCRIBE_LINK_INVALID);
      }
    }
    const good = await t.app.request(`/api/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST' });
    expect(await json(good)).toMatchObject({ kind: 'alerts', isSubscribed: false });
  });

  it('changes its own kind only: resubscribing leaves "all e-mails off" off, and says so', async () => {
    const member = t.client();
    const user = await member.signUp();
    const allOff = {
      emailNotifications: false,
      statusUpdates: true,
      jobRecommendations: true,
      followedStartups: false,
      messageEmails: true,
      hiringReminders: false,
      applicationDigest: true,
      showProfile: true,
      allowMessages: true,
    };
    await member.request('/api/account/settings', { method: 'PUT', json: allOff });
    const token = encodeURIComponent(unsubscribeToken(t.config, user.id, 'followed'));
    expect(await json(await t.app.request(`/api/unsubscribe?token=${token}`))).toEqual({
      kind: 'followed',
      label: emailKindLabels.followed,
      isSubscribed: false,
      areAllEmailsOff: true,
    });
    const again = await t.app.request(`/api/unsubscribe/resubscribe?token=${token}`, { method: 'POST' });
    expect(await json(again)).toEqual({
      kind: 'followed',
      label: emailKindLabels.followed,
      isSubscribed: true,
      areAllEmailsOff: true,
    });
    const { settings } = await json<{ settings: Settings }>(await member.request('/api/account/settings'));
    // Only the link's kind changed.
    expect(settings).toEqual({ ...allOff, followedStartups: true });

    // Unsubscribing from another kind leaves the rest alone too.
    const status = encodeURIComponent(unsubscribeToken(t.config, user.id, 'status'));
    expect(await json(await t.app.request(`/api/unsubscribe?token=${status}`, { method: 'POST' }))).toMatchObject({
      kind: 'status',
      isSubscribed: false,
      areAllEmailsOff: true,
    });
    expect((await json<{ settings: Settings }>(await member.request('/api/account/settings'))).settings).toEqual({
      ...allOff,
      followedStartups: true,
      statusUpdates: false,
    });
  });

  it("answers a deleted member's link as expired, on every route, never with a 5xx", async () => {
    const member = t.client();
    const user = await member.signUp();
    const tokens = [unsubscribeToken(t.config, user.id, 'alerts'), unsubscribeToken(t.config, user.id, 'status')];
    expect((await member.request('/api/auth/delete-user', { json: { password: user.password } })).status).toBe(200);
    for (const token of tokens) {
      for (const [method, path] of [
        ['GET', '/api/unsubscribe'],
        ['POST', '/api/unsubscribe'],
        ['POST', '/api/unsubscribe/resubscribe'],
      ] as const) {
        const response = await t.app.request(`${path}?token=${encodeURIComponent(token)}`, {
          method,
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: method === 'POST' ? 'List-Unsubscribe=One-Click' : undefined,
        });
        expect(response.status, `${method} ${path}`).toBe(410);
        expect((await json<{ error: { message: string } }>(response)).error.message).toBe(UNSUBSCRIBE_LINK_EXPIRED);
      }
    }
  });
});
