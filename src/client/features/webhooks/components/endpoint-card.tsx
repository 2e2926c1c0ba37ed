import { Inbox, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  webhookEventLabels,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
} from '../../../../shared/webhooks';
import { Badge, type BadgeTone } from '../../../components/badge';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState, Skeleton } from '../../../components/states';
import { formatWhen } from '../../../lib/dates';
import { failureText } from '../../../lib/failure';
import { toast } from '../../../lib/toast';
import { useWebhookActions, useWebhookDeliveries } from '../api/webhooks-api';

const statusTone: Record<WebhookDelivery['status'], BadgeTone> = {
  pending: 'warning',
  delivered: 'success',
  failed: 'error',
};
const statusLabel: Record<WebhookDelivery['status'], string> = {
  pending: 'Retrying',
  delivered: 'Delivered',
  failed: 'Failed',
};

function DeliveryRow({
  delivery,
  onResend,
  isResending,
}: {
  delivery: WebhookDelivery;
  onResend(): void;
  isResending: boolean;
}) {
  const isFirstTry = delivery.status === 'pending' && delivery.attempts === 0;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3" data-testid="webhook-delivery">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm text-slate-900">{delivery.eventType}</span>
          <Badge tone={statusTone[delivery.status]} className="normal-case">
            {isFirstTry ? 'Queued' : statusLabel[delivery.status]}
          </Badge>
          {delivery.responseCode !== null && (
            <span className="text-sm text-slate-600" aria-label={`Response code ${delivery.responseCode}`}>
              {delivery.responseCode}
            </span>
          )}
        </p>
        <p className="text-xs text-slate-500">
          <time dateTime={delivery.createdAt}>{formatWhen(delivery.createdAt)}</time>
          {delivery.attempts > 1 && ` · ${delivery.attempts} attempts`}
          {delivery.lastError && delivery.status !== 'delivered' && (
            <span className="text-red-700"> · {delivery.lastError}</span>
          )}
        </p>
      </div>
      <Button variant="ghost" size="sm" onClick={onResend} isLoading={isResending}>
        Resend
      </Button>
    </li>
  );
}

/** One endpoint: its address and events, Send test event and Delete, and its deliveries. */
export function EndpointCard({ startupId, endpoint }: { startupId: string; endpoint: WebhookEndpoint }) {
  const actions = useWebhookActions(startupId);
  const deliveries = useWebhookDeliveries(startupId, endpoint.id);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const [resendingId, setResendingId] = useState<string | null>(null);
  const items = deliveries.data?.pages.flatMap((page) => page.items) ?? [];

  const sendTest = () =>
    actions.sendTest.mutate(endpoint.id, {
      onSuccess: ({ delivery }) =>
        delivery.status === 'delivered'
          ? toast.success(`Test event delivered (${delivery.responseCode})`)
          : toast.warning(`Test event not delivered: ${delivery.lastError ?? 'no answer'}. It will be retried.`),
      onError: (error) => toast.error(failureText(error, 'Could not send the test event. Please try again.')),
    });
  const resend = (delivery: WebhookDelivery) => {
    setResendingId(delivery.id);
    actions.resend.mutate(delivery, {
      onSuccess: ({ delivery: after }) =>
        after.status === 'delivered'
          ? toast.success('Delivery resent')
          : toast.warning(`Not delivered: ${after.lastError ?? 'no answer'}. It will be retried.`),
      onError: (error) => toast.error(failureText(error, 'Could not resend. Please try again.')),
      onSettled: () => setResendingId(null),
    });
  };

  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6" aria-label={endpoint.url}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-2">
          <p className="break-all font-medium text-slate-900">{endpoint.url}</p>
          <ul className="flex flex-wrap gap-1.5" aria-label="Events">
            {endpoint.events.map((type) => (
              <li key={type}>
                <Badge tone="brand" className="normal-case" title={type}>
                  {webhookEventLabels[type as WebhookEventType] ?? type}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={sendTest} isLoading={actions.sendTest.isPending}>
            <Send className="size-4" aria-hidden /> Send test event
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setIsConfirmingDelete(true)}>
            <Trash2 className="size-4" aria-hidden /> Delete
          </Button>
        </div>
      </div>

      <section className="mt-4 border-t border-slate-100 pt-3" aria-label="Deliveries">
        <h3 className="text-sm font-semibold text-slate-800">Deliveries</h3>
        {deliveries.isPending ? (
          <div role="status" aria-label="Loading deliveries..." className="mt-2 space-y-2">
            <Skeleton className="h-12 rounded-lg" />
            <Skeleton className="h-12 rounded-lg" />
          </div>
        ) : deliveries.isError ? (
          <div className="mt-2">
            <ErrorState
              message="Could not load the deliveries."
              detail={failureText(deliveries.error)}
              onRetry={() => void deliveries.refetch()}
              isRetrying={deliveries.isFetching}
            />
          </div>
        ) : items.length === 0 ? (
          <p className="mt-2 flex items-center gap-2 py-2 text-sm text-slate-500">
            <Inbox className="size-4" aria-hidden /> No deliveries yet. Send a test event to try the endpoint.
          </p>
        ) : (
          <>
            <ul className="divide-y divide-slate-100">
              {items.map((delivery) => (
                <DeliveryRow
                  key={delivery.id}
                  delivery={delivery}
                  onResend={() => resend(delivery)}
                  isResending={resendingId === delivery.id}
                />
              ))}
            </ul>
            {deliveries.hasNextPage && (
              <div className="mt-2 flex justify-center">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => void deliveries.fetchNextPage()}
                  isLoading={deliveries.isFetchingNextPage}
                >
                  Load more
                </Button>
              </div>
            )}
          </>
        )}
      </section>

      <ConfirmDialog
        open={isConfirmingDelete}
        onOpenChange={setIsConfirmingDelete}
        title="Delete endpoint"
        description={`${endpoint.url} will receive no more events, and its deliveries are deleted with it. This action cannot be undone.`}
        confirmLabel="Delete"
        isDanger
        isLoading={actions.remove.isPending}
        onConfirm={() =>
          actions.remove.mutate(endpoint.id, {
            onSuccess: () => toast.success('Endpoint deleted'),
            onError: (error) => toast.error(failureText(error, 'Could not delete the endpoint. Please try again.')),
            onSettled: () => setIsConfirmingDelete(false),
          })
        }
      />
    </li>
  );
}
