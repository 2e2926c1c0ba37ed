import type { Hono } from 'hono';
import { ENDPOINTS as AUTH_ENDPOINTS } from '../auth/auth.routes';

/** 'GET /api/startups/:id': a method and a Hono path pattern, as the harnesses key their tables. */
export type RouteKey = `${string} /${string}`;

/**
 * Every route the app serves, read from the app itself so a new route cannot miss the harnesses.
 *
 * Hono lists one entry per handler, middleware included; middleware is registered with `use`, which
 * shows as method ALL on a wildcard path (as does the API's 404 catch-all), so those are dropped.
 * better-auth's catch-all under /api/auth is expanded to the endpoints its router allows.
 */
export function servedRoutes(app: Pick<Hono, 'routes'>): RouteKey[] {
  const keys = new Set<RouteKey>();
  for (const { method, path } of app.routes) {
    if (method === 'ALL' && path.endsWith('*')) continue;
    if (path === '/api/auth/*') {
      for (const endpoint of AUTH_ENDPOINTS) {
        const [endpointMethod, endpointPath] = endpoint.split(' ');
        if (endpointMethod === method) keys.add(`${method} /api/auth${endpointPath}`);
      }
      continue;
    }
    keys.add(`${method} ${path}` as RouteKey);
  }
  return [...keys].sort();
}

/** The names of a route's path parameters: 'PUT /api/profiles/:id/avatar' gives ['id']. */
export function pathParams(route: RouteKey): string[] {
  return [...route.matchAll(/:(\w+)/g)].map((match) => match[1]!);
}

/** The route's path with each parameter replaced by an already encoded segment. */
export function fillPath(route: RouteKey, segments: Record<string, string>): string {
  const pattern = route.slice(route.indexOf(' ') + 1);
  return pattern.replace(/:(\w+)/g, (_, name: string) => segments[name] ?? '');
}

export function methodOf(route: RouteKey): string {
  return route.slice(0, route.indexOf(' '));
}
