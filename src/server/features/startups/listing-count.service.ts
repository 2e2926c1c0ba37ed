import { count, desc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { startups } from '../../db/schema';

// The listing title's count without counting every matching row on every request (decision 011).
// Each filter set's figure is kept for FRESH_MS in this process (forgotten at once when this process
// writes a startup or a job) and, once older, answered while a new count runs behind the request.
// A count reads at most EXACT_UP_TO + 1 matches (exact below that). Above it, the enumerated filters
// (industry, stage, country) are counted in full, from the listing indexes; a name or job-title search
// takes the planner's estimate, as its texts are endless and a contains-match may read every row.
// A service of its own: the jobs and ATS features forget the counts after their writes, and importing
// startups.service for it would close a loop (startups.service reads the jobs' service).

export const EXACT_UP_TO = 1000;
const FRESH_MS = 30_000;
const MAX_KEYS = 500;

/** `isExact`: counted row by row (possibly up to FRESH_MS ago), not the planner's estimate. */
export type ListingCount = { total: number; isExact: boolean };
type Entry = ListingCount & { freshUntil: number; refreshing: boolean };
export type CountRequest = { db: Db; where: SQL | undefined; key: string; isFreeText: boolean; exactUpTo?: number };

const caches = new WeakMap<Db, Map<string, Entry>>();
const pending = new WeakMap<Db, Map<string, Promise<ListingCount>>>();

function mapOf<V>(maps: WeakMap<Db, Map<string, V>>, db: Db) {
  let map = maps.get(db);
  if (!map) maps.set(db, (map = new Map()));
  return map;
}

/** A write that changes which startups are listed: this process stops using its kept counts. */
export function forgetListingCounts(db: Db) {
  caches.delete(db);
}

async function plannerEstimate(db: Db, where: SQL | undefined): Promise<number> {
  const result = (await db.execute(
    sql`explain (format json) ${db
      .select({ one: sql`1` })
      .from(startups)
      .where(where)}`,
  )) as unknown as {
    rows: Record<string, unknown>[];
  };
  const cell = Object.values(result.rows[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(plan[0].Plan['Plan Rows']);
}

async function countNow({ db, where, isFreeText, exactUpTo = EXACT_UP_TO }: CountRequest): Promise<ListingCount> {
  // In the listing's order, so the count walks an index carrying the listing's condition and stops at
  // the cap, where an unordered one read the tables from their start (decision 067).
  const capped = db
    .select({ one: sql`1` })
    .from(startups)
    .where(where)
    .orderBy(desc(startups.createdAt), desc(startups.id))
    .limit(exactUpTo + 1)
    .as('capped');
  const [bounded] = await db.select({ n: count() }).from(capped);
  const n = bounded?.n ?? 0;
  if (n <= exactUpTo) return { total: n, isExact: true };
  if (isFreeText) return { total: Math.max(exactUpTo + 1, await plannerEstimate(db, where)), isExact: false };
  const [all] = await db.select({ n: count() }).from(startups).where(where);
  return { total: all?.n ?? n, isExact: true };
}

/** Counts and, when large, keeps the figure; concurrent misses for one filter set share one count. */
function countAndKeep(request: CountRequest): Promise<ListingCount> {
  const inFlight = mapOf(pending, request.db);
  const running = inFlight.get(request.key);
  if (running) return running;
  const promise = countNow(request)
    .then((counted) => {
      const cache = mapOf(caches, request.db);
      if (cache.size >= MAX_KEYS && !cache.has(request.key)) cache.delete(cache.keys().next().value!);
      cache.set(request.key, { ...counted, freshUntil: Date.now() + FRESH_MS, refreshing: false });
      return counted;
    })
    .finally(() => inFlight.delete(request.key));
  inFlight.set(request.key, promise);
  return promise;
}

export async function countListing(request: CountRequest): Promise<ListingCount> {
  const entry = caches.get(request.db)?.get(request.key);
  if (!entry) return countAndKeep(request);
  if (entry.freshUntil < Date.now() && !entry.refreshing) {
    // Stale: answer with the kept figure and count again behind it, so no request waits for a count.
    entry.refreshing = true;
    countAndKeep(request).catch(() => {
      entry.refreshing = false;
    });
  }
  return { total: entry.total, isExact: entry.isExact };
}
