import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiToken, CreateApiTokenInput } from '../../../shared/api-tokens';
import { api, unwrap } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';

// Personal API tokens (decision 049): listed, made and revoked from Settings, with the session only.

function useTokensKey() {
  return queryKeys.apiTokens(useSession().user?.id ?? '');
}

/** Asked again each time the tab opens: a script may have used a token since ("Last used"). */
export function useApiTokens() {
  const { user } = useSession();
  return useQuery({ queryKey: useTokensKey(), queryFn: () => unwrap(api.account.tokens.$get()).then((r) => r.items), enabled: !!user, refetchOnMount: 'always' });
}

/** Answers the whole token, which only this answer holds. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  const key = useTokensKey();
  return useMutation({
    mutationFn: (input: CreateApiTokenInput) => unwrap(api.account.tokens.$post({ json: input })),
    onSuccess: ({ item }) => {
      queryClient.setQueryData<ApiToken[]>(key, (items) => (items ? [item, ...items.filter((t) => t.id !== item.id)] : items));
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  const key = useTokensKey();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.account.tokens[':id'].$delete({ param: { id: encodeURIComponent(id) } })),
    onSuccess: (_result, id) => queryClient.setQueryData<ApiToken[]>(key, (items) => items?.filter((t) => t.id !== id)),
  });
}
