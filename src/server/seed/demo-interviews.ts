import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Db } from '../db/client';
import { applicationEvents, interviews, interviewSlots, jobApplications, jobs, startups } from '../db/schema';

// The demo's interviews: Maya has booked a video call with Priya for the internship (her
// dashboard's "Upcoming interviews", Priya's too), and Liam offered Priya three times for the machine
// learning role that she can still choose from. Times are whole hours in each founder's zone, ahead.

async function applicationOf(db: Db, applicantId: string, jobTitle: string) {
  const [row] = await db
    .select({ id: jobApplications.id, ownerId: startups.ownerId })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(startups, eq(startups.id, jobs.startupId))
    .where(and(eq(jobApplications.applicantId, applicantId), eq(jobs.title, jobTitle)));
  return row;
}

/** `days` ahead at `hour` o'clock in `zone`, as an instant. */
const at = (zone: string, days: number, hour: number) =>
  DateTime.now().setZone(zone).plus({ days }).set({ hour, minute: 0, second: 0, millisecond: 0 }).toJSDate();

export async function seedDemoInterviews({ db, priyaId }: { db: Db; priyaId: string }) {
  const internship = await applicationOf(db, priyaId, 'Energy Analyst Intern');
  if (internship) {
    const zone = 'Asia/Singapore';
    const startsAt = at(zone, 2, 16);
    const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
    const [interview] = await db
      .insert(interviews)
      .values({
        applicationId: internship.id,
        organizerId: internship.ownerId,
        kind: 'video',
        durationMinutes: 30,
        location: 'https://meet.example/greengrid-priya',
        organizerZone: zone,
        note: 'A first conversation about the internship: your budget project, and what you would like to learn with us.',
        status: 'booked',
        startsAt,
        endsAt,
        sequence: 1,
        updatedAt: new Date(Date.now() - 20 * 3_600_000),
        createdAt: new Date(Date.now() - 22 * 3_600_000),
      })
      .returning({ id: interviews.id });
    const [slot] = await db
      .insert(interviewSlots)
      .values({ interviewId: interview!.id, startsAt, endsAt })
      .returning({ id: interviewSlots.id });
    await db.update(interviews).set({ bookedSlotId: slot!.id }).where(eq(interviews.id, interview!.id));
    await db.insert(applicationEvents).values([
      {
        applicationId: internship.id,
        kind: 'interview',
        interviewId: interview!.id,
        interviewStep: 'proposed',
        actorId: internship.ownerId,
        createdAt: new Date(Date.now() - 22 * 3_600_000),
      },
      {
        applicationId: internship.id,
        kind: 'interview',
        interviewId: interview!.id,
        interviewStep: 'booked',
        interviewStartsAt: startsAt,
        actorId: priyaId,
        createdAt: new Date(Date.now() - 20 * 3_600_000),
      },
    ]);
  }
  const mlRole = await applicationOf(db, priyaId, 'Machine Learning Engineer');
  if (mlRole) {
    const zone = 'America/Toronto';
    const [interview] = await db
      .insert(interviews)
      .values({
        applicationId: mlRole.id,
        organizerId: mlRole.ownerId,
        kind: 'video',
        durationMinutes: 45,
        location: 'https://meet.example/tutorly-priya',
        organizerZone: zone,
        note: 'We would love to hear how your quiz-grading script worked. Pick whichever time suits you.',
        createdAt: new Date(Date.now() - 3 * 3_600_000),
      })
      .returning({ id: interviews.id });
    await db.insert(interviewSlots).values(
      [3, 4, 5].map((days) => {
        const startsAt = at(zone, days, 10);
        return { interviewId: interview!.id, startsAt, endsAt: new Date(startsAt.getTime() + 45 * 60_000) };
      }),
    );
    await db.insert(applicationEvents).values({
      applicationId: mlRole.id,
      kind: 'interview',
      interviewId: interview!.id,
      interviewStep: 'proposed',
      actorId: mlRole.ownerId,
      createdAt: new Date(Date.now() - 3 * 3_600_000),
    });
  }
}
