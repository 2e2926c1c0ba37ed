import { RouterProvider } from 'react-router';
import { useSession } from '../lib/session';
import { AppProviders } from './providers';
import { router } from './router';

/** The app renders once the session is known, so no page flashes the wrong state (spec 2, shell). */
function SessionGate() {
  const { isPending } = useSession();
  if (isPending) {
    return (
      <div className="grid min-h-dvh place-items-center" role="status" aria-label="Loading">
        <span className="size-8 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
      </div>
    );
  }
  return <RouterProvider router={router} />;
}

export function App() {
  return (
    <AppProviders>
      <SessionGate />
    </AppProviders>
  );
}
