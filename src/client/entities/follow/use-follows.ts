import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import { failureText } from '../../lib/failure';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useIsHydrated } from '../../lib/use-hydrated';
import { queryKeys, mutationKeys } from '../../lib/query-keys';

// Following startups (decision 018). Startup pages and cards are server-rendered and cached for
// visitors, so whom a member follows is never in their HTML: it is asked here, once hydrated.

const fetchFollows = () => unwrap(api.follows.$get()).then((r) => r.startupIds);

/** The ids of the startups the signed-in member follows; none for a visitor or before hydration. */
export function useFollowedIds() {
  const { user } = useSession();
  const isHydrated = useIsHydrated();
  const query = useQuery({
    queryKey: queryKeys.follows(user?.id ?? ''),
    queryFn: fetchFollows,
    enabled: !!user && isHydrated,
    staleTime: 60_000,
  });
  return { ...query, ids: isHydrated && user ? (query.data ?? []) : [] };
}

const setFollowing = (ids: string[] | undefined, startupId: string, isFollowing: boolean) => {
  const rest = (ids ?? []).filter((id) => id !== startupId);
  return isFollowing ? [startupId, ...rest] : rest;
};

/**
 * Follows or unfollows one startup. The button changes at once; if the server says no (the follow
 * limit, a startup no longer listed, a lost connection) it changes back and a toast says why.
 */
export function useToggleFollow(startupId: string, startupName: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.follows(useSession().user?.id ?? '');
  return useMutation({
    mutationKey: mutationKeys.follow,
    mutationFn: (follow: boolean) => {
      const param = { startupId: encodeURIComponent(startupId) };
      return unwrap(follow ? api.follows[':startupId'].$put({ param }) : api.follows[':startupId'].$delete({ param }));
    },
    onMutate: async (follow) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<string[]>(key, (ids) => setFollowing(ids, startupId, follow));
    },
    onError: (error, follow) => {
      // Only this startup goes back: a toggle of another card meanwhile stays.
      queryClient.setQueryData<string[]>(key, (ids) => setFollowing(ids, startupId, !follow));
      toast.error(
        failureText(
          error,
          follow
            ? `Could not follow ${startupName}. Please try again.`
            : `Could not unfollow ${startupName}. Please try again.`,
        ),
      );
    },
    onSuccess: (_state, follow) => {
      if (follow) toast.success(`You're following ${startupName}. We'll let you know when it posts a new position.`);
    },
    onSettled: () => {
      // The server's list wins once the last toggle in flight is answered (an earlier answer would undo a later click).
      if (queryClient.isMutating({ mutationKey: mutationKeys.follow }) === 1)
        void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
