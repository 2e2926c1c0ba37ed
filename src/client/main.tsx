// First: zod's settings must be in place before any schema module runs.
import './lib/zod-config';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { SSR_STATE_ELEMENT_ID } from '../shared/ssr';
import { App } from './app/app';
import { createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import './styles.css';

/** The query cache a server-rendered page was rendered from (null for a page the browser renders). */
function readServerState(): DehydratedState | null {
  const text = document.getElementById(SSR_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as DehydratedState;
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
  if (serverState) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
