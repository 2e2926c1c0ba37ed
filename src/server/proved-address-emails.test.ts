import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_CHANGES_PER_STARTUP_PER_HOUR, STATUS_EMAIL_INTERVAL_MINUTES } from '../shared/limits';
import { emailOutbox, jobAlerts, jobApplications, notifications, rateLimits } from './db/schema';
import { markSent } from './email/outbox';
import { applicationForm } from './testing/images';
import { postJobOk, postStartupOk } from './testing/startups';
import { createTestApp, type TestApp } from './testing/test-app';
import { STATUS_CHANGES_LIMITED } from './features/hiring/applications/application-status.service';
import { closeUnanswered, sendWaitingReminders } from './features/hiring/reminders/hiring-reminders';
import { createLogger } from './lib/logger';
import { sendDueDigests } from './features/job-alerts/digest';

// Mail bombing through an address nobody proved (decision 021): anyone can sign up with someone
// else's address, so the e-mails a member did not ask for go only to an address whose owner sent its
// code back; the bell keeps everything. And one application's status e-mails are coalesced, a
// founder's status changes limited per startup.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Caller = ReturnType<TestApp['client']>;
const json = async <T>(response: Response) => (await response.json()) as T;
const mailsTo = (to: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
const templatesTo = async (to: string) => (await mailsTo(to)).map((mail) => mail.template).sort();
const bellOf = async (userId: string) =>
  (await t.db.select({ title: notifications.title }).from(notifications).where(eq(notifications.userId, userId)))
    .map((n) => n.title)
    .sort();

async function applyTo(caller: Caller, userId: string, jobId: string) {
  expect((await caller.request(`/api/jobs/${jobId}/applications`, { form: applicationForm() })).status).toBe(201);
  const [row] = await t.db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(and(eq(jobApplications.applicantId, userId), eq(jobApplications.jobId, jobId)));
  return row!.id;
}

async function verify(caller: Caller, email: string) {
  const otp = await t.lastCode(email, 'email_verification');
  expect((await caller.request('/api/auth/email-otp/verify-email', { json: { otp } })).status).toBe(200);
}

describe('e-mails to an address nobody proved', () => {
  it('are never sent (status, message, announcement, digest, reminder, closing note, startup created); the bell has it all, and e-mails start once the address is proved', async () => {
    const founder = t.client();
    const founderUser = await founder.signUp({ firstName: 'Fake', email: 'victim-founder@example.com' });
    const startup = await postStartupOk(founder, { name: 'Unproved Ventures' });
    const [job, otherJob] = [await postJobOk(founder, startup.id), await postJobOk(founder, startup.id)];
    const candidate = t.client();
    const candidateUser = await candidate.signUp({ firstName: 'Vic', email: 'victim@example.com' });
    const applicationId = await applyTo(candidate, candidateUser.id, job.id);
    const closingId = await applyTo(candidate, candidateUser.id, otherJob.id);

    // A status change, a message, a followed startup's new position, a due alert digest.
    for (const status of ['reviewed', 'accepted', 'rejected']) {
      const changed = await founder.request(`/api/applications/${applicationId}/status`, {
        method: 'PATCH',
        json: { status },
      });
      expect(changed.status).toBe(200);
      expect(await json(changed)).toEqual({ status });
    }
    expect(
      (await founder.request(`/api/applications/${applicationId}/messages`, { json: { body: 'Hello from the team' } }))
        .status,
    ).toBe(201);
    expect((await candidate.request(`/api/follows/${startup.id}`, { method: 'PUT', json: {} })).status).toBe(200);
    expect(
      (await candidate.request('/api/job-alerts', { json: { name: 'Everything', frequency: 'daily', search: '' } }))
        .status,
    ).toBe(201);
    await postJobOk(founder, startup.id);
    await t.db
      .update(jobAlerts)
      .set({ nextRunAt: sql`now() - interval '1 minute'`, checkedThrough: sql`now() - interval '1 hour'` })
      .where(eq(jobAlerts.userId, candidateUser.id));
    await sendDueDigests({ db: t.db, config: t.config, logger: createLogger('silent') });
    // The candidate writes back; the founder has applications waiting for weeks: a reminder, and one closed.
    await candidate.request(`/api/applications/${applicationId}/messages`);
    expect(
      (await candidate.request(`/api/applications/${applicationId}/messages`, { json: { body: 'Thanks!' } })).status,
    ).toBe(201);
    await t.db
      .update(jobApplications)
      .set({ createdAt: sql`now() - interval '40 days'` })
      .where(eq(jobApplications.id, closingId));
    expect(await sendWaitingReminders({ db: t.db, config: t.config })).toBe(0);
    expect(await closeUnanswered({ db: t.db, config: t.config })).toBe(1);
    await t.drainEvents();

    // Only what they asked for by signing up: the code to prove the address (the welcome waits for it, decision 056).
    expect(await templatesTo(candidateUser.email)).toEqual(['email_verification']);
    expect(await templatesTo(founderUser.email)).toEqual(['email_verification']);
    // The bell has every one of them.
    expect(new Set(await bellOf(candidateUser.id))).toEqual(
      new Set(['Application closed', 'Application update', 'New message', 'New position']),
    );
    expect(await bellOf(founderUser.id)).toEqual(expect.arrayContaining(['New application', 'New message']));

    // Proved: the same events e-mail them.
    await verify(candidate, candidateUser.email);
    await verify(founder, founderUser.email);
    await founder.request(`/api/applications/${applicationId}/status`, {
      method: 'PATCH',
      json: { status: 'reviewed' },
    });
    await founder.request(`/api/applications/${applicationId}/messages`);
    await candidate.request(`/api/applications/${applicationId}/messages`, { json: { body: 'Still keen.' } });
    expect(await templatesTo(candidateUser.email)).toContain('application_status');
    expect(await templatesTo(founderUser.email)).toContain('application_message');
    // The welcome came with the proof, once each.
    expect((await templatesTo(candidateUser.email)).filter((template) => template === 'welcome')).toEqual(['welcome']);
    expect((await templatesTo(founderUser.email)).filter((template) => template === 'welcome')).toEqual(['welcome']);
  });
});

describe("one application's status e-mails", () => {
  async function pipeline(name: string) {
    const founder = t.client();
    await founder.signUp();
    const startup = await postStartupOk(founder, { name });
    const job = await postJobOk(founder, startup.id);
    const candidate = t.client();
    const candidateUser = await candidate.signUp({}, { verified: true });
    const id = await applyTo(candidate, candidateUser.id, job.id);
    return { founder, startup, job, candidateUser, id };
  }
  const statusMails = (to: string) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, 'application_status')))
      .orderBy(emailOutbox.createdAt);

  it(`are coalesced: one waits at a time with the latest status, at most one in ${STATUS_EMAIL_INTERVAL_MINUTES} minutes`, async () => {
    const { founder, candidateUser, id } = await pipeline('Flip Flop Inc');
    const cycle = ['reviewed', 'accepted', 'reviewed', 'rejected'];
    for (let i = 0; i < 20; i++) {
      expect(
        (await founder.request(`/api/applications/${id}/status`, { method: 'PATCH', json: { status: cycle[i % 4] } }))
          .status,
      ).toBe(200);
    }
    // Twenty changes, one e-mail waiting: the latest status's (the 20th is "rejected").
    const [first, ...rest] = await statusMails(candidateUser.email);
    expect(rest).toEqual([]);
    expect(first!.status).toBe('pending');
    expect(first!.text).toContain('Its status is now rejected.');

    // It goes out; then changes within the interval wait until it has passed, the latest still winning.
    await markSent(t.db, first!.id);
    const [sent] = await t.db
      .select({ sentAt: emailOutbox.sentAt })
      .from(emailOutbox)
      .where(eq(emailOutbox.id, first!.id));
    for (const status of ['reviewed', 'accepted'])
      await founder.request(`/api/applications/${id}/status`, { method: 'PATCH', json: { status } });
    const mails = await statusMails(candidateUser.email);
    expect(mails.map((mail) => mail.status)).toEqual(['sent', 'pending']);
    const waiting = mails[1]!;
    expect(waiting.text).toContain('Its status is now accepted.');
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(
      sent!.sentAt!.getTime() + STATUS_EMAIL_INTERVAL_MINUTES * 60_000 - 1000,
    );

    // A bulk change of the same application is the same stream.
    const bulk = await founder.request('/api/applicants/bulk-status', { json: { ids: [id], status: 'reviewed' } });
    expect(await json(bulk)).toEqual({ results: [{ id, ok: true }] });
    expect((await statusMails(candidateUser.email)).map((mail) => mail.status)).toEqual(['sent', 'pending']);
  });

  it(`are limited to ${STATUS_CHANGES_PER_STARTUP_PER_HOUR} changes an hour per startup, counted only when a status changes`, async () => {
    const { founder, startup, candidateUser, id } = await pipeline('Busy Bulk Ltd');
    // The hour's budget spent but one.
    await t.db.insert(rateLimits).values({
      id: crypto.randomUUID(),
      key: `app:status-changes:${startup.id}`,
      count: STATUS_CHANGES_PER_STARTUP_PER_HOUR - 1,
      lastRequest: Date.now(),
    });
    expect(
      (await founder.request(`/api/applications/${id}/status`, { method: 'PATCH', json: { status: 'reviewed' } }))
        .status,
    ).toBe(200);
    // Setting the status it has changes nothing and costs nothing, even at the limit.
    expect(
      (await founder.request(`/api/applications/${id}/status`, { method: 'PATCH', json: { status: 'reviewed' } }))
        .status,
    ).toBe(200);
    const refused = await founder.request(`/api/applications/${id}/status`, {
      method: 'PATCH',
      json: { status: 'accepted' },
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await json<{ error: { message: string } }>(refused)).error.message).toBe(STATUS_CHANGES_LIMITED);
    const bulk = await founder.request('/api/applicants/bulk-status', { json: { ids: [id], status: 'accepted' } });
    expect(await json(bulk)).toEqual({ results: [{ id, ok: false, error: STATUS_CHANGES_LIMITED }] });
    const [row] = await t.db
      .select({ status: jobApplications.status })
      .from(jobApplications)
      .where(eq(jobApplications.id, id));
    expect(row!.status).toBe('reviewed');
    expect(await statusMails(candidateUser.email)).toHaveLength(1);

    // Another startup's budget is its own.
    const other = await pipeline('Calm Co');
    expect(
      (
        await other.founder.request(`/api/applications/${other.id}/status`, {
          method: 'PATCH',
          json: { status: 'accepted' },
        })
      ).status,
    ).toBe(200);
    await t.db.delete(rateLimits).where(inArray(rateLimits.key, [`app:status-changes:${startup.id}`]));
  });
});
