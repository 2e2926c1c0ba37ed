import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { PageSkeleton } from '../../components/skeleton';
import { useSession } from '../../lib/session';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';
import { SettingsHost } from './settings-host';

// Only a member with an unconfirmed address sees it; its form and validation code load for them alone.
const VerifyEmailNotice = lazy(() =>
  import('../../features/auth/verify-email-notice').then((m) => ({ default: m.VerifyEmailNotice })),
);

/**
 * Says the page answers clicks: a server-rendered page shows its content before its code has run. Inside
 * the page's own Suspense boundary, so it is said once the page's content has been hydrated and
 * committed, not only the shell around it (the early actions wait for it, decision 022; so do the
 * journeys that test features rather than the first tap).
 */
function InteractiveMark() {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return null;
}

export function Layout() {
  const { user } = useSession();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <Header />
      {user && !user.emailVerified && (
        <Suspense fallback={null}>
          <VerifyEmailNotice />
        </Suspense>
      )}
      {/* At least a screen tall: the footer starts below the fold and is not pushed down when the page's data arrives. */}
      <main id="main" className="min-h-dvh flex-1">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
          <InteractiveMark />
        </Suspense>
      </main>
      <Footer />
      {user && <SettingsHost />}
    </div>
  );
}
