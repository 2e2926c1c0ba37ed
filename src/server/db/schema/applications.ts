import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StoredQuestionAnswer } from '../../../shared/job-questions';
import { users } from './auth';
import { hiddenReasonCheck, moderationColumns } from './moderation-columns';
import { jobs, startups, tsvector } from './startups';

/**
 * A startup's own pipeline stages (decision 044), between the spec's Reviewed and Accepted:
 * the spec's statuses are every startup's and are not rows. Each says what the candidate is shown
 * ('interviewing', 'offer', or 'previous': the status the application has); its name is the team's.
 * Every startup starts with Interview and Offer (the trigger of migration 0037).
 */
export const pipelineStages = pgTable(
  'pipeline_stages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startupId: uuid('startup_id')
      .notNull()
      .references(() => startups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    candidateView: text('candidate_view').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pipeline_stages_name_idx').on(t.startupId, sql`lower(${t.name})`),
    index('pipeline_stages_startup_idx').on(t.startupId, t.position),
    check('pipeline_stages_name_check', sql`char_length(${t.name}) between 1 and 30`),
    check('pipeline_stages_view_check', sql`${t.candidateView} in ('interviewing', 'offer', 'previous')`),
  ],
);

export const jobApplications = pgTable(
  'job_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('submitted'),
    /**
     * The startup's own stage it is in (decision 044), or null: in the stage of its status.
     * `status` stays one of the spec's, so everything the product says of statuses keeps working.
     */
    stageId: uuid('stage_id').references(() => pipelineStages.id, { onDelete: 'set null' }),
    /** A private storage key: resumes are never served by a public URL. */
    resumeKey: text('resume_key').notNull(),
    startupCultureAnswer: text('startup_culture_answer').notNull(),
    problemSolvingAnswer: text('problem_solving_answer').notNull(),
    /**
     * The answers to the position's own questions, each with the question's wording as the
     * candidate read it: a question edited or removed later leaves what was sent as it was.
     */
    answers: jsonb('answers')
      .$type<StoredQuestionAnswer[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * The question whose answer closed the application as it was sent (a knockout): its
     * founder sees which; the candidate is never told of a rule, only the reason it carries.
     */
    knockoutQuestionId: text('knockout_question_id'),
    isActive: boolean('is_active').notNull().default(true),
    /** When the founder was last told about this application: a re-application notifies at most once a day. */
    ownerNotifiedAt: timestamp('owner_notified_at', { withTimezone: true }),
    /** When the startup's owner first opened it (its timeline); cleared when the candidate applies again. */
    firstOpenedAt: timestamp('first_opened_at', { withTimezone: true }),
    /** Why it was declined and what the founder wrote, shown to the candidate (decision 019). */
    rejectionReason: text('rejection_reason'),
    rejectionMessage: text('rejection_message'),
    /** The founder's private 1 to 5 (decision 019); never shown to the candidate. */
    rating: smallint('rating'),
    /** The resume's text, written by the resume indexer once it has read the PDF; `indexedResumeKey` says which file. */
    resumeText: text('resume_text'),
    /**
     * The applicants page's search (decisions 019, 033): the applicant's name, the answers and the resume
     * text. Derived by the database (trigger job_applications_search, migration 0026) on every insert and
     * on every write of those columns or of the applicant's name, so no write path can leave it stale.
     */
    search: tsvector('search'),
    indexedResumeKey: text('indexed_resume_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One application per job and applicant; applying again replaces it.
    unique('job_applications_job_applicant_unique').on(t.jobId, t.applicantId),
    index('job_applications_applicant_idx').on(t.applicantId, t.createdAt),
    index('job_applications_job_idx').on(t.jobId, t.createdAt),
    // The applicants page's counts by status, read from the index alone (no filter but the positions).
    index('job_applications_job_status_idx').on(t.jobId, t.status),
    // The search within one founder's positions (decision 033): the position as a one-element array, so
    // that only this index, never a b-tree on job_id, can narrow a search to the founder's positions;
    // matches and counts come from it without reading any row's large search vector.
    index('job_applications_job_search_idx').using('gin', sql`(array[${t.jobId}])`, t.search),
    // The indexer's only scan: applications whose resume it has not read yet.
    index('job_applications_unindexed_idx')
      .on(t.createdAt)
      .where(sql`${t.indexedResumeKey} is null`),
    // Those in a startup's own stage: a stage's count, and moving them when it is removed.
    index('job_applications_stage_idx')
      .on(t.stageId)
      .where(sql`${t.stageId} is not null`),
    check(
      'job_applications_status_check',
      sql`${t.status} in ('submitted', 'reviewed', 'accepted', 'rejected', 'withdrawn')`,
    ),
    check('job_applications_rating_check', sql`${t.rating} between 1 and 5`),
    check(
      'job_applications_rejection_reason_check',
      sql`${t.rejectionReason} in ('position_filled', 'more_experience', 'not_right_fit', 'other', 'no_response')`,
    ),
  ],
);

/**
 * What happened to an application, oldest first: sent (again), first opened by the founder, each
 * change of status, withdrawn. Kept for its timeline (decision 019); never edited.
 */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    /** A move into a startup's own stage ('stage'): its name then (the team's) and what the candidate saw. */
    stageName: text('stage_name'),
    candidateView: text('candidate_view'),
    /**
     * A step of an interview ('interview'): proposed, booked, other_times, rescheduled, cancelled,
     * reminded never (reminders are not history). Its time, when it has one, as it stood then.
     */
    interviewId: uuid('interview_id'),
    interviewStep: text('interview_step'),
    interviewStartsAt: timestamp('interview_starts_at', { withTimezone: true }),
    /** Who took the step; null once their account is gone. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('application_events_application_idx').on(t.applicationId, t.createdAt),
    check(
      'application_events_kind_check',
      sql`${t.kind} in ('submitted', 'opened', 'status', 'stage', 'interview', 'withdrawn')`,
    ),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: text('type').notNull().default('info'),
    /** Where clicking it leads: a same-site path (decision 020); null for a notice with no page. */
    link: text('link'),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    check('notifications_type_check', sql`${t.type} in ('success', 'warning', 'error', 'info')`),
  ],
);

/** The founder's private notes on an application (decision 019): the owner and the administrator only. */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_notes_application_idx').on(t.applicationId, t.createdAt)],
);

/**
 * The conversation of an application between the startup's owner and the candidate (decision 019):
 * plain text, read by those two only.
 */
export const applicationMessages = pgTable(
  'application_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** When the other side first read it. */
    readAt: timestamp('read_at', { withTimezone: true }),
    ...moderationColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('application_messages_application_idx').on(t.applicationId, t.createdAt),
    hiddenReasonCheck('application_messages', t.hiddenReason),
  ],
);

/** When each founder was last reminded of applications waiting for an answer (at most weekly). */
export const founderReminders = pgTable('founder_reminders', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
});

/**
 * A founder's daily e-mail of new applications: one row per founder who has received one,
 * claimed by one process at a time. Applications received after `checkedThrough` were in no e-mail yet.
 */
export const applicationDigests = pgTable(
  'application_digests',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkedThrough: timestamp('checked_through', { withTimezone: true }).notNull().defaultNow(),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [index('application_digests_due_idx').on(t.nextRunAt)],
);

/**
 * A member's kept resumes: up to three PDFs, named, one of them the default. Private as an
 * application's resume is: the member alone reads them; applying copies the file into the application.
 */
export const memberResumes = pgTable(
  'member_resumes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A private storage key, never served by a public URL. */
    storageKey: text('storage_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_resumes_user_idx').on(t.userId, t.createdAt),
    // At most one default per member, whatever two requests do at once.
    uniqueIndex('member_resumes_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    check('member_resumes_name_check', sql`char_length(${t.name}) between 1 and 80`),
  ],
);

/**
 * A founder's private scorecard of a candidate: a few criteria rated 1 to 4 with notes, and
 * a recommendation. The team's alone: no route ever gives it to the candidate. One per author and
 * application and interview; `interviewId` says which interview it followed (null: none named).
 */
export const applicationScorecards = pgTable(
  'application_scorecards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    interviewId: uuid('interview_id'),
    /** [{ name, rating 1-4, note }], checked by the shared schema. */
    criteria: jsonb('criteria').$type<{ name: string; rating: number; note: string }[]>().notNull(),
    recommendation: text('recommendation').notNull(),
    summary: text('summary').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One per author and interview (decision 044); the scorecards written before interviews had pages
    // have no interview, and stay one per author and application (null counts as one value).
    unique('application_scorecards_author_interview_unique')
      .on(t.applicationId, t.authorId, t.interviewId)
      .nullsNotDistinct(),
    check(
      'application_scorecards_recommendation_check',
      sql`${t.recommendation} in ('strong_no', 'no', 'yes', 'strong_yes')`,
    ),
  ],
);
