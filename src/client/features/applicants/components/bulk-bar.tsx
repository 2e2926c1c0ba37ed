import { X } from 'lucide-react';
import type { ApplicationStatus } from '../../../../shared/applications';
import { Button } from '../../../components/button';
import { moveTargets } from '../status-labels';

type Props = {
  count: number;
  isBusy: boolean;
  onMove(status: ApplicationStatus): void;
  /** The startup's own stages (decision 044), offered when every row shown is of that startup. */
  stages?: { id: string; name: string }[];
  onMoveToStage?(stageId: string): void;
  onClear(): void;
};

/** Shown while rows are selected: move them all at once (each by the single change's rules), or let go. */
export function BulkBar({ count, isBusy, onMove, stages = [], onMoveToStage, onClear }: Props) {
  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white shadow-[0_-6px_20px_rgba(15,23,42,0.08)]"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-5 gap-y-2 px-4 py-3 sm:px-6">
        <div className="flex w-full items-center justify-between gap-3 sm:w-auto">
          <p className="font-semibold text-slate-900" aria-live="polite" data-testid="selected-count">
            {count} selected
          </p>
          <Button variant="ghost" size="sm" className="max-sm:h-11 sm:hidden" onClick={onClear}>
            <X className="size-4" aria-hidden /> Clear selection
          </Button>
        </div>
        <div
          role="group"
          aria-label={`Move ${count} selected to`}
          className="grid w-full grid-cols-2 items-center gap-2 sm:flex sm:w-auto"
        >
          <span className="col-span-2 text-sm text-slate-600 sm:col-span-1" aria-hidden>
            Move to:
          </span>
          {moveTargets.map(({ status, label }) => (
            <Button
              key={status}
              variant="secondary"
              size="sm"
              className="max-sm:h-11"
              disabled={isBusy}
              onClick={() => onMove(status)}
            >
              {label}
            </Button>
          ))}
          {onMoveToStage &&
            stages.map((stage) => (
              <Button
                key={stage.id}
                variant="secondary"
                size="sm"
                className="max-sm:h-11"
                disabled={isBusy}
                onClick={() => onMoveToStage(stage.id)}
              >
                {stage.name}
              </Button>
            ))}
        </div>
        <Button variant="ghost" size="sm" className="ml-auto max-sm:hidden" onClick={onClear}>
          <X className="size-4" aria-hidden /> Clear selection
        </Button>
      </div>
    </div>
  );
}
