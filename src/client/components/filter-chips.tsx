import { X } from 'lucide-react';
import { cn } from '../lib/cn';

/** One filter in force: the address parameter it lives in, and what it shows. */
export type FilterChip<Name extends string = string> = { name: Name; label: string };

/**
 * The listing's filters in force, each removed with one tap, and all at once from two up (DESIGN.md:
 * state is visible). Each chip is a 44 px tall tap target around a compact pill.
 */
export function FilterChips<Name extends string>({
  chips,
  onRemove,
  onClear,
  className,
}: {
  chips: FilterChip<Name>[];
  onRemove(name: Name): void;
  onClear(): void;
  className?: string;
}) {
  if (chips.length === 0) return null;
  return (
    <div role="group" aria-label="Active filters" className={cn('flex flex-wrap items-center gap-x-2', className)}>
      {chips.map((chip) => (
        <button
          key={chip.name}
          type="button"
          onClick={() => onRemove(chip.name)}
          aria-label={`Remove filter: ${chip.label}`}
          className="group/chip inline-flex min-h-11 min-w-11 items-center rounded-full"
        >
          <span className="inline-flex h-8 items-center gap-1.5 rounded-full bg-brand-50 pl-3 pr-2 text-sm font-medium text-brand-800 ring-1 ring-inset ring-brand-200 group-hover/chip:bg-brand-100">
            {chip.label} <X className="size-3.5" aria-hidden />
          </span>
        </button>
      ))}
      {chips.length > 1 && (
        <button
          type="button"
          onClick={onClear}
          className="min-h-11 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:underline"
        >
          Clear all
        </button>
      )}
    </div>
  );
}
