import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, ApiError, unwrap } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

export type StartupFilters = {
  search?: string;
  jobPosition?: string;
  industry?: string;
  stage?: string;
  country?: string;
  sort?: string;
};
/** The first page has no cursor; each next one asks for the cards after the previous page's last. */
type PageParam = { page: number; cursor?: string };

export const STARTUP_FILTER_NAMES = ['search', 'jobPosition', 'industry', 'stage', 'country', 'sort'] as const;

/** The listing's filters as the address holds them (the page and the server renderer read them alike). */
export const filtersFromParams = (params: URLSearchParams): StartupFilters =>
  Object.fromEntries(STARTUP_FILTER_NAMES.map((n) => [n, params.get(n) ?? undefined]));

export const startupListOptions = (filters: StartupFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.startups.list(filters),
    initialPageParam: { page: 1 } as PageParam,
    queryFn: async ({ pageParam }) => {
      const query = { ...filters, page: String(pageParam.page), cursor: pageParam.cursor };
      try {
        return await unwrap(
          api.startups.$get({
            query: Object.fromEntries(Object.entries(query).filter(([, v]) => v)) as Record<string, string>,
          }),
        );
      } catch (error) {
        if (error instanceof ApiError && error.status === 0) throw error;
        throw new ApiError(
          error instanceof ApiError ? error.status : 500,
          pageParam.page === 1 ? 'Failed to load startups. Please try again.' : 'Failed to load more startups',
        );
      }
    },
    getNextPageParam: (last): PageParam | undefined =>
      last.hasMore && last.nextCursor ? { page: last.page + 1, cursor: last.nextCursor } : undefined,
  });

export function useStartupList(filters: StartupFilters) {
  return useInfiniteQuery(startupListOptions(filters));
}
