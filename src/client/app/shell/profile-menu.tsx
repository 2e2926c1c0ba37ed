import { FileText, LayoutDashboard, LogOut, Settings, ShieldCheck, User } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { SessionUser } from '../../../shared/session';
import { useSignOut } from '../../features/auth/api/sign-out';
import { Avatar } from '../../components/avatar';
import { menuContentClass, menuItemClass } from './menu-styles';

// The settings dialog and its forms load when first opened, so that they (and the validation code they
// bring) stay out of the JavaScript every page downloads.
const SettingsDialog = lazy(() => import('../../features/settings/settings-dialog').then((m) => ({ default: m.SettingsDialog })));

export function ProfileMenu({ user }: { user: SessionUser }) {
  const signOut = useSignOut();
  const [isSettingsOpen, setIsSettingsOpen] = useState(false);
  const [hasOpenedSettings, setHasOpenedSettings] = useState(false);
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className="rounded-full ring-offset-2 hover:ring-2 hover:ring-brand-200">
          <Avatar name={name} src={user.avatarUrl} isDecorative />
          <span className="sr-only">Open profile menu</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={8} className={menuContentClass}>
            <div className="px-3 py-2">
              <p className="text-sm font-semibold text-slate-900">{name}</p>
              <p className="truncate text-xs text-slate-500">{user.email}</p>
            </div>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            <DropdownMenu.Item asChild className={menuItemClass}>
              <Link to="/profile"><User className="size-4" aria-hidden /> Profile</Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={menuItemClass}>
              <Link to="/dashboard"><LayoutDashboard className="size-4" aria-hidden /> Dashboard</Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item className={menuItemClass} onSelect={() => {
                setHasOpenedSettings(true);
                setIsSettingsOpen(true);
              }}>
              <Settings className="size-4" aria-hidden /> Settings
            </DropdownMenu.Item>
            {user.isAdmin && (
              <>
                <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
                <DropdownMenu.Label className="px-3 py-1 text-xs font-semibold uppercase tracking-wide text-slate-400">Admin</DropdownMenu.Label>
                <DropdownMenu.Item asChild className={menuItemClass}>
                  <Link to="/blog/admin"><FileText className="size-4" aria-hidden /> Blog Admin</Link>
                </DropdownMenu.Item>
                <DropdownMenu.Item asChild className={menuItemClass}>
                  <Link to="/admin/startups"><ShieldCheck className="size-4" aria-hidden /> Manage Startups</Link>
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
      {hasOpenedSettings && (
        <Suspense fallback={null}>
          <SettingsDialog open={isSettingsOpen} onOpenChange={setIsSettingsOpen} />
        </Suspense>
      )}
    </>
  );
}
