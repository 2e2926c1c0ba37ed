import { and, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { matchPosition, type MatchCandidate } from '../../../shared/job-match';
import { reachOf, type Reach } from '../../../shared/match-reach';
import { JOB_MATCHES_LIMIT, type JobMatch, type JobMatches, type MatchInput } from '../../../shared/job-matches';
import type { JobPreferences } from '../../../shared/job-preferences';
import type { DbOrTx } from '../../db/client';
import {
  jobApplications,
  jobDismissals,
  jobPreferences,
  jobs,
  profiles,
  startupFollows,
  startups,
  userSettings,
} from '../../db/schema';
import { toPreferences } from '../job-preferences/job-preferences.service';
import { boardColumns, toItem } from '../jobs/job-board.service';
import { jobIsOpen, jobIsPublic } from '../jobs/job-visibility';

// Jobs for you. The positions are never all read: four indexed queries each bring
// the newest few hundred that could fit (sharing a skill, through the GIN index on skills_lower; of a job
// type and location type the member wants, and meeting any other preference they gave, both among the
// newest open positions along the board's index; at startups they follow, through jobs_startup_idx), and
// only those are ranked, by the one rule of shared/job-match.ts. A fit older than the newest few hundred
// of its kind is left out: a list of the best recent positions, not an archive.

/** Positions each way of finding them brings at most. */
const PER_SOURCE = 200;
/** Positions of followed startups brought at most. */
const FOLLOWED = 100;
/** Followed startups read at most (the newest follows). */
const FOLLOWS_READ = 200;
/**
 * The newest open positions the preferences are looked for in. No index has job type, experience or
 * country: a rare combination (temporary and on site) read along the board's order until 200 were found
 * would read most of it, and the planner then scanned the whole table (150 ms at 300,000 positions).
 */
const PREFERENCE_WINDOW = 3000;

export type MatchMember = MatchCandidate & { id: string };

/** What matching reads of a member: their profile's skills, what they are open to, and where they live. */
export async function matchMemberOf(db: DbOrTx, userId: string): Promise<MatchMember> {
  const [row] = await db
    .select({
      skills: profiles.skills,
      country: profiles.country,
      timeZone: userSettings.timeZone,
      preferences: jobPreferences,
    })
    .from(profiles)
    .leftJoin(jobPreferences, eq(jobPreferences.userId, profiles.id))
    .leftJoin(userSettings, eq(userSettings.userId, profiles.id))
    .where(eq(profiles.id, userId));
  return {
    id: userId,
    skills: row?.skills ?? [],
    preferences: row?.preferences ? toPreferences(row.preferences) : null,
    home: row ? { country: row.country, timeZone: row.timeZone } : null,
  };
}

/** Whether the member said anything matching reads (the "what I'm looking for" line and open-to-work alone do not). */
function hasPreferences(p: JobPreferences | null): boolean {
  return (
    !!p &&
    (p.jobTypes.length > 0 ||
      p.experienceLevels.length > 0 ||
      p.locationTypes.length > 0 ||
      p.countries.length > 0 ||
      !!p.minPay ||
      p.needsVisa)
  );
}

export function missingOf(member: MatchCandidate): MatchInput[] {
  const missing: MatchInput[] = [];
  if (member.skills.length === 0) missing.push('skills');
  if (!hasPreferences(member.preferences)) missing.push('preferences');
  return missing;
}

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** A public position the member may still be shown: not their own startup's, not applied to, not dismissed. */
function openTo(memberId: string): SQL[] {
  return [
    jobIsPublic,
    ne(startups.ownerId, memberId),
    sql`not exists (select 1 from ${jobApplications} where ${jobApplications.jobId} = ${jobs.id} and ${jobApplications.applicantId} = ${memberId})`,
    sql`not exists (select 1 from ${jobDismissals} where ${jobDismissals.userId} = ${memberId} and ${jobDismissals.jobId} = ${jobs.id})`,
  ];
}

/**
 * A position the member can take from where they can work (decision 060), as shared/job-match.ts
 * placeMisfits says: placed in one of their countries, or remote for anywhere, one of their countries
 * or a band of time zones that meets one of theirs. Nothing known about them leaves nothing out. In
 * the statement, so each source's few hundred are positions they can take.
 */
function withinReach(reach: Reach): SQL {
  const inCountries = reach.countries.length > 0 ? textArray(reach.countries) : null;
  const place = inCountries
    ? sql`(${jobs.locationCountry} is null or ${jobs.locationCountry} = any(${inCountries}))`
    : sql`true`;
  const remoteCountries = inCountries
    ? sql`(cardinality(${jobs.remoteCountries}) = 0 or ${jobs.remoteCountries} && ${inCountries})`
    : sql`true`;
  const bands =
    reach.bands.length > 0
      ? sql.join(
          reach.bands.map((band) => sql`(${jobs.remoteUtcMin} <= ${band.max} and ${jobs.remoteUtcMax} >= ${band.min})`),
          sql` or `,
        )
      : sql`true`;
  return sql`(case when ${jobs.locationType} <> 'Remote' then ${place}
    when ${jobs.remoteScope} = 'countries' then ${remoteCountries}
    when ${jobs.remoteScope} = 'timezones' and ${jobs.remoteUtcMin} is not null and ${jobs.remoteUtcMax} is not null then (${bands})
    else true end)`;
}

/**
 * Positions posted in (after, until]: the weekly e-mail's new ones. Timestamps as PostgreSQL writes them
 * (to the microsecond): a JavaScript Date would cut them to the millisecond, and a position posted in
 * that last fraction would fall between two e-mails.
 */
export type PostedBetween = { after: string; until: string };

/** Where the newest PREFERENCE_WINDOW open positions begin (all of them when there are fewer). */
const preferenceWindowStart = sql`coalesce((select ${jobs.createdAt} from ${jobs} where ${jobIsOpen} order by ${jobs.createdAt} desc, ${jobs.id} desc offset ${PREFERENCE_WINDOW - 1} limit 1), '-infinity')`;

/**
 * What the preference sources look for: positions of a job type and location type the member wants
 * (both, when they gave both); positions meeting any of their other preferences, as matchPosition
 * counts them (countries as shared/job-match.ts workableFrom). None for what they did not give.
 */
function preferred(p: JobPreferences): SQL[] {
  const wanted: SQL[] = [];
  const kind: SQL[] = [];
  if (p.jobTypes.length > 0) kind.push(inArray(jobs.jobType, p.jobTypes));
  if (p.locationTypes.length > 0) kind.push(inArray(jobs.locationType, p.locationTypes));
  if (kind.length > 0) wanted.push(and(...kind)!);
  const any: SQL[] = [];
  if (p.experienceLevels.length > 0) any.push(inArray(jobs.experienceLevel, p.experienceLevels));
  if (p.countries.length > 0) {
    any.push(sql`(${jobs.locationType} <> 'Remote' and ${jobs.locationCountry} = any(${textArray(p.countries)}))`);
    any.push(
      sql`(${jobs.locationType} = 'Remote' and ${jobs.remoteScope} = 'countries' and ${jobs.remoteCountries} && ${textArray(p.countries)})`,
    );
  }
  if (p.minPay) {
    any.push(sql`(${jobs.compensationType} in ('Paid', 'Paid+Equity') and ${jobs.compensationCurrency} = ${p.minPay.currency} and ${jobs.compensationPeriod} = ${p.minPay.period}
      and coalesce(${jobs.compensationAmountMax}, ${jobs.compensationAmountMin}) >= ${p.minPay.amount})`);
  }
  if (p.needsVisa) any.push(eq(jobs.visaSponsorship, true));
  if (any.length > 0) wanted.push(or(...any)!);
  return wanted;
}

/** The few hundred positions that could fit the member, by each way of finding them, without repeats. */
async function candidatesOf(db: DbOrTx, member: MatchMember, posted?: PostedBetween) {
  const base = [...openTo(member.id), withinReach(reachOf(member.home, member.preferences?.countries ?? []))];
  if (posted)
    base.push(
      sql`${jobs.createdAt} > ${posted.after}::timestamptz`,
      sql`${jobs.createdAt} <= ${posted.until}::timestamptz`,
    );
  const isFollowed = sql<boolean>`exists (select 1 from ${startupFollows} where ${startupFollows.startupId} = ${jobs.startupId} and ${startupFollows.userId} = ${member.id})`;
  const newest = (where: SQL[], limit: number) =>
    db
      .select({ ...boardColumns, isFollowed })
      .from(jobs)
      .innerJoin(startups, eq(startups.id, jobs.startupId))
      .where(and(...base, ...where))
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(limit);

  const queries = [];
  const skills = [...new Set(member.skills.map((skill) => skill.toLowerCase()))];
  if (skills.length > 0) queries.push(newest([sql`${jobs.skillsLower} && ${textArray(skills)}`], PER_SOURCE));
  for (const wanted of member.preferences ? preferred(member.preferences) : [])
    queries.push(newest([wanted, sql`${jobs.createdAt} >= ${preferenceWindowStart}`], PER_SOURCE));
  // The member's follows first, then their startups' positions by jobs_startup_idx: with the follows
  // inside the statement the planner guessed how many there were, and could walk the board from its
  // newest end looking for them.
  const ofFollowed = async () => {
    const followed = await db
      .select({ startupId: startupFollows.startupId })
      .from(startupFollows)
      .where(eq(startupFollows.userId, member.id))
      .orderBy(desc(startupFollows.createdAt))
      .limit(FOLLOWS_READ);
    return followed.length > 0
      ? newest(
          [
            inArray(
              jobs.startupId,
              followed.map((f) => f.startupId),
            ),
          ],
          FOLLOWED,
        )
      : [];
  };

  const byId = new Map<string, Awaited<(typeof queries)[number]>[number]>();
  for (const rows of await Promise.all([...queries, ofFollowed()])) for (const row of rows) byId.set(row.id, row);
  return [...byId.values()];
}

/** The member's best matches among the candidates, best first (newest first among equals), each with its reasons. */
export async function rankMatches(
  db: DbOrTx,
  member: MatchMember,
  options: { limit: number; minScore?: number; posted?: PostedBetween },
): Promise<JobMatch[]> {
  const ranked = (await candidatesOf(db, member, options.posted)).flatMap((row) => {
    const match = matchPosition(member, row);
    // The statement left out what they cannot take; the rule is the last word, before the best are cut.
    if (!match.canTake || match.reasons.length === 0 || match.score < (options.minScore ?? 1)) return [];
    const { isFollowed: _followed, ...board } = row;
    return [{ ...toItem(board), match }];
  });
  ranked.sort(
    (a, b) => b.match.score - a.match.score || b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
  );
  return ranked.slice(0, options.limit);
}

/** GET /api/job-matches: the member's best open positions, and what they have not said yet. */
export async function listJobMatches({ db, userId }: { db: DbOrTx; userId: string }): Promise<JobMatches> {
  const member = await matchMemberOf(db, userId);
  return { items: await rankMatches(db, member, { limit: JOB_MATCHES_LIMIT }), missing: missingOf(member) };
}
