import { and, eq, ilike, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startups } from '../../db/schema';
import { insertStartup } from '../../seed/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { countListing, forgetListingCounts, type CountRequest } from './listing-count.service';

// The listing's count (decision 011), with a small threshold standing in for the thousand: kept per
// filter set, forgotten on this process's writes, refreshed behind the request once 30 seconds old.

let t: TestApp;
let owner: string;
const request = (overrides: Partial<CountRequest> = {}): CountRequest => ({
  db: t.db,
  where: and(eq(startups.active, true), eq(startups.industry, 'Fintech')),
  key: 'fintech',
  isFreeText: false,
  exactUpTo: 5,
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  owner = (await t.client().signUp()).id;
  for (let i = 0; i < 8; i++) await insertStartup(t.db, owner, { name: `Counted ${i}`, industry: 'Fintech' });
  await insertStartup(t.db, owner, { name: 'Counted off', industry: 'Fintech', active: false });
  await t.db.execute(sql`analyze startups`);
});
afterEach(() => {
  vi.restoreAllMocks();
  forgetListingCounts(t.db);
});
afterAll(() => t.close());

describe('the listing count', () => {
  it('counts exactly up to the threshold, keeps the figure, and forgets it when this process writes', async () => {
    const few = request({
      where: and(eq(startups.active, true), ilike(startups.name, 'Counted 1%')),
      key: 'one',
      isFreeText: true,
    });
    expect(await countListing(few)).toEqual({ total: 1, isExact: true });
    await insertStartup(t.db, owner, { name: 'Counted 10', industry: 'SaaS' });
    expect(await countListing(few)).toEqual({ total: 1, isExact: true });
    forgetListingCounts(t.db);
    expect(await countListing(few)).toEqual({ total: 2, isExact: true });
  });

  it('above it, counts the enumerated filters in full', async () => {
    expect(await countListing(request())).toEqual({ total: 8, isExact: true });
    await insertStartup(t.db, owner, { name: 'Counted 11', industry: 'Fintech' });
    expect((await countListing(request())).total).toBe(8);
    forgetListingCounts(t.db);
    expect(await countListing(request())).toEqual({ total: 9, isExact: true });
  });

  it('answers with the kept figure once it is stale and counts again behind the request', async () => {
    const now = Date.now();
    expect((await countListing(request({ key: 'stale' }))).total).toBeGreaterThan(5);
    const before = (await countListing(request({ key: 'stale' }))).total;
    await insertStartup(t.db, owner, { name: 'Counted 12', industry: 'Fintech' });
    vi.spyOn(Date, 'now').mockReturnValue(now + 31_000);
    expect((await countListing(request({ key: 'stale' }))).total).toBe(before);
    await vi.waitFor(async () => expect((await countListing(request({ key: 'stale' }))).total).toBe(before + 1));
  });

  it('shares one count among requests that miss together', async () => {
    const spy = vi.spyOn(t.db, 'select');
    const answers = await Promise.all([1, 2, 3].map(() => countListing(request({ key: 'together' }))));
    expect(new Set(answers.map((a) => a.total)).size).toBe(1);
    // One bounded count and one full count, not three of each.
    expect(spy).toHaveBeenCalledTimes(3);
  });

  it('takes the planner estimate for a large free-text match, never below the threshold', async () => {
    const search = request({
      where: and(eq(startups.active, true), ilike(startups.name, '%Counted%')),
      key: 'search',
      isFreeText: true,
    });
    const counted = await countListing(search);
    expect(counted.isExact).toBe(false);
    expect(counted.total).toBeGreaterThanOrEqual(6);
  });
});
