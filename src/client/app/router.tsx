import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { routes } from './routes';

/**
 * The browser's router. For a page the server rendered, the matched routes' code is loaded first, so
 * the router starts already on that page and its first render is the server's HTML (no fallback).
 */
export async function createAppRouter({ isHydrating }: { isHydrating: boolean }) {
  if (isHydrating) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        const loaded = await route.lazy();
        Object.assign(route, { ...loaded, lazy: undefined } satisfies Partial<RouteObject>);
      }),
    );
  }
  return createBrowserRouter(routes);
}
