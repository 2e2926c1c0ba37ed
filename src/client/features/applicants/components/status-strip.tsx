import { applicationStates, type ApplicationState } from '../../../../shared/applications';
import { cn } from '../../../lib/cn';
import { statusLabels } from '../status-labels';

type Props = {
  counts: Record<ApplicationState, number> | undefined;
  value: string | undefined;
  onChange(status: string): void;
  /** The pipeline's own stages after Reviewed (decision 044), their values 'stage:<id>', counted within Reviewed. */
  stages?: { id: string; name: string }[];
  stageCounts?: Record<string, number>;
};

const chip =
  'inline-flex min-h-11 items-center gap-2 rounded-full px-3.5 text-sm font-semibold ring-1 ring-inset transition-colors sm:min-h-9';

/** How many applications each status (and own stage) holds for the other filters; choosing one filters the table by it. */
export function StatusStrip({ counts, value, onChange, stages = [], stageCounts }: Props) {
  const total = counts ? applicationStates.reduce((sum, s) => sum + counts[s], 0) : undefined;
  const options: [string, string, number | undefined][] = [
    ['', 'All', total],
    ...applicationStates.flatMap((s) => [
      [s, statusLabels[s], counts?.[s]] as [string, string, number | undefined],
      ...(s === 'reviewed'
        ? stages.map(
            (stage) =>
              [`stage:${stage.id}`, stage.name, counts && (stageCounts?.[stage.id] ?? 0)] as [
                string,
                string,
                number | undefined,
              ],
          )
        : []),
    ]),
  ];
  return (
    <div role="group" aria-label="Status" className="flex flex-wrap gap-2" data-testid="status-counts">
      {options.map(([status, label, count]) => {
        const isPressed = (value ?? '') === status;
        return (
          <button
            key={status || 'all'}
            type="button"
            aria-pressed={isPressed}
            onClick={() => onChange(status)}
            className={cn(
              chip,
              isPressed
                ? 'bg-brand-600 text-white ring-brand-600'
                : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
            )}
          >
            {label}
            <span
              className={cn(
                'rounded-full px-1.5 text-xs tabular-nums',
                isPressed ? 'bg-white text-brand-700' : 'bg-slate-100 text-slate-700',
              )}
            >
              {count ?? '–'}
            </span>
          </button>
        );
      })}
    </div>
  );
}
