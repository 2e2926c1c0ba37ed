import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

// The unsubscribe link of an e-mail (decision 018): its signed token says who and which kind of
// e-mail, so none of this needs a session.

/** Which e-mails the link is for, and whether they are still sent. Asking changes nothing. */
export function useUnsubscribeState(token: string) {
  return useQuery({
    queryKey: queryKeys.unsubscribe(token),
    queryFn: () => unwrap(api.unsubscribe.$get({ query: { token } })),
    enabled: !!token,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Unsubscribe (`subscribe` false) or subscribe again (true). */
export function useSetSubscribed(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscribe: boolean) =>
      unwrap(
        subscribe
          ? api.unsubscribe.resubscribe.$post({ query: { token } })
          : api.unsubscribe.$post({ query: { token } }),
      ),
    onSuccess: (state) => {
      queryClient.setQueryData(queryKeys.unsubscribe(token), state);
      // The Settings dialog shows the same switch.
      void queryClient.invalidateQueries({ queryKey: queryKeys.settings });
    },
  });
}
