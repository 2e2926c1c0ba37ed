import { SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';
import { deferredControl } from './deferred-control';

export type FilterSheetProps = { description: string; activeCount?: number; children: ReactNode };

/** The Filters button, as the sheet's trigger and as its stand-in until the sheet's code is there. */
export function FilterSheetButton({ activeCount = 0, ...buttonProps }: { activeCount?: number } & ButtonProps) {
  return (
    <Button variant="secondary" className="mb-4 h-11 w-full lg:hidden" aria-haspopup="dialog" {...buttonProps}>
      <SlidersHorizontal className="size-4" aria-hidden /> Filters
      {activeCount > 0 && (
        <>
          <span
            className="grid h-5 min-w-5 place-items-center rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white"
            aria-hidden
          >
            {activeCount}
          </span>
          <span className="sr-only">({activeCount} active)</span>
        </>
      )}
    </Button>
  );
}

/**
 * A listing's filters on a phone: a Filters button that opens them in a sheet from the bottom. The button
 * says how many are in force, so a filter set in the closed sheet leaves a trace (DESIGN.md: state is visible).
 * The sheet's code (a dialog, its focus trap and scroll lock) loads on first use: a visitor's listing
 * does not download it (decision 068).
 */
export const FilterSheet = deferredControl<FilterSheetProps>(
  () => import('./filter-sheet-dialog'),
  ({ activeCount }, triggerProps) => <FilterSheetButton activeCount={activeCount} {...triggerProps} />,
);
