import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Interview, InterviewInput } from '../../../../shared/interviews';
import { emailOutbox, interviews, jobApplications, notifications } from '../../../db/schema';
import { applicationForm } from '../../../testing/images';
import { postJobOk, postStartupOk } from '../../../testing/startups';
import { createTestApp, type TestApp } from '../../../testing/test-app';

// A founder deleting an application whose interview is booked: the interview is called off as the
// founder cancelling it would (the candidate told, both calendars sent METHOD:CANCEL), though its rows
// go with the application.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const hour = 3_600_000;
const ahead = (days: number) => new Date(Math.ceil(Date.now() / hour) * hour + days * 24 * hour).toISOString();
const input: InterviewInput = {
  kind: 'video',
  durationMinutes: 45,
  location: 'https://meet.example/room',
  zone: 'Europe/Berlin',
  note: '',
  times: { mode: 'fixed', startsAt: [ahead(3)] },
};

const mails = (to: string, template: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to.toLowerCase()), eq(emailOutbox.template, template)))
    .orderBy(emailOutbox.createdAt);
const methodOf = (row: { calendar: string | null }) =>
  new ICAL.Component(ICAL.parse(row.calendar!)).getFirstPropertyValue('method');

describe('DELETE /api/applications/:id', { timeout: 60_000 }, () => {
  it('calls off a booked interview first: the candidate is told and both calendars drop it', async () => {
    const founder = t.client();
    const founderUser = await founder.signUp({ firstName: 'Fiona', lastName: 'Founder' }, { verified: true });
    const startup = await postStartupOk(founder);
    const job = await postJobOk(founder, startup.id);
    const candidate = t.client();
    const candidateUser = await candidate.signUp({ firstName: 'Zoë', lastName: 'Candidate' }, { verified: true });
    expect((await candidate.request(`/api/jobs/${job.id}/applications`, { form: applicationForm() })).status).toBe(201);
    const [application] = await t.db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(eq(jobApplications.jobId, job.id));
    const scheduled = await founder.request(`/api/applications/${application!.id}/interviews`, { json: input });
    const { interview } = (await scheduled.json()) as { interview: Interview };
    expect(
      (await candidate.request(`/api/interviews/${interview.id}/book`, { json: { slotId: interview.slots[0]!.id } }))
        .status,
    ).toBe(200);

    // Another member may not delete it, nor the candidate.
    expect((await candidate.request(`/api/applications/${application!.id}`, { method: 'DELETE' })).status).toBe(403);
    const deleted = await founder.request(`/api/applications/${application!.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);

    expect(await t.db.select().from(interviews).where(eq(interviews.id, interview.id))).toEqual([]);
    const told = await t.db
      .select({ title: notifications.title, message: notifications.message })
      .from(notifications)
      .where(eq(notifications.userId, candidateUser.id));
    expect(told).toContainEqual({
      title: 'Interview cancelled',
      message: expect.stringContaining('Fiona Founder cancelled the interview'),
    });
    for (const email of [founderUser.email, candidateUser.email]) {
      const withCalendar = (await mails(email, 'interview')).filter((m) => m.calendar);
      expect(withCalendar.map(methodOf)).toEqual(['REQUEST', 'CANCEL']);
    }
  });
});
