import { and, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { matchPosition, type MatchPosition } from '../../../shared/job-match';
import {
  encodeTalentCursor,
  ONLY_HIRING_FOUNDERS,
  TALENT_PAGE_SIZE,
  TALENT_RANK_POOL,
  type OpenPositions,
  type TalentCard,
  type TalentPage,
  type TalentQuery,
} from '../../../shared/talent';
import type { Actor } from '../../auth/actor';
import type { DbOrTx } from '../../db/client';
import { jobPreferences, jobs, profiles, startups, userSettings } from '../../db/schema';
import { refuseUnlessAdmin } from '../../auth/guards';
import { AppError } from '../../lib/app-error';
import { jobIsOpen } from '../jobs/job-visibility';
import { toPreferences } from '../job-preferences/job-preferences.service';
import { isHiringFounder, startupIsPublic } from '../startups/startup-visibility';
import { hidesFrom } from './hidden-from.service';
import { isSuspended } from './member-visibility';

/** 403 unless the caller is the administrator or a founder with a listed startup. */
export async function assertMayFindTalent(db: DbOrTx, actor: Actor): Promise<void> {
  if (!actor.isAdmin && !(await isHiringFounder(db, actor.id))) throw refuseUnlessAdmin(actor, ONLY_HIRING_FOUNDERS);
}

/**
 * The one rule of who is listed to a viewer, as SQL over `job_preferences` joined to `user_settings`
 * (left): open to work, "Show my profile" on, not suspended, and not hiding from any startup the viewer
 * owns. /talent lists by it and an invitation is refused by it; no other route lists members who are
 * open to work.
 */
export function isListedTo(viewerId: string): SQL {
  // A profile hidden by moderation, or a suspended account (decision 054), is listed to nobody.
  return and(
    ne(jobPreferences.openToWork, 'not_looking'),
    sql`coalesce(${userSettings.showProfile}, true)`,
    isNull(profiles.hiddenAt),
    sql`not ${isSuspended(jobPreferences.userId)}`,
    ne(jobPreferences.userId, viewerId),
    sql`not ${hidesFrom(jobPreferences.userId, viewerId)}`,
  )!;
}

const cursorTime = sql<string>`to_char(${jobPreferences.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const positionColumns = {
  id: jobs.id,
  title: jobs.title,
  requiredSkills: jobs.requiredSkills,
  jobType: jobs.jobType,
  experienceLevel: jobs.experienceLevel,
  locationType: jobs.locationType,
  locationCountry: jobs.locationCountry,
  remoteScope: jobs.remoteScope,
  remoteCountries: jobs.remoteCountries,
  remoteUtcMin: jobs.remoteUtcMin,
  remoteUtcMax: jobs.remoteUtcMax,
  compensationType: jobs.compensationType,
  compensationCurrency: jobs.compensationCurrency,
  compensationAmountMin: jobs.compensationAmountMin,
  compensationAmountMax: jobs.compensationAmountMax,
  compensationPeriod: jobs.compensationPeriod,
  visaSponsorship: jobs.visaSponsorship,
};

/** One of the caller's open positions, as matching reads it; 404 for any other. */
export async function getOwnOpenPosition(db: DbOrTx, actor: Actor, jobId: string) {
  const [row] = await db
    .select(positionColumns)
    .from(jobs)
    .innerJoin(startups, eq(startups.id, jobs.startupId))
    .where(and(eq(jobs.id, jobId), eq(startups.ownerId, actor.id), jobIsOpen, startupIsPublic));
  if (!row) throw new AppError('NOT_FOUND', 'Position not found');
  return row as typeof row & MatchPosition;
}

/** The caller's open positions of their listed startups, newest first. */
export async function listOpenPositions({ db, actor }: { db: DbOrTx; actor: Actor }): Promise<OpenPositions> {
  if (!actor.isAdmin && !(await isHiringFounder(db, actor.id))) {
    const [owned] = await db.select({ id: startups.id }).from(startups).where(eq(startups.ownerId, actor.id)).limit(1);
    return { canFindTalent: false, startupsPaused: !!owned, items: [] };
  }
  const rows = await db
    .select({ id: jobs.id, title: jobs.title, startupName: startups.name })
    .from(jobs)
    .innerJoin(startups, eq(startups.id, jobs.startupId))
    .where(and(eq(startups.ownerId, actor.id), jobIsOpen, startupIsPublic))
    .orderBy(desc(jobs.createdAt))
    .limit(100);
  return { canFindTalent: true, startupsPaused: false, items: rows };
}

function filtersOf(query: TalentQuery): SQL[] {
  const where: SQL[] = [];
  // profiles_skills_idx (GIN over the lower-cased skills) answers it.
  if (query.skill) where.push(sql`${profiles.skillsLower} @> array[lower(${query.skill})]::text[]`);
  if (query.country)
    where.push(sql`(${query.country} = any(${jobPreferences.countries}) or ${profiles.country} = ${query.country})`);
  if (query.locationType) where.push(sql`${query.locationType} = any(${jobPreferences.locationTypes})`);
  if (query.jobType) where.push(sql`${query.jobType} = any(${jobPreferences.jobTypes})`);
  if (query.experience) where.push(sql`${query.experience} = any(${jobPreferences.experienceLevels})`);
  if (query.needsVisa) where.push(eq(jobPreferences.needsVisa, query.needsVisa === 'yes'));
  return where;
}

type Row = {
  profile: typeof profiles.$inferSelect;
  preferences: typeof jobPreferences.$inferSelect;
  allowMessages: boolean;
  timeZone: string | null;
  cursorTime: string;
};

function toCard(row: Row, match: TalentCard['match']): TalentCard {
  const { profile } = row;
  return {
    id: profile.id,
    firstName: profile.firstName,
    lastName: profile.lastName,
    avatarUrl: profile.avatarUrl,
    headline: profile.headline,
    country: profile.country,
    skills: profile.skills,
    preferences: toPreferences(row.preferences),
    canInvite: row.allowMessages,
    match,
  };
}

const newestListed = (db: DbOrTx, where: SQL[], limit: number): Promise<Row[]> =>
  db
    .select({
      profile: profiles,
      preferences: jobPreferences,
      allowMessages: sql<boolean>`coalesce(${userSettings.allowMessages}, true)`,
      timeZone: userSettings.timeZone,
      cursorTime,
    })
    .from(jobPreferences)
    .innerJoin(profiles, eq(profiles.id, jobPreferences.userId))
    .leftJoin(userSettings, eq(userSettings.userId, jobPreferences.userId))
    .where(and(...where))
    .orderBy(desc(jobPreferences.updatedAt), desc(jobPreferences.userId))
    .limit(limit);

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * The pool ranked against a position: those with one of its required skills (GIN on skills_lower, so a
 * good fit who changed their preferences long ago is not missed), and the newest that pass the filters
 * (who may fit by their preferences alone); each bounded by TALENT_RANK_POOL, without repeats.
 */
async function rankPool(db: DbOrTx, where: SQL[], position: MatchPosition): Promise<Row[]> {
  const skills = [...new Set(position.requiredSkills.map((skill) => skill.toLowerCase()))];
  const reads = [newestListed(db, where, TALENT_RANK_POOL)];
  if (skills.length > 0)
    reads.push(newestListed(db, [...where, sql`${profiles.skillsLower} && ${textArray(skills)}`], TALENT_RANK_POOL));
  const byId = new Map<string, Row>();
  for (const rows of await Promise.all(reads)) for (const row of rows) byId.set(row.profile.id, row);
  return [...byId.values()];
}

/**
 * A page of candidates listed to the caller, newest change first along `job_preferences_open_idx`; with
 * `forJob`, the rank pool (rankPool) ranked by the one fit rule (job-match).
 */
export async function findTalent({
  db,
  actor,
  query,
}: {
  db: DbOrTx;
  actor: Actor;
  query: TalentQuery;
}): Promise<TalentPage> {
  await assertMayFindTalent(db, actor);
  const position = query.forJob ? await getOwnOpenPosition(db, actor, query.forJob) : null;
  const where = [isListedTo(actor.id), ...filtersOf(query)];
  const cursor = query.cursor;

  if (!position) {
    if (cursor?.kind === 'after')
      where.push(
        sql`(${jobPreferences.updatedAt}, ${jobPreferences.userId}) < (${cursor.updatedAt}::timestamptz, ${cursor.id}::uuid)`,
      );
    const rows = await newestListed(db, where, TALENT_PAGE_SIZE + 1);
    const page = rows.slice(0, TALENT_PAGE_SIZE);
    const last = page.at(-1);
    return {
      items: page.map((row) => toCard(row, null)),
      forJob: null,
      nextCursor:
        rows.length > TALENT_PAGE_SIZE && last
          ? encodeTalentCursor({ kind: 'after', updatedAt: last.cursorTime, id: last.profile.id })
          : null,
    };
  }
  const ranked = (await rankPool(db, where, position))
    .map((row) => {
      const candidate = {
        skills: row.profile.skills,
        preferences: toPreferences(row.preferences),
        home: { country: row.profile.country, timeZone: row.timeZone },
      };
      return { row, match: matchPosition(candidate, position) };
    })
    // Those who cannot take it from where they can work come last, said on their card (decision 060);
    // equal scores: the newest change first, then the id, so that pages follow one order.
    .sort(
      (a, b) =>
        Number(b.match.canTake) - Number(a.match.canTake) ||
        b.match.score - a.match.score ||
        b.row.cursorTime.localeCompare(a.row.cursorTime) ||
        b.row.profile.id.localeCompare(a.row.profile.id),
    );
  const offset = cursor?.kind === 'ranked' ? cursor.offset : 0;
  const page = ranked.slice(offset, offset + TALENT_PAGE_SIZE);
  const next = offset + TALENT_PAGE_SIZE;
  return {
    items: page.map(({ row, match }) => toCard(row, match)),
    forJob: { id: position.id, title: position.title },
    nextCursor: next < ranked.length ? encodeTalentCursor({ kind: 'ranked', offset: next }) : null,
  };
}
