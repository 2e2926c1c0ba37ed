import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { hiddenReasonCheck, moderationColumns } from './moderation-columns';

// One row per user, created in the same transaction as the user (the sign-up defaults).
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    country: text('country').notNull(),
    headline: text('headline').notNull().default(''),
    bio: text('bio').notNull().default(''),
    roleTitle: text('role_title').notNull().default(''),
    roleType: text('role_type').notNull().default('student'),
    institution: text('institution').notNull().default(''),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Kept by PostgreSQL: the skills in lower case, for /talent's skill filter and its suggestions, as positions
     * keep theirs.
     */
    skillsLower: text('skills_lower')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`job_skills_lower(skills)`),
    avatarUrl: text('avatar_url'),
    githubUrl: text('github_url'),
    linkedinUrl: text('linkedin_url'),
    ...moderationColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profiles_skills_idx').using('gin', t.skillsLower),
    hiddenReasonCheck('profiles', t.hiddenReason),
    check('profiles_role_type_check', sql`${t.roleType} in ('student', 'employee')`),
    // Any ISO 3166-1 alpha-2 code: which ones are offered is the shared schema's rule (decision 023).
    check('profiles_country_check', sql`${t.country} ~ '^[A-Z]{2}$'`),
  ],
);
