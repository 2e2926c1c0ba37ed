import { SlidersHorizontal } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { Button } from './button';

/**
 * A listing's filters on a phone: a Filters button that opens them in a sheet from the bottom. The button
 * says how many are in force, so a filter set in the closed sheet leaves a trace (DESIGN.md: state is visible).
 */
export function FilterSheet({ description, activeCount = 0, children }: { description: string; activeCount?: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger asChild>
        <Button variant="secondary" className="mb-4 h-11 w-full lg:hidden">
          <SlidersHorizontal className="size-4" aria-hidden /> Filters
          {activeCount > 0 && (
            <>
              <span className="grid h-5 min-w-5 place-items-center rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white" aria-hidden>{activeCount}</span>
              <span className="sr-only">({activeCount} active)</span>
            </>
          )}
        </Button>
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <RadixDialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[85dvh] overflow-y-auto rounded-t-3xl bg-white p-6 shadow-xl focus:outline-none">
          <div className="mx-auto mb-4 h-1.5 w-12 rounded-full bg-slate-300" aria-hidden />
          <RadixDialog.Title className="mb-4 text-lg font-semibold">Filters</RadixDialog.Title>
          <RadixDialog.Description className="sr-only">{description}</RadixDialog.Description>
          {children}
          <Button className="mt-3 h-11 w-full" onClick={() => setOpen(false)}>Show results</Button>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
