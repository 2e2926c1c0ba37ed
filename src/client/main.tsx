// Loaded by boot.ts. First: zod's settings must be in place before any schema module runs.
import './lib/zod-config';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { SSR_STATE_ELEMENT_ID } from '../shared/ssr';
import { App } from './app/app';
import { createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import { replayEarlyActions } from './early/replay';

/** The query cache a server-rendered page was rendered from (null for a page the browser renders). */
function readServerState(): DehydratedState | null {
  const text = document.getElementById(SSR_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as DehydratedState;
    // Sent without times, so that the page's ETag holds (entry-server.tsx): the data is as fresh as the page.
    const now = Date.now();
    for (const query of state.queries) {
      query.state.dataUpdatedAt = now;
      query.dehydratedAt = now;
    }
    return state;
  } catch {
    return null;
  }
}

async function start() {
  const container = document.getElementById('root')!;
  const queryClient = createQueryClient();
  const serverState = readServerState();
  // The page's data came with it: the browser does not ask for it again.
  if (serverState) hydrate(queryClient, serverState);
  const router = await createAppRouter({ isHydrating: !!serverState });
  const app = <App queryClient={queryClient} router={<RouterProvider router={router} />} />;
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page (one long task on a slow phone); the page is already on screen meanwhile.
  if (serverState) {
    startTransition(() => void hydrateRoot(container, app));
    // What the person did before this code ran takes effect as React takes each element over (decision 022).
    replayEarlyActions();
  } else createRoot(container).render(app);
}

void start();
