import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiToken, CreateApiTokenInput } from '../../../shared/api-tokens';
import { api, unwrap } from '../../lib/api';
import { useApiTokensKey } from '../../entities/api-token/api';

// Personal API tokens (decision 049): listed, made and revoked from Settings, with the session only.

/** Answers the whole token, which only this answer holds. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  const key = useApiTokensKey();
  return useMutation({
    mutationFn: (input: CreateApiTokenInput) => unwrap(api.account.tokens.$post({ json: input })),
    onSuccess: ({ item }) => {
      queryClient.setQueryData<ApiToken[]>(key, (items) =>
        items ? [item, ...items.filter((t) => t.id !== item.id)] : items,
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  const key = useApiTokensKey();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.account.tokens[':id'].$delete({ param: { id: encodeURIComponent(id) } })),
    onSuccess: (_result, id) => queryClient.setQueryData<ApiToken[]>(key, (items) => items?.filter((t) => t.id !== id)),
  });
}
