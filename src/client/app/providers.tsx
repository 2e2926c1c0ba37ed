import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api';
import { isTransientFailure, RECOVERY_INTERVAL_MS } from '../lib/failure';
import { queryKeys } from '../lib/query-keys';

// Three retries on network errors, 1 s doubling to at most 8 s. A 4xx is an answer, not a failure.
function shouldRetry(failureCount: number, error: unknown) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 3;
}

/**
 * One per browser tab, and one per server-rendered page (the server's never retries: a failed
 * request there means the page is served without its data and the browser asks again).
 */
export function createQueryClient({ isServer = false } = {}): QueryClient {
  // Any 401 means the session ended on its own (expired, revoked, user deleted): ask again, and the
  // route guards send the user to /login unless the page is public.
  const onApiError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401)
      void client.invalidateQueries({ queryKey: queryKeys.session });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: onApiError }),
    mutationCache: new MutationCache({ onError: onApiError }),
    defaultOptions: {
      queries: {
        retry: isServer ? false : shouldRetry,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 8000),
        staleTime: 30_000,
        // A page whose load failed because the server was down or briefly unavailable asks again on its
        // own, so it comes back when the server does, without a click or a reload (decision 016).
        refetchInterval: (query) =>
          !isServer && query.state.status === 'error' && isTransientFailure(query.state.error)
            ? RECOVERY_INTERVAL_MS
            : false,
      },
    },
  });
  return client;
}

export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    // The toaster is not here: lib/toast.ts mounts it with the first message.
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}
