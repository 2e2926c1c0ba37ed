import { and, asc, count, eq, lt, sql } from 'drizzle-orm';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { jobApplications, jobs, profiles, startups } from '../../../db/schema';
import { waitingApplicationsEmail } from '../../../email/templates/waiting-applications';
import { recordEvent } from '../applications/application-history.service';
import { emit } from '../../../events/emit';
import { notifyUser } from '../../notifications/notify-user.service';
import { APPLICATIONS_WITH_JOB_AND_STARTUP, selectApplications } from '../application.service';

// No ghosting (decision 019). Two scheduled jobs, both run by every server process:
// - a founder with applications waiting more than a week for a first answer gets at most one e-mail a
//   week listing them (an advisory lock per founder, and the week's stamp moved in the same
//   transaction as the e-mail is written);
// - an application still unanswered after APPLICATION_AUTO_CLOSE_DAYS closes with a kind note to the
//   candidate (each claimed with SKIP LOCKED, closed in its own transaction).
// A "day" is SCHEDULE_DAY_SECONDS long: a real day, shorter in development and the journeys.

export const WAITING_DAYS = 7;
const LISTED = 20;
const PER_RUN = 50;

const daysAgo = (config: Config, days: number) =>
  sql`now() - make_interval(secs => ${days * config.scheduleDaySeconds})`;

export async function sendWaitingReminders({ db, config }: { db: Db; config: Config }): Promise<number> {
  const due = (await db.execute(sql`
    select distinct s.owner_id as "ownerId"
    from ${APPLICATIONS_WITH_JOB_AND_STARTUP}
    left join founder_reminders r on r.user_id = s.owner_id
    where a.status = 'submitted' and a.created_at < ${daysAgo(config, WAITING_DAYS)}
      and (r.last_sent_at is null or r.last_sent_at < ${daysAgo(config, WAITING_DAYS)})
    limit ${PER_RUN}`)) as unknown as { rows: { ownerId: string }[] };
  let sent = 0;
  for (const { ownerId } of due.rows) if (await remind(db, config, ownerId)) sent += 1;
  return sent;
}

async function remind(db: Db, config: Config, ownerId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const lock = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtextextended(${`hiring-reminder:${ownerId}`}, 0)) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!lock.rows[0]?.locked) return false;
    // The week's stamp: moved only if the last reminder is a week old, so a second process (or a second
    // run) finds nothing to do.
    const stamped = (await tx.execute(sql`
      insert into founder_reminders (user_id, last_sent_at) values (${ownerId}, now())
      on conflict (user_id) do update set last_sent_at = now() where founder_reminders.last_sent_at < ${daysAgo(config, WAITING_DAYS)}
      returning user_id`)) as unknown as { rows: unknown[] };
    if (stamped.rows.length === 0) return false;
    const waitingWhere = and(
      eq(startups.ownerId, ownerId),
      eq(jobApplications.status, 'submitted'),
      lt(jobApplications.createdAt, daysAgo(config, WAITING_DAYS)),
    );
    const [waiting, [total]] = await Promise.all([
      selectApplications(tx, {
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        jobTitle: jobs.title,
        startupName: startups.name,
        createdAt: jobApplications.createdAt,
      })
        .innerJoin(profiles, eq(profiles.id, jobApplications.applicantId))
        .where(waitingWhere)
        .orderBy(asc(jobApplications.createdAt))
        .limit(LISTED),
      selectApplications(tx, { n: count() }).where(waitingWhere),
    ]);
    if (waiting.length === 0) return false;
    const { isEmailQueued } = await notifyUser(
      { tx, config },
      {
        userId: ownerId,
        email: {
          kind: 'reminders',
          template: 'hiring_reminder',
          reason: 'You receive this because candidates are waiting for your answer.',
          render: ({ brand, name, unsubscribe }) =>
            waitingApplicationsEmail(brand, {
              name,
              total: total?.n ?? waiting.length,
              waiting: waiting.map((w) => ({
                candidate: `${w.firstName} ${w.lastName}`,
                jobTitle: w.jobTitle,
                startupName: w.startupName,
                days: Math.floor((Date.now() - w.createdAt.getTime()) / (config.scheduleDaySeconds * 1000)),
              })),
              url: `${config.publicUrl}/dashboard/applicants?status=submitted&sort=oldest`,
              autoCloseDays: config.applicationAutoCloseDays,
              unsubscribe,
            }),
        },
      },
    );
    return isEmailQueued;
  });
}

/** Closes applications unanswered for too long, a few at a time; the number closed. */
export async function closeUnanswered({ db, config }: { db: Db; config: Config }): Promise<number> {
  if (config.applicationAutoCloseDays === 0) return 0;
  let closed = 0;
  while (closed < PER_RUN && (await closeOne(db, config))) closed += 1;
  return closed;
}

async function closeOne(db: Db, config: Config): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await selectApplications(tx, {
      id: jobApplications.id,
      applicantId: jobApplications.applicantId,
      ownerId: startups.ownerId,
    })
      .where(
        and(
          eq(jobApplications.status, 'submitted'),
          lt(jobApplications.createdAt, daysAgo(config, config.applicationAutoCloseDays)),
        ),
      )
      .orderBy(asc(jobApplications.createdAt))
      .limit(1)
      .for('update', { of: jobApplications, skipLocked: true });
    if (!row) return false;
    await tx
      .update(jobApplications)
      .set({ status: 'rejected', rejectionReason: 'no_response', rejectionMessage: null, updatedAt: new Date() })
      .where(eq(jobApplications.id, row.id));
    // Nobody's step: the platform's (no actor).
    await recordEvent(tx, row.id, {
      kind: 'status',
      fromStatus: 'submitted',
      toStatus: 'rejected',
      actorId: null,
      reason: 'no_response',
    });
    // The candidate's kind note follows from the event (applications.subscribers.ts).
    await emit(tx, {
      type: 'application.status_changed',
      applicationId: row.id,
      applicantId: row.applicantId,
      ownerId: row.ownerId,
      actorId: null,
      fromStatus: 'submitted',
      toStatus: 'rejected',
      reason: 'no_response',
      message: null,
    });
    return true;
  });
}
