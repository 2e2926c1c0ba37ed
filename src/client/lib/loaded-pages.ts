import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

// A list that loads more as the person goes (the startups, the jobs board) keeps the number of pages
// shown in its address (`?pages=3`), replaced, not pushed: copying the address, reloading it or coming
// Back to it shows what the person was looking at, not the first page. The server renders that many
// pages (each page's `prefetch`), the browser loads them in turn when it navigates there itself.

export const PAGES_PARAM = 'pages';
/** At most this many pages come back from an address: bounded work for the server's render. */
export const MAX_PAGES_IN_ADDRESS = 20;

/** How many pages the address asks for: 1 to MAX_PAGES_IN_ADDRESS. */
export function pagesFromParams(params: URLSearchParams): number {
  const pages = Number(params.get(PAGES_PARAM));
  return Number.isInteger(pages) && pages > 1 ? Math.min(pages, MAX_PAGES_IN_ADDRESS) : 1;
}

type InfiniteList = {
  loadedPages: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  fetchNextPage(): unknown;
};

/** Loads the pages the address asks for, and writes into the address how many are shown. */
export function useLoadedPagesInAddress({
  loadedPages,
  hasNextPage,
  isFetchingNextPage,
  isError,
  fetchNextPage,
}: InfiniteList) {
  const [params, setParams] = useSearchParams();
  const wanted = pagesFromParams(params);

  useEffect(() => {
    if (loadedPages > 0 && loadedPages < wanted && hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [loadedPages, wanted, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  useEffect(() => {
    const shown = Math.min(loadedPages, MAX_PAGES_IN_ADDRESS);
    if (shown <= wanted) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(PAGES_PARAM, String(shown));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- written when more pages are shown, not when the address changes
  }, [loadedPages]);
}
