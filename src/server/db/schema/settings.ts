import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

// The settings modal's choices (the product's five, and e-mails about followed startups, decision 018), stored per
// user and honoured (the old client only pretended).
export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  statusUpdates: boolean('status_updates').notNull().default(true),
  jobRecommendations: boolean('job_recommendations').notNull().default(true),
  followedStartups: boolean('followed_startups').notNull().default(true),
  messageEmails: boolean('message_emails').notNull().default(true),
  hiringReminders: boolean('hiring_reminders').notNull().default(true),
  /** A founder's daily e-mail of the applications received since the last one. */
  applicationDigest: boolean('application_digest').notNull().default(true),
  /** The member's own IANA time zone for interview times; null: their browser's. */
  timeZone: text('time_zone'),
  showProfile: boolean('show_profile').notNull().default(true),
  allowMessages: boolean('allow_messages').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
