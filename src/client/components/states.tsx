import { RefreshCw, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Button } from './button';

/** A list or page with nothing in it yet: icon, title, text and what to do next. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  action,
}: {
  icon: LucideIcon;
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-600">
        <Icon className="size-6" aria-hidden />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
      {text && <p className="mt-1 max-w-sm text-sm text-slate-600">{text}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}

/**
 * A failed load: the screen's message, what went wrong when that says more (a lost connection, a
 * lost session), and a way to try again. `isRetrying` shows that a retry, the person's or the
 * automatic one, is under way.
 */
export function ErrorState({
  message,
  detail,
  hint,
  onRetry,
  isRetrying = false,
  retryLabel = 'Try Again',
}: {
  message: string;
  detail?: string;
  hint?: string;
  onRetry(): void;
  isRetrying?: boolean;
  retryLabel?: string;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl bg-white px-6 py-12 text-center ring-1 ring-red-200"
    >
      <p className="text-sm font-medium text-red-800">{message}</p>
      {detail && detail !== message && <p className="mt-1 max-w-sm text-sm text-slate-700">{detail}</p>}
      {hint && <p className="mt-1 max-w-sm text-sm text-slate-500">{hint}</p>}
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        <RefreshCw className={cn('size-4', isRetrying && 'animate-spin')} aria-hidden />
        {retryLabel}
      </Button>
    </div>
  );
}

// Kept here too: the pages that show skeletons import it with the other states.
export { Skeleton } from './skeleton';
