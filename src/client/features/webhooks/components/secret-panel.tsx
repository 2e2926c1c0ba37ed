import { Check, Copy, KeyRound } from 'lucide-react';
import { Button } from '../../../components/button';
import { useCopyFeedback } from '../../../lib/use-copy-feedback';
import { toast } from '../../../lib/toast';

/** The new endpoint's signing secret, shown this once. */
export function SecretPanel({ url, secret, onDone }: { url: string; secret: string; onDone(): void }) {
  const { isCopied, copy } = useCopyFeedback();
  return (
    <section
      aria-label="Signing secret"
      aria-live="polite"
      className="space-y-3 rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200 sm:p-6"
    >
      <h2 className="flex items-center gap-2 font-semibold text-slate-900">
        <KeyRound className="size-5 text-amber-700" aria-hidden /> Your signing secret
      </h2>
      <p className="text-sm text-slate-700">
        Copy it now: it is shown only once. Use it to check the <code className="font-mono">webhook-signature</code>{' '}
        header of each delivery to <span className="break-all font-medium">{url}</span> (Standard Webhooks).
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          data-testid="webhook-secret"
          className="block min-h-11 flex-1 break-all rounded-lg bg-white px-3 py-2.5 font-mono text-sm text-slate-900 ring-1 ring-slate-300"
        >
          {secret}
        </code>
        <Button
          variant="secondary"
          onClick={() =>
            void copy(secret).then((ok) => !ok && toast.error('Could not copy. Please select the secret and copy it.'))
          }
        >
          {isCopied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}{' '}
          {isCopied ? 'Copied!' : 'Copy'}
        </Button>
      </div>
      <div className="flex justify-end">
        <Button variant="ghost" onClick={onDone}>
          I have copied it
        </Button>
      </div>
    </section>
  );
}
