import type { SessionUser } from '../../../shared/session';
import { Avatar } from '../../components/avatar';

// The profile menu's trigger, shared by its stand-in (profile-menu.tsx) and the menu loaded on first use.
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
