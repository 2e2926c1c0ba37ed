import { Inbox, SearchX } from 'lucide-react';
import { Button } from '../../../components/button';
import { EmptyState, Skeleton } from '../../../components/states';

/** What an empty list says: nothing has come in yet, or nothing matches the filters (with a way out). */
export function ApplicantsEmpty({ hasFilters, onClear }: { hasFilters: boolean; onClear(): void }) {
  if (hasFilters) {
    return (
      <EmptyState
        icon={SearchX}
        title="No applications match these filters"
        text="Try another startup, job, status or dates."
        action={
          <Button variant="secondary" onClick={onClear}>
            Clear filters
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={Inbox}
      title="No applications yet"
      text="When candidates apply to your startups' open positions, they show up here, ready to review."
    />
  );
}

/** The shape of the list while its first page loads. */
export function RowsSkeleton({ count = 5 }: { count?: number }) {
  return (
    <div role="status" className="space-y-2 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <span className="sr-only">Loading applications...</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="flex items-center gap-3 py-1.5">
          <Skeleton className="size-9 shrink-0 rounded-full" />
          <div className="flex-1 space-y-1.5">
            <Skeleton className="h-4 w-40 max-w-full" />
            <Skeleton className="h-3 w-64 max-w-full" />
          </div>
          <Skeleton className="hidden h-5 w-20 sm:block" />
        </div>
      ))}
    </div>
  );
}
