import { Hono } from 'hono';
import { readinessSchema } from '../../../shared/ops';
import type { AppEnv } from '../../app-env';
import { describeRoute, json } from '../../lib/contract';
import type { Metrics } from './metrics';
import type { Readiness } from './readiness';

/**
 * /api/ready for the balancer (send traffic here?) and /metrics for Prometheus. /api/health stays the
 * liveness check (restart this process?), answered in src/server/health.ts.
 */
export function opsRoutes(ready: () => Promise<Readiness>, metrics: Metrics | null) {
  const routes = new Hono<AppEnv>().get(
    '/api/ready',
    describeRoute({
      summary:
        'Whether this process can serve: its database answers and holds every migration of this build (the readiness check)',
      responses: {
        200: json(readinessSchema),
        503: json(readinessSchema, 'Not ready, with the reason; Retry-After says when to ask again'),
      },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const readiness = await ready();
      if (!readiness.ready) c.header('Retry-After', '5');
      return c.json(readiness, readiness.ready ? 200 : 503);
    },
  );
  if (!metrics) return routes;
  return routes.get('/metrics', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (!metrics.authorized(c.req.header('authorization'))) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.json({ error: { message: 'A valid metrics token is required.' } }, 401);
    }
    return c.body(await metrics.registry.metrics(), 200, { 'Content-Type': metrics.registry.contentType });
  });
}
