import { RouterProvider } from 'react-router';
import { Logo } from '../components/logo';
import { useSession } from '../lib/session';
import { AppProviders } from './providers';
import { router } from './router';

/** The app renders once the session is known, so no page flashes the wrong state (spec 2, shell). */
function SessionGate() {
  const { isPending } = useSession();
  if (isPending) {
    return <ShellSkeleton />;
  }
  return <RouterProvider router={router} />;
}

/** The header's bar and an empty screen-tall page: what follows fills them in place, with nothing moving. */
function ShellSkeleton() {
  return (
    <div className="min-h-dvh" role="status" aria-label="Loading">
      <div className="sticky top-0 z-40 border-b border-slate-200 bg-white/90">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6">
          <Logo />
        </div>
      </div>
    </div>
  );
}

export function App() {
  return (
    <AppProviders>
      <SessionGate />
    </AppProviders>
  );
}
