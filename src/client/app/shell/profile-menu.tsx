import type { SessionUser } from '../../../shared/session';
import { deferredControl } from '../../components/deferred-control';
import { ProfileTriggerContent, profileTriggerClass } from './profile-trigger';

/** The signed-in member's menu (profile, dashboard, settings, sign out); its code loads on first use. */
export const ProfileMenu = deferredControl<{ user: SessionUser }>(
  () => import('./profile-menu-content'),
  ({ user }, triggerProps) => (
    <button type="button" aria-haspopup="menu" aria-expanded={false} className={profileTriggerClass} {...triggerProps}>
      <ProfileTriggerContent user={user} />
    </button>
  ),
);
