import { SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';

// The Filters button, shared by the sheet's stand-in (filter-sheet.tsx) and the sheet loaded on first use.
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
