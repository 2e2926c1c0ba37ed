import {
  DndContext, DragOverlay, KeyboardSensor, MouseSensor, pointerWithin, rectIntersection, TouchSensor, useSensor, useSensors,
  type Announcements, type CollisionDetection, type DragEndEvent, type DragStartEvent, type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { useMemo, useRef, useState } from 'react';
import type { ApplicantRow } from '../../../../shared/applicants';
import { applicationStates, type ApplicationState, type ApplicationStatus } from '../../../../shared/applications';
import { useApplicants, totalOf, type ApplicantFilters } from '../api/list-applicants';
import { fullName, statusLabels } from '../status-labels';
import { CardSummary } from './board-card';
import { BoardColumn } from './board-column';
import { ApplicantsEmpty } from './list-states';
import type { MoveRequest } from './status-change';

type Props = { filters: ApplicantFilters; hasFilters: boolean; onClear(): void; onOpen(row: ApplicantRow): void; onMove(request: MoveRequest): void };

const rowOf = (data: unknown) => (data as { row?: ApplicantRow } | undefined)?.row;
const nameOf = (data: unknown) => { const row = rowOf(data); return row ? fullName(row) : 'The application'; };
const columnName = (id: unknown) => statusLabels[id as ApplicationState] ?? String(id);

/** Left and right arrows jump the picked-up card to the next column (withdrawn, which takes no drops, is skipped). */
const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  const { collisionRect, droppableRects, droppableContainers, over, active } = context;
  if (!step || !collisionRect) return undefined;
  event.preventDefault();
  const columns = droppableContainers
    .getEnabled()
    .flatMap((column) => { const rect = droppableRects.get(column.id); return rect ? [{ id: column.id, rect }] : []; })
    .sort((a, b) => a.rect.left - b.rect.left);
  const from = columns.findIndex((column) => column.id === (over?.id ?? rowOf(active?.data.current)?.status));
  const target = columns[from + step];
  if (from < 0 || !target) return undefined;
  return { x: target.rect.left + (target.rect.width - collisionRect.width) / 2, y: currentCoordinates.y };
};

/** Where the pointer is; from the keyboard (no pointer), whichever column the card overlaps most. */
const collisions: CollisionDetection = (args) => { const hits = pointerWithin(args); return hits.length > 0 ? hits : rectIntersection(args); };

/** What a screen reader hears while a card moves; `hasLeft` keeps the pick-up message from being talked over at once. */
function makeAnnouncements(hasLeft: { current: boolean }): Announcements {
  const from = (data: unknown) => rowOf(data)?.status;
  return {
    onDragStart: ({ active }) => {
      hasLeft.current = false;
      return `Picked up ${nameOf(active.data.current)}, in ${columnName(from(active.data.current))}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!hasLeft.current && over?.id === from(active.data.current)) return undefined;
      hasLeft.current = true;
      return over ? `${nameOf(active.data.current)} is over ${columnName(over.id)}.` : `${nameOf(active.data.current)} is not over a column.`;
    },
    onDragEnd: ({ active, over }) =>
      over && over.id !== from(active.data.current)
        ? `${nameOf(active.data.current)} was dropped on ${columnName(over.id)}. Confirm the change.`
        : `${nameOf(active.data.current)} stays in ${columnName(from(active.data.current))}.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.data.current)} was cancelled. It stays in ${columnName(from(active.data.current))}.`,
  };
}
const screenReaderInstructions = {
  draggable: 'To move this application to another status, press Space or Enter to pick it up, the left and right arrow keys to choose a column, and Space or Enter to drop it. Escape cancels.',
};

/** The board: one column per status, each its own list; cards move by dragging or by "Move to", and every move asks first. */
export function BoardView({ filters, hasFilters, onClear, onOpen, onMove }: Props) {
  const base = { ...filters, status: undefined };
  const queries: Record<ApplicationState, ReturnType<typeof useApplicants>> = {
    submitted: useApplicants({ ...base, status: 'submitted' }),
    reviewed: useApplicants({ ...base, status: 'reviewed' }),
    accepted: useApplicants({ ...base, status: 'accepted' }),
    rejected: useApplicants({ ...base, status: 'rejected' }),
    withdrawn: useApplicants({ ...base, status: 'withdrawn' }),
  };
  const [dragged, setDragged] = useState<ApplicantRow | null>(null);
  const hasLeftColumn = useRef(false);
  const announcements = useMemo(() => makeAnnouncements(hasLeftColumn), []);
  // A card on its way to another column while the change is confirmed; cancelled, it goes back.
  const [pending, setPending] = useState<{ row: ApplicantRow; to: ApplicationStatus } | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );

  function moveTo(row: ApplicantRow, to: ApplicationStatus) {
    if (row.status === to || row.status === 'withdrawn') return;
    setPending({ row, to });
    onMove({
      rows: [row],
      to,
      onDone: (isMoved) => {
        setPending(null);
        // The card is in its new column now: the keyboard carries on from it.
        if (isMoved) requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-drag-handle="${row.id}"]`)?.focus());
      },
    });
  }

  const onDragStart = ({ active }: DragStartEvent) => setDragged(rowOf(active.data.current) ?? null);
  function onDragEnd({ active, over }: DragEndEvent) {
    setDragged(null);
    const row = rowOf(active.data.current);
    if (row && over && over.id !== row.status) moveTo(row, over.id as ApplicationStatus);
  }

  const counts = applicationStates.map((s) => queries[s].data?.pages[0]?.counts).find(Boolean);
  const isAllLoaded = applicationStates.every((s) => !queries[s].isPending);
  if (isAllLoaded && counts && totalOf(counts) === 0) return <ApplicantsEmpty hasFilters={hasFilters} onClear={onClear} />;

  const rowsOf = (status: ApplicationState) => {
    const rows = (queries[status].data?.pages.flatMap((page) => page.items) ?? []).filter((row) => row.id !== pending?.row.id);
    return pending?.to === status ? [{ ...pending.row, status }, ...rows] : rows;
  };

  return (
    <DndContext sensors={sensors} collisionDetection={collisions} accessibility={{ announcements, screenReaderInstructions }} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragged(null)}>
      <div className="relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-4 sm:-mx-6 sm:scroll-px-6 sm:px-6 lg:snap-none" data-testid="board">
        {applicationStates.map((status) => (
          <BoardColumn key={status} status={status} query={queries[status]} rows={rowsOf(status)} pendingId={pending?.row.id ?? null} onOpen={onOpen} onMoveTo={moveTo} />
        ))}
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
