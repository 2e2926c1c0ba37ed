import { describe, expect, it } from 'vitest';
import { countText } from './count-text';

const page = (total: number, isTotalExact: boolean, hasMore: boolean, rows = 25) => ({
  total,
  isTotalExact,
  hasMore,
  items: Array.from({ length: rows }),
});

describe("the administrator's table count", () => {
  it('says nothing before the first page', () => {
    expect(countText(undefined)).toBeNull();
    expect(countText([])).toBeNull();
  });

  it('gives an exact count as it is', () => {
    expect(countText([page(3, true, false, 3)], 'en-US')).toBe('3');
    expect(countText([page(1000, true, true)], 'en-US')).toBe('1,000');
  });

  it('says an estimate is one until the last page is in, then counts the rows', () => {
    expect(countText([page(92_047, false, true)], 'en-US')).toBe('about 92,047');
    expect(countText([page(1_234, false, true), page(1_234, false, true)], 'en-US')).toBe('about 1,234');
    expect(countText([page(1_500, false, true), page(1_500, false, false, 7)], 'en-US')).toBe('32');
  });
});
