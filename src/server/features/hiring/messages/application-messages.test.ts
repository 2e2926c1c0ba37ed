import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGE_MAX,
  MESSAGES_CLOSED,
  MESSAGES_PER_HOUR,
  type ApplicationConversation,
  type ApplicationMessage,
} from '../../../../shared/application-messages';
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
const settingsWith = (overrides: Record<string, boolean>) => ({
  emailNotifications: true,
  statusUpdates: true,
  jobRecommendations: true,
  followedStartups: true,
  messageEmails: true,
  hiringReminders: true,
  applicationDigest: true,
  showProfile: true,
  allowMessages: true,
  ...overrides,
});

/** Both sides proved their address: message e-mails go only to a proved one, so only settings keep them away here. */
async function applied() {
  const founder = t.client();
  const founderUser = await founder.signUp({}, { verified: true });
  const startup = await postStartupOk(founder, { name: 'Chatty Labs' });
  const job = await postJobOk(founder, startup.id);
  const candidate = t.client();
  const candidateUser = await candidate.signUp({ firstName: 'Mina', lastName: 'Park' }, { verified: true });
  await candidate.request(`/api/jobs/${job.id}/applications`, { form: applicationForm() });
  const [application] = await t.db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(eq(jobApplications.applicantId, candidateUser.id));
  return { founder, founderUser, candidate, candidateUser, id: application!.id };
}

const mailsTo = (to: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, 'application_message')));

describe('messages about an application', () => {
  it('are a conversation of the founder and the candidate only, with a notice each and one e-mail per unread run', async () => {
    const { founder, founderUser, candidate, candidateUser, id } = await applied();
    const stranger = t.client();
    await stranger.signUp();

    const first = await founder.request(`/api/applications/${id}/messages`, {
      json: { body: 'Hi Mina, could you do a call on Friday?' },
    });
    expect(first.status).toBe(201);
    expect((await json<{ message: ApplicationMessage }>(first)).message).toMatchObject({ from: 'me', readAt: null });
    await founder.request(`/api/applications/${id}/messages`, { json: { body: 'Any time after 2 pm works.' } });
    // Two messages before she read them: one e-mail.
    const mails = await mailsTo(candidateUser.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('New message from Chatty Labs about Founding Engineer');
    expect(mails[0]!.text).toContain('Hi Mina, could you do a call on Friday?');
    expect(mails[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const notices = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, candidateUser.id), eq(notifications.title, 'New message')));
    expect(notices.map((n) => n.message)).toContain(
      'Chatty Labs about Founding Engineer: "Hi Mina, could you do a call on Friday?"',
    );
    // The candidate's notice opens their application; the founder's opens the applicants panel.
    expect(notices.map((n) => n.link)).toContain(`/dashboard?tab=applications&application=${id}`);

    const conversation = await json<ApplicationConversation>(
      await candidate.request(`/api/applications/${id}/messages`),
    );
    expect(conversation.items.map((m) => [m.from, m.body])).toEqual([
      ['founder', 'Hi Mina, could you do a call on Friday?'],
      ['founder', 'Any time after 2 pm works.'],
    ]);
    expect(conversation.canWrite).toBe(true);
    // Read now: the founder sees it, and the next message is e-mailed again.
    expect(
      (await json<ApplicationConversation>(await founder.request(`/api/applications/${id}/messages`))).items.every(
        (m) => m.readAt !== null,
      ),
    ).toBe(true);
    await founder.request(`/api/applications/${id}/messages`, { json: { body: 'See you then.' } });
    expect(await mailsTo(candidateUser.email)).toHaveLength(2);

    await candidate.request(`/api/applications/${id}/messages`, { json: { body: 'Friday at 3 pm is great.' } });
    expect((await mailsTo(founderUser.email))[0]!.subject).toBe('New message from Mina Park about Founding Engineer');
    const [founderNotice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, founderUser.id), eq(notifications.title, 'New message')));
    expect(founderNotice!.link).toBe(`/dashboard/applicants?open=${id}`);

    for (const caller of [stranger, t.client()]) {
      expect((await caller.request(`/api/applications/${id}/messages`)).status).toBe(caller === stranger ? 403 : 401);
      expect((await caller.request(`/api/applications/${id}/messages`, { json: { body: 'hello' } })).status).toBe(
        caller === stranger ? 403 : 401,
      );
    }
    expect((await founder.request(`/api/applications/${id}/messages`, { json: { body: '' } })).status).toBe(400);
    expect(
      (await founder.request(`/api/applications/${id}/messages`, { json: { body: 'x'.repeat(MESSAGE_MAX + 1) } }))
        .status,
    ).toBe(400);
  });

  it('lets a candidate write first only to a founder who allows messages, and reply once the founder wrote', async () => {
    const { founder, candidate, id } = await applied();
    await founder.request('/api/account/settings', { method: 'PUT', json: settingsWith({ allowMessages: false }) });
    const closed = await candidate.request(`/api/applications/${id}/messages`, { json: { body: 'Hello?' } });
    expect(closed.status).toBe(403);
    expect((await json<{ error: { message: string } }>(closed)).error.message).toBe(MESSAGES_CLOSED);
    expect(
      await json<ApplicationConversation>(await candidate.request(`/api/applications/${id}/messages`)),
    ).toMatchObject({ canWrite: false, cannotWriteReason: MESSAGES_CLOSED });

    await founder.request(`/api/applications/${id}/messages`, { json: { body: 'Thanks for applying. A question: …' } });
    expect(
      (await candidate.request(`/api/applications/${id}/messages`, { json: { body: 'Happy to answer.' } })).status,
    ).toBe(201);
  });

  it('sends no e-mail to someone who turned message e-mails off, and limits how many a member sends an hour', async () => {
    const { founder, candidate, candidateUser, id } = await applied();
    await candidate.request('/api/account/settings', { method: 'PUT', json: settingsWith({ messageEmails: false }) });
    let last = 0;
    for (let i = 0; i <= MESSAGES_PER_HOUR; i++)
      last = (await founder.request(`/api/applications/${id}/messages`, { json: { body: `Note ${i}` } })).status;
    expect(last).toBe(429);
    expect(await mailsTo(candidateUser.email)).toEqual([]);
  });
});
