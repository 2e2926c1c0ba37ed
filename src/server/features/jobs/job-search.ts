import { sql, type SQL } from 'drizzle-orm';
import type { JobBoardQuery } from '../../../shared/job-board';
import { parseSearch, readFilters, type ParsedSearch, type SearchGroup } from '../../../shared/search-query';
import { jobs } from '../../db/schema';

// A board search's words as SQL (decision 059). Each group is the OR of its spellings, each spelling a
// phrase query in the same English configuration as the stored `jobs.search`, so "front end" is the
// two words in a row and "React" finds "react". Every condition is `search @@ <tsquery>`, which the GIN
// index `jobs_search_idx` answers.

/** The query with the filters its words were read as, and the words left to look for. */
export type ReadJobSearch = { query: Partial<JobBoardQuery>; parsed: ParsedSearch };

/**
 * Reads `q`: "remote", a country or a city become the board's own filters (never over one the address
 * sets), the other words groups of terms. Without `q`, the query as it was.
 */
export function readJobSearch(query: Partial<JobBoardQuery>): ReadJobSearch {
  const parsed = parseSearch(query.q, {
    hasLocationType: Boolean(query.locationType),
    hasPlace: Boolean(query.country || query.workFrom),
  });
  const read = readFilters(parsed);
  return {
    parsed,
    query: {
      ...query,
      locationType: query.locationType ?? read.locationType,
      country: query.country ?? read.country,
      workFrom: query.workFrom ?? read.workFrom,
    },
  };
}

/** A group as a tsquery: any of its spellings. */
function groupQuery(group: SearchGroup): SQL {
  return sql`(${sql.join(
    group.alternatives.map((spelling) => sql`phraseto_tsquery('english', ${spelling})`),
    sql` || `,
  )})`;
}

/** Every group (`&&`) or any of them (`||`), as one tsquery, so one GIN lookup answers it. */
export function groupsQuery(groups: SearchGroup[], joiner: '&&' | '||'): SQL {
  return sql.join(groups.map(groupQuery), sql.raw(` ${joiner} `));
}

/** Positions whose text matches every group. */
export const matchesAll = (groups: SearchGroup[]): SQL => sql`${jobs.search} @@ (${groupsQuery(groups, '&&')})`;

/** Positions whose text matches at least one group. */
export const matchesAny = (groups: SearchGroup[]): SQL => sql`${jobs.search} @@ (${groupsQuery(groups, '||')})`;

/** Positions without any of the words written `-word`. */
export const matchesNone = (groups: SearchGroup[]): SQL => sql`not (${jobs.search} @@ (${groupsQuery(groups, '||')}))`;

/** How many groups a position matches: its rank among those matching only some. */
export const matchedGroups = (groups: SearchGroup[]): SQL<number> =>
  sql<number>`(${sql.join(
    groups.map((g) => sql`(${jobs.search} @@ ${groupQuery(g)})::int`),
    sql` + `,
  )})`;

/** A city the words named: the position's own city, whatever its case. */
export const inCity = (city: string): SQL => sql`lower(${jobs.locationCity}) = lower(${city})`;
