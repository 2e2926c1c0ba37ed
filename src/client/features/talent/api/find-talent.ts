import { useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import type { TalentFilters } from '../talent-filters-of';

type TalentQueryInput = Parameters<typeof api.talent.$get>[0]['query'];

/** The candidates of one set of filters, a page at a time (the server's cursor); `Load more` asks for the next. */
export function useTalent(filters: TalentFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.talent.list(filters),
    initialPageParam: undefined as string | undefined,
    // The values were checked against the catalog when read from the address (talent-filters-of.ts).
    queryFn: ({ pageParam }) =>
      unwrap(
        api.talent.$get({ query: { ...filters, ...(pageParam ? { cursor: pageParam } : {}) } as TalentQueryInput }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
