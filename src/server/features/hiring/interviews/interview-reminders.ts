import { sql } from 'drizzle-orm';
import type { Config } from '../../../config';
import type { Db, DbOrTx } from '../../../db/client';
import { sendEachDue, type DueOutcome } from '../../../lib/each-due';
import type { Logger } from '../../../lib/logger';
import { notificationLinks } from '../../../../shared/paths';
import { tellPerson } from './interview-notices';
import { interviewParts } from './interviews.service';

// The reminders of a booked interview: 24 hours and 1 hour before, to both people, once
// across every server process. Each is claimed by the update that marks it sent (FOR UPDATE SKIP
// LOCKED, the condition checked again on the locked row), in the transaction that writes the notices:
// two processes at once send it once, and a failure leaves it to the next run.
//
// A reminder is only for an interview booked before its moment: one booked 10 hours ahead just got its
// booking e-mail and needs no "tomorrow" reminder, but gets the hour's. A reminder whose moment passed
// while no process ran (the day's, inside the last hour) is skipped, not sent late.

const REMINDERS = {
  day: {
    column: sql.raw('reminded_day_at'),
    ahead: sql.raw(`interval '24 hours'`),
    until: sql.raw(`interval '1 hour'`),
    label: 'tomorrow',
  },
  hour: {
    column: sql.raw('reminded_hour_at'),
    ahead: sql.raw(`interval '1 hour'`),
    until: sql.raw(`interval '0 seconds'`),
    label: 'in an hour',
  },
} as const;
type Which = keyof typeof REMINDERS;

async function claimOne(tx: DbOrTx, which: Which): Promise<string | null> {
  const r = REMINDERS[which];
  const result = (await tx.execute(sql`
    update interviews set ${r.column} = now()
     where id = (
       select id from interviews
        where status = 'booked' and ${r.column} is null
          and starts_at > now() + ${r.until} and starts_at <= now() + ${r.ahead}
          and updated_at <= starts_at - ${r.ahead}
        order by starts_at
        limit 1
        for update skip locked)
       and status = 'booked' and ${r.column} is null
    returning id`)) as unknown as { rows: { id: string }[] };
  return result.rows[0]?.id ?? null;
}

async function remindOne(
  { db, config }: { db: Db; config: Config },
  which: Which,
  claimed: { userId?: string },
): Promise<DueOutcome> {
  return db.transaction(async (tx) => {
    const id = await claimOne(tx, which);
    if (!id) return 'none due';
    claimed.userId = id;
    const parts = await interviewParts(tx, id);
    if (!parts) return 'checked';
    const position = `${parts.jobTitle} at ${parts.startupName}`;
    const soon = REMINDERS[which].label;
    for (const person of ['candidate', 'organizer'] as const) {
      const other = person === 'candidate' ? parts.organizerName : parts.candidateName;
      await tellPerson({ tx, config }, parts, person, (when) => ({
        notification: {
          title: `Interview ${soon}`,
          message: `With ${other}, for ${position}: ${when}.`,
          type: 'info',
          link: notificationLinks.interview(parts.id),
        },
        subject: `Reminder: interview ${soon}, ${position}`,
        lead: `A reminder: your interview with ${other} for ${position} is ${soon}, ${when}.`,
        action: 'See the interview',
      }));
    }
    return 'sent';
  });
}

/** Sends the reminders due now, the day's then the hour's; the number sent. */
export async function sendDueInterviewReminders({
  db,
  config,
  logger,
}: {
  db: Db;
  config: Config;
  logger: Logger;
}): Promise<number> {
  let sent = 0;
  for (const which of ['day', 'hour'] as const) {
    sent += await sendEachDue({
      perRun: 100,
      logger,
      failure: `interview reminder (${which}) failed; skipped`,
      next: (claimed) => remindOne({ db, config }, which, claimed),
      // Marked as sent without its notices: a reminder is not worth a loop of failures.
      postpone: (id) => db.execute(sql`update interviews set ${REMINDERS[which].column} = now() where id = ${id}`),
    });
  }
  return sent;
}
