import {
  FileText,
  Flag,
  LayoutDashboard,
  LayoutGrid,
  LogOut,
  Mail,
  ScrollText,
  Settings,
  ShieldCheck,
  Sparkles,
  User,
  Users,
} from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import type { SessionUser } from '../../../shared/session';
import { useSignOut } from '../../features/auth/api/sign-out';
import { useOpenPositions } from '../../entities/invitation/invitations';
import { focusFirstItemOnce, type FirstOpen } from '../../components/deferred-control';
import { openSettings } from '../../lib/settings-dialog';
import { menuContentClass, menuItemClass } from './menu-styles';
import { ProfileTriggerContent, profileTriggerClass } from './profile-trigger';

/** The profile dropdown itself, loaded on first use (see profile-menu.tsx). */
export default function ProfileMenuContent({ user, firstOpen }: { user: SessionUser; firstOpen: FirstOpen }) {
  const isFirst = useRef(true);
  const signOut = useSignOut();
  // Founders with a listed startup (and the administrator) look for candidates; the answer is null for anyone else.
  const isHiring = !!useOpenPositions().data || user.isAdmin;
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <>
      <DropdownMenu.Root modal={false} defaultOpen>
        <DropdownMenu.Trigger className={profileTriggerClass}>
          <ProfileTriggerContent user={user} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            className={menuContentClass}
            onFocus={focusFirstItemOnce(firstOpen, isFirst)}
          >
            <div className="px-3 py-2">
              <p className="text-sm font-semibold text-slate-900">{name}</p>
              <p className="truncate text-xs text-slate-500">{user.email}</p>
            </div>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            <DropdownMenu.Item asChild className={menuItemClass}>
              <Link to="/profile">
                <User className="size-4" aria-hidden /> Profile
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={menuItemClass}>
              <Link to="/dashboard">
                <LayoutDashboard className="size-4" aria-hidden /> Dashboard
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={menuItemClass}>
              <Link to={paths.jobsForYou}>
                <Sparkles className="size-4" aria-hidden /> Jobs for you
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={menuItemClass}>
              <Link to="/invitations">
                <Mail className="size-4" aria-hidden /> Invitations
              </Link>
            </DropdownMenu.Item>
            {isHiring && (
              <DropdownMenu.Item asChild className={menuItemClass}>
                <Link to="/talent">
                  <Users className="size-4" aria-hidden /> Candidates
                </Link>
              </DropdownMenu.Item>
            )}
            {/* The dialog itself is the shell's (settings-host.tsx), so pages can open it too. */}
            <DropdownMenu.Item className={menuItemClass} onSelect={() => openSettings()}>
              <Settings className="size-4" aria-hidden /> Settings
            </DropdownMenu.Item>
            {/* An administrator who has yet to add a second factor finds the admin pages, which set one up (decision 046). */}
            {(user.isAdmin || user.needsSecondFactor) && (
              <>
                <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
                <DropdownMenu.Label className="px-3 py-1 text-xs font-semibold uppercase tracking-wide text-slate-400">
                  Admin
                </DropdownMenu.Label>
                <DropdownMenu.Item asChild className={menuItemClass}>
                  <Link to="/admin">
                    <LayoutGrid className="size-4" aria-hidden /> Admin home
                  </Link>
                </DropdownMenu.Item>
                <DropdownMenu.Item asChild className={menuItemClass}>
                  <Link to="/admin/members">
                    <Users className="size-4" aria-hidden /> Members
                  </Link>
                </DropdownMenu.Item>
                <DropdownMenu.Item asChild className={menuItemClass}>
                  <Link to="/blog/admin">
                    <FileText className="size-4" aria-hidden /> Blog Admin
                  </Link>
                </DropdownMenu.Item>
                <DropdownMenu.Item asChild className={menuItemClass}>
                  <Link to="/admin/startups">
                    <ShieldCheck className="size-4" aria-hidden /> Manage Startups
                  </Link>
                </DropdownMenu.Item>
                <DropdownMenu.Item asChild className={menuItemClass}>
                  <Link to="/admin/reports">
                    <Flag className="size-4" aria-hidden /> Reports
                  </Link>
                </DropdownMenu.Item>
                <DropdownMenu.Item asChild className={menuItemClass}>
                  <Link to="/admin/audit">
                    <ScrollText className="size-4" aria-hidden /> Audit log
                  </Link>
                </DropdownMenu.Item>
              </>
            )}
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            <DropdownMenu.Item className={menuItemClass} onSelect={() => signOut.mutate()}>
              <LogOut className="size-4" aria-hidden /> Sign Out
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </>
  );
}
