import { deferredControl } from '../../components/deferred-control';
import { AboutTriggerContent, aboutTriggerClass } from './about-trigger';

/** The header's About dropdown; its menu code loads on first use. */
export const AboutMenu = deferredControl<object>(
  () => import('./about-menu-content'),
  (_props, triggerProps) => (
    <button type="button" aria-haspopup="menu" aria-expanded={false} className={aboutTriggerClass} {...triggerProps}>
      <AboutTriggerContent />
    </button>
  ),
);
