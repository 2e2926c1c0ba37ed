import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { StartupListQuery, StartupSearchReading } from '../../../shared/startups';
import { parseSearch, type SearchGroup } from '../../../shared/search-query';
import { jobs, startups } from '../../db/schema';
import { groupsQuery, inCity, workableFrom } from '../jobs/job-board.service';
import { jobIsPublic } from '../jobs/job-visibility';
import { containsPattern } from './startup-queries';

// The listing's two searches read as people mean them (decision 066, after the board's, decision 059).
// A name is a proper noun: its words are looked for as typed, in any order, and never read as places
// or synonyms ("Berlin Bikes" is a name). A job title is read as the board reads its search: "remote"
// and places become conditions on the position, and words find their other spellings in its text.

export type StartupSearch = {
  /** Each must be in the startup's name. */
  nameGroups: SearchGroup[];
  /** Each must be in the text of one of its public positions (title, skills, description: `jobs.search`). */
  jobGroups: SearchGroup[];
  /** `-word` in the job title search: positions with it do not count. */
  jobExcluded: SearchGroup[];
  /** What the job title words were read as: conditions on the position, and the chips that say so. */
  readings: StartupSearchReading[];
  jobConditions: SQL[];
  /** Whether the job title search asks anything of a position (words or readings). */
  asksPosition: boolean;
};

export function readStartupSearch(query: Pick<StartupListQuery, 'search' | 'jobPosition'>): StartupSearch | null {
  if (!query.search && !query.jobPosition) return null;
  // A name's words: as typed, lower case; no place, no work mode, no other spellings.
  const name = parseSearch(query.search, { hasLocationType: true, hasPlace: true });
  const nameGroups = name.groups.map((g) => ({
    words: g.words,
    alternatives: [g.words.replace(/"/g, '').toLowerCase()],
  }));
  // Only signs or small words ("%", "The"): the text as typed, as a name may hold them.
  if (!nameGroups.length && query.search)
    nameGroups.push({ words: query.search, alternatives: [query.search.toLowerCase()] });
  const job = parseSearch(query.jobPosition);
  const jobConditions: SQL[] = [];
  const readings: StartupSearchReading[] = [];
  for (const reading of job.readings) {
    const { locationType, country, city, workFrom } = reading.filter;
    if (locationType) jobConditions.push(eq(jobs.locationType, locationType));
    if (workFrom) jobConditions.push(workableFrom(workFrom));
    if (country) jobConditions.push(eq(jobs.locationCountry, country));
    if (city) jobConditions.push(inCity(city));
    readings.push({ ...reading, field: 'jobPosition' });
  }
  return {
    nameGroups,
    jobGroups: job.groups,
    jobExcluded: job.excluded,
    readings,
    jobConditions,
    asksPosition:
      Boolean(query.jobPosition) && (job.groups.length > 0 || jobConditions.length > 0 || job.excluded.length > 0),
  };
}

/** How many groups a search has: the most a card can match. */
export const groupCount = (search: StartupSearch) => search.nameGroups.length + search.jobGroups.length;

const inName = (group: SearchGroup): SQL => sql`${startups.name} ilike ${containsPattern(group.alternatives[0]!)}`;

/** A public position of the card's startup meeting the read conditions and, with a tsquery, matching it. */
function hasPosition(search: StartupSearch, tsquery?: SQL): SQL {
  const conditions = [jobIsPublic, ...search.jobConditions];
  if (tsquery) conditions.push(sql`${jobs.search} @@ (${tsquery})`);
  if (search.jobExcluded.length)
    conditions.push(sql`not (${jobs.search} @@ (${groupsQuery(search.jobExcluded, '||')}))`);
  return sql`exists (select 1 from ${jobs} where ${jobs.startupId} = ${startups.id} and ${and(...conditions)})`;
}

/** Startups matching every word of both searches (and, for the job title, with such a position). */
export function matchesAllWords(search: StartupSearch): SQL[] {
  const filters = search.nameGroups.map(inName);
  if (search.asksPosition)
    filters.push(hasPosition(search, search.jobGroups.length ? groupsQuery(search.jobGroups, '&&') : undefined));
  return filters;
}

/**
 * Startups matching at least one word, each search's conditions kept: a job title search's "remote"
 * still needs a remote position. True for a search with no words of one kind.
 */
export function matchesSomeWords(search: StartupSearch): SQL {
  const some: SQL[] = search.nameGroups.map(inName);
  if (search.jobGroups.length) some.push(hasPosition(search, groupsQuery(search.jobGroups, '||')));
  const filters = [or(...some)!];
  if (search.asksPosition && !search.jobGroups.length) filters.push(hasPosition(search));
  return and(...filters)!;
}

/** How many groups a startup matches: its rank among those matching only some. */
export function matchedGroups(search: StartupSearch): SQL<number> {
  const each = [
    ...search.nameGroups.map((g) => sql`(${inName(g)})::int`),
    ...search.jobGroups.map((g) => sql`(${hasPosition(search, groupsQuery([g], '&&'))})::int`),
  ];
  return sql<number>`(${sql.join(each, sql` + `)})`;
}

/**
 * How close a startup is to the words, for when nothing matches: each name word's likeness to its name
 * and each job word's to its public positions' titles (pg_trgm's word_similarity), summed and at best.
 */
export function likeness(search: StartupSearch): { score: SQL<number>; best: SQL<number> } {
  const titles = sql`coalesce((select string_agg(${jobs.title}, ' ') from ${jobs} where ${jobs.startupId} = ${startups.id} and ${jobIsPublic}), '')`;
  const each = [
    ...search.nameGroups.map((g) => sql`word_similarity(${g.alternatives[0]!}, ${startups.name})`),
    ...search.jobGroups.map((g) => sql`word_similarity(${g.words.replace(/"/g, '')}, ${titles})`),
  ];
  return { score: sql<number>`(${sql.join(each, sql` + `)})`, best: sql<number>`greatest(${sql.join(each, sql`, `)})` };
}
