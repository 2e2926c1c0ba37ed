import { and, eq, gt, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Interview, InterviewInput } from '../../../shared/interviews';
import { domainEvents, emailOutbox, interviews, jobApplications, notifications } from '../../db/schema';
import { applicationForm } from '../../testing/images';
import { postJobOk, postStartupOk } from '../../testing/startups';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Deleting an account that is part of interviews and applications still in progress: each is called
// off as its person would, and the other side hears of it, though the rows go with the account.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const hour = 3_600_000;
const ahead = (days: number) => new Date(Math.ceil(Date.now() / hour) * hour + days * 24 * hour).toISOString();
const input = (days: number): InterviewInput => ({
  kind: 'video',
  durationMinutes: 45,
  location: 'https://meet.example/room',
  zone: 'Europe/Berlin',
  note: '',
  times: { mode: 'fixed', startsAt: [ahead(days)] },
});

async function world() {
  const founder = t.client();
  const founderUser = await founder.signUp({ firstName: 'Fiona', lastName: 'Founder' }, { verified: true });
  const startup = await postStartupOk(founder);
  const [booked, offered, plain] = [
    await postJobOk(founder, startup.id),
    await postJobOk(founder, startup.id),
    await postJobOk(founder, startup.id),
  ];
  const candidate = t.client();
  const candidateUser = await candidate.signUp({ firstName: 'Zoë', lastName: 'Candidate' }, { verified: true });
  for (const job of [booked, offered, plain])
    expect((await candidate.request(`/api/jobs/${job.id}/applications`, { form: applicationForm() })).status).toBe(201);
  const applicationOf = async (jobId: string) =>
    (await t.db.select({ id: jobApplications.id }).from(jobApplications).where(eq(jobApplications.jobId, jobId)))[0]!
      .id;
  const schedule = async (jobId: string, days: number) =>
    (
      (await (
        await founder.request(`/api/applications/${await applicationOf(jobId)}/interviews`, { json: input(days) })
      ).json()) as { interview: Interview }
    ).interview;
  const bookedInterview = await schedule(booked.id, 3);
  expect(
    (
      await candidate.request(`/api/interviews/${bookedInterview.id}/book`, {
        json: { slotId: bookedInterview.slots[0]!.id },
      })
    ).status,
  ).toBe(200);
  const offeredInterview = await schedule(offered.id, 5);
  return {
    founder,
    founderUser,
    candidate,
    candidateUser,
    bookedInterview,
    offeredInterview,
    applications: [await applicationOf(booked.id), await applicationOf(offered.id), await applicationOf(plain.id)],
  };
}

const mails = (to: string, template: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to.toLowerCase()), eq(emailOutbox.template, template)))
    .orderBy(emailOutbox.createdAt);

function calendarOf(row: { calendar: string | null }) {
  const calendar = new ICAL.Component(ICAL.parse(row.calendar!));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { method: calendar.getFirstPropertyValue('method'), uid: event.uid, sequence: event.sequence };
}

describe('deleting an account in the middle of hiring', { timeout: 60_000 }, () => {
  it('cancels the candidate’s interviews and withdraws their applications as they would, tells the founder, and confirms to the candidate', async () => {
    const { founder, founderUser, candidate, candidateUser, bookedInterview, offeredInterview, applications } =
      await world();
    const [lastBefore] = await t.db
      .select({ id: sql<number>`max(${domainEvents.id})`.mapWith(Number) })
      .from(domainEvents);

    expect(
      (await candidate.request('/api/auth/delete-user', { json: { password: candidateUser.password } })).status,
    ).toBe(200);

    // The founder: both interviews called off, each application withdrawn, in the bell.
    const told = await t.db
      .select({ title: notifications.title, message: notifications.message })
      .from(notifications)
      .where(eq(notifications.userId, founderUser.id));
    expect(told.filter((n) => n.title === 'Interview cancelled')).toHaveLength(2);
    expect(told.filter((n) => n.title === 'Application withdrawn')).toHaveLength(3);
    expect(told.find((n) => n.title === 'Interview cancelled')!.message).toContain(
      'Zoë Candidate cancelled the interview',
    );
    // The booked one leaves both calendars: METHOD:CANCEL, its UID, the next SEQUENCE.
    for (const email of [founderUser.email, candidateUser.email]) {
      const withCalendar = (await mails(email, 'interview')).filter((m) => m.calendar);
      expect(withCalendar.map(calendarOf)).toEqual([
        { method: 'REQUEST', uid: `${bookedInterview.id}@localhost`, sequence: 1 },
        { method: 'CANCEL', uid: `${bookedInterview.id}@localhost`, sequence: 2 },
      ]);
      expect(withCalendar.at(-1)!.calendarMethod).toBe('CANCEL');
    }
    // The only time offered, not booked, is called off for the founder without a calendar.
    expect(
      (await mails(founderUser.email, 'interview')).filter((m) => m.subject.startsWith('Interview cancelled')),
    ).toHaveLength(2);

    // The candidate: one confirmation at the address they proved, naming what was called off.
    const [confirmation, ...more] = await mails(candidateUser.email, 'account_deleted');
    expect(more).toEqual([]);
    expect(confirmation!.subject).toBe('Your Liftoff account is deleted');
    expect(confirmation!.text).toContain(
      `${bookedInterview.position.title} at ${bookedInterview.position.startupName}, `,
    );
    expect(confirmation!.text).toContain(
      `${offeredInterview.position.title} at ${offeredInterview.position.startupName} (no time booked yet)`,
    );
    expect(confirmation!.text.match(/^- /gm)).toHaveLength(5);

    // Every step's event was handled before its rows went: nothing is left for after.
    const after = await t.db
      .select({ type: domainEvents.type, status: domainEvents.status })
      .from(domainEvents)
      .where(gt(domainEvents.id, lastBefore!.id));
    expect(after.map((e) => e.type).sort()).toEqual(
      [...Array(2).fill('interview.cancelled'), ...Array(3).fill('application.withdrawn')].sort(),
    );
    expect(after.every((e) => e.status === 'done')).toBe(true);
    expect(await t.db.select().from(jobApplications).where(eq(jobApplications.applicantId, candidateUser.id))).toEqual(
      [],
    );
    expect(await t.db.select().from(interviews).where(eq(interviews.id, bookedInterview.id))).toEqual([]);
    expect(await t.db.select().from(jobApplications).where(eq(jobApplications.id, applications[0]!))).toEqual([]);

    // An older notification about what is gone says so, and leads nowhere.
    const list = (await (await founder.request('/api/notifications')).json()) as {
      items: { title: string; link: string | null; subjectGone: string | null }[];
    };
    const bookedNotice = list.items.find((n) => n.title === 'Interview booked')!;
    expect(bookedNotice).toMatchObject({ link: null, subjectGone: 'This interview was deleted.' });
    expect(list.items.find((n) => n.title === 'New application')).toMatchObject({
      link: null,
      subjectGone: 'This application was deleted.',
    });
  });

  it('cancels the founder’s interviews for their candidates when the founder leaves', async () => {
    const { founder, founderUser, candidate, candidateUser, bookedInterview } = await world();
    expect((await founder.request('/api/auth/delete-user', { json: { password: founderUser.password } })).status).toBe(
      200,
    );
    const cancelled = (await mails(candidateUser.email, 'interview')).filter((m) => m.calendar).map(calendarOf);
    expect(cancelled.at(-1)).toEqual({ method: 'CANCEL', uid: `${bookedInterview.id}@localhost`, sequence: 2 });
    const told = await t.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, candidateUser.id));
    expect(told.filter((n) => n.title === 'Interview cancelled')).toHaveLength(2);
    expect(await mails(founderUser.email, 'account_deleted')).toHaveLength(1);
    // The candidate's notices about the interviews now say they are gone.
    const list = (await (await candidate.request('/api/notifications')).json()) as {
      items: { title: string; subjectGone: string | null }[];
    };
    expect(
      list.items
        .filter((n) => n.title === 'Interview cancelled')
        .every((n) => n.subjectGone === 'This interview was deleted.'),
    ).toBe(true);
  });

  it('keeps an account, and everything in it, when the password is wrong', async () => {
    const { candidate, candidateUser, bookedInterview } = await world();
    expect((await candidate.request('/api/auth/delete-user', { json: { password: 'not-mine' } })).status).toBe(400);
    expect(
      (
        await t.db.select({ status: interviews.status }).from(interviews).where(eq(interviews.id, bookedInterview.id))
      )[0]!.status,
    ).toBe('booked');
    expect(await mails(candidateUser.email, 'account_deleted')).toEqual([]);
  });

  it('sends no confirmation to an address never proved', async () => {
    const member = t.client();
    const me = await member.signUp();
    expect((await member.request('/api/auth/delete-user', { json: { password: me.password } })).status).toBe(200);
    expect(await mails(me.email, 'account_deleted')).toEqual([]);
  });
});
