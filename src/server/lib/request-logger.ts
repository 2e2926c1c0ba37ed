import { createMiddleware } from 'hono/factory';
import type { Logger } from './logger';

/** One JSON line per request: what operators expect to grep and ship. */
export function requestLogger(logger: Logger) {
  return createMiddleware(async (c, next) => {
    const start = performance.now();
    await next();
    // Static assets and the balancer's readiness checks would drown the log; API calls and page loads are what matter.
    if (c.req.path.startsWith('/assets/') || c.req.path === '/api/ready') return;
    logger.info({
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - start),
    });
  });
}
