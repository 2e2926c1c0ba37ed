import type { QueryClient } from '@tanstack/react-query';

/**
 * What a page module may export so that the server renders it with its data: it fills the query cache
 * with the same queries the page runs (the server's fetch reaches the API in-process), and the cache
 * goes to the browser inside the page, so the browser does not ask again.
 */
export type PagePrefetch = (
  queryClient: QueryClient,
  page: { params: Record<string, string | undefined>; searchParams: URLSearchParams },
) => Promise<void | PrefetchRedirect | PrefetchStatus>;

/** The page lives at another address now (a renamed startup): the server answers with a redirect there. */
export type PrefetchRedirect = { redirect: string };

/**
 * The page renders, but under another status than 200: a position no longer open is a 410; an address
 * that can name nothing (a malformed id, an unknown category) renders its not-found state as a 404.
 */
export type PrefetchStatus = { status: 404 | 410 };
