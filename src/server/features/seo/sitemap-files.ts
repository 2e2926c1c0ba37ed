// Which startups and positions each sitemap file holds: a slice of the id space, not an OFFSET.
//
// Ids are random UUIDs (gen_random_uuid(), the schema's defaultRandom; the bench's md5 ids alike), so
// rows spread evenly over the id space. File k of B holds the ids whose first bits are k - 1, B a power
// of two: one range read on the primary key, however deep the file (the last file of an OFFSET read
// every row before it). The file's name says both k and B (startups-3-of-8.xml), so an address always
// means the same range: a crawler holding an address from an older index still gets a valid file,
// and the addresses change only when the count doubles or halves, not with every new startup.
//
// Rejected: files keyed by the previous file's last id (sitemap-startups-<afterId>.xml) need every
// boundary for the index (a walk over all ids), and each insert shifts every later boundary, so every
// later address changes; row_number() buckets are OFFSET again. If ids ever stop being random (a
// time-ordered UUIDv7 default), the slices would fill unevenly and this must change with them.

/** Addresses a file aims at: the protocol allows 50,000 (and 50 MB); smaller files are quicker to build. */
export const SITEMAP_FILE_TARGET = 10_000;
/** The protocol's limit per file, the most a file reads: random ids put about half the target in each. */
export const SITEMAP_FILE_MAX = 50_000;
/** 2^16 files of 10,000: far past any count here, and it keeps the ranges in whole 32-bit prefixes. */
const MAX_FILES = 65_536;

export type SitemapKind = 'startups' | 'jobs';
export type SitemapFile = { kind: 'pages' } | { kind: SitemapKind; index: number; of: number };
/** Ids from `first` to `last`, both included. */
export type IdRange = { first: string; last: string };

const isPowerOfTwo = (n: number) => Number.isInteger(n) && n >= 1 && (n & (n - 1)) === 0;

/** How many files `count` rows take: the smallest power of two that keeps each near the target. */
export function sitemapFileCount(count: number): number {
  if (count <= 0) return 0;
  let files = 1;
  while (files < MAX_FILES && count / files > SITEMAP_FILE_TARGET) files *= 2;
  return files;
}

/** The addresses of the files, in order (startups-1-of-4.xml ...). */
export function sitemapFileNames(kind: SitemapKind, count: number): string[] {
  const files = sitemapFileCount(count);
  return Array.from({ length: files }, (_, i) => `${kind}-${i + 1}-of-${files}.xml`);
}

/** The file a name asks for, or null for anything the index never names. */
export function parseSitemapFile(name: string): SitemapFile | null {
  if (name === 'pages.xml') return { kind: 'pages' };
  const match = /^(startups|jobs)-(\d{1,5})-of-(\d{1,5})\.xml$/.exec(name);
  if (!match) return null;
  const index = Number(match[2]);
  const of = Number(match[3]);
  if (
    !isPowerOfTwo(of) ||
    of > MAX_FILES ||
    index < 1 ||
    index > of ||
    String(index) !== match[2] ||
    String(of) !== match[3]
  )
    return null;
  return { kind: match[1] as SitemapKind, index, of };
}

const hex8 = (prefix: number) => prefix.toString(16).padStart(8, '0');

/**
 * The ids of file `index` (1-based) of `of`: those whose first 32 bits are in its share. PostgreSQL
 * orders UUIDs byte by byte, as their hex text reads, so that is a range of the primary key. Both ends
 * are given, the last file's too: with a lower bound alone the planner walked the listing's partial
 * index whole (every public startup) instead of the key's range.
 */
export function idRangeOfFile(index: number, of: number): IdRange {
  const width = 2 ** 32 / of;
  return {
    first: `${hex8((index - 1) * width)}-0000-0000-0000-000000000000`,
    last: `${hex8(index * width - 1)}-ffff-ffff-ffff-ffffffffffff`,
  };
}
