import { useDraggable } from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import type { MouseEvent, ReactNode, TouchEvent } from 'react';
import type { ApplicantRow } from '../../../../shared/applicants';
import type { ApplicationStatus } from '../../../../shared/applications';
import { Avatar } from '../../../components/avatar';
import { cn } from '../../../lib/cn';
import { fullName, moveTargets } from '../status-labels';
import { Badge } from '../../../components/badge';
import { RatingStars } from './rating';
import { AppliedWhen, NewBadge, NotesCount } from './row-parts';

type Props = {
  row: ApplicantRow;
  isPending?: boolean;
  stageTargets?: { value: string; label: string }[];
  onOpen(row: ApplicantRow): void;
  onMoveTo(row: ApplicantRow, to: ApplicationStatus | `stage:${string}`): void;
};

/** Starting a drag from a card's own controls would fight with them (a select opens on press). */
const isOnControl = (event: MouseEvent | TouchEvent) =>
  !!(event.target as HTMLElement).closest('select, a, input, textarea');

/**
 * One application on the board. Dragged by the mouse from anywhere on the card, by touch after a short
 * press, by the keyboard from its handle (Space, arrows, Space); "Move to" does the same without dragging.
 */
export function BoardCard({ row, isPending, stageTargets, onOpen, onMoveTo }: Props) {
  const name = fullName(row);
  const isWithdrawn = row.status === 'withdrawn';
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: row.id,
    data: { row },
    disabled: isWithdrawn || isPending,
  });
  const { onKeyDown, onMouseDown, onTouchStart } = listeners ?? {};

  return (
    <li
      ref={setNodeRef}
      data-testid="board-card"
      aria-busy={isPending || undefined}
      onMouseDown={(e) => !isOnControl(e) && onMouseDown?.(e)}
      onTouchStart={(e) => !isOnControl(e) && onTouchStart?.(e)}
      className={cn(
        'rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200',
        !isWithdrawn && 'cursor-grab active:cursor-grabbing',
        isDragging && 'opacity-40',
        isPending && 'animate-pulse ring-2 ring-brand-500',
      )}
    >
      <CardSummary row={row} onOpen={onOpen} hideStage={!!stageTargets?.length}>
        {!isWithdrawn && (
          <button
            ref={setActivatorNodeRef}
            {...attributes}
            onKeyDown={(e) => onKeyDown?.(e)}
            type="button"
            aria-label={`Drag ${name}`}
            data-drag-handle={row.id}
            className="-ml-1.5 grid h-11 w-7 shrink-0 cursor-grab place-items-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-slate-700 sm:h-9"
          >
            <GripVertical className="size-4" aria-hidden />
          </button>
        )}
      </CardSummary>
      {isWithdrawn ? (
        <p className="mt-2 text-xs text-slate-500">Withdrawn by the candidate; it can no longer be moved.</p>
      ) : (
        <select
          aria-label={`Move ${name} to`}
          value=""
          disabled={isPending}
          onChange={(e) => e.target.value && onMoveTo(row, e.target.value as ApplicationStatus | `stage:${string}`)}
          className="mt-2 block h-11 w-full cursor-pointer rounded-lg border-0 bg-slate-50 px-2 text-sm text-slate-700 ring-1 ring-inset ring-slate-200 focus:ring-2 focus:ring-brand-600 sm:h-8"
        >
          <option value="" disabled>
            Move to…
          </option>
          {moveTargets
            .filter((t) => t.status !== row.status || (t.status === 'reviewed' && row.stage))
            .map(({ status, label }) => (
              <option key={status} value={status}>
                {label}
              </option>
            ))}
          {stageTargets
            ?.filter((t) => t.value !== `stage:${row.stage?.id}`)
            .map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
        </select>
      )}
    </li>
  );
}

/** What a card shows; the drag overlay shows it too, without controls. */
export function CardSummary({
  row,
  onOpen,
  hideStage,
  children,
}: {
  row: ApplicantRow;
  onOpen?(row: ApplicantRow): void;
  hideStage?: boolean;
  children?: ReactNode;
}) {
  const name = fullName(row);
  return (
    <>
      <div className="flex items-start gap-2">
        {children}
        <Avatar name={name} src={row.applicant.avatarUrl} isDecorative />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5">
            {onOpen ? (
              <button
                type="button"
                onClick={() => onOpen(row)}
                className="text-left text-sm font-semibold text-slate-900 hover:text-brand-700 hover:underline"
              >
                {name}
              </button>
            ) : (
              <span className="text-sm font-semibold text-slate-900">{name}</span>
            )}
            <NewBadge row={row} />
            {/* The startup's own stage, by the team's name (decision 044), where no column of it says so (the board shows a stage's column only with its pipeline). */}
            {row.stage && !hideStage && (
              <Badge tone="brand" className="normal-case">
                {row.stage.name}
              </Badge>
            )}
          </div>
          {row.applicant.headline && <p className="line-clamp-2 text-xs text-slate-600">{row.applicant.headline}</p>}
        </div>
      </div>
      <p className="mt-2 text-xs text-slate-700">
        <span className="font-medium">{row.job.title}</span> · {row.startup.name}
      </p>
      <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
        <AppliedWhen iso={row.createdAt} />
        <RatingStars rating={row.rating} />
        <NotesCount count={row.noteCount} />
      </div>
    </>
  );
}
