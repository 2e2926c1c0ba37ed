import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '../../shared/session';
import { api, unwrap } from './api';

export const sessionQueryKey = ['session'] as const;

export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: () => unwrap<{ user: SessionUser | null }>(api.account.session.$get()),
  staleTime: 60_000,
  // A session revoked or expired elsewhere is noticed on focus and every few minutes.
  refetchOnWindowFocus: true,
  refetchInterval: 5 * 60_000,
});

/** The signed-in user, or null. The shell waits for the first answer before it renders anything. */
export function useSession() {
  const query = useQuery(sessionQuery);
  return { user: query.data?.user ?? null, isPending: query.isPending, isError: query.isError, refetch: query.refetch };
}
