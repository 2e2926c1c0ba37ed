import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { useMemo, useRef, useState } from 'react';
import type { ApplicantRow } from '../../../../shared/applicants';
import { applicationStates, type ApplicationState, type ApplicationStatus } from '../../../../shared/applications';
import type { PipelineStage } from '../../../../shared/pipeline-stages';
import { failureText } from '../../../lib/failure';
import { toast } from '../../../lib/toast';
import { useApplicants, totalOf, type ApplicantFilters } from '../api/list-applicants';
import { useMoveToStage, usePipeline } from '../api/pipeline-stages';
import { fullName, statusLabels } from '../status-labels';
import { CardSummary } from './board-card';
import { BoardColumn } from './board-column';
import { ApplicantsEmpty } from './list-states';
import type { MoveRequest } from './status-change';

type Props = {
  filters: ApplicantFilters;
  hasFilters: boolean;
  onClear(): void;
  onOpen(row: ApplicantRow): void;
  onMove(request: MoveRequest): void;
  /** The startup whose pipeline the columns follow (the one filtered, or the founder's only one); none: the statuses alone. */
  pipelineStartupId?: string;
};
type Target = ApplicationStatus | `stage:${string}`;

const rowOf = (data: unknown) => (data as { row?: ApplicantRow } | undefined)?.row;
const nameOf = (data: unknown) => {
  const row = rowOf(data);
  return row ? fullName(row) : 'The application';
};
/** The column names the announcements read: the statuses', and the own stages' while a board shows them. */
const stageNames = new Map<string, string>();
const columnName = (id: unknown) =>
  statusLabels[id as ApplicationState] ?? stageNames.get(String(id)) ?? 'another column';

/** Left and right arrows jump the picked-up card to the next column (withdrawn, which takes no drops, is skipped). */
const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  const { collisionRect, droppableRects, droppableContainers, over, active } = context;
  if (!step || !collisionRect) return undefined;
  event.preventDefault();
  const columns = droppableContainers
    .getEnabled()
    .flatMap((column) => {
      const rect = droppableRects.get(column.id);
      return rect ? [{ id: column.id, rect }] : [];
    })
    .sort((a, b) => a.rect.left - b.rect.left);
  const from = columns.findIndex((column) => column.id === (over?.id ?? rowOf(active?.data.current)?.status));
  const target = columns[from + step];
  if (from < 0 || !target) return undefined;
  return { x: target.rect.left + (target.rect.width - collisionRect.width) / 2, y: currentCoordinates.y };
};

/** Where the pointer is; from the keyboard (no pointer), whichever column the card overlaps most. */
const collisions: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

/** What a screen reader hears while a card moves; `hasLeft` keeps the pick-up message from being talked over at once. */
function makeAnnouncements(hasLeft: { current: boolean }): Announcements {
  const from = (data: unknown) => {
    const row = rowOf(data);
    return row?.stage && stageNames.has(`stage:${row.stage.id}`) ? `stage:${row.stage.id}` : row?.status;
  };
  return {
    onDragStart: ({ active }) => {
      hasLeft.current = false;
      return `Picked up ${nameOf(active.data.current)}, in ${columnName(from(active.data.current))}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!hasLeft.current && over?.id === from(active.data.current)) return undefined;
      hasLeft.current = true;
      return over
        ? `${nameOf(active.data.current)} is over ${columnName(over.id)}.`
        : `${nameOf(active.data.current)} is not over a column.`;
    },
    onDragEnd: ({ active, over }) =>
      over && over.id !== from(active.data.current)
        ? `${nameOf(active.data.current)} was dropped on ${columnName(over.id)}. Confirm the change.`
        : `${nameOf(active.data.current)} stays in ${columnName(from(active.data.current))}.`,
    onDragCancel: ({ active }) =>
      `Moving ${nameOf(active.data.current)} was cancelled. It stays in ${columnName(from(active.data.current))}.`,
  };
}
const screenReaderInstructions = {
  draggable:
    'To move this application to another status, press Space or Enter to pick it up, the left and right arrow keys to choose a column, and Space or Enter to drop it. Escape cancels.',
};

/** The board: one column per status, each its own list; cards move by dragging or by "Move to", and every move asks first. */
export function BoardView({ filters, hasFilters, onClear, onOpen, onMove, pipelineStartupId }: Props) {
  const base = { ...filters, status: undefined, stage: undefined };
  // The startup's own stages as columns between Reviewed and Accepted (decision 044); Reviewed then holds those in none.
  const pipeline = usePipeline(pipelineStartupId);
  const ownStages = (pipeline.data?.stages ?? []).filter(
    (s): s is Extract<PipelineStage, { kind: 'own' }> => s.kind === 'own',
  );
  const hasStages = ownStages.length > 0;
  for (const stage of ownStages) stageNames.set(`stage:${stage.id}`, stage.name);
  const stageTargets = ownStages.map((stage) => ({ value: `stage:${stage.id}`, label: stage.name }));
  const moveToStage = useMoveToStage();
  const queries: Record<ApplicationState, ReturnType<typeof useApplicants>> = {
    submitted: useApplicants({ ...base, status: 'submitted' }),
    reviewed: useApplicants({ ...base, status: 'reviewed', ...(hasStages && { stage: 'none' }) }),
    accepted: useApplicants({ ...base, status: 'accepted' }),
    rejected: useApplicants({ ...base, status: 'rejected' }),
    withdrawn: useApplicants({ ...base, status: 'withdrawn' }),
  };
  const [dragged, setDragged] = useState<ApplicantRow | null>(null);
  const hasLeftColumn = useRef(false);
  const announcements = useMemo(() => makeAnnouncements(hasLeftColumn), []);
  // A card on its way to another column while the change is confirmed; cancelled, it goes back.
  const [pending, setPending] = useState<{ row: ApplicantRow; to: Target } | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );

  const focusCard = (row: ApplicantRow) =>
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-drag-handle="${row.id}"]`)?.focus());

  function moveTo(row: ApplicantRow, to: Target) {
    if (row.status === 'withdrawn' || to === columnOf(row)) return;
    setPending({ row, to });
    if (to.startsWith('stage:')) {
      // Into an own stage at once, without the spec's confirmation (decision 044).
      moveToStage.mutate(
        { ids: [row.id], stageId: to.slice('stage:'.length) },
        {
          onSuccess: () => {
            toast.success(`Moved to ${stageNames.get(to) ?? 'the stage'}`);
            focusCard(row);
          },
          onError: (error) => toast.error(failureText(error, 'Failed to move the application. Please try again.')),
          onSettled: () => setPending(null),
        },
      );
      return;
    }
    onMove({
      rows: [row],
      to: to as ApplicationStatus,
      onDone: (isMoved) => {
        setPending(null);
        // The card is in its new column now: the keyboard carries on from it.
        if (isMoved) focusCard(row);
      },
    });
  }

  const onDragStart = ({ active }: DragStartEvent) => setDragged(rowOf(active.data.current) ?? null);
  function onDragEnd({ active, over }: DragEndEvent) {
    setDragged(null);
    const row = rowOf(active.data.current);
    if (row && over && over.id !== columnOf(row)) moveTo(row, over.id as Target);
  }

  /** The column a card is in: its own stage's while the board shows them, else its status's. */
  function columnOf(row: ApplicantRow): string {
    return hasStages && row.stage ? `stage:${row.stage.id}` : row.status;
  }

  const counts = applicationStates.map((s) => queries[s].data?.pages[0]?.counts).find(Boolean);
  const isAllLoaded = applicationStates.every((s) => !queries[s].isPending);
  if (isAllLoaded && counts && totalOf(counts) === 0)
    return <ApplicantsEmpty hasFilters={hasFilters} onClear={onClear} />;

  const rowsOf = (key: string, query: ReturnType<typeof useApplicants>) => {
    const rows = (query.data?.pages.flatMap((page) => page.items) ?? []).filter((row) => row.id !== pending?.row.id);
    if (pending?.to !== key) return rows;
    const stage = ownStages.find((s) => `stage:${s.id}` === key);
    return [
      stage
        ? { ...pending.row, status: 'reviewed' as const, stage }
        : { ...pending.row, status: key as ApplicationState, stage: null },
      ...rows,
    ];
  };
  // Reviewed holds those in no own stage: its count is the status's less the stages'.
  const firstPage = queries.reviewed.data?.pages[0];
  const reviewedCount =
    hasStages && firstPage
      ? firstPage.counts.reviewed - Object.values(firstPage.stageCounts).reduce((sum, n) => sum + n, 0)
      : undefined;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      accessibility={{ announcements, screenReaderInstructions }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
    >
      <div
        className="relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-4 sm:-mx-6 sm:scroll-px-6 sm:px-6 lg:snap-none"
        data-testid="board"
      >
        {applicationStates.flatMap((status) => [
          <BoardColumn
            key={status}
            status={status}
            query={queries[status]}
            rows={rowsOf(status, queries[status])}
            pendingId={pending?.row.id ?? null}
            stageTargets={stageTargets}
            onOpen={onOpen}
            onMoveTo={moveTo}
            column={
              status === 'reviewed' && hasStages
                ? { id: 'reviewed', label: statusLabels.reviewed, count: reviewedCount }
                : undefined
            }
          />,
          ...(status === 'reviewed'
            ? ownStages.map((stage) => (
                <StageColumn
                  key={stage.id}
                  stage={stage}
                  filters={base}
                  rowsOf={rowsOf}
                  pendingId={pending?.row.id ?? null}
                  stageTargets={stageTargets}
                  onOpen={onOpen}
                  onMoveTo={moveTo}
                />
              ))
            : []),
        ])}
      </div>
      <DragOverlay dropAnimation={null}>
        {dragged && (
          <div className="w-64 rotate-1 cursor-grabbing rounded-xl bg-white p-3 shadow-xl ring-2 ring-brand-500">
            <CardSummary row={dragged} />
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}

type StageColumnProps = {
  stage: Extract<PipelineStage, { kind: 'own' }>;
  filters: ApplicantFilters;
  pendingId: string | null;
  stageTargets: { value: string; label: string }[];
  rowsOf(key: string, query: ReturnType<typeof useApplicants>): ApplicantRow[];
  onOpen(row: ApplicantRow): void;
  onMoveTo(row: ApplicantRow, to: Target): void;
};

/** An own stage's column: its own list, a page at a time, counted by the page's stage counts. */
function StageColumn({ stage, filters, rowsOf, pendingId, stageTargets, onOpen, onMoveTo }: StageColumnProps) {
  const query = useApplicants({ ...filters, stage: stage.id });
  const key = `stage:${stage.id}`;
  return (
    <BoardColumn
      status="reviewed"
      column={{
        id: key,
        label: stage.name,
        count: query.data?.pages[0]?.stageCounts[stage.id] ?? (query.data ? 0 : undefined),
      }}
      query={query}
      rows={rowsOf(key, query)}
      pendingId={pendingId}
      stageTargets={stageTargets}
      onOpen={onOpen}
      onMoveTo={onMoveTo}
    />
  );
}
