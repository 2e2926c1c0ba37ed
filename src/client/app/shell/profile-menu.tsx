import type { SessionUser } from '../../../shared/session';
import { Avatar } from '../../components/avatar';
import { deferredControl } from '../../components/deferred-control';

// A 44 px target around the 36 px picture; the hover ring stays on the picture.
export const profileTriggerClass = 'group grid size-11 place-items-center rounded-full';

export function ProfileTriggerContent({ user }: { user: SessionUser }) {
  return (
    <>
      <Avatar
        name={`${user.firstName} ${user.lastName}`.trim()}
        src={user.avatarUrl}
        isDecorative
        className="ring-offset-2 group-hover:ring-2 group-hover:ring-brand-200 group-data-[state=open]:ring-2 group-data-[state=open]:ring-brand-200"
      />
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
