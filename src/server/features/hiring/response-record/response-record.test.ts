import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answeredShareText, responseTimeText, type ResponseRecord } from '../../../../shared/response-record-text';
import { applicationEvents, jobApplications } from '../../../db/schema';
import { applicationForm } from '../../../testing/images';
import { postJobOk, postStartupOk } from '../../../testing/startups';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = async <T>(response: Response) => (await response.json()) as T;

describe("a startup's response record", () => {
  it('appears from five applications on, with the share answered and the median days to a first answer', async () => {
    const founder = t.client();
    await founder.signUp();
    const startup = await postStartupOk(founder, { name: 'Responsive Inc' });
    const job = await postJobOk(founder, startup.id);
    const record = async () =>
      (
        await json<{ responseRecord: ResponseRecord | null }>(
          await t.client().request(`/api/startups/by-slug/${startup.slug}`),
        )
      ).responseRecord;

    const ids: string[] = [];
    for (let i = 0; i < 8; i++) {
      const candidate = t.client();
      const user = await candidate.signUp();
      await candidate.request(`/api/jobs/${job.id}/applications`, { form: applicationForm() });
      const [row] = await t.db
        .select({ id: jobApplications.id })
        .from(jobApplications)
        .where(eq(jobApplications.applicantId, user.id));
      ids.push(row!.id);
      if (i === 7) await candidate.request(`/api/applications/${row!.id}/withdraw`, { json: {} });
      if (i === 3) expect(await record()).toBeNull();
    }
    // Sent ten days ago; four answered after 1, 2, 3 and 5 days; two never; one sent today; one withdrawn.
    await t.db
      .update(jobApplications)
      .set({ createdAt: sql`now() - interval '10 days'` })
      .where(inArray(jobApplications.id, ids.slice(0, 6)));
    await t.db
      .update(applicationEvents)
      .set({ createdAt: sql`now() - interval '10 days'` })
      .where(inArray(applicationEvents.applicationId, ids.slice(0, 6)));
    for (const [i, days] of [1, 2, 3, 5].entries()) {
      await founder.request(`/api/applications/${ids[i]}/status`, { method: 'PATCH', json: { status: 'reviewed' } });
      await t.db
        .update(applicationEvents)
        .set({ createdAt: sql`now() - interval '10 days' + make_interval(days => ${days})` })
        .where(sql`${applicationEvents.applicationId} = ${ids[i]} and ${applicationEvents.kind} = 'status'`);
    }
    const shown = await record();
    // Judged: all seven but the withdrawn one; the one sent today counts as unanswered.
    expect(shown).toMatchObject({ applications: 7 });
    expect(shown!.answeredShare).toBeCloseTo(4 / 7);
    expect(shown!.medianDays).toBeCloseTo(2.5, 1);
    expect(responseTimeText(shown!)).toBe('Usually responds within 3 days');
    expect(answeredShareText(shown!)).toBe('Answers 57% of applications');

    const page = await json<{ responseRecord: ResponseRecord | null }>(
      await t.client().request(`/api/jobs/${job.id}/page`),
    );
    expect(page.responseRecord).toEqual(shown);
  });

  it('shows from the fifth application even when all are fresh and unanswered', async () => {
    const founder = t.client();
    await founder.signUp();
    const startup = await postStartupOk(founder, { name: 'Busy Inc' });
    const job = await postJobOk(founder, startup.id);
    for (let i = 0; i < 5; i++) {
      const candidate = t.client();
      await candidate.signUp();
      expect((await candidate.request(`/api/jobs/${job.id}/applications`, { form: applicationForm() })).status).toBe(
        201,
      );
    }
    const { responseRecord } = await json<{ responseRecord: ResponseRecord | null }>(
      await t.client().request(`/api/startups/by-slug/${startup.slug}`),
    );
    expect(responseRecord).toEqual({ applications: 5, answeredShare: 0, medianDays: null });
    expect(answeredShareText(responseRecord!)).toBe('Answers 0% of applications');
  });

  it('says nothing of a response time before anything was answered', () => {
    expect(responseTimeText({ applications: 5, answeredShare: 0, medianDays: null })).toBeNull();
    expect(responseTimeText({ applications: 5, answeredShare: 1, medianDays: 0.2 })).toBe(
      'Usually responds within a day',
    );
  });
});
