import { Dialog as RadixDialog } from 'radix-ui';
import { useState } from 'react';
import { Button } from './button';
import type { FirstOpen } from './deferred-control';
import { FilterSheetButton, type FilterSheetProps } from './filter-sheet-button';

/** The filters' sheet itself, loaded on first use (see filter-sheet.tsx): it opens as it arrives. */
export default function FilterSheetDialog({
  description,
  activeCount,
  children,
}: FilterSheetProps & { firstOpen: FirstOpen }) {
  const [open, setOpen] = useState(true);
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger asChild>
        <FilterSheetButton activeCount={activeCount} />
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <RadixDialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[85dvh] overflow-y-auto rounded-t-3xl bg-white p-6 shadow-xl focus:outline-none">
          <div className="mx-auto mb-4 h-1.5 w-12 rounded-full bg-slate-300" aria-hidden />
          <RadixDialog.Title className="mb-4 text-lg font-semibold">Filters</RadixDialog.Title>
          <RadixDialog.Description className="sr-only">{description}</RadixDialog.Description>
          {children}
          <Button className="mt-3 h-11 w-full" onClick={() => setOpen(false)}>
            Show results
          </Button>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
