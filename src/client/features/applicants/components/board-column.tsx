import { useDroppable } from '@dnd-kit/core';
import { Lock, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import type { ApplicantRow } from '../../../../shared/applicants';
import type { ApplicationState, ApplicationStatus } from '../../../../shared/applications';
import { Button } from '../../../components/button';
import { Skeleton } from '../../../components/states';
import { cn } from '../../../lib/cn';
import { failureText } from '../../../lib/failure';
import type { useApplicants } from '../api/list-applicants';
import { statusLabels } from '../status-labels';
import { BoardCard } from './board-card';

type Props = {
  status: ApplicationState;
  /** An own stage's column (decision 044): its droppable id ('stage:<id>'), name and count. */
  column?: { id: string; label: string; count: number | undefined };
  /** The card's "Move to" choices beyond the statuses: the pipeline's own stages. */
  stageTargets?: { value: string; label: string }[];
  query: ReturnType<typeof useApplicants>;
  /** The column's rows, with a dropped card shown where it is going while the change is confirmed. */
  rows: ApplicantRow[];
  pendingId: string | null;
  onOpen(row: ApplicantRow): void;
  onMoveTo(row: ApplicantRow, to: ApplicationStatus | `stage:${string}`): void;
};

/** One status of the board: its head with the count, its cards a page at a time; withdrawn takes no drops. */
export function BoardColumn({ status, column, stageTargets, query, rows, pendingId, onOpen, onMoveTo }: Props) {
  const isFinal = status === 'withdrawn';
  const { setNodeRef, isOver } = useDroppable({ id: column?.id ?? status, disabled: isFinal });
  const headingId = useId();
  const count = column ? column.count : query.data?.pages[0]?.counts[status];
  const label = column?.label ?? statusLabels[status];

  let body;
  if (query.isPending) {
    body = (
      <div role="status" className="space-y-2">
        <span className="sr-only">Loading {label.toLowerCase()} applications...</span>
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-28 w-full rounded-xl bg-slate-200/80" />
        ))}
      </div>
    );
  } else if (query.isError && !query.data) {
    body = (
      <div role="alert" className="space-y-2 rounded-xl bg-white p-3 text-sm ring-1 ring-red-200">
        <p className="text-red-800">{failureText(query.error, 'Failed to load these applications.')}</p>
        <Button variant="secondary" size="sm" className="max-sm:h-11" onClick={() => void query.refetch()}>
          <RefreshCw className={query.isFetching ? 'size-4 animate-spin' : 'size-4'} aria-hidden /> Try Again
        </Button>
      </div>
    );
  } else if (rows.length === 0) {
    body = (
      <p className="rounded-xl border border-dashed border-slate-300 px-3 py-6 text-center text-sm text-slate-600">
        {isFinal ? 'None withdrawn' : 'No applications'}
      </p>
    );
  } else {
    body = (
      <ul aria-labelledby={headingId} className="space-y-2">
        {rows.map((row) => (
          <BoardCard
            key={row.id}
            row={row}
            isPending={row.id === pendingId}
            stageTargets={stageTargets}
            onOpen={onOpen}
            onMoveTo={onMoveTo}
          />
        ))}
      </ul>
    );
  }

  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-testid={column?.id.startsWith('stage:') ? 'board-column-stage' : `board-column-${status}`}
      className={cn(
        'flex w-[82vw] max-w-[19rem] shrink-0 snap-start flex-col rounded-2xl p-2.5 transition-colors lg:w-auto lg:min-w-[10rem] lg:max-w-none lg:flex-1',
        isFinal ? 'bg-slate-100/60 ring-1 ring-inset ring-slate-200' : 'bg-slate-100',
        isOver && 'bg-brand-50 ring-2 ring-inset ring-brand-500',
      )}
    >
      <header className="flex items-center justify-between gap-2 px-1 pb-2.5">
        <h2 id={headingId} className="flex items-center gap-1.5 text-sm font-semibold text-slate-800">
          {isFinal && <Lock className="size-3.5 text-slate-500" aria-hidden />}
          {label}
          {count !== undefined && (
            <span className="sr-only">
              , {count} {count === 1 ? 'application' : 'applications'}
            </span>
          )}
        </h2>
        <span
          className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold tabular-nums text-slate-600 ring-1 ring-slate-200"
          aria-hidden
          data-testid="column-count"
        >
          {count ?? '–'}
        </span>
      </header>
      {body}
      {query.isFetchNextPageError && !query.isFetchingNextPage && (
        <p role="alert" className="mt-2 px-1 text-xs text-red-800">
          Failed to load more.
        </p>
      )}
      {query.hasNextPage && (
        <Button
          variant="ghost"
          size="sm"
          className="mt-2 max-sm:h-11"
          isLoading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
          aria-label={`Load more ${label.toLowerCase()} applications`}
        >
          Load more
        </Button>
      )}
    </section>
  );
}
