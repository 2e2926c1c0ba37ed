import { and, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import {
  encodeJobCursor,
  JOB_BOARD_PAGE_SIZE,
  JOB_GONE_MESSAGE,
  type GoneJobPage,
  type JobBoardItem,
  type JobBoardPage,
  type JobBoardQuery,
  type JobPage,
  type PostedWithin,
  validThroughOf,
} from '../../../shared/job-board';
import type { Db, DbOrTx } from '../../db/client';
import { jobs, startups } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { countryUtcRange } from '../../../shared/country-offsets';
import { ITEM_REMOVED } from '../../../shared/moderation';
import { myApplicationStatuses } from '../hiring/applications/applications.service';
import { responseRecordOf } from '../hiring/response-record/response-record.service';
import { startupIsPublic } from '../startups/startup-visibility';
import { jobIsOpen, jobIsPublic } from './job-visibility';
import { boardColumns, toItem } from './job-board-rows';

export { boardColumns, toItem };
import { closestJobs, partialMatchesPage } from './job-search-pages';
import { inCity, matchesAll, matchesNone, readJobSearch } from './job-search';
// The startups' job title search reads positions' words as the board does (decision 066).
export { groupsQuery, inCity } from './job-search';
import { readFilters } from '../../../shared/search-query';
import type { Actor } from '../../auth/actor';

// The jobs board (decision 017). Newest first by (created_at, id), a keyset page at a time
// on the partial index of open positions, so page 500 costs what page 1 does.

const PAID = ['Paid', 'Paid+Equity'];
const WITH_EQUITY = ['Equity', 'Paid+Equity'];
const POSTED_WITHIN: Record<PostedWithin, string> = { day: '1 day', week: '7 days', month: '30 days' };

/**
 * The public positions (jobIsPublic) the query matches, as conditions on a jobs row joined to its
 * startup: its filters, those its words were read as, and every word of its search (decision 059).
 * The feed and job alerts use it; the board also lists positions matching some of the words.
 */
export function jobBoardFilters(query: Partial<JobBoardQuery>): SQL[] {
  const { base, parsed } = jobBoardSearch(query);
  return parsed.groups.length ? [...base, matchesAll(parsed.groups)] : base;
}

/** The query read (job-search.ts), and the conditions of everything but its words to look for. */
export function jobBoardSearch(query: Partial<JobBoardQuery>) {
  const read = readJobSearch(query);
  const base = addressFilters(read.query);
  const city = readFilters(read.parsed).city;
  if (city) base.push(inCity(city));
  if (read.parsed.excluded.length) base.push(matchesNone(read.parsed.excluded));
  return { base, parsed: read.parsed };
}

/** The filters of the address (and those read from the words), without the search. */
function addressFilters(query: Partial<JobBoardQuery>): SQL[] {
  const where: SQL[] = [jobIsPublic];
  if (query.jobType) where.push(eq(jobs.jobType, query.jobType));
  if (query.experienceLevel) where.push(eq(jobs.experienceLevel, query.experienceLevel));
  if (query.locationType) where.push(eq(jobs.locationType, query.locationType));
  if (query.country) where.push(eq(jobs.locationCountry, query.country));
  if (query.compensationType) where.push(eq(jobs.compensationType, query.compensationType));
  // A minimum means something only in one currency and period; without them it is ignored, as the form sends all three.
  if (query.minPay !== undefined && query.currency && query.period) {
    where.push(
      inArray(jobs.compensationType, PAID),
      eq(jobs.compensationCurrency, query.currency),
      eq(jobs.compensationPeriod, query.period),
      // The most the position pays: its maximum, or its minimum when it gives none.
      sql`coalesce(${jobs.compensationAmountMax}, ${jobs.compensationAmountMin}) >= ${query.minPay}`,
    );
  }
  if (query.equity) where.push(inArray(jobs.compensationType, WITH_EQUITY));
  // The bare column, as the partial index jobs_board_visa_idx states it, so the planner can use it:
  // few positions sponsor visas, and walking the board's whole index to find 21 of them reads most of it.
  if (query.visa) where.push(sql`${jobs.visaSponsorship}`);
  if (query.posted) where.push(sql`${jobs.createdAt} >= now() - ${POSTED_WITHIN[query.posted]}::interval`);
  if (query.skill) where.push(sql`${jobs.skillsLower} @> array[lower(${query.skill})]`);
  if (query.workFrom) where.push(workableFrom(query.workFrom));
  return where;
}

/** The board counts its results up to here; above, it says "1,000+". */
export const JOB_BOARD_COUNT_CAP = 1000;

/**
 * "Can work from <country>" (decision 025): a position placed in that country, or a remote one whose
 * candidates may live anywhere, in that country, or in a band of time zones that meets one of the
 * country's (shared/country-offsets.ts). A remote position from before the choice existed is "anywhere".
 */
export function workableFrom(country: string): SQL {
  const offsets = countryUtcRange(country);
  const inBand = offsets
    ? sql` or (${jobs.remoteScope} = 'timezones' and ${jobs.remoteUtcMin} <= ${offsets.max} and ${jobs.remoteUtcMax} >= ${offsets.min})`
    : sql``;
  return sql`((${jobs.locationType} <> 'Remote' and ${jobs.locationCountry} = ${country})
    or (${jobs.locationType} = 'Remote' and (coalesce(${jobs.remoteScope}, 'anywhere') = 'anywhere' or (${jobs.remoteScope} = 'countries' and ${country} = any(${jobs.remoteCountries}))${inBand})))`;
}

/**
 * A page of the board. Newest first; with a search of several words, the positions matching all of
 * them first (newest first, by the board's keyset), then those matching some, by how many they match
 * (job-search-pages.ts). When nothing matches, the closest positions, apart.
 */
export async function listJobBoard({ db, query }: { db: Db; query: JobBoardQuery }): Promise<JobBoardPage> {
  const { base, parsed } = jobBoardSearch(query);
  const { groups } = parsed;
  const where = groups.length ? [...base, matchesAll(groups)] : [...base];
  const cursor = query.cursor;
  const isPartialCursor = cursor?.matched !== undefined;
  // Counted from the first page only (a later page is the same search), and at most one past the cap:
  // the count reads no more rows than a page that size would, whatever the filters.
  const counting = cursor ? null : countUpTo(db, [...where], JOB_BOARD_COUNT_CAP + 1);
  const fullMatches = async (): Promise<BoardRow[]> => {
    if (isPartialCursor) return [];
    if (cursor)
      where.push(sql`(${jobs.createdAt}, ${jobs.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`);
    // A rare skill: its few positions come from the skills index and are sorted, instead of the board's
    // index being walked until 21 are found, which for a skill nobody asks for reads every open position.
    const fewWithSkill = query.skill ? await isRareSkill(db, query.skill) : false;
    return boardPageSelect(db, where, { fewWithSkill });
  };
  // Together, so that when one fails (the database busy) the other's failure is handled too: a promise
  // left running unawaited would fail unhandled, and that ends the server process.
  const [counted, fullRows] = await Promise.all([counting, fullMatches()]);
  let rows = fullRows;
  // Past the last position matching every word: those matching some, in the rest of this page.
  if (groups.length > 1 && rows.length <= JOB_BOARD_PAGE_SIZE) {
    const partial = await partialMatchesPage(db, {
      base,
      groups,
      after: isPartialCursor ? cursor : undefined,
      limit: JOB_BOARD_PAGE_SIZE + 1 - rows.length,
    });
    rows = [...rows, ...partial];
  }
  const hasMore = rows.length > JOB_BOARD_PAGE_SIZE;
  const page = rows.slice(0, JOB_BOARD_PAGE_SIZE);
  const last = page.at(-1);
  const isNothing = !cursor && page.length === 0 && groups.length > 0;
  const closest = isNothing ? await closestJobs(db, { base, groups }) : [];
  return {
    items: page.map(({ matched, ...row }) => ({
      ...toItem(row),
      ...(matched !== undefined ? { isPartialMatch: true } : {}),
    })),
    total:
      counted === null
        ? null
        : { count: Math.min(counted, JOB_BOARD_COUNT_CAP), isAtLeast: counted > JOB_BOARD_COUNT_CAP },
    hasMore,
    nextCursor:
      hasMore && last
        ? encodeJobCursor({
            createdAt: last.cursorTime,
            id: last.id,
            ...(last.matched !== undefined ? { matched: last.matched } : {}),
          })
        : null,
    search: query.q
      ? {
          readings: parsed.readings,
          terms: groups.map((g) => g.words),
          match: cursor || !groups.length ? null : counted ? 'all' : page.length ? 'some' : 'none',
          closest,
        }
      : null,
  };
}

type BoardRow = Awaited<ReturnType<typeof boardPageSelect>>[number] & { matched?: number };

/** The select of one page of the board (one row more, to know whether another follows); apart, so tests can read its plan. */
export function boardPageSelect(db: Db, where: SQL[], { fewWithSkill = false } = {}) {
  // The same order either way; as an expression the board's index does not hold, it leaves the
  // planner only the skills index, and a sort of the few rows it finds.
  const newest = fewWithSkill ? sql`${jobs.createdAt} + interval '0 seconds'` : jobs.createdAt;
  return db
    .select(boardColumns)
    .from(jobs)
    .innerJoin(startups, eq(startups.id, jobs.startupId))
    .where(and(...where))
    .orderBy(desc(newest), desc(jobs.id))
    .limit(JOB_BOARD_PAGE_SIZE + 1);
}

/**
 * How many open positions match, reading at most `limit` of them: the newest, in the board's order, so
 * that the count walks an index carrying the board's condition (the board's own, or a filter's) and
 * stops at the limit, where an unordered one read the table from its start (decision 067).
 */
async function countUpTo(db: Db, where: SQL[], limit: number): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(jobs)
    .innerJoin(startups, eq(startups.id, jobs.startupId))
    .where(and(...where))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit)
    .as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
  return row?.n ?? 0;
}

/** Below this many positions with a skill, the skills index finds them faster than the board's order. */
const RARE_SKILL = 2000;

/** Whether fewer than RARE_SKILL positions ask for this skill; the count stops there, so it stays cheap. */
async function isRareSkill(db: Db, skill: string): Promise<boolean> {
  const capped = db
    .select({ one: sql`1` })
    .from(jobs)
    .where(sql`${jobs.skillsLower} @> array[lower(${skill})]`)
    .limit(RARE_SKILL)
    .as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
  return (row?.n ?? 0) < RARE_SKILL;
}

/** Where a position's page reads from; the filter columns as the board's rows. */
// The ATS link (decision 051) is the owner's, never the public page's.
const {
  search: _search,
  skillsLower: _skills,
  hiddenAt: _hiddenAt,
  hiddenReason: _hiddenReason,
  atsBoardId: _board,
  sourceId: _sourceId,
  sourceUrl: _sourceUrl,
  detachedFields: _detached,
  ...jobColumns
} = getTableColumns(jobs);
const pageColumns = {
  ...jobColumns,
  startupName: startups.name,
  startupSlug: startups.slug,
  startupLogoUrl: startups.logoUrl,
  startupTagline: startups.tagline,
  startupIndustry: startups.industry,
  startupStage: startups.stage,
  startupCountry: startups.country,
  startupTeamSize: startups.teamSize,
  startupOwnerId: startups.ownerId,
  startupVerifiedDomain: startups.verifiedDomain,
  startupWebsiteUrl: startups.websiteUrl,
  isPublic: sql<boolean>`${jobIsPublic}`,
  isStartupPublic: sql<boolean>`${startupIsPublic}`,
  isRemoved: sql<boolean>`(${jobs.hiddenAt} is not null or ${startups.hiddenAt} is not null)`,
};

export type JobPageResult = { kind: 'open'; page: JobPage } | { kind: 'gone'; page: GoneJobPage };

/**
 * /jobs/:id: the open position with its startup, or, for one that is closed, paused or whose startup
 * is, where to go instead (its startup while that is active, and up to five similar open positions).
 * An id that never was a position is a 404.
 */
export async function getJobPage({
  db,
  id,
  actor,
}: {
  db: Db;
  id: string;
  actor: Actor | null;
}): Promise<JobPageResult> {
  const [row] = await db
    .select(pageColumns)
    .from(jobs)
    .innerJoin(startups, eq(startups.id, jobs.startupId))
    .where(eq(jobs.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Job not found');
  const {
    startupName,
    startupSlug,
    startupLogoUrl,
    startupTagline,
    startupIndustry,
    startupStage,
    startupCountry,
    startupTeamSize,
    startupOwnerId,
    startupVerifiedDomain,
    startupWebsiteUrl,
    isPublic,
    isStartupPublic,
    isRemoved,
    ...job
  } = row;
  if (!isPublic) {
    return {
      kind: 'gone',
      page: {
        // Hidden by moderation: said so, rather than "no longer open".
        error: { message: isRemoved ? ITEM_REMOVED : JOB_GONE_MESSAGE },
        startup: isStartupPublic && !isRemoved ? { name: startupName, slug: startupSlug } : null,
        similar: await similarOpenJobs(db, { id: job.id, title: job.title }),
        removed: isRemoved,
      },
    };
  }
  // The actor's own application by the rule every job page uses (applications.service), read beside the rest.
  const [mine, responseRecord, similar] = await Promise.all([
    myApplicationStatuses({ db, actor, jobIds: [id] }),
    responseRecordOf(db, job.startupId),
    similarOpenJobs(db, { id: job.id, title: job.title }),
  ]);
  return {
    kind: 'open',
    page: {
      responseRecord,
      job: {
        ...job,
        status: job.status as JobPage['job']['status'],
        compensationAmountMin: job.compensationAmountMin == null ? null : Number(job.compensationAmountMin),
        compensationAmountMax: job.compensationAmountMax == null ? null : Number(job.compensationAmountMax),
        equityMin: job.equityMin == null ? null : Number(job.equityMin),
        equityMax: job.equityMax == null ? null : Number(job.equityMax),
        createdAt: job.createdAt.toISOString(),
        updatedAt: job.updatedAt.toISOString(),
      },
      startup: {
        id: job.startupId,
        ownerId: startupOwnerId,
        name: startupName,
        slug: startupSlug,
        logoUrl: startupLogoUrl,
        tagline: startupTagline,
        industry: startupIndustry,
        stage: startupStage,
        country: startupCountry,
        teamSize: startupTeamSize,
        verifiedDomain: startupVerifiedDomain,
        websiteUrl: startupWebsiteUrl,
      },
      applicationStatus: mine.statuses[id] ?? null,
      applicationStage: mine.stages[id] ?? null,
      validThrough: validThroughOf(job.createdAt, job.updatedAt),
      similar,
    },
  };
}

/** How many of the newest matching positions the similar ones are ranked among. */
const SIMILAR_CANDIDATES = 50;

/**
 * Open positions whose text shares a word with this title, best match first among the newest 50 that
 * do. Ranking every match cost 175 ms at 300,000 positions ("Engineer" matches half of them); the
 * newest 50 come from the board's index in about 2 ms, and a rare word still goes through the text
 * index (the planner picks by the word's frequency).
 */
async function similarOpenJobs(db: Db, job: { id: string; title: string }): Promise<JobBoardItem[]> {
  // Any of the title's words, not all of them: "Senior Rust Engineer" finds other engineers.
  const anyWord = sql`replace(plainto_tsquery('english', ${job.title})::text, '&', '|')::tsquery`;
  const where = [...jobBoardFilters({}), sql`${jobs.id} <> ${job.id}`, sql`${jobs.search} @@ ${anyWord}`];
  const candidates = db.$with('candidates').as(
    db
      .select({
        id: jobs.id,
        rank: sql<number>`ts_rank(${jobs.search}, ${anyWord})`.as('rank'),
        createdAt: jobs.createdAt,
      })
      .from(jobs)
      .innerJoin(startups, eq(startups.id, jobs.startupId))
      .where(and(...where))
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(SIMILAR_CANDIDATES),
  );
  const rows = await db
    .with(candidates)
    .select(boardColumns)
    .from(candidates)
    .innerJoin(jobs, eq(jobs.id, candidates.id))
    .innerJoin(startups, eq(startups.id, jobs.startupId))
    .orderBy(desc(candidates.rank), desc(candidates.createdAt))
    .limit(5);
  return rows.map(toItem);
}

/**
 * One sitemap file's worth of public positions, with when each last changed: those whose id is
 * between firstId and lastId, a range of the primary key (seo/sitemap-files.ts), at most `limit`.
 */
export async function listOpenJobsForSitemap({
  db,
  firstId,
  lastId,
  limit,
}: {
  db: Db;
  firstId: string;
  lastId: string;
  limit: number;
}) {
  return db
    .select({ id: jobs.id, updatedAt: jobs.updatedAt })
    .from(jobs)
    .innerJoin(startups, eq(startups.id, jobs.startupId))
    .where(and(...jobBoardFilters({}), sql`${jobs.id} between ${firstId}::uuid and ${lastId}::uuid`))
    .orderBy(jobs.id)
    .limit(limit);
}

/**
 * How many positions are open, by their own condition alone: the public ones and those of paused or
 * hidden startups, a few more. The sitemap needs only how many files to make (each file's ids decide
 * what it lists), and this count is read from the board's index alone, where joining every position's
 * startup read each of them (decision 067).
 */
export async function countOpenJobs({ db }: { db: Db }): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobs).where(jobIsOpen);
  return row?.n ?? 0;
}

/** Positions counted for a digest's "and N more" stop here: the e-mail links to the board for the rest. */
const DIGEST_COUNT_CAP = 1000;

/**
 * The open positions matching a saved search that were posted in (after, until], newest first: a job
 * alert's part of a digest (job-alerts/digest.ts). `total` counts at most DIGEST_COUNT_CAP.
 */
export async function listNewMatchingJobs({
  db,
  query,
  after,
  until,
  limit,
}: {
  db: Db | DbOrTx;
  query: Partial<JobBoardQuery>;
  after: Date;
  until: SQL;
  limit: number;
}) {
  const where = [
    ...jobBoardFilters(query),
    sql`${jobs.createdAt} > ${after.toISOString()}::timestamptz`,
    sql`${jobs.createdAt} <= ${until}`,
  ];
  const rows = await db
    .select(boardColumns)
    .from(jobs)
    .innerJoin(startups, eq(startups.id, jobs.startupId))
    .where(and(...where))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit);
  if (rows.length < limit) return { items: rows.map(toItem), total: rows.length };
  const capped = db
    .select({ one: sql`1` })
    .from(jobs)
    .innerJoin(startups, eq(startups.id, jobs.startupId))
    .where(and(...where))
    .limit(DIGEST_COUNT_CAP)
    .as('capped');
  const [counted] = await db.select({ n: count() }).from(capped);
  return { items: rows.map(toItem), total: counted?.n ?? rows.length };
}
