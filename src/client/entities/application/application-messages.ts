import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationConversation } from '../../../shared/application-messages';
import { api, unwrap } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** The conversation of an application; asked again every 20 s while it is open, and on focus. */
export function useConversation(applicationId: string) {
  return useQuery({
    queryKey: queryKeys.applications.messages(applicationId),
    queryFn: () => unwrap(api.applications[':id'].messages.$get({ param: { id: encodeURIComponent(applicationId) } })),
    refetchInterval: 20_000,
  });
}

export function useSendMessage(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      unwrap(
        api.applications[':id'].messages.$post({ param: { id: encodeURIComponent(applicationId) }, json: { body } }),
      ).then((r) => r.message),
    onSuccess: (message) => {
      queryClient.setQueryData<ApplicationConversation>(queryKeys.applications.messages(applicationId), (current) =>
        current ? { ...current, items: [...current.items, message] } : current,
      );
    },
  });
}
