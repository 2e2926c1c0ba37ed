import { Bell, Plus } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { Button, buttonClass } from '../../components/button';
import { Logo } from '../../components/logo';
import { clientConfig } from '../../lib/client-config';
import { useSession } from '../../lib/session';
import { cn } from '../../lib/cn';
import { AboutMenu } from './about-menu';
import { MobileMenu } from './mobile-menu';
import { publicLinks, signedInLinks } from './nav-links';
import { ProfileMenu } from './profile-menu';

// Members only, and with its dropdown code: loaded once a member is signed in, never for a visitor.
const NotificationBell = lazy(() =>
  import('../../features/notifications/notification-bell').then((m) => ({ default: m.NotificationBell })),
);

/** Holds the bell's place, at its 44 px tap-target size, while its code loads. */
function BellPlaceholder() {
  return (
    <span className="grid size-11 place-items-center text-slate-600" aria-hidden>
      <Bell className="size-5" />
    </span>
  );
}

export function Header() {
  const { user } = useSession();
  const links = user ? signedInLinks : publicLinks;
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        {/* The name starts with the visible product name, so voice control users can say what they see. */}
        <Link
          to={user ? '/startups' : '/'}
          aria-label={`${clientConfig.platformName} home`}
          className="flex min-h-11 shrink-0 items-center"
        >
          <Logo />
        </Link>
        <nav className="ml-4 hidden items-center gap-1 lg:flex" aria-label="Main">
          {links.map((link) => (
            <NavLink
              key={link.label}
              to={link.to}
              end
              className={({ isActive }) =>
                cn(
                  'rounded-md px-3 py-2 text-sm font-medium',
                  isActive && link.label !== 'Invest'
                    ? 'text-brand-700'
                    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                )
              }
            >
              {link.label}
            </NavLink>
          ))}
          <AboutMenu />
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {user ? (
            <>
              {/* Members only: posting needs an account, so a visitor is not offered a door to the sign-in page.
                  Not on a phone, where a large icon alone said little to a student: there it is in the menu. */}
              <Link
                to="/post-startup"
                className={cn(
                  buttonClass({ variant: 'accent', size: null }),
                  'h-9 shrink-0 whitespace-nowrap px-3 text-sm max-sm:hidden',
                )}
              >
                <Plus className="size-4" aria-hidden /> Post Startup
              </Link>
              <Suspense fallback={<BellPlaceholder />}>
                <NotificationBell />
              </Suspense>
              <ProfileMenu user={user} />
            </>
          ) : (
            <div className="hidden items-center gap-2 sm:flex">
              <Button asChild variant="ghost" size="sm">
                <Link to="/login">Sign In</Link>
              </Button>
              <Button asChild variant="accent" size="sm">
                <Link to="/login?tab=signup">Get Started</Link>
              </Button>
            </div>
          )}
          <MobileMenu isSignedIn={!!user} />
        </div>
      </div>
    </header>
  );
}
