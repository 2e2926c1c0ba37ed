import { useMemo, useState } from 'react';
import type { ApplicantRow } from '../../../../shared/applicants';
import type { ApplicationStatus } from '../../../../shared/applications';
import { Button } from '../../../components/button';
import { ErrorState } from '../../../components/states';
import { failureText } from '../../../lib/failure';
import { useApplicants, type ApplicantFilters } from '../api/list-applicants';
import { ApplicantsTable } from './applicants-table';
import { BulkBar } from './bulk-bar';
import { ApplicantsEmpty, RowsSkeleton } from './list-states';
import type { MoveRequest } from './status-change';
import { StatusStrip } from './status-strip';
import { useMoveToStage, usePipeline } from '../api/pipeline-stages';
import { toast } from '../../../lib/toast';

type Props = {
  filters: ApplicantFilters;
  hasFilters: boolean;
  onClear(): void;
  onStatus(status: string): void;
  /** The startup whose own stages the strip lists (decision 044): the one filtered, or the founder's only one. */
  pipelineStartupId?: string;
  onOpen(row: ApplicantRow): void;
  onMove(request: MoveRequest): void;
  isMoving: boolean;
};

/** The table: counts per status (which filter it), the rows a page at a time, and moving many at once. */
export function TableView({
  filters,
  hasFilters,
  onClear,
  onStatus,
  onOpen,
  onMove,
  isMoving,
  pipelineStartupId,
}: Props) {
  const query = useApplicants(filters);
  const pipeline = usePipeline(pipelineStartupId);
  const ownStages = (pipeline.data?.stages ?? []).flatMap((s) =>
    s.kind === 'own' ? [{ id: s.id, name: s.name }] : [],
  );
  const rows = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  // Only what is on screen and can still move counts as selected (a row that left the list, or was withdrawn, drops out).
  const selected = useMemo(
    () => new Set(rows.filter((row) => picked.has(row.id) && row.status !== 'withdrawn').map((row) => row.id)),
    [rows, picked],
  );

  const toggle = (id: string, isChecked: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (isChecked) next.add(id);
      else next.delete(id);
      return next;
    });
  const toggleAll = (isChecked: boolean) =>
    setPicked(isChecked ? new Set(rows.filter((row) => row.status !== 'withdrawn').map((row) => row.id)) : new Set());

  const moveToStage = useMoveToStage();
  /** Into one of the startup's own stages: at once, as from the panel; each application answers for itself. */
  function moveSelectedToStage(stageId: string) {
    const name = ownStages.find((stage) => stage.id === stageId)?.name ?? 'the stage';
    moveToStage.mutate(
      { ids: [...selected], stageId },
      {
        onSuccess: (results) => {
          const failed = results.filter((result) => !result.ok);
          const moved = results.length - failed.length;
          if (moved > 0) toast.success(`Moved ${moved} to ${name}`);
          if (failed.length > 0)
            toast.error(
              `${failed.length} could not be moved: ${('error' in failed[0]! && failed[0].error) || 'please try again.'}`,
            );
          setPicked(new Set(failed.map((result) => result.id)));
        },
        onError: (error) => toast.error(failureText(error, 'Failed to move the applications. Please try again.')),
      },
    );
  }

  function moveSelected(status: ApplicationStatus) {
    onMove({
      rows: rows.filter((row) => selected.has(row.id)),
      to: status,
      isBulk: true,
      onDone: (isMoved) => isMoved && setPicked(new Set()),
    });
  }

  let content;
  if (query.isPending) content = <RowsSkeleton />;
  else if (query.isError && !query.data) {
    content = (
      <ErrorState
        message="Failed to load applications. Please try again."
        detail={failureText(query.error, '')}
        isRetrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (rows.length === 0) content = <ApplicantsEmpty hasFilters={hasFilters} onClear={onClear} />;
  else {
    content = (
      <>
        <ApplicantsTable rows={rows} selected={selected} onToggle={toggle} onToggleAll={toggleAll} onOpen={onOpen} />
        {query.isFetchNextPageError && !query.isFetchingNextPage && (
          <div className="mt-4">
            <ErrorState
              message="Failed to load more applications"
              detail={failureText(query.error, '')}
              onRetry={() => void query.fetchNextPage()}
            />
          </div>
        )}
        {query.hasNextPage && !query.isFetchNextPageError && (
          <div className="mt-6 flex justify-center">
            <Button variant="secondary" isLoading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              {query.isFetchingNextPage ? 'Loading more applications...' : 'Load more applications'}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <div className={selected.size > 0 ? 'pb-40 sm:pb-24' : undefined}>
      <StatusStrip
        counts={query.data?.pages[0]?.counts}
        stageCounts={query.data?.pages[0]?.stageCounts}
        stages={ownStages}
        value={filters.stage ? `stage:${filters.stage}` : filters.status}
        onChange={onStatus}
      />
      <div className="mt-4">{content}</div>
      {selected.size > 0 && (
        <BulkBar
          count={selected.size}
          isBusy={isMoving || moveToStage.isPending}
          onMove={moveSelected}
          onClear={() => setPicked(new Set())}
          stages={ownStages}
          onMoveToStage={pipelineStartupId ? moveSelectedToStage : undefined}
        />
      )}
    </div>
  );
}
