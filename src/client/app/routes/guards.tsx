import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session';

/** Signed-in pages: anyone else goes to /login, and comes back here after signing in. */
export function RequireAuth() {
  const { user } = useSession();
  const location = useLocation();
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

/** /, /login, /forgot-password and /reset-password go to /startups when signed in. */
export function RedirectIfSignedIn() {
  const { user } = useSession();
  if (user) return <Navigate to="/startups" replace />;
  return <Outlet />;
}

/** Administrator pages; the server decides who is one, the client only hides the door. */
export function RequireAdmin({ redirectTo }: { redirectTo: string }) {
  const { user } = useSession();
  if (!user?.isAdmin) return <Navigate to={redirectTo} replace />;
  return <Outlet />;
}
