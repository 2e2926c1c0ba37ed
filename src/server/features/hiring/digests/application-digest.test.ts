import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailKindLabels } from '../../../../shared/email-preferences';
import type { JobQuestionInput } from '../../../../shared/job-questions';
import { applicationDigests, emailOutbox, jobApplications, jobs, startups } from '../../../db/schema';
import { emailDateTime } from '../../../email/templates/dates';
import { buildJob } from '../../../seed/factories';
import { applicationForm } from '../../../testing/images';
import { withOutboxRefusing } from '../../../testing/outbox-failure';
import { deliverOutbox, startTestSmtp } from '../../../testing/smtp';
import { postStartupOk } from '../../../testing/startups';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { DIGEST_APPLICATIONS_LISTED, sendDueApplicationDigests } from './application-digest';

// A founder's daily e-mail of new applications, written to the outbox by the
// scheduled task and sent by the outbox worker to a real SMTP server on this machine.

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
beforeAll(async () => {
  t = await createTestApp();
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

/** What the outbox worker would send by now, sent. */
const deliver = () => deliverOutbox(t.db, smtp.port);
/** What the runs logged as errors. */
const errors: { userId?: string }[] = [];
const runLogger = pino(
  { level: 'error' },
  { write: (line: string) => errors.push(JSON.parse(line) as (typeof errors)[number]) },
);
const run = () => sendDueApplicationDigests({ db: t.db, config: t.config, logger: runLogger });
/** The raw message as a mail client reads it: soft line breaks and folded headers undone. */
const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' ');
const received = (to: string) =>
  smtp.received
    .filter((mail) => mail.to.includes(to) && /^Subject: You have \d+ new application/m.test(unfold(mail.raw)))
    .map((mail) => unfold(mail.raw));
const written = (to: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, 'application_digest')))
    .orderBy(emailOutbox.createdAt);
const digestOf = async (userId: string) =>
  (await t.db.select().from(applicationDigests).where(eq(applicationDigests.userId, userId)))[0];
const allOn = {
  emailNotifications: true,
  statusUpdates: true,
  jobRecommendations: true,
  followedStartups: true,
  messageEmails: true,
  hiringReminders: true,
  applicationDigest: true,
  showProfile: true,
  allowMessages: true,
};
const unique = (word: string) => `${word} ${Math.random().toString(36).slice(2, 7)}`;

/** A founder with a startup and one open position; `another()` adds a second startup with one of its own. */
async function founder(options: { verified?: boolean; firstName?: string } = {}) {
  const caller = t.client();
  const user = await caller.signUp({ firstName: options.firstName ?? 'Fiona' }, { verified: options.verified ?? true });
  async function startupWithJob(title: string) {
    const startup = await postStartupOk(caller, { name: unique('Digest Labs') });
    const response = await caller.request(`/api/startups/${startup.id}/jobs`, { json: buildJob({ title }) });
    expect(response.status).toBe(201);
    return { startup, job: ((await response.json()) as { job: { id: string } }).job };
  }
  const { startup, job } = await startupWithJob('Growth Lead');
  return { caller, user, startup, job, another: startupWithJob };
}

/** A candidate (no proved address needed) who applies to a position; the application's row. */
async function applies(jobId: string, firstName: string) {
  const caller = t.client();
  const user = await caller.signUp({ firstName, lastName: 'Okafor' });
  expect((await caller.request(`/api/jobs/${jobId}/applications`, { form: applicationForm() })).status).toBe(201);
  const [row] = await t.db
    .select()
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.applicantId, user.id)));
  return { caller, user, application: row! };
}

/**
 * A day (and a couple of minutes) passes for this founder: their applications and their row move back
 * in time together, so their e-mail is due and every application has settled (application-digest.ts).
 */
async function dayPasses(founderId: string) {
  const shift = sql`interval '1 day 2 minutes'`;
  const theirJobs = t.db
    .select({ id: jobs.id })
    .from(jobs)
    .innerJoin(startups, eq(startups.id, jobs.startupId))
    .where(eq(startups.ownerId, founderId));
  await t.db
    .update(jobApplications)
    .set({ createdAt: sql`${jobApplications.createdAt} - ${shift}` })
    .where(inArray(jobApplications.jobId, theirJobs));
  await t.db
    .update(applicationDigests)
    .set({
      checkedThrough: sql`${applicationDigests.checkedThrough} - ${shift}`,
      nextRunAt: sql`${applicationDigests.nextRunAt} - ${shift}`,
    })
    .where(eq(applicationDigests.userId, founderId));
}
const receivedAt = async (applicationId: string) =>
  emailDateTime((await t.db.select().from(jobApplications).where(eq(jobApplications.id, applicationId)))[0]!.createdAt);

describe("a founder's daily e-mail of new applications", () => {
  it('lists the new applications once, though two processes look at once, and nothing when nothing is new', async () => {
    const f = await founder();
    const second = await f.another('Data Engineer');
    const ana = await applies(f.job.id, 'Ana');
    const ben = await applies(second.job.id, 'Ben');
    // Withdrawn before the e-mail: not worth the founder's time.
    const gone = await applies(f.job.id, 'Gus');
    expect(
      (await gone.caller.request(`/api/applications/${gone.application.id}/withdraw`, { method: 'POST' })).status,
    ).toBe(200);

    // Started by the first application, due a day later; later ones leave it as it is.
    const started = await digestOf(f.user.id);
    expect(started!.checkedThrough.getTime()).toBeLessThanOrEqual(ana.application.createdAt.getTime());
    expect(started!.nextRunAt.getTime() - Date.now()).toBeGreaterThan(86_400_000 - 120_000);
    // Not due yet.
    await run();
    expect(await written(f.user.email)).toEqual([]);

    await dayPasses(f.user.id);
    await Promise.all([run(), run()]);
    await deliver();
    const [mail, ...more] = received(f.user.email);
    expect(more).toEqual([]);
    expect(mail).toContain('Subject: You have 2 new applications');
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const [row] = await written(f.user.email);
    expect(row!.text).toContain('Hi Fiona,');
    expect(row!.text).toContain('2 new applications came in for your startups:');
    // Newest first: the candidate, the position, the startup, when, and the link that opens it.
    const benLine = `- Ben Okafor for Data Engineer at ${second.startup.name}, ${await receivedAt(ben.application.id)}\n  ${t.config.publicUrl}/dashboard/applicants?open=${ben.application.id}`;
    const anaLine = `- Ana Okafor for Growth Lead at ${f.startup.name}, ${await receivedAt(ana.application.id)}\n  ${t.config.publicUrl}/dashboard/applicants?open=${ana.application.id}`;
    expect(row!.text).toContain(`${benLine}\n${anaLine}`);
    expect(row!.text).toContain(`See your applicants: ${t.config.publicUrl}/dashboard/applicants`);
    expect(row!.text).toContain('You receive this because "Daily e-mail of new applications" is on in your Settings.');
    expect(row!.text).not.toContain('Gus');
    expect(row!.html).toContain(`href="${t.config.publicUrl}/dashboard/applicants?open=${ana.application.id}"`);
    const sent = await digestOf(f.user.id);
    expect(sent!.lastSentAt).not.toBeNull();
    expect(sent!.nextRunAt.getTime()).toBeGreaterThan(Date.now());

    // The next day: only what came since.
    const cy = await applies(f.job.id, 'Cy');
    await dayPasses(f.user.id);
    await run();
    const [, next] = await written(f.user.email);
    expect(next!.subject).toBe('You have 1 new application');
    expect(next!.text).toContain(`Cy Okafor for Growth Lead at ${f.startup.name}`);
    expect(next!.text).not.toContain('Ana');
    expect(next!.text).not.toContain('Ben');

    // A day with nothing new: no e-mail, and the row ends until the next application starts it again.
    await dayPasses(f.user.id);
    await run();
    expect(await written(f.user.email)).toHaveLength(2);
    expect(await digestOf(f.user.id)).toBeUndefined();
    // Applying again makes an application new again (it starts over).
    expect((await cy.caller.request(`/api/jobs/${f.job.id}/applications`, { form: applicationForm() })).status).toBe(
      201,
    );
    expect((await digestOf(f.user.id))!.nextRunAt.getTime()).toBeGreaterThan(Date.now());
    await dayPasses(f.user.id);
    await run();
    await deliver();
    const mails = await written(f.user.email);
    expect(mails).toHaveLength(3);
    expect(mails[2]!.text).toContain('Cy Okafor for Growth Lead');
    expect(received(f.user.email)).toHaveLength(3);
  });

  it("never lists another founder's applications", async () => {
    const fiona = await founder();
    const gil = await founder({ firstName: 'Gil' });
    const ana = await applies(fiona.job.id, 'Ana');
    expect((await ana.caller.request(`/api/jobs/${gil.job.id}/applications`, { form: applicationForm() })).status).toBe(
      201,
    );
    await applies(gil.job.id, 'Ben');
    await dayPasses(fiona.user.id);
    await dayPasses(gil.user.id);
    await run();
    const [toFiona] = await written(fiona.user.email);
    const [toGil] = await written(gil.user.email);
    expect(toFiona!.subject).toBe('You have 1 new application');
    expect(toFiona!.text).toContain(fiona.startup.name);
    expect(toFiona!.text).not.toContain(gil.startup.name);
    expect(toFiona!.text).not.toContain('Ben');
    expect(toGil!.subject).toBe('You have 2 new applications');
    expect(toGil!.text).not.toContain(fiona.startup.name);
  });

  it('leaves out the applications the founder’s own question declined on arrival', async () => {
    const fiona = await founder();
    const question: JobQuestionInput = {
      id: randomUUID(),
      kind: 'yes_no',
      prompt: 'Can you work from Lisbon?',
      required: true,
      knockout: { answers: ['no'], reason: 'not_right_fit' },
    };
    const response = await fiona.caller.request(`/api/startups/${fiona.startup.id}/jobs`, {
      json: buildJob({ title: 'Lisbon Lead', questions: [question] }),
    });
    expect(response.status).toBe(201);
    const { job } = (await response.json()) as { job: { id: string } };
    for (const [firstName, answer] of [
      ['Ana', 'yes'],
      ['Ben', 'no'],
    ] as const) {
      const caller = t.client();
      await caller.signUp({ firstName, lastName: 'Okafor' });
      expect(
        (
          await caller.request(`/api/jobs/${job.id}/applications`, {
            form: applicationForm({ questionAnswers: { [question.id]: answer } }),
          })
        ).status,
      ).toBe(201);
    }
    await dayPasses(fiona.user.id);
    await run();
    const [mail] = await written(fiona.user.email);
    expect(mail!.subject).toBe('You have 1 new application');
    expect(mail!.text).toContain('Ana');
    expect(mail!.text).not.toContain('Ben');
  });

  it(`lists the newest ${DIGEST_APPLICATIONS_LISTED} and says how many more`, async () => {
    const f = await founder();
    const first = await applies(f.job.id, 'First');
    for (let i = 0; i < DIGEST_APPLICATIONS_LISTED; i++) await applies(f.job.id, `Cand${String.fromCharCode(97 + i)}`);
    await dayPasses(f.user.id);
    await run();
    const [row] = await written(f.user.email);
    expect(row!.subject).toBe(`You have ${DIGEST_APPLICATIONS_LISTED + 1} new applications`);
    expect(row!.text).toContain(`The newest ${DIGEST_APPLICATIONS_LISTED}:`);
    expect(row!.text.match(/^- /gm)).toHaveLength(DIGEST_APPLICATIONS_LISTED);
    expect(row!.text).toContain('and 1 more.');
    expect(row!.text).not.toContain(first.application.id);
    // All of them were counted: none comes again.
    await applies(f.job.id, 'Later');
    await dayPasses(f.user.id);
    await run();
    const [, next] = await written(f.user.email);
    expect(next!.subject).toBe('You have 1 new application');
  });

  it('leaves an application of the last minute for the next e-mail', async () => {
    const f = await founder();
    await applies(f.job.id, 'Early');
    await dayPasses(f.user.id);
    // Received a moment before the run: its transaction may have committed after others listed.
    const late = await applies(f.job.id, 'Late');
    await run();
    const [row] = await written(f.user.email);
    expect(row!.subject).toBe('You have 1 new application');
    expect(row!.text).not.toContain('Late');
    await dayPasses(f.user.id);
    await run();
    const [, next] = await written(f.user.email);
    expect(next!.text).toContain(
      `Late Okafor for Growth Lead at ${f.startup.name}, ${await receivedAt(late.application.id)}`,
    );
  });

  it('is not sent with its setting off, nor to an address nobody proved, and sends no backlog when turned on', async () => {
    const off = await founder();
    expect(
      (
        await off.caller.request('/api/account/settings', {
          method: 'PUT',
          json: { ...allOn, applicationDigest: false },
        })
      ).status,
    ).toBe(200);
    const unproved = await founder({ verified: false });
    await applies(off.job.id, 'Old');
    await applies(unproved.job.id, 'Old');
    await dayPasses(off.user.id);
    await dayPasses(unproved.user.id);
    await run();
    await deliver();
    expect(await written(off.user.email)).toEqual([]);
    expect(await written(unproved.user.email)).toEqual([]);
    // The bell told of it all the same.
    const notices = (await (await off.caller.request('/api/notifications')).json()) as {
      items: { title: string; message: string }[];
    };
    expect(notices.items).toContainEqual(
      expect.objectContaining({ title: 'New application', message: expect.stringContaining('Old Okafor') }),
    );

    // Turned on again: only what comes from now on.
    expect((await off.caller.request('/api/account/settings', { method: 'PUT', json: allOn })).status).toBe(200);
    await applies(off.job.id, 'New');
    await dayPasses(off.user.id);
    await run();
    const [row, ...more] = await written(off.user.email);
    expect(more).toEqual([]);
    expect(row!.text).toContain('New Okafor');
    expect(row!.text).not.toContain('Old Okafor');
  });

  it('stops with one click on its unsubscribe link, which names it', async () => {
    const f = await founder();
    await applies(f.job.id, 'Ana');
    await dayPasses(f.user.id);
    await run();
    const [row] = await written(f.user.email);
    const link = new URL(row!.headers!['List-Unsubscribe']!.slice(1, -1));
    const path = `${link.pathname}${link.search}`;
    expect(await (await t.app.request(path)).json()).toEqual({
      kind: 'applications',
      label: emailKindLabels.applications,
      isSubscribed: true,
      areAllEmailsOff: false,
    });
    // The mail client's own Unsubscribe: a form POST, no cookie, no Origin of ours (RFC 8058).
    const oneClick = await t.app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toMatchObject({ kind: 'applications', isSubscribed: false });
    const { settings } = (await (await f.caller.request('/api/account/settings')).json()) as {
      settings: Record<string, boolean>;
    };
    expect(settings).toEqual({ ...allOn, applicationDigest: false });

    await applies(f.job.id, 'Ben');
    await dayPasses(f.user.id);
    await run();
    expect(await written(f.user.email)).toHaveLength(1);
  });

  it("goes to the others when one founder's fails, and to that founder a day later, with the same applications", async () => {
    const failing = await founder();
    const other = await founder();
    await applies(failing.job.id, 'Ana');
    await applies(other.job.id, 'Ben');
    await dayPasses(failing.user.id);
    await dayPasses(other.user.id);
    // The failing founder's row comes first in the run (and would again in the next).
    await t.db
      .update(applicationDigests)
      .set({ nextRunAt: sql`now() - interval '1 hour'` })
      .where(eq(applicationDigests.userId, failing.user.id));
    const before = await digestOf(failing.user.id);
    await withOutboxRefusing(t.db, failing.user.email, () => run());
    expect(await written(failing.user.email)).toEqual([]);
    expect((await written(other.user.email))[0]!.text).toContain('Ben Okafor');
    expect(errors).toContainEqual(expect.objectContaining({ userId: failing.user.id }));
    const after = await digestOf(failing.user.id);
    expect(after!.nextRunAt.getTime()).toBeGreaterThan(Date.now());
    expect(after!.checkedThrough).toEqual(before!.checkedThrough);
    expect(after!.lastSentAt).toBeNull();

    await dayPasses(failing.user.id);
    await run();
    expect((await written(failing.user.email))[0]!.text).toContain('Ana Okafor');
  });
});
