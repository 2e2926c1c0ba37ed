import { describe, expect, it } from 'vitest';
import { costlyScans, rowsProduced, tableRowsRead, type PlanNode } from './query-plans';

const growing = (table: string) => table !== 'blog_posts';

const limit = (rows: number, child: PlanNode): PlanNode => ({
  'Node Type': 'Limit',
  'Actual Rows': rows,
  'Actual Loops': 1,
  Plans: [child],
});

describe('reading a plan for what grows with the platform', () => {
  it('counts the table rows a scan read: returned and thrown away, over its loops; an index-only scan only its heap fetches', () => {
    expect(
      tableRowsRead({
        'Node Type': 'Seq Scan',
        'Relation Name': 'jobs',
        'Actual Rows': 10,
        'Actual Loops': 1,
        'Rows Removed by Filter': 990,
      }),
    ).toBe(1000);
    expect(
      tableRowsRead({ 'Node Type': 'Index Scan', 'Relation Name': 'jobs', 'Actual Rows': 3, 'Actual Loops': 16 }),
    ).toBe(48);
    expect(
      tableRowsRead({
        'Node Type': 'Bitmap Heap Scan',
        'Relation Name': 'jobs',
        'Actual Rows': 5,
        'Actual Loops': 1,
        'Rows Removed by Index Recheck': 45,
      }),
    ).toBe(50);
    expect(
      tableRowsRead({
        'Node Type': 'Index Only Scan',
        'Relation Name': 'startups',
        'Actual Rows': 7500,
        'Actual Loops': 1,
        'Heap Fetches': 0,
      }),
    ).toBe(0);
  });

  it('takes what an aggregate counted as what the statement produced', () => {
    const count: PlanNode = {
      'Node Type': 'Aggregate',
      'Actual Rows': 1,
      Plans: [limit(1001, { 'Node Type': 'Index Scan', 'Relation Name': 'jobs', 'Actual Rows': 1001 })],
    };
    expect(rowsProduced(count)).toBe(1001);
    expect(rowsProduced(limit(16, { 'Node Type': 'Seq Scan', 'Relation Name': 'jobs', 'Actual Rows': 16 }))).toBe(16);
  });

  it('finds a sequential scan of a growing table, unless the statement returns most of what it read', () => {
    const few = limit(16, {
      'Node Type': 'Seq Scan',
      'Relation Name': 'startups',
      'Actual Rows': 16,
      'Rows Removed by Filter': 900,
    });
    expect(costlyScans(few, growing).map((scan) => scan.why)).toEqual(['a sequential scan of startups']);
    const most: PlanNode = {
      'Node Type': 'Seq Scan',
      'Relation Name': 'startups',
      'Actual Rows': 9000,
      'Rows Removed by Filter': 1000,
    };
    expect(costlyScans(most, growing)).toEqual([]);
    expect(
      costlyScans(
        { 'Node Type': 'Seq Scan', 'Relation Name': 'blog_posts', 'Actual Rows': 3, 'Rows Removed by Filter': 9 },
        growing,
      ),
    ).toEqual([]);
  });

  it('finds a scan that fetched many rows for each it returned: an index not carrying the predicate, read past an offset', () => {
    const deepPage = limit(16, {
      'Node Type': 'Index Scan',
      'Relation Name': 'startups',
      'Index Name': 'startups_listing_created_idx',
      'Actual Rows': 7516,
      Filter: '(hidden_at IS NULL)',
    });
    expect(costlyScans(deepPage, growing)).toMatchObject([{ table: 'startups', rowsRead: 7516, rowsReturned: 16 }]);
    const carried = limit(16, {
      'Node Type': 'Index Only Scan',
      'Relation Name': 'startups',
      'Index Name': 'startups_listing_created_idx',
      'Actual Rows': 7516,
      'Heap Fetches': 0,
    });
    expect(costlyScans(carried, growing)).toEqual([]);
    // A startup's own few positions, read per card: within what a request may always read.
    const cards = limit(16, {
      'Node Type': 'Index Scan',
      'Relation Name': 'jobs',
      'Actual Rows': 3,
      'Actual Loops': 16,
    });
    expect(costlyScans(cards, growing)).toEqual([]);
  });
});
