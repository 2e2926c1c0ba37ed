import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** The board's filters as the address holds them (the page and the server renderer read them alike). */
export const JOB_FILTER_NAMES = [
  'q',
  'jobType',
  'experienceLevel',
  'locationType',
  'country',
  'workFrom',
  'compensationType',
  'minPay',
  'currency',
  'period',
  'equity',
  'visa',
  'posted',
  'skill',
] as const;
export type JobFilters = Partial<Record<(typeof JOB_FILTER_NAMES)[number], string>>;

export const jobFiltersFromParams = (params: URLSearchParams): JobFilters =>
  Object.fromEntries(
    JOB_FILTER_NAMES.map((name) => [name, params.get(name) ?? undefined]).filter(([, value]) => value),
  );

/**
 * The position a shared deep address starts after (`?after=`, a page's `nextCursor`): "Load more" is a
 * link to it, so any page of the board has an address that can be shared, and crawlers can page.
 */
export const AFTER_PARAM = 'after';

export const jobBoardOptions = (filters: JobFilters, after?: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.jobs.board(filters, after),
    initialPageParam: after,
    queryFn: ({ pageParam }) => {
      const query = Object.fromEntries(
        Object.entries({ ...filters, cursor: pageParam }).filter(([, v]) => v),
      ) as Record<string, string>;
      return unwrap(api.jobs.$get({ query }));
    },
    getNextPageParam: (last) => (last.hasMore && last.nextCursor ? last.nextCursor : undefined),
  });

export function useJobBoard(filters: JobFilters, after?: string) {
  return useInfiniteQuery(jobBoardOptions(filters, after));
}
