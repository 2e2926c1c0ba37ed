import { ChevronDown } from 'lucide-react';
import { deferredControl } from '../../components/deferred-control';

export const aboutTriggerClass =
  'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100';

export function AboutTriggerContent() {
  return (
    <>
      About <ChevronDown className="size-4" aria-hidden />
    </>
  );
}

/** The header's About dropdown; its menu code loads on first use. */
export const AboutMenu = deferredControl<object>(
  () => import('./about-menu-content'),
  (_props, triggerProps) => (
    <button type="button" aria-haspopup="menu" aria-expanded={false} className={aboutTriggerClass} {...triggerProps}>
      <AboutTriggerContent />
    </button>
  ),
);
