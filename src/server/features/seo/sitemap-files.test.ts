import { describe, expect, it } from 'vitest';
import {
  idRangeOfFile,
  parseSitemapFile,
  SITEMAP_FILE_TARGET,
  sitemapFileCount,
  sitemapFileNames,
} from './sitemap-files';

describe('sitemap files by id range', () => {
  it('takes the smallest power of two that keeps each file at the target or below', () => {
    expect(sitemapFileCount(0)).toBe(0);
    expect(sitemapFileCount(1)).toBe(1);
    expect(sitemapFileCount(SITEMAP_FILE_TARGET)).toBe(1);
    expect(sitemapFileCount(SITEMAP_FILE_TARGET + 1)).toBe(2);
    expect(sitemapFileCount(100_000)).toBe(16);
    expect(sitemapFileCount(1_000_000)).toBe(128);
    for (const count of [1, 9_999, 10_001, 40_000, 40_001, 123_456, 1_000_000, 3_000_000]) {
      const files = sitemapFileCount(count);
      expect(count / files).toBeLessThanOrEqual(SITEMAP_FILE_TARGET);
      if (files > 1) expect(count / files).toBeGreaterThan(SITEMAP_FILE_TARGET / 2);
    }
  });

  it('names every file with its place and the number of files', () => {
    expect(sitemapFileNames('startups', 0)).toEqual([]);
    expect(sitemapFileNames('startups', 5)).toEqual(['startups-1-of-1.xml']);
    expect(sitemapFileNames('jobs', 25_000)).toEqual([
      'jobs-1-of-4.xml',
      'jobs-2-of-4.xml',
      'jobs-3-of-4.xml',
      'jobs-4-of-4.xml',
    ]);
    for (const name of sitemapFileNames('startups', 200_000))
      expect(parseSitemapFile(name)).toMatchObject({ kind: 'startups' });
  });

  it('reads back only the names the index could give', () => {
    expect(parseSitemapFile('pages.xml')).toEqual({ kind: 'pages' });
    expect(parseSitemapFile('startups-3-of-8.xml')).toEqual({ kind: 'startups', index: 3, of: 8 });
    expect(parseSitemapFile('jobs-1-of-1.xml')).toEqual({ kind: 'jobs', index: 1, of: 1 });
    for (const name of [
      'startups-0-of-8.xml',
      'startups-9-of-8.xml',
      'startups-1-of-3.xml',
      'startups-01-of-8.xml',
      'startups-1-of-08.xml',
      'startups-1-of-131072.xml',
      'startups-1.xml',
      'jobs-2.xml',
      'blog-1-of-1.xml',
      'passwords.xml',
      'startups-1-of-1.xml.gz',
    ]) {
      expect(parseSitemapFile(name), name).toBeNull();
    }
  });

  it('cuts the id space into adjacent ranges that cover it, in the order PostgreSQL sorts UUIDs', () => {
    expect(idRangeOfFile(1, 1)).toEqual({
      first: '00000000-0000-0000-0000-000000000000',
      last: 'ffffffff-ffff-ffff-ffff-ffffffffffff',
    });
    expect(idRangeOfFile(1, 2)).toEqual({
      first: '00000000-0000-0000-0000-000000000000',
      last: '7fffffff-ffff-ffff-ffff-ffffffffffff',
    });
    expect(idRangeOfFile(2, 2)).toEqual({
      first: '80000000-0000-0000-0000-000000000000',
      last: 'ffffffff-ffff-ffff-ffff-ffffffffffff',
    });
    const prefix = (uuid: string) => parseInt(uuid.slice(0, 8), 16);
    for (const of of [1, 2, 16, 128, 65_536]) {
      const ranges = Array.from({ length: of }, (_, i) => idRangeOfFile(i + 1, of));
      expect(ranges[0]!.first).toBe('00000000-0000-0000-0000-000000000000');
      expect(ranges.at(-1)!.last).toBe('ffffffff-ffff-ffff-ffff-ffffffffffff');
      // Each starts right after the one before ends (no id in two, none in neither), and the texts sort as the ids do.
      const gaps = ranges.filter((range, i) => {
        const isOrdered =
          range.first.endsWith('0000-0000-0000-000000000000') &&
          range.last.endsWith('ffff-ffff-ffff-ffffffffffff') &&
          range.first < range.last;
        return (
          !isOrdered ||
          (i > 0 && (prefix(range.first) !== prefix(ranges[i - 1]!.last) + 1 || !(range.first > ranges[i - 1]!.last)))
        );
      });
      expect(gaps).toEqual([]);
    }
  });
});
