import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { RECEIVED_APPLICATIONS_PAGE_SIZE, RESUME_NOT_A_PDF } from '../../../../shared/applications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardMetrics, MyApplication, ReceivedApplication } from '../../../../shared/applications';
import { CONTROL_CHARACTERS_MESSAGE } from '../../../../shared/fields';
import { domainEvents, emailOutbox, jobApplications, notifications } from '../../../db/schema';
import { buildJob } from '../../../seed/factories';
import { applicationForm, largePng, PNG_1X1 } from '../../../testing/images';
import { postStartupOk } from '../../../testing/startups';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Caller = ReturnType<TestApp['client']>;
type ErrorBody = { error: { message: string; fields?: Record<string, string> } };

async function person(overrides = {}, options: { verified?: boolean } = {}) {
  const caller = t.client();
  const user = await caller.signUp(overrides, options);
  return { caller, user };
}

async function openJob(overrides = {}) {
  const owner = await person({ firstName: 'Owner' });
  const startup = await postStartupOk(owner.caller);
  const response = await owner.caller.request(`/api/startups/${startup.id}/jobs`, {
    json: { ...buildJob(), ...overrides },
  });
  const { job } = (await response.json()) as { job: { id: string; title: string } };
  return { owner, startup, job };
}

const apply = (caller: Caller, jobId: string, form = applicationForm()) =>
  caller.request(`/api/jobs/${jobId}/applications`, { form });
const resumesOf = (userId: string) => {
  const dir = path.join(t.uploadsDir, 'resumes', userId);
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('applying', () => {
  it('stores the application, its private resume, and tells the owner', async () => {
    const { owner, startup, job } = await openJob();
    const { caller, user } = await person({ firstName: 'Ana' });
    const response = await apply(caller, job.id);
    expect(response.status).toBe(201);
    expect(resumesOf(user.id)).toHaveLength(1);

    const mine = (await (await caller.request('/api/applications/mine')).json()) as { items: MyApplication[] };
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({
      jobId: job.id,
      jobTitle: job.title,
      startupName: startup.name,
      status: 'submitted',
    });

    const received = (await (await owner.caller.request(`/api/jobs/${job.id}/applications`)).json()) as {
      items: ReceivedApplication[];
    };
    expect(received.items[0]).toMatchObject({ applicant: { id: user.id, firstName: 'Ana' }, status: 'submitted' });

    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, owner.user.id));
    expect(notice).toMatchObject({
      title: 'New application',
      type: 'info',
      link: `/dashboard/applicants?open=${mine.items[0]!.id}`,
    });
    expect(notice!.message).toContain(job.title);

    const detail = (await (await caller.request(`/api/startups/by-slug/${startup.slug}`)).json()) as {
      applicationStatuses: Record<string, string>;
    };
    expect(detail.applicationStatuses).toEqual({ [job.id]: 'submitted' });
  });

  it("gives a job's applications to its owner a page at a time, newest first, each once, and the answers to those who may read them", async () => {
    const { owner, job } = await openJob();
    const applicants = [];
    for (let i = 0; i < RECEIVED_APPLICATIONS_PAGE_SIZE + 3; i++) {
      const applicant = await person({ firstName: `Candidate${String.fromCharCode(65 + i)}` });
      expect((await apply(applicant.caller, job.id)).status).toBe(201);
      applicants.push(applicant);
    }
    type Page = { items: ReceivedApplication[]; nextCursor: string | null };
    const first = (await (await owner.caller.request(`/api/jobs/${job.id}/applications`)).json()) as Page;
    expect(first.items).toHaveLength(RECEIVED_APPLICATIONS_PAGE_SIZE);
    expect(first.nextCursor).not.toBeNull();
    const second = (await (
      await owner.caller.request(`/api/jobs/${job.id}/applications?cursor=${first.nextCursor}`)
    ).json()) as Page;
    expect(second).toMatchObject({ nextCursor: null });
    const names = [...first.items, ...second.items].map((item) => item.applicant.firstName);
    // Newest first, and every application exactly once across the pages.
    expect(names).toEqual(applicants.map((a) => a.user.firstName).reverse());
    const refused = await owner.caller.request(`/api/jobs/${job.id}/applications?cursor=not-a-cursor`);
    expect(refused.status).toBe(400);

    const applicationId = first.items[0]!.id;
    const newest = applicants.at(-1)!;
    const answers = {
      startupCultureAnswer: 'I love building from zero with a small team.',
      problemSolvingAnswer: 'I automated our release checklist and cut releases from a day to an hour.',
      answers: [],
      knockout: null,
    };
    for (const caller of [owner.caller, newest.caller]) {
      expect(await (await caller.request(`/api/applications/${applicationId}/answers`)).json()).toEqual(answers);
    }
    expect((await applicants[0]!.caller.request(`/api/applications/${applicationId}/answers`)).status).toBe(403);
    expect((await t.client().request(`/api/applications/${applicationId}/answers`)).status).toBe(401);
  });

  it.each([
    [
      'only spaces',
      { startupCultureAnswer: '   ' },
      'startupCultureAnswer',
      'Please answer the first question about startup culture',
    ],
    [
      'nothing',
      { problemSolvingAnswer: '' },
      'problemSolvingAnswer',
      'Please answer the second question about problem solving',
    ],
    [
      '501 words',
      { startupCultureAnswer: Array(501).fill('word').join(' ') },
      'startupCultureAnswer',
      'Please keep each answer to 500 words or fewer',
    ],
    // Few words, but each one huge: the words rule alone would store 10 x 600 characters.
    [
      'ten words of 600 characters',
      { problemSolvingAnswer: Array(10).fill('x'.repeat(600)).join(' ') },
      'problemSolvingAnswer',
      'Please keep each answer to 5000 characters or fewer',
    ],
    [
      'a NUL byte',
      { startupCultureAnswer: 'I like\u0000 startups' },
      'startupCultureAnswer',
      CONTROL_CHARACTERS_MESSAGE,
    ],
    [
      'an escape character',
      { problemSolvingAnswer: 'Colours \u001b[31mred' },
      'problemSolvingAnswer',
      CONTROL_CHARACTERS_MESSAGE,
    ],
  ])('refuses an answer with %s', async (_label, overrides, field, message) => {
    const { job } = await openJob();
    const { caller, user } = await person();
    const response = await apply(caller, job.id, applicationForm(overrides));
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.fields?.[field]).toBe(message);
    expect(resumesOf(user.id)).toEqual([]);
  });

  it('keeps line breaks and tabs in answers', async () => {
    const { job } = await openJob();
    const { caller, user } = await person();
    expect(
      (
        await apply(
          caller,
          job.id,
          applicationForm({ problemSolvingAnswer: 'First:\r\n\tfixed the build.\r\nThen shipped.' }),
        )
      ).status,
    ).toBe(201);
    const [row] = await t.db.select().from(jobApplications).where(eq(jobApplications.applicantId, user.id));
    expect(row!.problemSolvingAnswer).toBe('First:\r\n\tfixed the build.\r\nThen shipped.');
  });

  it('tells the founder of a repeated application at most once a day', async () => {
    const { owner, job } = await openJob();
    const { caller, user } = await person();
    const ownerNotices = async () =>
      (await t.db.select().from(notifications).where(eq(notifications.userId, owner.user.id))).length;
    expect((await apply(caller, job.id)).status).toBe(201);
    expect((await apply(caller, job.id)).status).toBe(201);
    expect((await apply(caller, job.id)).status).toBe(201);
    expect(await ownerNotices()).toBe(1);
    const [row] = await t.db.select().from(jobApplications).where(eq(jobApplications.applicantId, user.id));
    expect(row!.ownerNotifiedAt).toBeInstanceOf(Date);

    // A day after the last notice, a new application is news again.
    await t.db
      .update(jobApplications)
      .set({ ownerNotifiedAt: sql`now() - interval '25 hours'` })
      .where(eq(jobApplications.id, row!.id));
    expect((await apply(caller, job.id)).status).toBe(201);
    expect(await ownerNotices()).toBe(2);
    expect((await apply(caller, job.id)).status).toBe(201);
    expect(await ownerNotices()).toBe(2);
  });

  it('takes exactly 500 words', async () => {
    const { job } = await openJob();
    const { caller } = await person();
    expect(
      (await apply(caller, job.id, applicationForm({ startupCultureAnswer: Array(500).fill('word').join(' ') })))
        .status,
    ).toBe(201);
  });

  it.each([
    ['no resume', { resume: null }, 'Please upload your resume in PDF format (max 5MB)'],
    // Named .pdf but not one: said so, since "only PDF files" would puzzle whoever renamed it.
    ['an image named .pdf', { resume: PNG_1X1, resumeName: 'cv.PDF' }, RESUME_NOT_A_PDF],
    [
      'an image',
      { resume: PNG_1X1, resumeName: 'cv.png' },
      'Only PDF files are allowed. Please convert your resume to PDF format.',
    ],
    [
      'a file over 5MB',
      { resume: largePng(5 * 1024 * 1024), resumeName: 'big.pdf' },
      'Resume file size must be less than 5MB. Please compress your PDF or choose a smaller file.',
    ],
  ])('refuses %s with its message and stores nothing', async (_label, overrides, message) => {
    const { job } = await openJob();
    const { caller, user } = await person();
    const response = await apply(caller, job.id, applicationForm(overrides));
    expect([400, 413]).toContain(response.status);
    expect(((await response.json()) as ErrorBody).error.message).toBe(message);
    expect(resumesOf(user.id)).toEqual([]);
  });

  it('replaces an earlier application to the same job, resets it, and deletes the old resume', async () => {
    const { owner, job } = await openJob();
    const { caller, user } = await person();
    await apply(caller, job.id);
    const [first] = await t.db.select().from(jobApplications).where(eq(jobApplications.applicantId, user.id));
    await owner.caller.request(`/api/applications/${first!.id}/status`, {
      method: 'PATCH',
      json: { status: 'accepted' },
    });
    await t.db.update(jobApplications).set({ isActive: false }).where(eq(jobApplications.id, first!.id));

    expect((await apply(caller, job.id, applicationForm({ startupCultureAnswer: 'A better answer.' }))).status).toBe(
      201,
    );
    const rows = await t.db
      .select()
      .from(jobApplications)
      .where(and(eq(jobApplications.applicantId, user.id), eq(jobApplications.jobId, job.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: first!.id,
      status: 'submitted',
      isActive: true,
      startupCultureAnswer: 'A better answer.',
    });
    expect(resumesOf(user.id)).toEqual([path.basename(rows[0]!.resumeKey)]);
  });

  it('refuses closed or inactive jobs, inactive startups, and one’s own startup', async () => {
    const { owner, startup, job } = await openJob();
    const { caller } = await person();
    expect((await apply(owner.caller, job.id)).status).toBe(403);

    await owner.caller.request(`/api/jobs/${job.id}/active`, { method: 'PATCH', json: { active: false } });
    expect((await apply(caller, job.id)).status).toBe(409);
    await owner.caller.request(`/api/jobs/${job.id}/active`, { method: 'PATCH', json: { active: true } });
    await owner.caller.request(`/api/startups/${startup.id}/active`, { method: 'PATCH', json: { active: false } });
    const response = await apply(caller, job.id);
    expect(response.status).toBe(409);
    expect(((await response.json()) as ErrorBody).error.message).toBe(
      'This position is no longer accepting applications.',
    );

    const closed = await openJob({ status: 'closed' });
    expect((await apply(caller, closed.job.id)).status).toBe(409);
    expect((await t.client().request(`/api/jobs/${job.id}/applications`, { form: applicationForm() })).status).toBe(
      401,
    );
  });
});

describe('who sees and changes applications', () => {
  async function applied() {
    const setup = await openJob();
    // The applicant receives the status e-mails, and e-mails go only to a proved address.
    const applicant = await person({ firstName: 'Ivy' }, { verified: true });
    await apply(applicant.caller, setup.job.id);
    const [row] = await t.db.select().from(jobApplications).where(eq(jobApplications.applicantId, applicant.user.id));
    return { ...setup, applicant, applicationId: row!.id };
  }

  it('gives a third user 403 on the list, the status change, the delete and the resume; signed out 401', async () => {
    const { job, applicationId } = await applied();
    const { caller: stranger } = await person();
    const attempts = [
      { path: `/api/jobs/${job.id}/applications`, method: 'GET' },
      { path: `/api/applications/${applicationId}/status`, method: 'PATCH', json: { status: 'accepted' } },
      { path: `/api/applications/${applicationId}/resume`, method: 'GET' },
      { path: `/api/applications/${applicationId}`, method: 'DELETE' },
    ];
    for (const attempt of attempts) {
      expect((await stranger.request(attempt.path, attempt)).status, `${attempt.method} ${attempt.path}`).toBe(403);
      expect((await t.client().request(attempt.path, attempt)).status, `${attempt.method} ${attempt.path}`).toBe(401);
    }
    const mine = (await (await stranger.request('/api/applications/mine')).json()) as { items: unknown[] };
    expect(mine.items).toEqual([]);
    const [row] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, applicationId));
    expect(row?.status).toBe('submitted');
  });

  it('lets the applicant, the owner and the administrator download the resume, never through a public URL', async () => {
    const { owner, applicant, applicationId } = await applied();
    const admin = await person({ email: 'admin@example.com' }, { verified: true });
    for (const caller of [applicant.caller, owner.caller, admin.caller]) {
      const response = await caller.request(`/api/applications/${applicationId}/resume`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
    const [row] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, applicationId));
    expect((await t.app.request(`/files/${row!.resumeKey}`)).status).toBe(404);
  });

  it("names the resume after its applicant and position, keeping every letter (RFC 6266's filename*)", async () => {
    const setup = await openJob({ title: 'Ingénieure Données' });
    const applicant = await person({ firstName: 'Zoë', lastName: 'Ångström' });
    await apply(applicant.caller, setup.job.id);
    const [row] = await t.db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(eq(jobApplications.applicantId, applicant.user.id));
    const response = await setup.owner.caller.request(`/api/applications/${row!.id}/resume`);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Zoe-Ingenieure-Donnees-resume.pdf"; filename*=UTF-8''${encodeURIComponent('Zoë-Ingénieure-Données-resume.pdf')}`,
    );
    const inline = await setup.owner.caller.request(`/api/applications/${row!.id}/resume?inline=1`);
    expect(inline.headers.get('content-disposition')).toMatch(
      /^inline; filename="Zoe-Ingenieure-Donnees-resume\.pdf"; filename\*=UTF-8''Zo%C3%AB-/,
    );
  });

  it('changes the status, notifies the applicant and queues the e-mail together', async () => {
    const { owner, applicant, job, applicationId } = await applied();
    const response = await owner.caller.request(`/api/applications/${applicationId}/status`, {
      method: 'PATCH',
      json: { status: 'accepted' },
    });
    expect(await response.json()).toEqual({ status: 'accepted' });
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, applicant.user.id));
    expect(notice).toMatchObject({
      title: 'Application update',
      type: 'success',
      link: `/dashboard?tab=applications&application=${applicationId}`,
    });
    const emails = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, applicant.user.email), eq(emailOutbox.template, 'application_status')));
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toContain(job.title);
    expect(emails[0]!.text).toContain('accepted');
    const mine = (await (await applicant.caller.request('/api/applications/mine')).json()) as {
      items: MyApplication[];
    };
    expect(mine.items[0]!.status).toBe('accepted');
  });

  it('sends no e-mail and no notification when the status does not really change', async () => {
    const { owner, applicant, applicationId } = await applied();
    const patch = (status: string) =>
      owner.caller.request(`/api/applications/${applicationId}/status`, { method: 'PATCH', json: { status } });
    const sent = async () => ({
      notices: (await t.db.select().from(notifications).where(eq(notifications.userId, applicant.user.id))).length,
      emails: (
        await t.db
          .select()
          .from(emailOutbox)
          .where(and(eq(emailOutbox.toAddress, applicant.user.email), eq(emailOutbox.template, 'application_status')))
      ).length,
    });
    const same = await patch('submitted');
    expect(same.status).toBe(200);
    expect(await same.json()).toEqual({ status: 'submitted' });
    expect(await sent()).toEqual({ notices: 0, emails: 0 });
    await patch('reviewed');
    await patch('reviewed');
    await patch('reviewed');
    expect(await sent()).toEqual({ notices: 1, emails: 1 });
    await patch('accepted');
    // A second notice, and the e-mail says the new status: the "reviewed" one still waited unsent, so the
    // newest status e-mail of the application replaced it (the outbox coalesces them) rather than adding a second.
    expect(await sent()).toEqual({ notices: 2, emails: 1 });
    const [email] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, applicant.user.email), eq(emailOutbox.template, 'application_status')));
    expect(email!.text).toContain('Its status is now accepted.');
  });

  it('still changes the status when the e-mail cannot be queued, and tells the candidate once the outbox takes it', async () => {
    const { owner, applicant, applicationId } = await applied();
    const statusEvent = async () => {
      const [event] = await t.db
        .select()
        .from(domainEvents)
        .where(
          and(
            eq(domainEvents.type, 'application.status_changed'),
            sql`${domainEvents.payload}->>'applicationId' = ${applicationId}`,
          ),
        );
      return event!;
    };
    const told = async () => ({
      notices: (await t.db.select().from(notifications).where(eq(notifications.userId, applicant.user.id))).length,
      emails: (
        await t.db
          .select()
          .from(emailOutbox)
          .where(and(eq(emailOutbox.toAddress, applicant.user.email), eq(emailOutbox.template, 'application_status')))
      ).length,
    });
    await t.db.execute(
      sql`alter table email_outbox add constraint test_refuse_status check (template <> 'application_status') not valid`,
    );
    try {
      const response = await owner.caller.request(`/api/applications/${applicationId}/status`, {
        method: 'PATCH',
        json: { status: 'rejected' },
      });
      expect(await response.json()).toEqual({ status: 'rejected' });
      const [row] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, applicationId));
      expect(row?.status).toBe('rejected');
      // The change stands; what follows it waits for its next attempt, the bell and the e-mail together
      // (the other subscribers of the event, which could do their part, did: no open interview to cancel,
      // and the webhooks' deliveries queued, none here as the startup has no endpoint).
      expect(await statusEvent()).toMatchObject({
        status: 'pending',
        attempts: 1,
        handledBy: ['interviews.cancel-on-decline', 'webhooks.application-status-changed'],
      });
      expect((await statusEvent()).lastError).toMatch(/test_refuse_status|check constraint/);
      expect(await told()).toEqual({ notices: 0, emails: 0 });
    } finally {
      await t.db.execute(sql`alter table email_outbox drop constraint test_refuse_status`);
    }
    await t.db
      .update(domainEvents)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(domainEvents.id, (await statusEvent()).id));
    await t.drainEvents();
    expect(await statusEvent()).toMatchObject({
      status: 'done',
      attempts: 2,
      handledBy: [
        'interviews.cancel-on-decline',
        'webhooks.application-status-changed',
        'applications.tell-candidate-of-status',
      ],
    });
    expect(await told()).toEqual({ notices: 1, emails: 1 });
  });

  it('refuses an unknown status', async () => {
    const { owner, applicationId } = await applied();
    const response = await owner.caller.request(`/api/applications/${applicationId}/status`, {
      method: 'PATCH',
      json: { status: 'hired' },
    });
    expect(response.status).toBe(400);
  });

  it('lets the owner delete an application with its resume', async () => {
    const { owner, applicant, applicationId } = await applied();
    expect((await owner.caller.request(`/api/applications/${applicationId}`, { method: 'DELETE' })).status).toBe(200);
    expect(resumesOf(applicant.user.id)).toEqual([]);
  });

  it('deletes the resume from storage at once, whatever the storage, when the application goes or is replaced', async () => {
    const { owner, applicant, job, applicationId } = await applied();
    const keyOf = async () =>
      (
        await t.db
          .select({ key: jobApplications.resumeKey })
          .from(jobApplications)
          .where(eq(jobApplications.jobId, job.id))
      )[0]?.key;
    const first = (await keyOf())!;
    expect(await t.storage.getStream(first)).not.toBeNull();
    await apply(applicant.caller, job.id);
    const second = (await keyOf())!;
    expect(second).not.toBe(first);
    expect(await t.storage.getStream(first)).toBeNull();
    expect((await owner.caller.request(`/api/applications/${applicationId}`, { method: 'DELETE' })).status).toBe(200);
    expect(await t.storage.getStream(second)).toBeNull();
  });
});

describe('dashboard metrics', () => {
  it('counts startups, jobs and applications by state in aggregate queries', async () => {
    const owner = await person();
    const a = await postStartupOk(owner.caller);
    const b = await postStartupOk(owner.caller);
    await owner.caller.request(`/api/startups/${b.id}/active`, { method: 'PATCH', json: { active: false } });
    const jobIds: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await owner.caller.request(`/api/startups/${a.id}/jobs`, { json: buildJob({ title: `Role ${i}` }) });
      jobIds.push(((await r.json()) as { job: { id: string } }).job.id);
    }
    await owner.caller.request(`/api/jobs/${jobIds[2]}/active`, { method: 'PATCH', json: { active: false } });
    // A closed position is not an open one, listed or not.
    const closed = await owner.caller.request(`/api/startups/${a.id}/jobs`, {
      json: buildJob({ title: 'Filled role', status: 'closed' }),
    });
    expect(closed.status).toBe(201);
    for (const jobId of [...jobIds.slice(0, 2), jobIds[0]!, jobIds[1]!]) {
      const { caller } = await person();
      await apply(caller, jobId);
    }
    const received = await t.db.select().from(jobApplications).where(inArray(jobApplications.jobId, jobIds));
    // One reviewed, one accepted, one rejected, one untouched: "Reviewed" counts only the reviewed one.
    for (const [application, status] of [
      [received[0], 'reviewed'],
      [received[1], 'accepted'],
      [received[2], 'rejected'],
    ] as const) {
      expect(
        (
          await owner.caller.request(`/api/applications/${application!.id}/status`, {
            method: 'PATCH',
            json: { status },
          })
        ).status,
      ).toBe(200);
    }

    const metrics = (await (await owner.caller.request('/api/applications/metrics')).json()) as DashboardMetrics;
    const nothingAsCandidate = { applications: { waiting: 0, answered: 0 }, following: 0, alerts: 0 };
    expect(metrics).toEqual({
      startups: { active: 1, inactive: 1 },
      jobs: { active: 2, inactive: 1 },
      applications: { pending: 1, reviewed: 1, decided: 2 },
      member: nothingAsCandidate,
    });
    const empty = (await (
      await (await person()).caller.request('/api/applications/metrics')
    ).json()) as DashboardMetrics;
    expect(empty).toEqual({
      startups: { active: 0, inactive: 0 },
      jobs: { active: 0, inactive: 0 },
      applications: { pending: 0, reviewed: 0, decided: 0 },
      member: nothingAsCandidate,
    });
  });

  it("counts a candidate's own applications, follows and alerts", async () => {
    const owner = await person();
    const startup = await postStartupOk(owner.caller);
    const jobIds: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await owner.caller.request(`/api/startups/${startup.id}/jobs`, {
        json: buildJob({ title: `Student role ${i}` }),
      });
      jobIds.push(((await r.json()) as { job: { id: string } }).job.id);
    }
    const student = await person({ firstName: 'Stu' });
    for (const jobId of jobIds) expect((await apply(student.caller, jobId)).status).toBe(201);
    const mine = await t.db.select().from(jobApplications).where(eq(jobApplications.applicantId, student.user.id));
    await owner.caller.request(`/api/applications/${mine[0]!.id}/status`, {
      method: 'PATCH',
      json: { status: 'reviewed' },
    });
    await owner.caller.request(`/api/applications/${mine[1]!.id}/status`, {
      method: 'PATCH',
      json: { status: 'rejected' },
    });
    expect(
      (await student.caller.request(`/api/follows/${startup.id}`, { method: 'PUT', json: {} })).status,
    ).toBeLessThan(300);
    expect(
      (
        await student.caller.request('/api/job-alerts', {
          json: { name: 'Remote roles', search: 'q=rust', frequency: 'daily' },
        })
      ).status,
    ).toBe(201);

    const metrics = (await (await student.caller.request('/api/applications/metrics')).json()) as DashboardMetrics;
    expect(metrics.member).toEqual({ applications: { waiting: 2, answered: 1 }, following: 1, alerts: 1 });
    expect(metrics.applications).toEqual({ pending: 0, reviewed: 0, decided: 0 });
  });
});
