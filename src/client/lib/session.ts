import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from './api';
import { isTransientFailure, RECOVERY_INTERVAL_MS } from './failure';
import { queryKeys } from './query-keys';

export const sessionQuery = queryOptions({
  queryKey: queryKeys.session,
  queryFn: () => unwrap(api.account.session.$get()),
  staleTime: 60_000,
  // A session revoked or expired elsewhere is noticed on focus and every few minutes; a first load
  // that failed while the server was down is asked again every few seconds.
  refetchOnWindowFocus: true,
  refetchInterval: (query) =>
    query.state.status === 'error' && isTransientFailure(query.state.error) ? RECOVERY_INTERVAL_MS : 5 * 60_000,
});

/** The signed-in user, or null. The shell waits for the first answer before it renders anything. */
export function useSession() {
  const query = useQuery(sessionQuery);
  return {
    user: query.data?.user ?? null,
    isPending: query.isPending,
    isError: query.isError,
    isKnown: query.data !== undefined,
    error: query.error,
    isFetching: query.isFetching,
    refetch: query.refetch,
  };
}
