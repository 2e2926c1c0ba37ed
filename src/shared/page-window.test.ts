import { describe, expect, it } from 'vitest';
import { GAP, pageWindow } from './page-window';

describe('pageWindow', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(5, 1)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(0, 1)).toEqual([]);
  });

  it('shows the first, the last and the neighbours of the current page of a long list', () => {
    expect(pageWindow(6667, 1)).toEqual([1, 2, 3, GAP, 6667]);
    expect(pageWindow(6667, 500)).toEqual([1, GAP, 498, 499, 500, 501, 502, GAP, 6667]);
    expect(pageWindow(6667, 6667)).toEqual([1, GAP, 6665, 6666, 6667]);
  });

  it('shows a single hidden page rather than a gap', () => {
    expect(pageWindow(10, 5)).toEqual([1, 2, 3, 4, 5, 6, 7, GAP, 10]);
    expect(pageWindow(9, 5)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('offers no page past the reachable ones, and says there are more', () => {
    expect(pageWindow(6667, 1, { reachable: 5 })).toEqual([1, 2, 3, 4, 5, GAP]);
    expect(pageWindow(6667, 20, { reachable: 24 })).toEqual([1, GAP, 18, 19, 20, 21, 22, 23, 24, GAP]);
    expect(pageWindow(3, 1, { reachable: 10 })).toEqual([1, 2, 3]);
  });

  it('draws a bounded number of buttons whatever the size', () => {
    for (const count of [10, 1000, 1_000_000]) {
      for (const current of [1, Math.floor(count / 2), count])
        expect(pageWindow(count, current).length).toBeLessThanOrEqual(9);
    }
  });
});
