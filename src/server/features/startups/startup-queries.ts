import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { StartupListQuery } from '../../../shared/startups';
import type { StartupCard } from '../../../shared/startups';
import { jobs, profiles, startups } from '../../db/schema';
import { jobIsOpen } from '../jobs/job-visibility';
import { startupIsPublic } from './startup-visibility';

// What a card needs, in one select: the startup, its owner's name and photo (joined, so it follows a
// profile edit), and the titles of its open roles (a subquery per card through jobs_startup_idx; the
// listing selects these columns only for the page's ids, never for rows it skips).

export const cardColumns = {
  id: startups.id,
  name: startups.name,
  slug: startups.slug,
  logoUrl: startups.logoUrl,
  description: startups.description,
  stage: startups.stage,
  industry: startups.industry,
  teamSize: startups.teamSize,
  country: startups.country,
  tagline: startups.tagline,
  brandVoice: startups.brandVoice,
  mission: startups.mission,
  highlightText: startups.highlightText,
  createdAt: startups.createdAt,
  ownerId: startups.ownerId,
  // Its columns: the badge costs the listing no query (decision 047).
  verifiedDomain: startups.verifiedDomain,
  ownerFirstName: profiles.firstName,
  ownerLastName: profiles.lastName,
  ownerAvatarUrl: profiles.avatarUrl,
  // Each open role's id and title, newest first, from one subquery: a role in the card's menu links to its own position.
  // The position's own part of jobIsPublic only, on purpose: the public reads of cards already ask for
  // startupIsPublic, and the owner's and the administrator's tables list a paused startup's open roles too.
  openRoles: sql<
    { id: string; title: string }[]
  >`coalesce((select json_agg(json_build_object('id', ${jobs.id}, 'title', ${jobs.title}) order by ${jobs.createdAt} desc, ${jobs.id}) from ${jobs} where ${jobs.startupId} = ${startups.id} and ${jobIsOpen}), '[]'::json)`,
};

// A keyset cursor keeps the time as PostgreSQL stores it (microseconds), which a JavaScript Date cannot.
export const cursorTime = sql<string>`to_char(${startups.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

type CardRow = {
  id: string;
  name: string;
  slug: string;
  logoUrl: string;
  description: string;
  stage: string;
  industry: string;
  teamSize: number;
  country: string;
  tagline: string;
  brandVoice: string;
  mission: string;
  highlightText: string;
  createdAt: Date | string;
  ownerId: string;
  verifiedDomain: string | null;
  ownerFirstName: string;
  ownerLastName: string;
  ownerAvatarUrl: string | null;
  openRoles: { id: string; title: string }[] | null;
};

export function toCard(row: CardRow): StartupCard {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    logoUrl: row.logoUrl,
    description: row.description,
    stage: row.stage,
    industry: row.industry,
    teamSize: row.teamSize,
    country: row.country,
    tagline: row.tagline,
    brandVoice: row.brandVoice,
    mission: row.mission,
    highlightText: row.highlightText,
    owner: {
      id: row.ownerId,
      firstName: row.ownerFirstName,
      lastName: row.ownerLastName,
      avatarUrl: row.ownerAvatarUrl,
    },
    openRoles: (row.openRoles ?? []).map((role) => role.title),
    openRoleIds: (row.openRoles ?? []).map((role) => role.id),
    createdAt: new Date(row.createdAt).toISOString(),
    verifiedDomain: row.verifiedDomain,
  };
}

/** `%text%` for ILIKE, with the caller's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const sortName = sql`lower(${startups.name})`;
export const sorts: Record<StartupListQuery['sort'], { order: SQL[]; isTime: boolean; isDescending: boolean }> = {
  newest: { order: [desc(startups.createdAt), desc(startups.id)], isTime: true, isDescending: true },
  oldest: { order: [asc(startups.createdAt), asc(startups.id)], isTime: true, isDescending: false },
  name_asc: { order: [asc(sortName), asc(startups.id)], isTime: false, isDescending: false },
  name_desc: { order: [desc(sortName), desc(startups.id)], isTime: false, isDescending: true },
};

/**
 * The rows after the cursor's card in its sort: a row comparison the listing indexes answer directly.
 * Without a cursor, its key and id are the prepared statement's placeholders.
 */
export function afterCursor(sort: StartupListQuery['sort'], cursor?: { key: string; id: string }): SQL {
  const { isTime, isDescending } = sorts[sort];
  const op = sql.raw(isDescending ? '<' : '>');
  const key = cursor ? sql`${cursor.key}` : sql.placeholder('cursorKey');
  const id = cursor ? sql`${cursor.id}` : sql.placeholder('cursorId');
  return isTime
    ? sql`(${startups.createdAt}, ${startups.id}) ${op} (${key}::timestamptz, ${id}::uuid)`
    : sql`(${sortName}, ${startups.id}) ${op} (lower(${key}), ${id}::uuid)`;
}

export type FilterValues = Partial<Record<'industry' | 'stage' | 'country', string>>;

/**
 * The listing's filters. Without values each is a placeholder (the prepared statement); with them the
 * values are bound in place (the count, which runs rarely: counts are kept, listing-count.ts).
 */
export function listingFilters(shape: Partial<Record<keyof FilterValues, boolean>>, values?: FilterValues): SQL[] {
  const value = (name: keyof FilterValues) => (values ? values[name] : sql.placeholder(name));
  const filters: SQL[] = [startupIsPublic];
  if (shape.industry) filters.push(sql`${startups.industry} = ${value('industry')}`);
  if (shape.stage) filters.push(sql`${startups.stage} = ${value('stage')}`);
  if (shape.country) filters.push(sql`${startups.country} = ${value('country')}`);
  return filters;
}
