import { ChevronDown } from 'lucide-react';

// The About trigger's look, shared by its stand-in (about-menu.tsx) and the menu loaded on first use.
export const aboutTriggerClass =
  'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100';

export function AboutTriggerContent() {
  return (
    <>
      About <ChevronDown className="size-4" aria-hidden />
    </>
  );
}
