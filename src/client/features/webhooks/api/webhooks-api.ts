import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WebhookEndpointInput } from '../../../../shared/webhooks';
import { api, unwrap } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

// A startup's webhooks (decision 050): its endpoints, their deliveries, and what the owner does with them.

const route = api.startups[':id'].webhooks;

/** The signed-in owner's startups, as the dashboard reads them (the same key and shape). */
export const useOwnStartups = () =>
  useQuery({ queryKey: queryKeys.startups.mine, queryFn: () => unwrap(api.startups.mine.$get()).then((r) => r.items) });

export const useWebhookEndpoints = (id: string) =>
  useQuery({ queryKey: queryKeys.startups.webhooks(id), queryFn: () => unwrap(route.$get({ param: { id } })) });

/** An endpoint's deliveries, newest first, a page at a time. */
export const useWebhookDeliveries = (id: string, endpointId: string) =>
  useInfiniteQuery({
    queryKey: queryKeys.startups.webhookDeliveries(id, endpointId),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      unwrap(
        route[':endpointId'].deliveries.$get({
          param: { id, endpointId },
          query: pageParam ? { cursor: pageParam } : {},
        }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useWebhookActions(id: string) {
  const queryClient = useQueryClient();
  const refreshEndpoints = () => queryClient.invalidateQueries({ queryKey: queryKeys.startups.webhooks(id) });
  const refreshDeliveries = (endpointId: string) =>
    queryClient.invalidateQueries({ queryKey: queryKeys.startups.webhookDeliveries(id, endpointId) });
  return {
    add: useMutation({
      mutationFn: (input: WebhookEndpointInput) => unwrap(route.$post({ param: { id }, json: input })),
      onSuccess: refreshEndpoints,
    }),
    remove: useMutation({
      mutationFn: (endpointId: string) => unwrap(route[':endpointId'].$delete({ param: { id, endpointId } })),
      onSuccess: refreshEndpoints,
    }),
    sendTest: useMutation({
      mutationFn: (endpointId: string) =>
        unwrap(route[':endpointId'].test.$post({ param: { id, endpointId }, json: {} })),
      onSettled: (_answer, _error, endpointId) => refreshDeliveries(endpointId),
    }),
    resend: useMutation({
      mutationFn: (delivery: { id: string; endpointId: string }) =>
        unwrap(route.deliveries[':deliveryId'].resend.$post({ param: { id, deliveryId: delivery.id }, json: {} })),
      onSettled: (_answer, _error, delivery) => refreshDeliveries(delivery.endpointId),
    }),
  };
}
