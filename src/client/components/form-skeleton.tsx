import { Skeleton } from './states';

/**
 * A form on its way: a title, labelled fields and a button, in the form's own card, so the page keeps
 * its height and nothing jumps when the fields arrive (DESIGN.md: skeletons, not words).
 */
export function FormSkeleton({ label, fields = 5 }: { label: string; fields?: number }) {
  return (
    <div role="status" aria-label={label} className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <Skeleton className="h-9 w-64" />
      <Skeleton className="mt-3 h-5 w-80 max-w-full" />
      <div className="mt-6 space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        {Array.from({ length: fields }, (_, i) => (
          <div key={i} className="space-y-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-11 w-full" />
          </div>
        ))}
        <Skeleton className="h-11 w-32" />
      </div>
    </div>
  );
}

/** Rows of a list on their way, each about the height of the real one. */
export function RowsSkeleton({ label, rows = 3, className = 'h-24' }: { label: string; rows?: number; className?: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-3">
      {Array.from({ length: rows }, (_, i) => <Skeleton key={i} className={`${className} rounded-2xl`} />)}
    </div>
  );
}
