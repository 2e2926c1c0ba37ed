import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANDIDATE_ALREADY_APPLIED,
  CANDIDATE_NOT_FOUND,
  INVITATION_EXISTS_MESSAGE,
  INVITATION_LIMIT_MESSAGE,
  NOT_ACCEPTING_INVITATIONS,
  type InviteOptions,
  type ReceivedInvitation,
  type SentInvitations,
} from '../../../../shared/invitations';
import { emailOutbox, jobApplications, notifications } from '../../../db/schema';
import { insertJob } from '../../../seed/factories';
import { applicationForm } from '../../../testing/images';
import { candidate, founder } from '../../../testing/talent';
import { reinstate, suspend } from '../../../testing/suspension';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Caller = ReturnType<TestApp['client']>;
const invite = (caller: Caller, json: { jobId: string; candidateId: string; note?: string }) =>
  caller.request('/api/invitations', { json });
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string; code: string } }).error;
const received = async (caller: Caller) =>
  ((await (await caller.request('/api/invitations/received')).json()) as { items: ReceivedInvitation[] }).items;
const sent = async (caller: Caller) =>
  (await (await caller.request('/api/invitations/sent')).json()) as SentInvitations;
const mailsTo = (address: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address.toLowerCase()), eq(emailOutbox.template, 'job_invitation')));

describe('inviting a candidate to apply', () => {
  it('tells the candidate in the bell and by e-mail, with a link that opens the position with Apply', async () => {
    const member = await candidate(t, { verified: true });
    const hiring = await founder(t);
    const response = await invite(hiring.caller, {
      jobId: hiring.job.id,
      candidateId: member.user.id,
      note: 'Your Postgres work is what we need.',
    });
    expect(response.status, await response.clone().text()).toBe(201);

    const [invitation] = await received(member.caller);
    expect(invitation).toMatchObject({
      job: { id: hiring.job.id, title: 'Backend Engineer', isOpen: true },
      founderName: 'Fred User',
      note: 'Your Postgres work is what we need.',
      status: 'sent',
    });
    const bell = await t.db.select().from(notifications).where(eq(notifications.userId, member.user.id));
    expect(bell.map((n) => [n.title, n.link])).toContainEqual(['Invitation to apply', '/invitations']);
    const [mail] = await mailsTo(member.user.email);
    expect(mail!.text).toContain(`/jobs/${hiring.job.id}?apply=${hiring.job.id}`);
    expect(mail!.text).toContain('Your Postgres work is what we need.');
    // Its unsubscribe link names what it stops: message e-mails, invitations to apply among them.
    const token = /\/unsubscribe\?token=([^\s"<>]+)/.exec(mail!.text)![1]!;
    const unsubscribe = (await (await t.app.request(`/api/unsubscribe?token=${token}`)).json()) as {
      kind: string;
      label: string;
    };
    expect(unsubscribe.kind).toBe('messages');
    expect(unsubscribe.label).toContain('invites you to apply');

    const options = (await (
      await hiring.caller.request(`/api/invitations/options/${member.user.id}`)
    ).json()) as InviteOptions;
    expect(options).toMatchObject({ canInvite: true, reason: null, leftToday: 19 });
    expect(options.positions).toEqual([
      { id: hiring.job.id, title: 'Backend Engineer', startupName: hiring.startup.name, notOffered: 'invited' },
    ]);
  });

  it('sends no e-mail to an address nobody proved, the bell still rings', async () => {
    const member = await candidate(t);
    const hiring = await founder(t);
    expect((await invite(hiring.caller, { jobId: hiring.job.id, candidateId: member.user.id })).status).toBe(201);
    expect(await mailsTo(member.user.email)).toEqual([]);
    expect(await received(member.caller)).toHaveLength(1);
  });

  it('is once per candidate and position', async () => {
    const member = await candidate(t);
    const hiring = await founder(t);
    expect((await invite(hiring.caller, { jobId: hiring.job.id, candidateId: member.user.id })).status).toBe(201);
    const again = await invite(hiring.caller, { jobId: hiring.job.id, candidateId: member.user.id, note: 'Again' });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({ code: 'INVITATION_EXISTS', message: INVITATION_EXISTS_MESSAGE });
  });

  it('is refused for a position the candidate applied to, which the dialog does not offer; one they withdrew from may be invited to', async () => {
    const member = await candidate(t);
    const hiring = await founder(t);
    const second = await insertJob(t.db, hiring.startup.id, { title: 'Data Engineer' });
    const applied = await member.caller.request(`/api/jobs/${hiring.job.id}/applications`, { form: applicationForm() });
    expect(applied.status).toBe(201);
    const refused = await invite(hiring.caller, { jobId: hiring.job.id, candidateId: member.user.id });
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({ code: 'ALREADY_APPLIED', message: CANDIDATE_ALREADY_APPLIED });
    expect(await received(member.caller)).toEqual([]);
    const options = (await (
      await hiring.caller.request(`/api/invitations/options/${member.user.id}`)
    ).json()) as InviteOptions;
    expect(options.positions.map((p) => [p.id, p.notOffered])).toEqual([
      [second.id, null],
      [hiring.job.id, 'applied'],
    ]);
    expect((await invite(hiring.caller, { jobId: second.id, candidateId: member.user.id })).status).toBe(201);

    const [application] = await t.db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(eq(jobApplications.applicantId, member.user.id));
    expect(
      (await member.caller.request(`/api/applications/${application!.id}/withdraw`, { method: 'POST' })).status,
    ).toBe(200);
    expect((await invite(hiring.caller, { jobId: hiring.job.id, candidateId: member.user.id })).status).toBe(201);
  });

  it('is at most 20 a day per founder: the 21st is refused', async () => {
    const member = await candidate(t);
    const hiring = await founder(t);
    const jobIds = [hiring.job.id];
    for (let i = 0; i < 20; i++) jobIds.push((await insertJob(t.db, hiring.startup.id, { title: `Role ${i}` })).id);
    for (const jobId of jobIds.slice(0, 20))
      expect((await invite(hiring.caller, { jobId, candidateId: member.user.id })).status).toBe(201);
    const options = (await (
      await hiring.caller.request(`/api/invitations/options/${member.user.id}`)
    ).json()) as InviteOptions;
    expect(options.leftToday).toBe(0);
    const refused = await invite(hiring.caller, { jobId: jobIds[20]!, candidateId: member.user.id });
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toMatchObject({ code: 'INVITATION_LIMIT', message: INVITATION_LIMIT_MESSAGE });
    expect((await sent(hiring.caller)).counts.sent).toBe(20);

    // Deleting a position and posting it again does not make room: the sends of the day still count.
    expect((await hiring.caller.request(`/api/jobs/${jobIds[0]}`, { method: 'DELETE' })).status).toBe(200);
    const reposted = await insertJob(t.db, hiring.startup.id, { title: 'Backend Engineer' });
    expect((await invite(hiring.caller, { jobId: reposted.id, candidateId: member.user.id })).status).toBe(429);
    // The candidate no longer sees the invitation to the deleted position, and cannot answer it.
    expect((await received(member.caller)).map((i) => i.job.id)).not.toContain(jobIds[0]);
  });

  it('is refused for a candidate who turned "Allow messages" off, and the dialog says so', async () => {
    const member = await candidate(t, { settings: { allowMessages: false } });
    const hiring = await founder(t);
    const refused = await invite(hiring.caller, { jobId: hiring.job.id, candidateId: member.user.id });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe(NOT_ACCEPTING_INVITATIONS);
    const options = (await (
      await hiring.caller.request(`/api/invitations/options/${member.user.id}`)
    ).json()) as InviteOptions;
    expect(options).toMatchObject({ canInvite: false, reason: NOT_ACCEPTING_INVITATIONS });
    expect(await received(member.caller)).toEqual([]);
  });

  it('is refused for a candidate not listed to the founder: hidden from their startup, not open to work, profile hidden', async () => {
    const hiring = await founder(t);
    const hidden = await candidate(t);
    await hidden.caller.request(`/api/talent/hidden-from/${hiring.startup.id}`, { method: 'PUT' });
    const notLooking = await candidate(t, { preferences: { openToWork: 'not_looking' } });
    const privateOne = await candidate(t, { settings: { showProfile: false } });
    const noPreferences = t.client();
    const stranger = await noPreferences.signUp();
    for (const id of [hidden.user.id, notLooking.user.id, privateOne.user.id, stranger.id]) {
      const refused = await invite(hiring.caller, { jobId: hiring.job.id, candidateId: id });
      expect(refused.status).toBe(404);
      expect((await hiring.caller.request(`/api/invitations/options/${id}`)).status).toBe(404);
    }
  });

  it("is refused to a student, to a founder of a paused startup, and for another founder's position", async () => {
    const member = await candidate(t);
    const student = t.client();
    await student.signUp();
    const hiring = await founder(t);
    expect((await invite(student, { jobId: hiring.job.id, candidateId: member.user.id })).status).toBe(403);
    const paused = await founder(t, { active: false });
    expect((await invite(paused.caller, { jobId: paused.job.id, candidateId: member.user.id })).status).toBe(403);
    const other = await founder(t);
    const refused = await invite(other.caller, { jobId: hiring.job.id, candidateId: member.user.id });
    expect(refused.status).toBe(404);
    expect((await errorOf(refused)).message).toBe('Position not found');
    expect(
      (await invite(hiring.caller, { jobId: hiring.job.id, candidateId: member.user.id, note: 'x'.repeat(501) }))
        .status,
    ).toBe(400);
    expect((await invite(t.client(), { jobId: hiring.job.id, candidateId: member.user.id })).status).toBe(401);
  });
});

describe('a suspended candidate', () => {
  const bellOf = (userId: string) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.title, 'Invitation to apply')));

  it('cannot be invited: the same answer as for a member not listed (so the suspension is not told), and nothing reaches their bell or inbox', async () => {
    const member = await candidate(t, { verified: true });
    const notLooking = await candidate(t, { preferences: { openToWork: 'not_looking' } });
    const hiring = await founder(t);
    await suspend(t, member.user.id);

    const refused = await invite(hiring.caller, { jobId: hiring.job.id, candidateId: member.user.id });
    const unlisted = await invite(hiring.caller, { jobId: hiring.job.id, candidateId: notLooking.user.id });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual(await unlisted.json());
    expect(
      (await errorOf(await invite(hiring.caller, { jobId: hiring.job.id, candidateId: member.user.id }))).message,
    ).toBe(CANDIDATE_NOT_FOUND);
    const options = await hiring.caller.request(`/api/invitations/options/${member.user.id}`);
    expect(options.status).toBe(404);
    expect(await options.json()).toEqual(
      await (await hiring.caller.request(`/api/invitations/options/${notLooking.user.id}`)).json(),
    );
    expect(await bellOf(member.user.id)).toEqual([]);
    expect(await mailsTo(member.user.email)).toEqual([]);
    expect((await sent(hiring.caller)).items).toEqual([]);

    // Reinstated, they may be invited again.
    await reinstate(t, member.user.id);
    expect((await invite(hiring.caller, { jobId: hiring.job.id, candidateId: member.user.id })).status).toBe(201);
  });

  it('suspended after an invitation was sent but before the candidate was told: neither bell nor e-mail; the invitation stays, the founder sees it sent', async () => {
    const member = await candidate(t, { verified: true });
    const hiring = await founder(t);
    // Sent, its event not handled yet (as when the suspension commits in between).
    const response = await t.app.request('/api/invitations', {
      method: 'POST',
      headers: { Origin: TEST_ORIGIN, Cookie: hiring.caller.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ jobId: hiring.job.id, candidateId: member.user.id }),
    });
    expect(response.status).toBe(201);
    await suspend(t, member.user.id);
    await t.drainEvents();
    expect(await bellOf(member.user.id)).toEqual([]);
    expect(await mailsTo(member.user.email)).toEqual([]);
    expect((await sent(hiring.caller)).items.map((i) => i.status)).toEqual(['sent']);
  });
});

describe('answering an invitation', () => {
  it('declines with one click; the founder sees "declined", and a message only when one was written', async () => {
    const quiet = await candidate(t);
    const talkative = await candidate(t);
    const hiring = await founder(t);
    await invite(hiring.caller, { jobId: hiring.job.id, candidateId: quiet.user.id });
    await invite(hiring.caller, { jobId: hiring.job.id, candidateId: talkative.user.id });
    const [toQuiet] = await received(quiet.caller);
    const [toTalkative] = await received(talkative.caller);
    // Someone else cannot answer it.
    expect((await talkative.caller.request(`/api/invitations/${toQuiet!.id}/decline`, { json: {} })).status).toBe(404);
    const declined = await quiet.caller.request(`/api/invitations/${toQuiet!.id}/decline`, { json: {} });
    expect(declined.status).toBe(200);
    expect(((await declined.json()) as { invitation: ReceivedInvitation }).invitation.status).toBe('declined');
    await talkative.caller.request(`/api/invitations/${toTalkative!.id}/decline`, {
      json: { message: 'Happy where I am, thanks!' },
    });

    const { items, counts } = await sent(hiring.caller);
    expect(items.map((i) => [i.candidate.id, i.status, i.declineMessage])).toEqual([
      [talkative.user.id, 'declined', 'Happy where I am, thanks!'],
      [quiet.user.id, 'declined', null],
    ]);
    expect(counts).toEqual({ sent: 2, declined: 2, applied: 0 });
    const bell = await t.db.select().from(notifications).where(eq(notifications.userId, hiring.user.id));
    expect(bell.filter((n) => n.title === 'Invitation declined')).toHaveLength(2);
    expect(
      (await quiet.caller.request(`/api/invitations/${toQuiet!.id}/decline`, { json: { message: 'x'.repeat(301) } }))
        .status,
    ).toBe(400);
  });

  it('becomes "applied" when the candidate applies to that position, and is counted', async () => {
    const member = await candidate(t);
    const hiring = await founder(t);
    await invite(hiring.caller, { jobId: hiring.job.id, candidateId: member.user.id });
    expect(
      (await member.caller.request(`/api/jobs/${hiring.job.id}/applications`, { form: applicationForm() })).status,
    ).toBe(201);
    const [invitation] = await received(member.caller);
    expect(invitation!.status).toBe('applied');
    expect((await sent(hiring.caller)).counts).toEqual({ sent: 1, declined: 0, applied: 1 });
    const late = await member.caller.request(`/api/invitations/${invitation!.id}/decline`, { json: {} });
    expect(late.status).toBe(409);
  });
});
