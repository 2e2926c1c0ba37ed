import { and, eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationTimeline } from '../../../../shared/applications';
import type { Interview, InterviewInput } from '../../../../shared/interviews';
import { applicationEvents, emailOutbox, interviews, jobApplications, notifications } from '../../../db/schema';
import { createLogger } from '../../../lib/logger';
import { applicationForm } from '../../../testing/images';
import { deliverOutbox, startTestSmtp } from '../../../testing/smtp';
import { postJobOk, postStartupOk } from '../../../testing/startups';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { sendDueInterviewReminders } from './interview-reminders';
import { cancelOpenInterview, scheduleInterview } from './interviews.service';
import { memberActor } from '../../../auth/actor';

// Interviews through their routes: offering times, booking, other times, a
// reschedule, cancelling, the reminders, and the calendar invitation each step e-mails, read back
// with a real iCalendar parser (ical.js).

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

type Caller = ReturnType<TestApp['client']>;
const json = async <T>(response: Response) => (await response.json()) as T;
const hour = 3_600_000;
/** A round hour `days` days and `hours` hours ahead, as an ISO instant. */
const ahead = (days: number, hours = 0) =>
  new Date(Math.ceil(Date.now() / hour) * hour + days * 24 * hour + hours * hour).toISOString();

async function applied() {
  const founder = t.client();
  const founderUser = await founder.signUp({ firstName: 'Fiona', lastName: 'Founder' }, { verified: true });
  const startup = await postStartupOk(founder);
  const job = await postJobOk(founder, startup.id);
  const candidate = t.client();
  const candidateUser = await candidate.signUp({ firstName: 'Cato', lastName: 'Candidate' }, { verified: true });
  expect((await candidate.request(`/api/jobs/${job.id}/applications`, { form: applicationForm() })).status).toBe(201);
  const [row] = await t.db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(eq(jobApplications.jobId, job.id));
  return { founder, founderUser, candidate, candidateUser, id: row!.id, jobId: job.id };
}

async function stranger() {
  const caller = t.client();
  await caller.signUp();
  return caller;
}

const input = (overrides: Partial<InterviewInput> = {}): InterviewInput => ({
  kind: 'video',
  durationMinutes: 45,
  location: 'https://meet.example/room',
  zone: 'Europe/Berlin',
  note: 'Bring a project you are proud of.',
  times: { mode: 'fixed', startsAt: [ahead(3), ahead(4)] },
  ...overrides,
});

const schedule = (caller: Caller, applicationId: string, body: unknown) =>
  caller.request(`/api/applications/${applicationId}/interviews`, { json: body });
const scheduled = async (caller: Caller, applicationId: string, body: unknown = input()) => {
  const response = await schedule(caller, applicationId, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ interview: Interview }>(response)).interview;
};
const act = (caller: Caller, id: string, what: string, body: unknown = {}) =>
  caller.request(`/api/interviews/${id}/${what}`, { json: body });

/** The calendar invitations e-mailed to `to` about the interview, oldest first, parsed. */
async function invitations(to: string) {
  const rows = await t.db
    .select({ calendar: emailOutbox.calendar, method: emailOutbox.calendarMethod, text: emailOutbox.text })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.toAddress, to.toLowerCase()),
        eq(emailOutbox.template, 'interview'),
        sql`${emailOutbox.calendar} is not null`,
      ),
    )
    .orderBy(emailOutbox.createdAt);
  return rows.map((row) => {
    const calendar = new ICAL.Component(ICAL.parse(row.calendar!));
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    const event = new ICAL.Event(vevent);
    return {
      method: calendar.getFirstPropertyValue('method'),
      storedMethod: row.method,
      uid: event.uid,
      sequence: event.sequence,
      startsAt: event.startDate.toJSDate().toISOString(),
      endsAt: event.endDate.toJSDate().toISOString(),
      organizer: String(vevent.getFirstPropertyValue('organizer')),
      text: row.text,
      raw: row.calendar!,
      description: event.description,
      attendees: vevent.getAllProperties('attendee').map((p) => ({
        address: String(p.getFirstValue()).toLowerCase(),
        partstat: p.getParameter('partstat'),
        rsvp: p.getParameter('rsvp'),
      })),
    };
  });
}

const interviewMails = (to: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to.toLowerCase()), eq(emailOutbox.template, 'interview')))
    .orderBy(emailOutbox.createdAt);

describe('offering interview times', () => {
  it('lets the startup’s owner offer times, and tells the candidate with a link to choose', async () => {
    const { founder, candidate, candidateUser, id } = await applied();
    const interview = await scheduled(founder, id);
    expect(interview).toMatchObject({
      status: 'proposed',
      kind: 'video',
      durationMinutes: 45,
      role: 'organizer',
      candidate: { name: 'Cato Candidate' },
      organizer: { name: 'Fiona Founder' },
    });
    expect(interview.slots.map((slot) => slot.startsAt)).toEqual([ahead(3), ahead(4)]);
    expect(interview.slots[0]!.endsAt).toBe(new Date(Date.parse(ahead(3)) + 45 * 60_000).toISOString());

    const seen = await json<{ interview: Interview }>(await candidate.request(`/api/interviews/${interview.id}`));
    expect(seen.interview.role).toBe('candidate');
    expect(seen.interview.slots).toHaveLength(2);
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, candidateUser.id))
      .orderBy(sql`${notifications.createdAt} desc`)
      .limit(1);
    expect(notice).toMatchObject({ title: 'Choose a time for your interview', link: `/interviews/${interview.id}` });
    const [mail] = await interviewMails(candidateUser.email);
    expect(mail!.subject).toMatch(/^Choose a time for your interview: /);
    expect(mail!.text).toContain(`/interviews/${interview.id}`);
    expect(mail!.calendar).toBeNull();
    // Both timelines show the step.
    const timeline = await json<ApplicationTimeline>(await candidate.request(`/api/applications/${id}/timeline`));
    expect(timeline.events.at(-1)).toMatchObject({
      kind: 'interview',
      interview: { id: interview.id, step: 'proposed', startsAt: null },
    });
  });

  it('cuts a window into slots of the interview’s length, in the organizer’s zone', async () => {
    const { founder, id } = await applied();
    const day = ahead(5).slice(0, 10);
    const interview = await scheduled(
      founder,
      id,
      input({
        durationMinutes: 30,
        zone: 'America/New_York',
        times: { mode: 'window', date: day, from: '09:00', to: '11:00' },
      }),
    );
    expect(interview.slots).toHaveLength(4);
    expect(interview.organizerZone).toBe('America/New_York');
    const offsetHours = -new Date(`${day}T12:00:00Z`)
      .toLocaleString('en-US', { timeZone: 'America/New_York', timeZoneName: 'shortOffset' })
      .split('GMT')[1]!
      .replace(/^$/, '0')
      .split(':')
      .map(Number)[0]!;
    expect(interview.slots[0]!.startsAt).toBe(
      new Date(`${day}T${String(9 + offsetHours).padStart(2, '0')}:00:00.000Z`).toISOString(),
    );
  });

  it('cuts the night the clocks change into real hours (the service, at a fixed now)', async () => {
    const { founderUser, id } = await applied();
    // Europe/Berlin moves from 02:00 to 03:00 on 28 March 2027: 01:00 to 04:00 holds two hours.
    const interviewId = await scheduleInterview({
      db: t.db,
      applicationId: id,
      actor: memberActor(founderUser.id),
      now: new Date('2027-03-01T00:00:00Z'),
      input: {
        kind: 'call',
        durationMinutes: 60,
        location: '',
        zone: 'Europe/Berlin',
        note: '',
        times: { mode: 'window', date: '2027-03-28', from: '01:00', to: '04:00' },
      },
    });
    const slots = (await t.db.execute(
      sql`select starts_at from interview_slots where interview_id = ${interviewId} order by starts_at`,
    )) as unknown as { rows: { starts_at: string | Date }[] };
    expect(slots.rows.map((row) => new Date(row.starts_at).toISOString())).toEqual([
      '2027-03-28T00:00:00.000Z',
      '2027-03-28T01:00:00.000Z',
    ]);
  });

  it('is called off by the platform, which borrows no one: the history names whose step it follows, or no one', async () => {
    const { founder, candidateUser, id } = await applied();
    expect((await founder.request(`/api/applications/${id}/interviews`, { json: input() })).status).toBe(201);
    // The platform closed the application (nobody answered it): no person to name, nobody's permission asked.
    await cancelOpenInterview({ db: t.db, applicationId: id, byCandidate: false, causedBy: null, reason: '' });
    const [cancelled] = await t.db
      .select({ actorId: applicationEvents.actorId })
      .from(applicationEvents)
      .where(and(eq(applicationEvents.applicationId, id), eq(applicationEvents.interviewStep, 'cancelled')));
    expect(cancelled).toEqual({ actorId: null });
    const [interview] = await t.db.select().from(interviews).where(eq(interviews.applicationId, id));
    expect(interview!.status).toBe('cancelled');
    // The candidate is told, as when the startup calls it off.
    await t.drainEvents();
    const told = await t.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, candidateUser.id));
    expect(told.map((n) => n.title)).toContain('Interview cancelled');
  });

  it('refuses bad times and bad details with the field’s message', async () => {
    const { founder, id } = await applied();
    const cases: [unknown, RegExp][] = [
      [
        input({ times: { mode: 'fixed', startsAt: Array.from({ length: 11 }, (_, i) => ahead(3, i * 2)) } }),
        /at most 10 times/,
      ],
      [input({ durationMinutes: 5_256_000 }), /at most 4 hours/],
      [input({ durationMinutes: 5 }), /at least 15 minutes/],
      [input({ times: { mode: 'fixed', startsAt: [new Date(Date.now() - hour).toISOString()] } }), /still ahead/],
      [input({ times: { mode: 'fixed', startsAt: [ahead(400)] } }), /within the next 180 days/],
      [
        input({
          times: { mode: 'fixed', startsAt: [ahead(3), new Date(Date.parse(ahead(3)) + 30 * 60_000).toISOString()] },
        }),
        /overlap/,
      ],
      [input({ zone: 'Mars/Olympus_Mons' }), /time zone/],
      [input({ zone: '+02:00' }), /time zone/],
      [input({ kind: 'video', location: 'javascript:alert(1)' }), /video link/],
      [input({ kind: 'onsite', location: '' }), /address/],
      [
        input({ times: { mode: 'window', date: ahead(3).slice(0, 10), from: '15:00', to: '09:00' } }),
        /end must be after/,
      ],
      [
        input({
          durationMinutes: 15,
          times: { mode: 'window', date: ahead(3).slice(0, 10), from: '08:00', to: '18:00' },
        }),
        /more than 16 interviews/,
      ],
      [
        input({
          durationMinutes: 60,
          times: { mode: 'window', date: ahead(3).slice(0, 10), from: '09:00', to: '09:30' },
        }),
        /shorter than one interview/,
      ],
      [input({ times: { mode: 'fixed', startsAt: ['tomorrow at ten'] } }), /date and time/],
    ];
    for (const [body, message] of cases) {
      const response = await schedule(founder, id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await json<{ error: { message: string } }>(response)).error.message).toMatch(message);
    }
    expect(await t.db.select().from(interviews).where(eq(interviews.applicationId, id))).toHaveLength(0);
  });

  it('refuses everyone but the startup’s owner, and a second open interview', async () => {
    const { founder, candidate, id } = await applied();
    expect((await schedule(candidate, id, input())).status).toBe(403);
    expect((await schedule(await stranger(), id, input())).status).toBe(403);
    const interview = await scheduled(founder, id);
    const again = await schedule(founder, id, input({ times: { mode: 'fixed', startsAt: [ahead(6)] } }));
    expect(again.status).toBe(409);
    expect((await json<{ error: { code: string } }>(again)).error.code).toBe('INTERVIEW_OPEN');
    // Only its two people and the administrator read it.
    expect((await (await stranger()).request(`/api/interviews/${interview.id}`)).status).toBe(403);
    expect((await (await stranger()).request(`/api/applications/${id}/interviews`)).status).toBe(403);
  });

  it('refuses times that overlap one of the founder’s booked interviews', async () => {
    const first = await applied();
    const interview = await scheduled(
      first.founder,
      first.id,
      input({ times: { mode: 'fixed', startsAt: [ahead(8)] } }),
    );
    expect((await act(first.candidate, interview.id, 'book', { slotId: interview.slots[0]!.id })).status).toBe(200);
    // The same founder, another startup's candidate: 30 minutes into the booked 45.
    const startup = await postStartupOk(first.founder);
    const job = await postJobOk(first.founder, startup.id);
    const other = t.client();
    await other.signUp();
    expect((await other.request(`/api/jobs/${job.id}/applications`, { form: applicationForm() })).status).toBe(201);
    const [row] = await t.db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(eq(jobApplications.jobId, job.id));
    const overlapping = await schedule(
      first.founder,
      row!.id,
      input({ times: { mode: 'fixed', startsAt: [new Date(Date.parse(ahead(8)) + 30 * 60_000).toISOString()] } }),
    );
    expect(overlapping.status).toBe(400);
    expect((await json<{ error: { message: string } }>(overlapping)).error.message).toMatch(
      /already have an interview booked at .* Please offer other times/,
    );
  });
});

describe('booking, other times, rescheduling and cancelling', () => {
  it('books a time for the candidate only, and sends both the calendar invitation', async () => {
    const { founder, founderUser, candidate, candidateUser, id } = await applied();
    const interview = await scheduled(founder, id);
    const slot = interview.slots[1]!;
    expect((await act(founder, interview.id, 'book', { slotId: slot.id })).status).toBe(403);
    expect((await act(await stranger(), interview.id, 'book', { slotId: slot.id })).status).toBe(403);
    const booked = await json<{ interview: Interview }>(
      await act(candidate, interview.id, 'book', { slotId: slot.id }),
    );
    expect(booked.interview).toMatchObject({
      status: 'booked',
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      slots: [],
    });
    // A second booking, of either slot, is refused: the time is kept.
    const again = await act(candidate, interview.id, 'book', { slotId: interview.slots[0]!.id });
    expect(again.status).toBe(409);
    expect((await json<{ error: { code: string } }>(again)).error.code).toBe('SLOT_TAKEN');

    const accepted = (email: string) => ({
      address: `mailto:${email.toLowerCase()}`,
      partstat: 'ACCEPTED',
      rsvp: 'FALSE',
    });
    for (const email of [candidateUser.email, founderUser.email]) {
      const [invite] = await invitations(email);
      expect(invite).toMatchObject({
        method: 'REQUEST',
        storedMethod: 'REQUEST',
        uid: `${interview.id}@localhost`,
        sequence: 1,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
      });
      // The founder by name, at the platform's own address, which reads no mail: so nobody is asked to
      // reply, and the invitation sends them to the interview's page to change or cancel it.
      expect(invite!.organizer.toLowerCase()).toBe(`mailto:${/<([^>]+)>/.exec(t.config.mailFrom)![1]!.toLowerCase()}`);
      expect(invite!.organizer.toLowerCase()).not.toContain(founderUser.email.toLowerCase());
      expect(invite!.raw).not.toMatch(/RSVP=TRUE/i);
      expect(invite!.description).toContain(
        `Replies from your calendar are not read. To change or cancel the interview, use its page: ${t.config.publicUrl}/interviews/${interview.id}`,
      );
    }
    // Each copy lists its reader: the candidate's the candidate, the founder's the founder too.
    expect((await invitations(candidateUser.email))[0]!.attendees).toEqual([accepted(candidateUser.email)]);
    expect((await invitations(founderUser.email))[0]!.attendees).toEqual([
      accepted(founderUser.email),
      accepted(candidateUser.email),
    ]);
    // My Applications carries it, with no request per application.
    const mine = await json<{ items: { id: string; openInterview: unknown }[] }>(
      await candidate.request('/api/applications/mine'),
    );
    expect(mine.items.find((a) => a.id === id)!.openInterview).toEqual({
      id: interview.id,
      status: 'booked',
      startsAt: slot.startsAt,
    });
    // The calendar file for "Add to calendar": its two people only.
    const file = await candidate.request(`/api/interviews/${interview.id}/calendar.ics`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(new ICAL.Event(new ICAL.Component(ICAL.parse(await file.text())).getFirstSubcomponent('vevent')!).uid).toBe(
      `${interview.id}@localhost`,
    );
    const founderFile = new ICAL.Component(
      ICAL.parse(await (await founder.request(`/api/interviews/${interview.id}/calendar.ics`)).text()),
    ).getFirstSubcomponent('vevent')!;
    expect(founderFile.getAllProperties('attendee').map((p) => String(p.getFirstValue()).toLowerCase())).toEqual([
      `mailto:${founderUser.email.toLowerCase()}`,
      `mailto:${candidateUser.email.toLowerCase()}`,
    ]);
    expect((await (await stranger()).request(`/api/interviews/${interview.id}/calendar.ics`)).status).toBe(403);

    // Both see it coming, and the founder's bell says who booked.
    for (const caller of [candidate, founder]) {
      const upcoming = await json<{ items: Interview[] }>(await caller.request('/api/interviews/upcoming'));
      expect(upcoming.items.map((i) => i.id)).toContain(interview.id);
    }
    expect(
      (await json<{ items: Interview[] }>(await (await stranger()).request('/api/interviews/upcoming'))).items,
    ).toEqual([]);
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, founderUser.id))
      .orderBy(sql`${notifications.createdAt} desc`)
      .limit(1);
    expect(notice).toMatchObject({ title: 'Interview booked', link: `/interviews/${interview.id}` });
  });

  it('stops offering a time the founder booked with another candidate', async () => {
    const first = await applied();
    const startup = await postStartupOk(first.founder);
    const job = await postJobOk(first.founder, startup.id);
    const second = t.client();
    await second.signUp();
    expect((await second.request(`/api/jobs/${job.id}/applications`, { form: applicationForm() })).status).toBe(201);
    const [row] = await t.db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(eq(jobApplications.jobId, job.id));
    const times = input({ times: { mode: 'fixed', startsAt: [ahead(12), ahead(13)] } });
    const toFirst = await scheduled(first.founder, first.id, times);
    const toSecond = await scheduled(first.founder, row!.id, times);
    await act(first.candidate, toFirst.id, 'book', { slotId: toFirst.slots[0]!.id });
    const seen = await json<{ interview: Interview }>(await second.request(`/api/interviews/${toSecond.id}`));
    expect(seen.interview.slots.map((slot) => slot.startsAt)).toEqual([ahead(13)]);
    const taken = await act(second, toSecond.id, 'book', { slotId: toSecond.slots[0]!.id });
    expect((await json<{ error: { code: string } }>(taken)).error.code).toBe('SLOT_TAKEN');
  });

  it('sends the invitation as a text/calendar part that calendars act on', async () => {
    const { founder, candidate, candidateUser, id } = await applied();
    const interview = await scheduled(founder, id);
    await act(candidate, interview.id, 'book', { slotId: interview.slots[0]!.id });
    await deliverOutbox(t.db, smtp.port);
    const mail = smtp.received.find(
      (m) => m.to.includes(candidateUser.email.toLowerCase()) && m.raw.includes('Interview booked'),
    );
    expect(mail?.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(mail?.raw).toMatch(/filename=invite\.ics/);
  });

  it('writes each time in the reader’s own zone, named', async () => {
    const { founder, candidate, candidateUser, id } = await applied();
    expect(
      (await candidate.request('/api/account/time-zone', { method: 'PUT', json: { timeZone: 'Asia/Tokyo' } })).status,
    ).toBe(200);
    expect(
      (await candidate.request('/api/account/time-zone', { method: 'PUT', json: { timeZone: 'Asia/Atlantis' } }))
        .status,
    ).toBe(400);
    expect(
      (await json<{ user: { timeZone: string } }>(await candidate.request('/api/account/session'))).user.timeZone,
    ).toBe('Asia/Tokyo');
    const interview = await scheduled(founder, id);
    await act(candidate, interview.id, 'book', { slotId: interview.slots[0]!.id });
    const [booking] = (await interviewMails(candidateUser.email)).filter((m) =>
      m.subject.startsWith('Interview booked'),
    );
    expect(booking!.text).toMatch(/\(Japan Standard Time\)/);
  });

  it('lets the candidate ask for other times, and the founder offer new ones: the same calendar event, one SEQUENCE higher', async () => {
    const { founder, founderUser, candidate, candidateUser, id } = await applied();
    const interview = await scheduled(founder, id);
    await act(candidate, interview.id, 'book', { slotId: interview.slots[0]!.id });
    // Booked: asking for others is cancelling, not this.
    expect((await act(candidate, interview.id, 'other-times', { note: 'Evenings?' })).status).toBe(409);
    const moved = await json<{ interview: Interview }>(
      await act(
        founder,
        interview.id,
        'reschedule',
        input({ times: { mode: 'fixed', startsAt: [ahead(9), ahead(10)] } }),
      ),
    );
    expect(moved.interview).toMatchObject({ status: 'proposed', startsAt: null });
    expect((await act(candidate, interview.id, 'reschedule', input())).status).toBe(403);
    expect((await act(candidate, interview.id, 'other-times', { note: '' })).status).toBe(400);
    const asked = await json<{ interview: Interview }>(
      await act(candidate, interview.id, 'other-times', { note: 'Any evening next week works for me.' }),
    );
    expect(asked.interview.otherTimesNote).toBe('Any evening next week works for me.');
    const founderMail = (await interviewMails(founderUser.email)).find((m) =>
      m.subject.includes('asked for other interview times'),
    );
    expect(founderMail!.text).toContain('Any evening next week works for me.');

    const again = await json<{ interview: Interview }>(
      await act(founder, interview.id, 'reschedule', input({ times: { mode: 'fixed', startsAt: [ahead(11)] } })),
    );
    expect(again.interview.otherTimesNote).toBeNull();
    await act(candidate, interview.id, 'book', { slotId: again.interview.slots[0]!.id });
    const sent = await invitations(candidateUser.email);
    expect(sent.map((i) => [i.method, i.sequence, i.uid])).toEqual([
      ['REQUEST', 1, `${interview.id}@localhost`],
      ['REQUEST', 2, `${interview.id}@localhost`],
    ]);
    expect(sent[1]!.startsAt).toBe(ahead(11));

    const timeline = await json<ApplicationTimeline>(await founder.request(`/api/applications/${id}/timeline`));
    expect(timeline.events.filter((e) => e.kind === 'interview').map((e) => e.interview!.step)).toEqual([
      'proposed',
      'booked',
      'rescheduled',
      'other_times',
      'rescheduled',
      'booked',
    ]);
  });

  it('cancels for either side; a booked one is withdrawn from both calendars with METHOD:CANCEL', async () => {
    const { founder, founderUser, candidate, candidateUser, id } = await applied();
    const interview = await scheduled(founder, id);
    await act(candidate, interview.id, 'book', { slotId: interview.slots[0]!.id });
    expect((await act(await stranger(), interview.id, 'cancel', {})).status).toBe(403);
    const cancelled = await json<{ interview: Interview }>(
      await act(founder, interview.id, 'cancel', { reason: 'We filled the role, sorry.' }),
    );
    expect(cancelled.interview).toMatchObject({ status: 'cancelled', cancelReason: 'We filled the role, sorry.' });
    for (const email of [candidateUser.email, founderUser.email]) {
      const sent = await invitations(email);
      expect(sent.map((i) => [i.method, i.sequence])).toEqual([
        ['REQUEST', 1],
        ['CANCEL', 2],
      ]);
      expect(sent[1]!.uid).toBe(`${interview.id}@localhost`);
    }
    const candidateMail = (await interviewMails(candidateUser.email)).at(-1)!;
    expect(candidateMail.text).toContain('We filled the role, sorry.');
    // Nothing left to book or change; cancelling again changes nothing.
    expect((await act(candidate, interview.id, 'book', { slotId: interview.slots[0]!.id })).status).toBe(409);
    expect((await act(founder, interview.id, 'reschedule', input())).status).toBe(409);
    expect((await act(candidate, interview.id, 'cancel', {})).status).toBe(200);
    expect(await invitations(candidateUser.email)).toHaveLength(2);
    // A new interview may be scheduled once the last is closed.
    expect((await schedule(founder, id, input())).status).toBe(201);
  });
});

describe('an application that closes', () => {
  it('takes its open interview with it: withdrawn by the candidate, or declined by the founder', async () => {
    const first = await applied();
    const booked = await scheduled(first.founder, first.id);
    await act(first.candidate, booked.id, 'book', { slotId: booked.slots[0]!.id });
    expect((await first.candidate.request(`/api/applications/${first.id}/withdraw`, { json: {} })).status).toBe(200);
    expect(
      (await json<{ interview: Interview }>(await first.founder.request(`/api/interviews/${booked.id}`))).interview
        .status,
    ).toBe('cancelled');
    expect((await invitations(first.founderUser.email)).map((i) => i.method)).toEqual(['REQUEST', 'CANCEL']);

    const second = await applied();
    const offered = await scheduled(second.founder, second.id);
    expect(
      (
        await second.founder.request(`/api/applications/${second.id}/status`, {
          method: 'PATCH',
          json: { status: 'rejected', reason: 'position_filled' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await json<{ interview: Interview }>(await second.candidate.request(`/api/interviews/${offered.id}`))).interview
        .status,
    ).toBe('cancelled');
    expect((await act(second.candidate, offered.id, 'book', { slotId: offered.slots[0]!.id })).status).toBe(409);
  });
});

describe('reminders', () => {
  it('reminds both people 24 hours and 1 hour before, once, however many processes run them', async () => {
    const { founder, founderUser, candidate, candidateUser, id } = await applied();
    const interview = await scheduled(founder, id, input({ times: { mode: 'fixed', startsAt: [ahead(0, 20)] } }));
    await act(candidate, interview.id, 'book', { slotId: interview.slots[0]!.id });
    const logger = createLogger('silent');
    const run = () => sendDueInterviewReminders({ db: t.db, config: t.config, logger });
    const reminders = async (email: string) =>
      (await interviewMails(email)).filter((m) => m.subject.startsWith('Reminder:')).map((m) => m.subject);

    // Booked 20 hours ahead: the booking was its notice, no "tomorrow" reminder.
    await Promise.all([run(), run()]);
    expect(await reminders(candidateUser.email)).toEqual([]);

    // As if booked two days ago: the day's reminder is due, once across two runs at once.
    await t.db
      .update(interviews)
      .set({ updatedAt: sql`now() - interval '2 days'` })
      .where(eq(interviews.id, interview.id));
    await Promise.all([run(), run()]);
    expect(await reminders(candidateUser.email)).toEqual([expect.stringMatching(/^Reminder: interview tomorrow/)]);
    expect(await reminders(founderUser.email)).toEqual([expect.stringMatching(/^Reminder: interview tomorrow/)]);

    // 50 minutes before: the hour's, once.
    await t.db
      .update(interviews)
      .set({ startsAt: sql`now() + interval '50 minutes'`, endsAt: sql`now() + interval '95 minutes'` })
      .where(eq(interviews.id, interview.id));
    await Promise.all([run(), run()]);
    await run();
    expect(await reminders(candidateUser.email)).toEqual([
      expect.stringMatching(/tomorrow/),
      expect.stringMatching(/^Reminder: interview in an hour/),
    ]);
    expect(await reminders(founderUser.email)).toHaveLength(2);
  });
});
