import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { JobBoardItem, JobCursor } from '../../../shared/job-board';
import type { SearchGroup } from '../../../shared/search-query';
import type { Db } from '../../db/client';
import { jobs, startups } from '../../db/schema';
import { boardColumns, toItem } from './job-board-rows';
import { matchedGroups, matchesAll, matchesAny } from './job-search';

// The parts of a board search past the positions matching every word (decision 059). Both read a
// bounded window of the newest candidates, so their cost does not grow with the board.

/**
 * How many of the newest positions matching some but not all of the words are ranked: 10 pages. Ranking
 * every match would read every position that has any of the words ("engineer" is in half of them).
 */
export const PARTIAL_WINDOW = 200;

/** Among how many of the newest positions (under the same filters) the closest ones are looked for. */
export const CLOSEST_WINDOW = 300;
export const CLOSEST_COUNT = 5;
/** pg_trgm's word similarity below which a position is not "close": "pyhton" to "Python" is 0.29, "blockchain" to "Backend" 0.09. */
const CLOSEST_FLOOR = 0.25;

/**
 * Positions that match some of the words but not all, the most groups first, then newest; after the
 * cursor's position, in that order. `matched` is the row's number of groups, its cursor's first key.
 */
export async function partialMatchesPage(
  db: Db,
  { base, groups, after, limit }: { base: SQL[]; groups: SearchGroup[]; after?: JobCursor; limit: number },
) {
  const window = db.$with('partial_window').as(
    db
      .select({ id: jobs.id })
      .from(jobs)
      .innerJoin(startups, eq(startups.id, jobs.startupId))
      .where(and(...base, matchesAny(groups), sql`not (${matchesAll(groups)})`))
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(PARTIAL_WINDOW),
  );
  const matched = matchedGroups(groups);
  const rows = await db
    .with(window)
    .select({ ...boardColumns, matched: matched.mapWith(Number) })
    .from(window)
    .innerJoin(jobs, eq(jobs.id, window.id))
    .innerJoin(startups, eq(startups.id, jobs.startupId))
    .where(
      after?.matched !== undefined
        ? sql`(${matched}, ${jobs.createdAt}, ${jobs.id}) < (${after.matched}::int, ${after.createdAt}::timestamptz, ${after.id}::uuid)`
        : undefined,
    )
    .orderBy(desc(matched), desc(jobs.createdAt), desc(jobs.id))
    .limit(limit);
  return rows;
}

/**
 * When nothing matches any word: the positions whose title and skills are most like the words (a typo,
 * a word no position uses), among the newest CLOSEST_WINDOW under the same filters. None when nothing
 * is even that close.
 */
export async function closestJobs(
  db: Db,
  { base, groups }: { base: SQL[]; groups: SearchGroup[] },
): Promise<JobBoardItem[]> {
  const recent = db.$with('recent').as(
    db
      .select({ id: jobs.id })
      .from(jobs)
      .innerJoin(startups, eq(startups.id, jobs.startupId))
      .where(and(...base))
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(CLOSEST_WINDOW),
  );
  const text = sql`(${jobs.title} || ' ' || job_skills_text(${jobs.requiredSkills}))`;
  // Each word's likeness to the best-matching part of the text; a position close to more words ranks higher.
  const likeness = groups.map((g) => sql`word_similarity(${g.words.replace(/"/g, '')}, ${text})`);
  const score = sql<number>`(${sql.join(likeness, sql` + `)})`;
  const best = sql<number>`greatest(${sql.join(likeness, sql`, `)})`;
  const rows = await db
    .with(recent)
    .select(boardColumns)
    .from(recent)
    .innerJoin(jobs, eq(jobs.id, recent.id))
    .innerJoin(startups, eq(startups.id, jobs.startupId))
    .where(sql`${best} >= ${CLOSEST_FLOOR}`)
    .orderBy(desc(score), desc(jobs.createdAt), desc(jobs.id))
    .limit(CLOSEST_COUNT);
  return rows.map(toItem);
}
