import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { jobApplications } from './applications';
import { users } from './auth';

// Interviews: a founder offers times for an application; the candidate books one.
// Two rules are the database's, so that no two requests at once can break them (migration 0036):
// a slot is booked once, and one organizer's booked interviews never overlap (an exclusion constraint
// over their time ranges, with btree_gist).

export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** The video link or the address; a call's number is the candidate's, on their profile. */
    location: text('location'),
    /** The organizer's IANA zone, in which the times were chosen and which the e-mails name. */
    organizerZone: text('organizer_zone').notNull(),
    note: text('note').notNull().default(''),
    /** proposed (times offered) -> booked -> cancelled; booked again after a reschedule. */
    status: text('status').notNull().default('proposed'),
    bookedSlotId: uuid('booked_slot_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** RFC 5545 SEQUENCE of its calendar event: one more for each change sent. */
    sequence: integer('sequence').notNull().default(0),
    /** The candidate asked for other times, with this note; cleared when new times are offered. */
    otherTimesNote: text('other_times_note'),
    /** Why it was called off, as the person who did wrote it (both sides read it). */
    cancelReason: text('cancel_reason'),
    remindedDayAt: timestamp('reminded_day_at', { withTimezone: true }),
    remindedHourAt: timestamp('reminded_hour_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('interviews_application_idx').on(t.applicationId, t.createdAt),
    // The dashboard's "Upcoming interviews" and the reminders: booked ones by time.
    index('interviews_booked_starts_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'booked'`),
    index('interviews_organizer_idx').on(t.organizerId, t.startsAt),
    // At most one interview in progress per application: a second is a reschedule of the first.
    uniqueIndex('interviews_one_open_idx')
      .on(t.applicationId)
      .where(sql`${t.status} in ('proposed', 'booked')`),
    // A slot is booked once.
    uniqueIndex('interviews_booked_slot_idx').on(t.bookedSlotId),
    check('interviews_kind_check', sql`${t.kind} in ('call', 'video', 'onsite')`),
    check('interviews_status_check', sql`${t.status} in ('proposed', 'booked', 'cancelled')`),
    check('interviews_duration_check', sql`${t.durationMinutes} between 15 and 240`),
    check(
      'interviews_booked_times_check',
      sql`${t.status} <> 'booked' or (${t.startsAt} is not null and ${t.endsAt} is not null and ${t.endsAt} > ${t.startsAt})`,
    ),
  ],
);

/** The times offered for an interview, in UTC. */
export const interviewSlots = pgTable(
  'interview_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('interview_slots_interview_start_idx').on(t.interviewId, t.startsAt),
    check('interview_slots_order_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
