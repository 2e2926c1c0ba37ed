import type { SessionUser } from '../../../shared/session';
import { Avatar } from '../../components/avatar';
import { deferredControl } from '../../components/deferred-control';

export const profileTriggerClass = 'rounded-full ring-offset-2 hover:ring-2 hover:ring-brand-200';

export function ProfileTriggerContent({ user }: { user: SessionUser }) {
  return (
    <>
      <Avatar name={`${user.firstName} ${user.lastName}`.trim()} src={user.avatarUrl} isDecorative />
      <span className="sr-only">Open profile menu</span>
    </>
  );
}

/** The signed-in member's menu (profile, dashboard, settings, sign out); its code loads on first use. */
export const ProfileMenu = deferredControl<{ user: SessionUser }>(
  () => import('./profile-menu-content'),
  ({ user }, triggerProps) => (
    <button type="button" aria-haspopup="menu" aria-expanded={false} className={profileTriggerClass} {...triggerProps}>
      <ProfileTriggerContent user={user} />
    </button>
  ),
);
