import { and, desc, eq, sql } from 'drizzle-orm';
import { ADMIN_STARTUPS_PAGE_SIZE, type AdminStartupPage, type AdminStartupQuery } from '../../../shared/startups';
import { encodeStartupCursor } from '../../../shared/startup-cursor';
import type { Db } from '../../db/client';
import { profiles, startups } from '../../db/schema';
import { countListing } from './listing-count.service';
import { cardColumns, containsPattern, cursorTime, toCard } from './startup-queries';

const newestFirst = [desc(startups.createdAt), desc(startups.id)];

/**
 * Every startup, listed or paused, newest first, for the administrator's table: searchable by name,
 * 25 a page, the next page by the previous one's cursor (keyset on (created_at, id), as the listing's
 * newest order: decision 011), never an OFFSET. The page's ids are picked first, so owners and open
 * roles are read for those 25 alone. The count is exact up to a thousand and the planner's estimate
 * above (listing-count.ts, kept 30 s and forgotten when this process writes a startup).
 *
 * Index: the listing's (created_at, id) index holds active startups only (`where active`), and no
 * index orders all startups by creation, so without a search this reads the table and keeps the
 * newest 26 (one pass, whatever the page: no OFFSET, no count of every row). An index on
 * startups (created_at, id) would make each page a range of 26 entries.
 */
export async function listAllStartups({ db, query }: { db: Db; query: AdminStartupQuery }): Promise<AdminStartupPage> {
  const { search, cursor } = query;
  const matches = search ? sql`${startups.name} ilike ${containsPattern(search)}` : undefined;
  const after = cursor
    ? sql`(${startups.createdAt}, ${startups.id}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  const pageIds = db
    .select({ id: startups.id })
    .from(startups)
    .where(and(matches, after))
    .orderBy(...newestFirst)
    .limit(ADMIN_STARTUPS_PAGE_SIZE + 1)
    .as('page_ids');
  const [rows, counted] = await Promise.all([
    db
      .select({ ...cardColumns, active: startups.active, cursorTime })
      .from(pageIds)
      .innerJoin(startups, eq(startups.id, pageIds.id))
      .innerJoin(profiles, eq(profiles.id, startups.ownerId))
      .orderBy(...newestFirst),
    // Its own key in the listing's kept counts: the listing's keys are JSON arrays.
    countListing({ db, where: matches, key: `admin:${search ?? ''}`, isFreeText: true }),
  ]);
  const items = rows.slice(0, ADMIN_STARTUPS_PAGE_SIZE);
  const last = items.at(-1);
  const hasMore = rows.length > ADMIN_STARTUPS_PAGE_SIZE;
  return {
    items: items.map((row) => ({ ...toCard(row), active: row.active })),
    total: counted.total,
    isTotalExact: counted.isExact,
    pageSize: ADMIN_STARTUPS_PAGE_SIZE,
    hasMore,
    nextCursor: hasMore && last ? encodeStartupCursor({ sort: 'newest', key: last.cursorTime, id: last.id }) : null,
  };
}
