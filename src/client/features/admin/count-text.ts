type Page = { total: number; isTotalExact: boolean; hasMore: boolean; items: unknown[] };

/**
 * The title's count of the administrator's table. Above a thousand the server estimates (its
 * `isTotalExact` false), which the title says; once the last page is in, the loaded rows are the count.
 */
export function countText(pages: Page[] | undefined, locale?: string): string | null {
  if (!pages?.length) return null;
  const first = pages[0]!;
  if (first.isTotalExact) return first.total.toLocaleString(locale);
  if (pages.at(-1)!.hasMore) return `about ${first.total.toLocaleString(locale)}`;
  return pages.reduce((sum, page) => sum + page.items.length, 0).toLocaleString(locale);
}
