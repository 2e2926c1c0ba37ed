/** A gap in the page bar ("…"). */
export const GAP = 'gap' as const;

/**
 * The page numbers a page bar shows: the first, the last and the neighbours of the current one, with
 * gaps between, so a list of 6,000 pages draws a dozen buttons, not 6,000. Pages past `reachable` are
 * not offered (the startup listing loads pages in order, so it offers only the next few).
 */
export function pageWindow(
  pageCount: number,
  current: number,
  { neighbours = 2, reachable = pageCount } = {},
): (number | typeof GAP)[] {
  const last = Math.max(0, Math.min(pageCount, reachable));
  if (last === 0) return [];
  const wanted = new Set<number>([1, last]);
  for (let page = current - neighbours; page <= current + neighbours; page++) {
    if (page >= 1 && page <= last) wanted.add(page);
  }
  const pages = [...wanted].sort((a, b) => a - b);
  const shown: (number | typeof GAP)[] = [];
  for (const [index, page] of pages.entries()) {
    const previous = pages[index - 1];
    // A gap of one page shows that page instead of "…".
    if (previous !== undefined && page - previous === 2) shown.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) shown.push(GAP);
    shown.push(page);
  }
  if (last < pageCount) shown.push(GAP);
  return shown;
}
