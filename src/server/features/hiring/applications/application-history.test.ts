import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANNOT_WITHDRAW_REJECTED,
  WITHDRAWN_LOCKED,
  type ApplicationTimeline,
  type MyApplication,
  type ReceivedApplication,
} from '../../../../shared/applications';
import { emailOutbox, jobApplications, notifications } from '../../../db/schema';
import { applicationForm } from '../../../testing/images';
import { postJobOk, postStartupOk } from '../../../testing/startups';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = async <T>(response: Response) => (await response.json()) as T;
type Caller = ReturnType<TestApp['client']>;

/** A founder with a startup and a job, and a candidate who applied to it. */
async function applied(startupName = 'History Labs') {
  const founder = t.client();
  await founder.signUp();
  const startup = await postStartupOk(founder, { name: startupName });
  const job = await postJobOk(founder, startup.id);
  const candidate = t.client();
  // The candidate receives the status e-mails, and e-mails go only to a proved address.
  const candidateUser = await candidate.signUp({ firstName: 'Cora', lastName: 'Candidate' }, { verified: true });
  expect((await candidate.request(`/api/jobs/${job.id}/applications`, { form: applicationForm() })).status).toBe(201);
  const [application] = await t.db
    .select()
    .from(jobApplications)
    .where(eq(jobApplications.applicantId, candidateUser.id));
  return { founder, candidate, candidateUser, job, id: application!.id };
}

const timeline = async (caller: Caller, id: string) =>
  json<ApplicationTimeline>(await caller.request(`/api/applications/${id}/timeline`));
const setStatus = (founder: Caller, id: string, body: Record<string, unknown>) =>
  founder.request(`/api/applications/${id}/status`, { method: 'PATCH', json: body });

describe('the history of an application', () => {
  it('records sending, the founder first opening it, and each change, and shows it to the candidate and the founder only', async () => {
    const { founder, candidate, id } = await applied();
    const stranger = t.client();
    await stranger.signUp();

    expect((await timeline(candidate, id)).events.map((e) => e.kind)).toEqual(['submitted']);
    // The candidate looking is not the founder opening it.
    expect((await timeline(candidate, id)).events.map((e) => e.kind)).toEqual(['submitted']);
    expect((await stranger.request(`/api/applications/${id}/timeline`)).status).toBe(403);
    expect((await t.client().request(`/api/applications/${id}/timeline`)).status).toBe(401);

    // The founder opens it, twice at once: one "opened".
    await Promise.all([timeline(founder, id), timeline(founder, id)]);
    const received = await json<{ items: ReceivedApplication[] }>(
      await founder.request(
        `/api/jobs/${(await t.db.select().from(jobApplications).where(eq(jobApplications.id, id)))[0]!.jobId}/applications`,
      ),
    );
    expect(received.items[0]!.firstOpenedAt).not.toBeNull();

    expect((await setStatus(founder, id, { status: 'reviewed' })).status).toBe(200);
    const history = await timeline(candidate, id);
    expect(history.events.map((e) => [e.kind, e.fromStatus, e.toStatus, e.by])).toEqual([
      ['submitted', null, 'submitted', 'candidate'],
      ['opened', null, null, 'founder'],
      ['status', 'submitted', 'reviewed', 'founder'],
    ]);
    expect(history.status).toBe('reviewed');
  });

  it('keeps the reason and message of a rejection for the candidate, in the app and in the e-mail', async () => {
    const { founder, candidate, candidateUser, id } = await applied('Reasoned Co');
    const tooLong = await setStatus(founder, id, {
      status: 'rejected',
      reason: 'not_right_fit',
      message: 'x'.repeat(1001),
    });
    expect(tooLong.status).toBe(400);
    expect((await setStatus(founder, id, { status: 'rejected', reason: 'because', message: 'Hi' })).status).toBe(400);

    const message = 'Thank you for your time, Cora.\nWe hope to see you apply again.';
    expect((await setStatus(founder, id, { status: 'rejected', reason: 'more_experience', message })).status).toBe(200);
    const mine = await json<{ items: MyApplication[] }>(await candidate.request('/api/applications/mine'));
    expect(mine.items[0]).toMatchObject({ status: 'rejected', rejection: { reason: 'more_experience', message } });
    const steps = (await timeline(candidate, id)).events;
    expect(steps.at(-1)).toMatchObject({ kind: 'status', toStatus: 'rejected', reason: 'more_experience', message });

    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, candidateUser.email), eq(emailOutbox.template, 'application_status')));
    expect(mail!.text).toContain('Reason: We are looking for more experience.');
    expect(mail!.text).toContain('We hope to see you apply again.');

    // A reason given with any other status is not kept; moving on from rejected clears it.
    expect((await setStatus(founder, id, { status: 'reviewed', reason: 'other', message: 'ignored' })).status).toBe(
      200,
    );
    expect(
      (await json<{ items: MyApplication[] }>(await candidate.request('/api/applications/mine'))).items[0],
    ).toMatchObject({ status: 'reviewed', rejection: null });
    expect((await timeline(candidate, id)).events.at(-1)).toMatchObject({
      toStatus: 'reviewed',
      reason: null,
      message: null,
    });
  });
});

describe('withdrawing', () => {
  it('lets only the candidate withdraw; the founder is told, sees Withdrawn and can no longer change it; applying again starts over', async () => {
    const { founder, candidate, job, id } = await applied('Withdrawn Works');
    expect((await founder.request(`/api/applications/${id}/withdraw`, { json: {} })).status).toBe(403);
    const stranger = t.client();
    await stranger.signUp();
    expect((await stranger.request(`/api/applications/${id}/withdraw`, { json: {} })).status).toBe(403);
    expect((await t.client().request(`/api/applications/${id}/withdraw`, { json: {} })).status).toBe(401);

    expect(await json(await candidate.request(`/api/applications/${id}/withdraw`, { json: {} }))).toEqual({
      status: 'withdrawn',
    });
    // Twice: still fine.
    expect((await candidate.request(`/api/applications/${id}/withdraw`, { json: {} })).status).toBe(200);
    const founderId = (await json<{ user: { id: string } }>(await founder.request('/api/account/session'))).user.id;
    const notices = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, founderId), eq(notifications.title, 'Application withdrawn')));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.message).toBe(
      'Cora Candidate withdrew their application for Founding Engineer at Withdrawn Works.',
    );
    expect(notices[0]!.link).toBe(`/dashboard/applicants?open=${id}`);

    const received = await json<{ items: ReceivedApplication[] }>(
      await founder.request(`/api/jobs/${job.id}/applications`),
    );
    expect(received.items[0]!.status).toBe('withdrawn');
    const locked = await setStatus(founder, id, { status: 'accepted' });
    expect(locked.status).toBe(409);
    expect((await json<{ error: { message: string } }>(locked)).error.message).toBe(WITHDRAWN_LOCKED);

    // Looking at a withdrawn application is not opening it.
    await timeline(founder, id);
    expect((await timeline(candidate, id)).events.map((e) => e.kind)).toEqual(['submitted', 'withdrawn']);
    // The job's pages no longer mark it applied: the candidate may apply again.
    expect(
      (
        await json<{ applicationStatuses: Record<string, string> }>(
          await candidate.request(
            `/api/startups/by-slug/${(await json<{ startup: { slug: string } }>(await candidate.request(`/api/jobs/${job.id}/page`))).startup.slug}`,
          ),
        )
      ).applicationStatuses,
    ).toEqual({});
    expect(
      (await json<{ applicationStatus: string | null }>(await candidate.request(`/api/jobs/${job.id}/page`)))
        .applicationStatus,
    ).toBeNull();
    // The spec's re-apply: a new start, unopened.
    expect((await candidate.request(`/api/jobs/${job.id}/applications`, { form: applicationForm() })).status).toBe(201);
    const history = await timeline(candidate, id);
    expect(history.status).toBe('submitted');
    expect(history.events.map((e) => e.kind)).toEqual(['submitted', 'withdrawn', 'submitted']);
    expect((await setStatus(founder, id, { status: 'accepted' })).status).toBe(200);
  });

  it('has nothing to withdraw once declined', async () => {
    const { founder, candidate, id } = await applied('Declined First');
    await setStatus(founder, id, { status: 'rejected' });
    const refused = await candidate.request(`/api/applications/${id}/withdraw`, { json: {} });
    expect(refused.status).toBe(409);
    expect((await json<{ error: { message: string } }>(refused)).error.message).toBe(CANNOT_WITHDRAW_REJECTED);
  });
});

describe('reading a resume in the page', () => {
  it('serves it inline, framable by our own pages only, to those who may download it', async () => {
    const { founder, candidate, id } = await applied('Preview Co');
    const inline = await founder.request(`/api/applications/${id}/resume?inline=1`);
    expect(inline.status).toBe(200);
    expect(inline.headers.get('content-type')).toBe('application/pdf');
    expect(inline.headers.get('content-disposition')).toMatch(/^inline; filename="/);
    expect(inline.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(inline.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(inline.headers.get('cache-control')).toBe('private, no-store');
    expect((await candidate.request(`/api/applications/${id}/resume?inline=1`)).status).toBe(200);
    // The download stays a download.
    expect((await founder.request(`/api/applications/${id}/resume`)).headers.get('content-disposition')).toMatch(
      /^attachment; /,
    );
    const stranger = t.client();
    await stranger.signUp();
    expect((await stranger.request(`/api/applications/${id}/resume?inline=1`)).status).toBe(403);
    expect((await t.client().request(`/api/applications/${id}/resume?inline=1`)).status).toBe(401);
  });
});
