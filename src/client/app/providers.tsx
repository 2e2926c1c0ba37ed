import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api';
import { sessionQueryKey } from '../lib/session';

// Spec 1 section 9: three retries on network errors, 1 s doubling to at most 8 s. A 4xx is an answer, not a failure.
function shouldRetry(failureCount: number, error: unknown) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 3;
}

function onApiError(error: unknown) {
  // Any 401 means the session ended on its own (expired, revoked, user deleted): ask again, and the
  // route guards send the user to /login unless the page is public.
  if (error instanceof ApiError && error.status === 401) {
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: onApiError }),
  mutationCache: new MutationCache({ onError: onApiError }),
  defaultOptions: {
    queries: {
      retry: shouldRetry,
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 8000),
      staleTime: 30_000,
    },
  },
});

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    // The toaster is not here: lib/toast.ts mounts it with the first message.
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}
