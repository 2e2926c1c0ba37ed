import { Check, Copy, KeyRound, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { MAX_API_TOKENS, TOKEN_SCOPE_DESCRIPTIONS, type ApiToken } from '../../../shared/api-tokens';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorState, Skeleton } from '../../components/states';
import { formatDay, formatWhen } from '../../lib/dates';
import { failureText } from '../../lib/failure';
import { toast } from '../../lib/toast';
import { useCopyFeedback } from '../../lib/use-copy-feedback';
import { useApiTokens } from '../../entities/api-token/api';
import { useRevokeApiToken } from './api';
import { NewTokenForm } from './new-token-form';

/** Settings → API tokens (decision 049): the member's tokens for scripts, each shown once when made. */
export function ApiTokensTab() {
  const tokens = useApiTokens();
  const [created, setCreated] = useState<{ token: string; name: string } | null>(null);

  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">
        A personal API token lets your own scripts read and update your positions and applications, as you, with only
        the scopes you choose. Send it as{' '}
        <code className="rounded bg-slate-100 px-1 py-0.5 text-xs">Authorization: Bearer …</code>. The{' '}
        <a href="/api/docs" target="_blank" rel="noreferrer" className="font-medium text-brand-700 hover:underline">
          API reference
        </a>{' '}
        shows what each scope opens.
      </p>
      {created ? (
        <CreatedToken {...created} onDone={() => setCreated(null)} />
      ) : (
        <NewTokenForm onCreated={setCreated} isFull={(tokens.data?.length ?? 0) >= MAX_API_TOKENS} />
      )}
      <section aria-labelledby="api-tokens-heading" className="space-y-3">
        <h3 id="api-tokens-heading" className="font-semibold text-slate-900">
          Your tokens
        </h3>
        {tokens.isPending ? (
          <div role="status" aria-label="Loading your API tokens" className="space-y-3">
            {[0, 1].map((i) => (
              <Skeleton key={i} className="h-20" />
            ))}
          </div>
        ) : tokens.isError ? (
          <ErrorState
            message="Failed to load your API tokens."
            detail={failureText(tokens.error, '')}
            isRetrying={tokens.isFetching}
            onRetry={() => void tokens.refetch()}
          />
        ) : tokens.data.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-8 text-center">
            <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-600">
              <KeyRound className="size-6" aria-hidden />
            </span>
            <p className="mt-3 font-semibold text-slate-900">No API tokens yet.</p>
            <p className="mt-1 max-w-sm text-sm text-slate-600">
              Create one above when a script of yours needs to reach your positions or applications.
            </p>
          </div>
        ) : (
          <>
            <ul className="space-y-3" aria-label="API tokens">
              {tokens.data.map((token) => (
                <TokenRow key={token.id} token={token} />
              ))}
            </ul>
            <p className="text-xs text-slate-500">
              {tokens.data.length} of {MAX_API_TOKENS} tokens.
            </p>
          </>
        )}
      </section>
    </div>
  );
}

/** The whole token, this once: copied, or written down, before "Done". */
function CreatedToken({ token, name, onDone }: { token: string; name: string; onDone(): void }) {
  const { isCopied, copy } = useCopyFeedback();
  return (
    <section aria-label="Your new token" className="space-y-3 rounded-2xl bg-emerald-50 p-4 ring-1 ring-emerald-200">
      <p className="font-semibold text-slate-900">"{name}" is ready</p>
      <Alert tone="warning">
        Copy it now: you will not see it again. If you lose it, revoke it and create another.
      </Alert>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          data-testid="new-api-token"
          className="min-w-0 flex-1 rounded-lg bg-white px-3 py-2.5 font-mono text-sm break-all text-slate-900 ring-1 ring-slate-300"
        >
          {token}
        </code>
        <Button
          variant="secondary"
          onClick={() =>
            void copy(token).then(
              (ok) => !ok && toast.error('Could not copy the token. Select it and copy it by hand.'),
            )
          }
        >
          {isCopied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}{' '}
          {isCopied ? 'Copied!' : 'Copy'}
        </Button>
      </div>
      <Button onClick={onDone}>Done</Button>
    </section>
  );
}

/** When the token stops working; one past its date is refused and says so, in red, until revoked. */
function Expiry({ expiresAt }: { expiresAt: string | null }) {
  if (!expiresAt) return <span>Never expires</span>;
  if (new Date(expiresAt).getTime() <= Date.now())
    return <span className="font-semibold text-red-700">Expired {formatDay(expiresAt)}</span>;
  return <span>Expires {formatDay(expiresAt)}</span>;
}

function TokenRow({ token }: { token: ApiToken }) {
  const revoke = useRevokeApiToken();
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <li className="rounded-xl p-4 ring-1 ring-slate-200" data-testid="api-token-row">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{token.name}</p>
          <p className="mt-0.5 font-mono text-xs text-slate-600">{token.prefix}…</p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="-mr-2 shrink-0 text-red-700"
          onClick={() => setIsConfirming(true)}
          aria-label={`Revoke "${token.name}"`}
        >
          <Trash2 className="size-4" aria-hidden /> Revoke
        </Button>
      </div>
      <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Scopes">
        {/* Not a Badge: a scope is written as the API spells it, never capitalised. */}
        {token.scopes.map((scope) => (
          <li
            key={scope}
            title={TOKEN_SCOPE_DESCRIPTIONS[scope]}
            className="rounded-full bg-slate-100 px-2.5 py-0.5 font-mono text-xs font-semibold text-slate-700"
          >
            {scope}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-500">
        Created {formatDay(token.createdAt)} ·{' '}
        <span data-testid="api-token-last-used">
          {token.lastUsedAt ? `Last used ${formatWhen(token.lastUsedAt)}` : 'Never used'}
        </span>{' '}
        · <Expiry expiresAt={token.expiresAt} />
      </p>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Revoke token"
        description={`Scripts using "${token.name}" will be refused from their next request. This cannot be undone.`}
        confirmLabel="Revoke token"
        isDanger
        isLoading={revoke.isPending}
        onConfirm={() =>
          revoke.mutate(token.id, {
            onSuccess: () => toast.success(`"${token.name}" is revoked.`),
            onError: (error) => toast.error(failureText(error, 'Failed to revoke the token. Please try again.')),
            onSettled: () => setIsConfirming(false),
          })
        }
      />
    </li>
  );
}
