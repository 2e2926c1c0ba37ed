import { deferredControl } from '../../components/deferred-control';
import { MobileMenuIcon, mobileTriggerClass } from './mobile-menu-trigger';

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
