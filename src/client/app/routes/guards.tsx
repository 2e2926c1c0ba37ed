import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useIsAdminGateHeld } from '../../entities/second-factor/gate-hold';
import { useSession } from '../../lib/session';
import { loginPath, useAfterSignIn } from '../../lib/sign-in-redirect';

/** Signed-in pages: anyone else goes to /login, and comes back here after signing in. */
export function RequireAuth() {
  const { user } = useSession();
  const location = useLocation();
  if (!user) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  return <Outlet />;
}

/**
 * /, /login, /forgot-password and /reset-password go to /startups when signed in, or back to the page
 * that sent the person to sign in (`?redirect=`).
 */
export function RedirectIfSignedIn() {
  const { user } = useSession();
  const target = useAfterSignIn();
  if (user) return <Navigate to={target} replace />;
  return <Outlet />;
}

// Its code (a QR code drawer among it) loads for the one administrator who meets it.
const SecondFactorRequired = lazy(() =>
  import('../../entities/second-factor/second-factor-required').then((module) => ({
    default: module.SecondFactorRequired,
  })),
);

/**
 * Administrator pages; the server decides who is one, the client only hides the door. An administrator
 * without a second factor meets the page that sets one up instead (decision 046), and that page stays
 * until its backup codes were saved, whatever refreshes the session meanwhile (decision 063).
 */
export function RequireAdmin({ redirectTo }: { redirectTo: string }) {
  const { user } = useSession();
  const isGateHeld = useIsAdminGateHeld();
  if (user && (user.needsSecondFactor || isGateHeld))
    return (
      <Suspense>
        <SecondFactorRequired user={user} />
      </Suspense>
    );
  if (!user?.isAdmin) return <Navigate to={redirectTo} replace />;
  return <Outlet />;
}
