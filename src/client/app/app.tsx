import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { Logo } from '../components/logo';
import { PageSkeleton } from '../components/skeleton';
import { ErrorState } from '../components/states';
import { failureText } from '../lib/failure';
import { useSession } from '../lib/session';
import { AppProviders } from './providers';

/** The app renders once the session is known, so no page flashes the wrong state. */
function SessionGate({ children }: { children: ReactNode }) {
  const { isPending, isKnown, error, isFetching, refetch } = useSession();
  if (isPending) {
    return (
      <ShellSkeleton>
        <PageSkeleton />
      </ShellSkeleton>
    );
  }
  // Who is signed in could not be asked (server down or briefly unavailable): saying "signed out"
  // would send a signed-in person to the sign-in page, so say what failed; it is asked again by itself.
  if (!isKnown) {
    return (
      <ShellSkeleton>
        <div className="mx-auto max-w-xl px-4 py-16">
          <ErrorState
            message="Failed to load user profile"
            detail={failureText(error)}
            isRetrying={isFetching}
            onRetry={() => void refetch()}
          />
        </div>
      </ShellSkeleton>
    );
  }
  return children;
}

/** The header's bar and a screen-tall page: what follows fills them in place, with nothing moving. */
function ShellSkeleton({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh">
      <div className="sticky top-0 z-40 border-b border-slate-200 bg-white/90">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6">
          <Logo />
        </div>
      </div>
      {children}
    </div>
  );
}

/**
 * The same tree in the browser and on the server; only the router differs (RouterProvider here,
 * StaticRouterProvider there), so a server-rendered page hydrates without a mismatch.
 */
export function App({ queryClient, router }: { queryClient: QueryClient; router: ReactNode }) {
  return (
    <StrictMode>
      <AppProviders client={queryClient}>
        <SessionGate>{router}</SessionGate>
      </AppProviders>
    </StrictMode>
  );
}
