import { ArrowLeft, Webhook } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../shared/paths';
import { WEBHOOK_ENDPOINTS_MAX } from '../../../shared/webhooks';
import { Alert } from '../../components/alert';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { failureText } from '../../lib/failure';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOwnStartups, useWebhookActions, useWebhookEndpoints } from './api/webhooks-api';
import { AddEndpointForm } from './components/add-endpoint-form';
import { EndpointCard } from './components/endpoint-card';
import { SecretPanel } from './components/secret-panel';

/**
 * /dashboard/startups/:id/webhooks (decision 050): the startup's owner adds endpoints for its
 * events, copies each one's secret once, and sees every delivery with its status and answer.
 */
export default function WebhooksPage() {
  const { id = '' } = useParams();
  const startups = useOwnStartups();
  const startup = startups.data?.find((s) => s.id === id);
  useDocumentTitle(startup ? `Webhooks · ${startup.name}` : 'Webhooks');
  const endpoints = useWebhookEndpoints(id);
  const actions = useWebhookActions(id);
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const count = endpoints.data?.items.length ?? 0;
  const isFull = count >= WEBHOOK_ENDPOINTS_MAX;

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-12">
      <Link
        to={paths.dashboard}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft className="size-4" aria-hidden /> Dashboard
      </Link>
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold text-slate-900">
          <Webhook className="mr-2 inline-block size-6 align-[-0.2em] text-brand-600" aria-hidden />
          Webhooks{startup && <span className="text-slate-500"> · {startup.name}</span>}
        </h1>
        <p className="text-slate-700">
          Your endpoints receive a signed POST when a candidate applies, an application's status changes, a candidate
          withdraws or a position closes. Each delivery is retried for a day until your endpoint answers with a 2xx. The
          payloads are described in the{' '}
          <a href="/api/docs" className="font-medium text-brand-700 underline-offset-2 hover:underline">
            API reference
          </a>
          .
        </p>
      </header>

      {created && <SecretPanel url={created.url} secret={created.secret} onDone={() => setCreated(null)} />}

      {endpoints.isPending ? (
        <div role="status" aria-label="Loading webhooks..." className="space-y-4">
          <Skeleton className="h-64 rounded-2xl" />
          <Skeleton className="h-40 rounded-2xl" />
        </div>
      ) : endpoints.isError ? (
        <ErrorState
          message="Could not load your webhooks."
          detail={failureText(endpoints.error)}
          onRetry={() => void endpoints.refetch()}
          isRetrying={endpoints.isFetching}
        />
      ) : (
        <>
          {isFull ? (
            <Alert tone="info">
              This startup has {WEBHOOK_ENDPOINTS_MAX} endpoints, the most it can have. Delete one to add another.
            </Alert>
          ) : (
            <AddEndpointForm
              isFull={isFull}
              onAdd={async (input) => {
                const answer = await actions.add.mutateAsync(input);
                setCreated({ url: answer.endpoint.url, secret: answer.secret });
                toast.success('Endpoint added');
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
            />
          )}
          <section aria-label="Endpoints" className="space-y-3">
            <h2 className="text-lg font-semibold text-slate-900">
              Endpoints{' '}
              <span className="text-sm font-normal text-slate-500">
                ({count} of {WEBHOOK_ENDPOINTS_MAX})
              </span>
            </h2>
            {count === 0 ? (
              <EmptyState
                icon={Webhook}
                title="No endpoints yet"
                text="Add an https address above to receive this startup's events."
              />
            ) : (
              <ul className="space-y-4">
                {endpoints.data.items.map((endpoint) => (
                  <EndpointCard key={endpoint.id} startupId={id} endpoint={endpoint} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
