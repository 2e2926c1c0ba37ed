import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationTimeline, MyApplication } from '../../../../shared/applications';
import { applicationEvents, emailOutbox, founderReminders, jobApplications, notifications } from '../../../db/schema';
import { applicationForm } from '../../../testing/images';
import { postJobOk, postStartupOk } from '../../../testing/startups';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { closeUnanswered, sendWaitingReminders } from './hiring-reminders';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = async <T>(response: Response) => (await response.json()) as T;
const mailsTo = (to: string, template: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, template)));
const age = (ids: string[], days: number) =>
  t.db
    .update(jobApplications)
    .set({ createdAt: sql`now() - make_interval(days => ${days})` })
    .where(inArray(jobApplications.id, ids));

/** The founder gets the reminders and the candidates the closing notes: e-mails that go only to a proved address. */
async function pipeline(candidates: number) {
  const founder = t.client();
  const founderUser = await founder.signUp({ firstName: 'Fiona' }, { verified: true });
  const startup = await postStartupOk(founder, { name: 'Busy Founders' });
  const job = await postJobOk(founder, startup.id);
  const people = [];
  for (let i = 0; i < candidates; i++) {
    const caller = t.client();
    const user = await caller.signUp(
      { firstName: `Wait${String.fromCharCode(97 + i)}`, lastName: 'Ing' },
      { verified: true },
    );
    await caller.request(`/api/jobs/${job.id}/applications`, { form: applicationForm() });
    const [row] = await t.db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(eq(jobApplications.applicantId, user.id));
    people.push({ caller, user, id: row!.id });
  }
  return { founder, founderUser, people };
}

describe('reminders of applications waiting for an answer', () => {
  it('e-mails a founder at most once a week, listing those waiting more than seven days', async () => {
    const { founder, founderUser, people } = await pipeline(3);
    await sendWaitingReminders({ db: t.db, config: t.config });
    expect(await mailsTo(founderUser.email, 'hiring_reminder')).toEqual([]);

    await age([people[0]!.id, people[1]!.id], 8);
    // One answered meanwhile: no longer waiting.
    await founder.request(`/api/applications/${people[1]!.id}/status`, {
      method: 'PATCH',
      json: { status: 'reviewed' },
    });
    await Promise.all([
      sendWaitingReminders({ db: t.db, config: t.config }),
      sendWaitingReminders({ db: t.db, config: t.config }),
    ]);
    const [mail, ...more] = await mailsTo(founderUser.email, 'hiring_reminder');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('1 application is waiting for your answer');
    expect(mail!.text).toContain('Waita Ing for Founding Engineer at Busy Founders, waiting 8 days');
    expect(mail!.text).not.toContain('Waitb');
    expect(mail!.text).not.toContain('Waitc');
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // Within the week: nothing more, even with a new one waiting.
    await age([people[2]!.id], 9);
    await sendWaitingReminders({ db: t.db, config: t.config });
    expect(await mailsTo(founderUser.email, 'hiring_reminder')).toHaveLength(1);
    // A week later: again, with both.
    await t.db
      .update(founderReminders)
      .set({ lastSentAt: sql`now() - interval '8 days'` })
      .where(eq(founderReminders.userId, founderUser.id));
    await sendWaitingReminders({ db: t.db, config: t.config });
    const mails = await mailsTo(founderUser.email, 'hiring_reminder');
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.subject)).toContain('2 applications are waiting for your answer');
  });

  it('closes an application unanswered for 30 days with a kind note, once, and leaves answered ones alone', async () => {
    const { founder, people } = await pipeline(2);
    await age([people[0]!.id, people[1]!.id], 31);
    await founder.request(`/api/applications/${people[1]!.id}/status`, {
      method: 'PATCH',
      json: { status: 'reviewed' },
    });
    await Promise.all([
      closeUnanswered({ db: t.db, config: t.config }),
      closeUnanswered({ db: t.db, config: t.config }),
    ]);

    const candidate = people[0]!;
    const mine = await json<{ items: MyApplication[] }>(await candidate.caller.request('/api/applications/mine'));
    expect(mine.items[0]).toMatchObject({ status: 'rejected', rejection: { reason: 'no_response', message: null } });
    const events = await t.db
      .select()
      .from(applicationEvents)
      .where(and(eq(applicationEvents.applicationId, candidate.id), eq(applicationEvents.kind, 'status')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorId: null, reason: 'no_response' });
    expect(
      (
        await json<ApplicationTimeline>(await candidate.caller.request(`/api/applications/${candidate.id}/timeline`))
      ).events.at(-1),
    ).toMatchObject({ by: 'platform', reason: 'no_response' });
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, candidate.user.id), eq(notifications.title, 'Application closed')));
    expect(note!.message).toBe(
      'Busy Founders did not answer your application for Founding Engineer within 30 days, so we closed it. It says nothing about you.',
    );
    expect(note!.link).toBe(`/dashboard?tab=applications&application=${candidate.id}`);
    const [mail] = await mailsTo(candidate.user.email, 'application_closed');
    expect(mail!.subject).toBe('Your application for Founding Engineer at Busy Founders was closed');

    const [answered] = await t.db
      .select({ status: jobApplications.status })
      .from(jobApplications)
      .where(eq(jobApplications.id, people[1]!.id));
    expect(answered!.status).toBe('reviewed');
  });

  it('does not close anything with APPLICATION_AUTO_CLOSE_DAYS=0', async () => {
    const { people } = await pipeline(1);
    await age([people[0]!.id], 400);
    expect(await closeUnanswered({ db: t.db, config: { ...t.config, applicationAutoCloseDays: 0 } })).toBe(0);
  });
});
