import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';

// The member's personal API tokens (decision 049), read by the tokens tab and by the change-password
// form, which offers to end them with the old password (decision 055).

export function useApiTokensKey() {
  return queryKeys.apiTokens(useSession().user?.id ?? '');
}

/** Asked again each time a form that shows them opens: a script may have used a token since ("Last used"). */
export function useApiTokens() {
  const { user } = useSession();
  return useQuery({
    queryKey: useApiTokensKey(),
    queryFn: () => unwrap(api.account.tokens.$get()).then((r) => r.items),
    enabled: !!user,
    refetchOnMount: 'always',
  });
}
