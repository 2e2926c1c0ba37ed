import { Menu } from 'lucide-react';
import { deferredControl } from '../../components/deferred-control';

export const mobileTriggerClass =
  'grid size-11 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden';

export function MobileMenuIcon() {
  return <Menu className="size-6" aria-hidden />;
}

/** The header's links on a phone: a sheet from the right, whose dialog code loads on first use. */
export const MobileMenu = deferredControl<{ isSignedIn: boolean }>(
  () => import('./mobile-menu-sheet'),
  (_props, triggerProps) => (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      aria-label="Open menu"
      className={mobileTriggerClass}
      {...triggerProps}
    >
      <MobileMenuIcon />
    </button>
  ),
);
