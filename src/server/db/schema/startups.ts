import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { JobQuestion } from '../../../shared/job-questions';
import type { RemoteScope } from '../../../shared/job-text';
import type { EssaySettings } from '../../../shared/essays';
import { users } from './auth';
import { hiddenReasonCheck, moderationColumns } from './moderation-columns';

/** PostgreSQL's full-text document; only PostgreSQL reads it (the board's search), so it stays text here. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** startupIsPublic (startup-visibility.ts) as an index predicate: listed by its owner, not hidden. */
const listed = (t: { active: AnyPgColumn; hiddenAt: AnyPgColumn }) => sql`${t.active} and ${t.hiddenAt} is null`;

/** jobIsOpen (job-visibility.ts) as an index predicate: open, listed, not hidden. */
const openAndShown = (t: { isActive: AnyPgColumn; status: AnyPgColumn; hiddenAt: AnyPgColumn }) =>
  sql`${t.isActive} and ${t.status} = 'open' and ${t.hiddenAt} is null`;

// The owner's name and photo are read from profiles by a join, so they follow a profile edit.
export const startups = pgTable(
  'startups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** /startup/{slug}: unique, made from the name at creation or rename, with a suffix on collision. */
    slug: text('slug').notNull(),
    description: text('description').notNull(),
    logoUrl: text('logo_url').notNull(),
    industry: text('industry').notNull(),
    stage: text('stage').notNull(),
    teamSize: integer('team_size').notNull().default(1),
    country: text('country').notNull().default('US'),
    tagline: text('tagline').notNull(),
    brandVoice: text('brand_voice').notNull(),
    mission: text('mission').notNull(),
    story: text('story').notNull(),
    highlightText: text('highlight_text').notNull(),
    linkedinUrl: text('linkedin_url'),
    websiteUrl: text('website_url'),
    contactEmail: text('contact_email').notNull(),
    active: boolean('active').notNull().default(true),
    ...moderationColumns(),
    /**
     * The founder proved the website's domain: by a code e-mailed to an address there, or a
     * DNS TXT record. A trigger clears all three when the website's domain changes.
     */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedDomain: text('verified_domain'),
    verificationMethod: text('verification_method'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The public listing pages by (sort key, id) over public startups (keyset, decision 011): one index
    // per sort order, read forwards or backwards, and one per filter for the default order. Each
    // carries the whole of startupIsPublic, so a page's ids come from the index alone (decision 067).
    index('startups_listing_created_idx').on(t.createdAt, t.id).where(listed(t)),
    // The administrator's table: every startup, listed or not, newest first, a keyset page at a time.
    index('startups_created_idx').on(t.createdAt, t.id),
    // The name itself too: PostgreSQL reads lower(name) from an index alone only when it also holds name.
    index('startups_listing_name_idx')
      .on(sql`lower(${t.name})`, t.id, t.name)
      .where(listed(t)),
    index('startups_listing_industry_idx').on(t.industry, t.createdAt, t.id).where(listed(t)),
    index('startups_listing_stage_idx').on(t.stage, t.createdAt, t.id).where(listed(t)),
    index('startups_listing_country_idx').on(t.country, t.createdAt, t.id).where(listed(t)),
    index('startups_owner_idx').on(t.ownerId, t.createdAt),
    index('startups_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    uniqueIndex('startups_slug_unique').on(t.slug),
    hiddenReasonCheck('startups', t.hiddenReason),
    check(
      'startups_verification_method_check',
      sql`${t.verificationMethod} is null or ${t.verificationMethod} in ('email', 'dns')`,
    ),
  ],
);

/**
 * Slugs a startup had before it was renamed: their links keep working (a redirect to the current one),
 * and no other startup may take them over.
 */
export const startupSlugHistory = pgTable(
  'startup_slug_history',
  {
    slug: text('slug').primaryKey(),
    startupId: uuid('startup_id')
      .notNull()
      .references(() => startups.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('startup_slug_history_startup_idx').on(t.startupId)],
);

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startupId: uuid('startup_id')
      .notNull()
      .references(() => startups.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull().default('open'),
    isActive: boolean('is_active').notNull().default(true),
    ...moderationColumns(),
    jobType: text('job_type').notNull(),
    experienceLevel: text('experience_level').notNull(),
    locationType: text('location_type').notNull(),
    locationCity: text('location_city'),
    locationCountry: text('location_country'),
    /**
     * A remote position's applicants (decision 025): 'anywhere', 'countries' (remoteCountries) or
     * 'timezones' (UTC offsets remoteUtcMin to remoteUtcMax, in minutes). Null for on-site and hybrid.
     */
    remoteScope: text('remote_scope').$type<RemoteScope>(),
    remoteCountries: text('remote_countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    remoteUtcMin: integer('remote_utc_min'),
    remoteUtcMax: integer('remote_utc_max'),
    compensationType: text('compensation_type').notNull(),
    compensationCurrency: text('compensation_currency'),
    compensationAmountMin: numeric('compensation_amount_min', { precision: 14, scale: 2, mode: 'number' }),
    compensationAmountMax: numeric('compensation_amount_max', { precision: 14, scale: 2, mode: 'number' }),
    compensationPeriod: text('compensation_period'),
    /**
     * Equity offered, in percent: a range, or null for none. Only with a compensation type
     * that includes equity; the shared schema clears it otherwise.
     */
    equityMin: numeric('equity_min', { precision: 5, scale: 2, mode: 'number' }),
    equityMax: numeric('equity_max', { precision: 5, scale: 2, mode: 'number' }),
    /** Whether the startup sponsors a work visa for this position. */
    visaSponsorship: boolean('visa_sponsorship').notNull().default(false),
    requiredSkills: text('required_skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    additionalRequirements: text('additional_requirements'),
    /** The position's own questions, asked after the two standard essays; the shared schema is their rule. */
    questions: jsonb('questions')
      .$type<JobQuestion[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * Whether the two standard essays are required, optional or not asked (decision 061); required unless the
     * founder chooses.
     */
    essays: jsonb('essays')
      .$type<EssaySettings>()
      .notNull()
      .default(sql`'{"startupCulture":"required","problemSolving":"required"}'::jsonb`),
    /**
     * A position imported from an applicant tracking system: its board (null once the board
     * is unlinked), its id and address there. The hourly sync updates the fields the founder has not
     * edited here; an edit here adds the field to `detachedFields`, which the sync leaves alone. Closing
     * the position here adds `status` there, reopening it here removes it: the sync reopens only what it closed.
     */
    atsBoardId: uuid('ats_board_id').references((): AnyPgColumn => atsBoards.id, { onDelete: 'set null' }),
    sourceId: text('source_id'),
    sourceUrl: text('source_url'),
    detachedFields: text('detached_fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Kept by PostgreSQL: the skills in lower case, for the board's skill filter. Stored, not an
     * expression index: a filter checked row by row along the board's order reads a column instead of
     * calling a function (ten times faster at 300,000 positions, decision 017).
     */
    skillsLower: text('skills_lower')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`job_skills_lower(required_skills)`),
    /** Kept by PostgreSQL: the title weighs most, then the skills, then the description. */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', job_skills_text(required_skills)), 'B') || setweight(to_tsvector('english', description), 'C')`,
      ),
  },
  (t) => [
    index('jobs_startup_idx').on(t.startupId, t.createdAt),
    index('jobs_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    // The jobs board (decision 017): newest open positions first, a keyset page at a time; its text
    // search over title, skills and description; its skill filter, whatever the case it was typed in.
    index('jobs_board_idx').on(t.createdAt, t.id).where(openAndShown(t)),
    // One per enumerated filter, in the board's order: a rare type or place is read from its own index
    // instead of the board's being walked until a page is found (decision 067).
    index('jobs_board_type_idx').on(t.jobType, t.createdAt, t.id).where(openAndShown(t)),
    index('jobs_board_level_idx').on(t.experienceLevel, t.createdAt, t.id).where(openAndShown(t)),
    index('jobs_board_place_idx').on(t.locationType, t.createdAt, t.id).where(openAndShown(t)),
    // The minimum-pay filter, which always names its currency and period.
    index('jobs_board_pay_idx')
      .on(t.compensationCurrency, t.compensationPeriod, t.createdAt, t.id)
      .where(openAndShown(t)),
    // The sitemap's files, each a range of ids of public positions.
    index('jobs_public_id_idx').on(t.id).where(openAndShown(t)),
    index('jobs_search_idx').using('gin', t.search),
    index('jobs_skills_idx').using('gin', t.skillsLower),
    // The board's "sponsors visas" filter: few positions do, so walking the board's order would read most of it.
    index('jobs_board_visa_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.isActive} and ${t.status} = 'open' and ${t.hiddenAt} is null and ${t.visaSponsorship}`),
    hiddenReasonCheck('jobs', t.hiddenReason),
    // One position per posting of a board: an import or a sync that runs twice finds the one it made.
    uniqueIndex('jobs_ats_source_idx')
      .on(t.atsBoardId, t.sourceId)
      .where(sql`${t.atsBoardId} is not null`),
    check(
      'jobs_equity_check',
      sql`(${t.equityMin} is null) = (${t.equityMax} is null) and ${t.equityMin} >= 0 and ${t.equityMax} <= 100 and ${t.equityMin} <= ${t.equityMax}`,
    ),
  ],
);

/**
 * A startup's job board on an applicant tracking system: Greenhouse's board token, Lever's
 * site name or Ashby's job board name. Its positions were imported; the hourly sync reads it again.
 */
export const atsBoards = pgTable(
  'ats_boards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startupId: uuid('startup_id')
      .notNull()
      .references(() => startups.id, { onDelete: 'cascade' }),
    ats: text('ats').notNull(),
    board: text('board').notNull(),
    /** The last sync that read the board, and why the last one failed (null when it worked). */
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ats_boards_startup_board_idx').on(t.startupId, t.ats, t.board),
    check('ats_boards_ats_check', sql`${t.ats} in ('greenhouse', 'lever', 'ashby')`),
  ],
);
