import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

export const HEALTH_PATH = '/api/health';

type Probe = { request: (path: string) => Response | Promise<Response> };

/**
 * The liveness check, answered by the HTTP server ahead of the framework (decision 014).
 *
 * Every balancer asks it every few seconds from every instance, and the app's own route costs more
 * per request than the check itself. The answer is the app's own: at start the app's `/api/health` is
 * asked once, and its headers (the security headers included) and body are kept and sent as they are
 * whenever the database answers. When it does not, or for any other path or method, the request
 * goes to the app, which answers it as always. A query string changes nothing, as on the app's route.
 */
export async function answerHealthFirst(
  app: Probe,
  ping: () => Promise<unknown>,
): Promise<(next: RequestListener) => RequestListener> {
  const probe = await app.request(HEALTH_PATH);
  if (probe.status !== 200) throw new Error(`${HEALTH_PATH} answered ${probe.status} at start`);
  const body = await probe.text();
  const headers: Record<string, string> = Object.fromEntries(probe.headers);
  headers['content-length'] = String(Buffer.byteLength(body));

  return (next) => (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '';
    const isHealth =
      url.startsWith(HEALTH_PATH) && (url.length === HEALTH_PATH.length || url[HEALTH_PATH.length] === '?');
    if (!isHealth || (req.method !== 'GET' && req.method !== 'HEAD')) return next(req, res);
    ping().then(
      // Node sends no body to a HEAD, as the app would not.
      () => res.writeHead(200, headers).end(body),
      () => next(req, res),
    );
  };
}
