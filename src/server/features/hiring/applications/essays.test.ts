import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESSAY_NOT_ASKED } from '../../../../shared/essays';
import { jobApplications } from '../../../db/schema';
import { buildJob } from '../../../seed/factories';
import { applicationForm } from '../../../testing/images';
import { postStartupOk } from '../../../testing/startups';
import { createTestApp, type TestApp } from '../../../testing/test-app';

// The two standard essays per position (decision 061): required by default, optional, or not asked; the
// server holds the application to the position's choice, and refuses an essay it does not ask.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ErrorBody = { error: { message: string; fields?: Record<string, string> } };

async function positionWith(essays?: Record<string, string>) {
  const owner = t.client();
  await owner.signUp({ firstName: 'Owner' });
  const startup = await postStartupOk(owner);
  const response = await owner.request(`/api/startups/${startup.id}/jobs`, {
    json: { ...buildJob(), ...(essays && { essays }) },
  });
  expect(response.status).toBe(201);
  const { job } = (await response.json()) as { job: { id: string; essays: Record<string, string> } };
  return { owner, startup, job };
}

async function candidate() {
  const caller = t.client();
  const user = await caller.signUp({ firstName: 'Cand' });
  return { caller, user };
}

describe('the essays a position asks', () => {
  it('keeps both required when the founder says nothing, as by default, and says so on the position', async () => {
    const { job } = await positionWith();
    expect(job.essays).toEqual({ startupCulture: 'required', problemSolving: 'required' });
    const page = (await (await t.client().request(`/api/jobs/${job.id}/page`)).json()) as { job: { essays: unknown } };
    expect(page.job.essays).toEqual({ startupCulture: 'required', problemSolving: 'required' });
    const { caller } = await candidate();
    const response = await caller.request(`/api/jobs/${job.id}/applications`, {
      form: applicationForm({ startupCultureAnswer: '  ', problemSolvingAnswer: null }),
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as ErrorBody;
    expect(error.fields).toMatchObject({
      startupCultureAnswer: 'Please answer the first question about startup culture',
      problemSolvingAnswer: 'Please answer the second question about problem solving',
    });
  });

  it('takes an optional essay left empty or left out, and keeps one that was written', async () => {
    const { job } = await positionWith({ startupCulture: 'optional', problemSolving: 'optional' });
    const { caller, user } = await candidate();
    const response = await caller.request(`/api/jobs/${job.id}/applications`, {
      form: applicationForm({ startupCultureAnswer: '', problemSolvingAnswer: null }),
    });
    expect(response.status).toBe(201);
    const other = await candidate();
    expect(
      (
        await other.caller.request(`/api/jobs/${job.id}/applications`, {
          form: applicationForm({ startupCultureAnswer: 'Small teams.' }),
        })
      ).status,
    ).toBe(201);
    const [row] = await t.db
      .select()
      .from(jobApplications)
      .where(and(eq(jobApplications.jobId, job.id), eq(jobApplications.applicantId, user.id)));
    expect([row!.startupCultureAnswer, row!.problemSolvingAnswer]).toEqual(['', '']);
    // Still no more than 500 words, as a required one.
    const long = Array.from({ length: 501 }, () => 'word').join(' ');
    const tooLong = await caller.request(`/api/jobs/${job.id}/applications`, {
      form: applicationForm({ startupCultureAnswer: long }),
    });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as ErrorBody).error.fields?.startupCultureAnswer).toBe(
      'Please keep each answer to 500 words or fewer',
    );
  });

  it('refuses an answer to an essay the position does not ask, rather than dropping it, and takes the form without it', async () => {
    const { job } = await positionWith({ startupCulture: 'not_asked', problemSolving: 'required' });
    const { caller, user } = await candidate();
    for (const sent of ['A stale answer', '']) {
      const refused = await caller.request(`/api/jobs/${job.id}/applications`, {
        form: applicationForm({ startupCultureAnswer: sent }),
      });
      expect(refused.status, JSON.stringify(sent)).toBe(400);
      expect(((await refused.json()) as ErrorBody).error.fields?.startupCultureAnswer).toBe(ESSAY_NOT_ASKED);
    }
    const sent = await caller.request(`/api/jobs/${job.id}/applications`, {
      form: applicationForm({ startupCultureAnswer: null, problemSolvingAnswer: 'I rewrote the deploy.' }),
    });
    expect(sent.status).toBe(201);
    const mine = (await (await caller.request('/api/applications/mine')).json()) as {
      items: { startupCultureAnswer: string; problemSolvingAnswer: string }[];
    };
    expect(mine.items[0]).toMatchObject({ startupCultureAnswer: '', problemSolvingAnswer: 'I rewrote the deploy.' });
    expect(user.id).toBeTruthy();
  });

  it('lets the founder change the choice on edit, and refuses a choice that is not one of the three', async () => {
    const { owner, startup, job } = await positionWith();
    const bad = await owner.request(`/api/startups/${startup.id}/jobs`, {
      json: { ...buildJob(), essays: { startupCulture: 'sometimes', problemSolving: 'required' } },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.fields?.['essays.startupCulture']).toBe(
      'Please choose whether candidates answer this question',
    );
    const edited = await owner.request(`/api/jobs/${job.id}`, {
      method: 'PUT',
      json: { ...buildJob(), essays: { startupCulture: 'not_asked', problemSolving: 'not_asked' } },
    });
    expect(edited.status).toBe(200);
    const { caller } = await candidate();
    const sent = await caller.request(`/api/jobs/${job.id}/applications`, {
      form: applicationForm({ startupCultureAnswer: null, problemSolvingAnswer: null }),
    });
    expect(sent.status).toBe(201);
  });
});
