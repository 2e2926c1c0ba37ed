import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationConversation, ApplicationMessage } from '../../shared/application-messages';
import { appFetch, unwrap } from './api';

export const conversationKey = (applicationId: string) => ['applications', applicationId, 'messages'] as const;

/** The conversation of an application; asked again every 20 s while it is open, and on focus. */
export function useConversation(applicationId: string) {
  return useQuery({
    queryKey: conversationKey(applicationId),
    queryFn: () => unwrap<ApplicationConversation>(appFetch(`/api/applications/${encodeURIComponent(applicationId)}/messages`, { credentials: 'same-origin' })),
    refetchInterval: 20_000,
  });
}

export function useSendMessage(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      unwrap<{ message: ApplicationMessage }>(
        appFetch(`/api/applications/${encodeURIComponent(applicationId)}/messages`, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ body }),
        }),
      ).then((r) => r.message),
    onSuccess: (message) => {
      queryClient.setQueryData<ApplicationConversation>(conversationKey(applicationId), (current) => (current ? { ...current, items: [...current.items, message] } : current));
    },
  });
}
