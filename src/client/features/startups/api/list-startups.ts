import { useInfiniteQuery } from '@tanstack/react-query';
import type { StartupCard } from '../../../../shared/startups';
import { ApiError, unwrap } from '../../../lib/api';

export type StartupFilters = { search?: string; jobPosition?: string; industry?: string; stage?: string; country?: string; sort?: string };
type Page = { items: StartupCard[]; total: number; page: number; pageSize: number; hasMore: boolean };

export const startupKeys = { all: ['startups'] as const, list: (filters: StartupFilters) => ['startups', 'list', filters] as const };

export function useStartupList(filters: StartupFilters) {
  return useInfiniteQuery({
    queryKey: startupKeys.list(filters),
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => {
      const params = new URLSearchParams(Object.entries({ ...filters, page: String(pageParam) }).filter(([, v]) => v) as [string, string][]);
      try {
        return await unwrap<Page>(fetch(`/api/startups?${params}`));
      } catch (error) {
        if (error instanceof ApiError && error.status === 0) throw error;
        throw new ApiError(error instanceof ApiError ? error.status : 500, pageParam === 1 ? 'Failed to load startups. Please try again.' : 'Failed to load more startups');
      }
    },
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}
