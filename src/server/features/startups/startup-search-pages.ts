import { and, count, desc, eq, not, sql, type SQL } from 'drizzle-orm';
import {
  STARTUPS_PAGE_SIZE,
  type StartupCard,
  type StartupListPage,
  type StartupListQuery,
} from '../../../shared/startups';
import { encodeStartupCursor, type StartupCursor } from '../../../shared/startup-cursor';
import type { Db } from '../../db/client';
import { profiles, startups } from '../../db/schema';
import { countListing } from './listing-count.service';
import { afterCursor, cardColumns, cursorTime, listingFilters, sortName, sorts, toCard } from './startup-queries';
import {
  groupCount,
  likeness,
  matchedGroups,
  matchesAllWords,
  matchesSomeWords,
  type StartupSearch,
} from './startup-search';

// A page of the listing for a name or job title search (decision 066): the startups matching every word
// in the chosen order, then those matching some, the most words first. When nothing matches, the
// closest startups, apart. Built per request: the words are part of the SQL (each spelling its own
// tsquery), so these are not the listing's prepared statements.

/** How many of the startups matching only some words are ranked, in the chosen order: about 13 pages. */
export const PARTIAL_WINDOW = 200;
/** Among how many of the newest startups (under the same filters) the closest are looked for. */
const CLOSEST_WINDOW = 300;
const CLOSEST_COUNT = 6;
/** pg_trgm's word similarity below which a name or title is not "close" (as on the jobs board). */
const CLOSEST_FLOOR = 0.25;

type Row = Parameters<typeof toCard>[0] & { cursorTime: string; matched?: number; windowSize?: number };

export async function listStartupSearch({
  db,
  query,
  search,
}: {
  db: Db;
  query: StartupListQuery;
  search: StartupSearch;
}): Promise<StartupListPage> {
  const sort = sorts[query.sort];
  const base = listingFilters(
    { industry: Boolean(query.industry), stage: Boolean(query.stage), country: Boolean(query.country) },
    query,
  );
  const all = [...base, ...matchesAllWords(search)];
  const cursor = query.cursor;
  const isPartialCursor = cursor?.matched !== undefined;
  const isFirstPage = !cursor && query.page === 1;
  const groups = groupCount(search);
  const counting = countListing({
    db,
    where: and(...all),
    key: JSON.stringify(['search', query.search, query.jobPosition, query.industry, query.stage, query.country]),
    isFreeText: true,
  });
  const pageRows = async (): Promise<{ rows: Row[]; partialCount: number }> => {
    let rows: Row[] = [];
    if (!isPartialCursor) {
      rows = await db
        .select({ ...cardColumns, cursorTime })
        .from(startups)
        .innerJoin(profiles, eq(profiles.id, startups.ownerId))
        .where(and(...all, cursor ? afterCursor(query.sort, cursor) : undefined))
        .orderBy(...sort.order)
        .limit(STARTUPS_PAGE_SIZE + 1)
        .offset(cursor ? 0 : (query.page - 1) * STARTUPS_PAGE_SIZE);
    }
    // Past the last startup matching every word: those matching some, in the rest of this page.
    const partial = groups > 1 && (isFirstPage || Boolean(cursor)) ? partialWindow(db, base, search, query.sort) : null;
    // The header's count is of every card the listing will show, the ranked partial matches included:
    // the window's size comes with its first page, or is counted when this page is full without it.
    if (partial && rows.length <= STARTUPS_PAGE_SIZE) {
      const more = await partialPage(
        db,
        partial,
        search,
        query.sort,
        isPartialCursor ? cursor : undefined,
        STARTUPS_PAGE_SIZE + 1 - rows.length,
      );
      return { rows: [...rows, ...more], partialCount: isFirstPage ? (more[0]?.windowSize ?? 0) : 0 };
    }
    if (partial && isFirstPage)
      return { rows, partialCount: (await db.with(partial).select({ n: count() }).from(partial))[0]!.n };
    return { rows, partialCount: 0 };
  };
  // Together, as the jobs board's, so that when one fails (the database busy) the other's failure is
  // handled too: a promise left running unawaited would fail unhandled, and that ends the server process.
  const [counted, { rows, partialCount }] = await Promise.all([counting, pageRows()]);
  const hasMore = rows.length > STARTUPS_PAGE_SIZE;
  const page = rows.slice(0, STARTUPS_PAGE_SIZE);
  const last = page.at(-1);
  const isNothing = isFirstPage && page.length === 0 && groups > 0;
  return {
    items: page.map((row) => ({ ...toCard(row), ...(row.matched !== undefined ? { isPartialMatch: true } : {}) })),
    total: counted.total + partialCount,
    isTotalExact: counted.isExact && partialCount < PARTIAL_WINDOW,
    page: query.page,
    pageSize: STARTUPS_PAGE_SIZE,
    hasMore,
    nextCursor: hasMore && last ? encodeStartupCursor(cursorOf(query.sort, last)) : null,
    search: {
      readings: search.readings,
      terms: [...search.nameGroups, ...search.jobGroups].map((g) => g.words),
      match:
        !isFirstPage || groups === 0
          ? null
          : page.some((row) => row.matched === undefined)
            ? 'all'
            : page.length
              ? 'some'
              : 'none',
      closest: isNothing ? await closestStartups(db, base, search) : [],
    },
  };
}

function cursorOf(sort: StartupListQuery['sort'], row: Row): StartupCursor {
  const key = sorts[sort].isTime ? row.cursorTime : row.name;
  return { sort, key, id: row.id, ...(row.matched !== undefined ? { matched: row.matched } : {}) };
}

/** The first PARTIAL_WINDOW startups, in the chosen order, matching some words but not all. */
function partialWindow(db: Db, base: SQL[], search: StartupSearch, sort: StartupListQuery['sort']) {
  return db.$with('partial_window').as(
    db
      .select({ id: startups.id })
      .from(startups)
      .where(and(...base, matchesSomeWords(search), not(and(...matchesAllWords(search))!)))
      .orderBy(...sorts[sort].order)
      .limit(PARTIAL_WINDOW),
  );
}

/** Those startups, the most words matched first, then in the chosen order; after the cursor's card. */
async function partialPage(
  db: Db,
  window: ReturnType<typeof partialWindow>,
  search: StartupSearch,
  sort: StartupListQuery['sort'],
  after: StartupCursor | undefined,
  limit: number,
): Promise<Row[]> {
  const matched = matchedGroups(search);
  const { isTime, isDescending } = sorts[sort];
  let afterMatched: SQL | undefined;
  if (after?.matched !== undefined) {
    const op = sql.raw(isDescending ? '<' : '>');
    const key = isTime
      ? sql`(${startups.createdAt}, ${startups.id}) ${op} (${after.key}::timestamptz, ${after.id}::uuid)`
      : sql`(${sortName}, ${startups.id}) ${op} (lower(${after.key}), ${after.id}::uuid)`;
    afterMatched = sql`(${matched} < ${after.matched} or (${matched} = ${after.matched} and ${key}))`;
  }
  const rows = await db
    .with(window)
    // How many the window holds, before the cursor and the limit: the first page's count.
    .select({
      ...cardColumns,
      cursorTime,
      matched: matched.mapWith(Number),
      windowSize: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(window)
    .innerJoin(startups, eq(startups.id, window.id))
    .innerJoin(profiles, eq(profiles.id, startups.ownerId))
    .where(afterMatched)
    .orderBy(desc(matched), ...sorts[sort].order)
    .limit(limit);
  return rows;
}

/**
 * When nothing matches: the startups whose name and positions' titles are most like the words (a typo,
 * a word nobody uses), among the newest CLOSEST_WINDOW under the same filters; none when none is that close.
 */
async function closestStartups(db: Db, base: SQL[], search: StartupSearch): Promise<StartupCard[]> {
  const recent = db.$with('recent').as(
    db
      .select({ id: startups.id })
      .from(startups)
      .where(and(...base))
      .orderBy(desc(startups.createdAt), desc(startups.id))
      .limit(CLOSEST_WINDOW),
  );
  const { score, best } = likeness(search);
  const rows = await db
    .with(recent)
    .select(cardColumns)
    .from(recent)
    .innerJoin(startups, eq(startups.id, recent.id))
    .innerJoin(profiles, eq(profiles.id, startups.ownerId))
    .where(sql`${best} >= ${CLOSEST_FLOOR}`)
    .orderBy(desc(score), desc(startups.createdAt), desc(startups.id))
    .limit(CLOSEST_COUNT);
  return rows.map(toCard);
}
