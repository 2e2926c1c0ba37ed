import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviews, interviewSlots, jobApplications } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { buildJob } from '../../../seed/factories';
import { applicationForm } from '../../../testing/images';
import { postStartupOk } from '../../../testing/startups';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { ALREADY_BOOKED, bookSlot, SLOT_TAKEN } from './interview-booking.service';

// The booking rules the database keeps (migration 0036), tried with bookings sent
// at the same moment: on PostgreSQL they race for real, on PGlite they queue; either way one wins.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hour = 3_600_000;
const inDays = (days: number, hours = 0) =>
  new Date(Math.ceil(Date.now() / hour) * hour + days * 24 * hour + hours * hour);

/** A founder with one position and `n` candidates who applied to it: their application ids. */
async function founderWithApplicants(n: number) {
  const owner = t.client();
  const founder = await owner.signUp();
  const startup = await postStartupOk(owner);
  const { job } = (await (await owner.request(`/api/startups/${startup.id}/jobs`, { json: buildJob() })).json()) as {
    job: { id: string };
  };
  const applications: string[] = [];
  for (let i = 0; i < n; i++) {
    const candidate = t.client();
    await candidate.signUp();
    expect((await candidate.request(`/api/jobs/${job.id}/applications`, { form: applicationForm() })).status).toBe(201);
  }
  for (const row of await t.db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(eq(jobApplications.jobId, job.id)))
    applications.push(row.id);
  return { founderId: founder.id, applications };
}

async function offer(organizerId: string, applicationId: string, slots: { startsAt: Date; endsAt: Date }[]) {
  const [interview] = await t.db
    .insert(interviews)
    .values({
      applicationId,
      organizerId,
      kind: 'video',
      durationMinutes: 45,
      organizerZone: 'Europe/Berlin',
      location: 'https://meet.example/x',
    })
    .returning({ id: interviews.id });
  const rows = await t.db
    .insert(interviewSlots)
    .values(slots.map((s) => ({ interviewId: interview!.id, ...s })))
    .returning({ id: interviewSlots.id });
  return { id: interview!.id, slots: rows.map((r) => r.id) };
}

const codeOf = (result: PromiseSettledResult<unknown>) =>
  result.status === 'rejected' && result.reason instanceof AppError ? result.reason.message : result.status;

describe('booking an interview', () => {
  it('books one slot of an interview once, however many bookings arrive together', async () => {
    const { founderId, applications } = await founderWithApplicants(1);
    const interview = await offer(founderId, applications[0]!, [
      { startsAt: inDays(2), endsAt: inDays(2, 1) },
      { startsAt: inDays(3), endsAt: inDays(3, 1) },
    ]);
    const results = await Promise.allSettled([
      bookSlot(t.db, { interviewId: interview.id, slotId: interview.slots[0]! }),
      bookSlot(t.db, { interviewId: interview.id, slotId: interview.slots[1]! }),
      bookSlot(t.db, { interviewId: interview.id, slotId: interview.slots[0]! }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const refused of results.filter((r) => r.status === 'rejected'))
      expect([ALREADY_BOOKED, SLOT_TAKEN]).toContain(codeOf(refused));
    const [row] = await t.db.select().from(interviews).where(eq(interviews.id, interview.id));
    expect(row).toMatchObject({ status: 'booked', sequence: 1 });
    expect(interview.slots).toContain(row!.bookedSlotId);
  });

  it("never lets one founder's booked interviews overlap, even booked at the same moment by two candidates", async () => {
    const { founderId, applications } = await founderWithApplicants(3);
    // 10:00-11:00 for one candidate, 10:30-11:30 for another: they overlap.
    const first = await offer(founderId, applications[0]!, [{ startsAt: inDays(4), endsAt: inDays(4, 1) }]);
    const second = await offer(founderId, applications[1]!, [
      { startsAt: new Date(inDays(4).getTime() + hour / 2), endsAt: new Date(inDays(4, 1).getTime() + hour / 2) },
    ]);

    const results = await Promise.allSettled([
      bookSlot(t.db, { interviewId: first.id, slotId: first.slots[0]! }),
      bookSlot(t.db, { interviewId: second.id, slotId: second.slots[0]! }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(codeOf(results.find((r) => r.status === 'rejected')!)).toBe(SLOT_TAKEN);

    // Back to back with whichever was booked is not an overlap (ranges are [start, end)).
    const booked = (results.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<{ endsAt: Date }>).value;
    const third = await offer(founderId, applications[2]!, [
      { startsAt: booked.endsAt, endsAt: new Date(booked.endsAt.getTime() + hour) },
    ]);
    await expect(bookSlot(t.db, { interviewId: third.id, slotId: third.slots[0]! })).resolves.toMatchObject({
      sequence: 1,
    });
  });

  it('frees the time when an interview is cancelled, and refuses a slot of another interview or one already past', async () => {
    const { founderId, applications } = await founderWithApplicants(2);
    const first = await offer(founderId, applications[0]!, [{ startsAt: inDays(6), endsAt: inDays(6, 1) }]);
    const second = await offer(founderId, applications[1]!, [
      { startsAt: inDays(6), endsAt: inDays(6, 1) },
      { startsAt: inDays(-1), endsAt: inDays(-1, 1) },
    ]);
    await bookSlot(t.db, { interviewId: first.id, slotId: first.slots[0]! });
    await expect(bookSlot(t.db, { interviewId: second.id, slotId: second.slots[0]! })).rejects.toThrow(SLOT_TAKEN);

    await t.db.update(interviews).set({ status: 'cancelled' }).where(eq(interviews.id, first.id));
    await expect(bookSlot(t.db, { interviewId: second.id, slotId: first.slots[0]! })).rejects.toThrow(ALREADY_BOOKED);
    await expect(bookSlot(t.db, { interviewId: second.id, slotId: second.slots[1]! })).rejects.toThrow(ALREADY_BOOKED);
    await expect(bookSlot(t.db, { interviewId: second.id, slotId: second.slots[0]! })).resolves.toMatchObject({
      sequence: 1,
    });
  });
});
