import { useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The administrator's table, 25 startups a page: the first without a cursor, each next one after the
 * previous page's last startup (the server's keyset cursor), so "Load more" costs what the first did.
 * A refetch (after a deletion) reads the loaded pages again in order, each from the fresh cursor.
 */
export function useAdminStartups(search: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.admin.startups(search),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => {
      const query: { search?: string; cursor?: string } = {};
      if (search) query.search = search;
      if (pageParam) query.cursor = pageParam;
      return unwrap(api.admin.startups.$get({ query }));
    },
    getNextPageParam: (last) => (last.hasMore && last.nextCursor ? last.nextCursor : undefined),
  });
}
