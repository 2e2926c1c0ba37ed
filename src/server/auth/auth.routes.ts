import { Hono } from 'hono';
import { VERIFY_CODE_INVALID } from '../../shared/account';
import type { AppEnv } from '../app-env';
import type { Config } from '../config';
import { notFound } from '../lib/app-error';
import { CLIENT_IP_HEADER } from './auth';
import { enforceEmailCodeLimit, enforcePasswordCheckLimits } from './auth-limits';
import { clientIp } from './client-ip';
import { endpointAt, ENDPOINTS } from './endpoints';
import { originRefusedMessage } from './origin';
import { PASSWORD_BUSY_RETRY_SECONDS } from './password';

/**
 * The better-auth endpoints the product uses (endpoints.ts). The library serves many more (update-user,
 * e-mail OTP sign-in, the older reset paths...) that would bypass the shared schemas and the product's
 * rules, so anything else under /api/auth is answered 404.
 */
export { ENDPOINTS } from './endpoints';

/** better-auth's codes for a wrong, used-up or expired e-mail code: one sentence for all of them. */
const CODE_ERRORS = new Set(['INVALID_OTP', 'OTP_EXPIRED', 'TOO_MANY_ATTEMPTS']);

/**
 * better-auth's own endpoints under /api/auth. On the way: the client IP is set from the socket (or
 * our own proxy's entry, never from what the caller claims) for the rate limiter; the product's own
 * limits run before the library sees the request; and better-auth's `{ code, message }` errors are
 * re-shaped into the API's one error shape.
 */
export const authRoutes = new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
  const { auth, config, db } = c.get('deps');
  const path = c.req.path.replace(/^\/api\/auth/, '');
  if (!ENDPOINTS.has(`${c.req.method} ${path}`)) throw notFound();
  const checksPassword = endpointAt(path)?.checksPassword === true;
  const ip = clientIp(c, config.trustProxyHops);

  if (checksPassword || path === '/email-otp/send-verification-otp') {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    // Without a session better-auth answers 401 itself.
    if (checksPassword) await enforcePasswordCheckLimits({ db, config, userId: session?.user.id, ip });
    else if (session && !session.user.emailVerified) await enforceEmailCodeLimit(db, session.user.email);
  }

  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  const request = new Request(c.req.raw, { headers });
  const response = await auth.handler(request);
  if (response.ok || !response.headers.get('content-type')?.includes('application/json')) return response;
  return reshapeError(response, config, c.req.header('origin'));
});

async function reshapeError(response: Response, config: Config, origin: string | undefined): Promise<Response> {
  const body = (await response.json().catch(() => ({}))) as {
    message?: string;
    code?: string;
    fields?: Record<string, string>;
  };
  let message =
    body.message || (response.status === 429 ? 'Too many requests. Please try again later.' : 'An error occurred');
  if (body.code === 'INVALID_ORIGIN' || body.code === 'MISSING_OR_NULL_ORIGIN')
    message = originRefusedMessage(config, origin);
  if (body.code && CODE_ERRORS.has(body.code)) message = VERIFY_CODE_INVALID;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  if (response.status === 503 && !headers.has('retry-after'))
    headers.set('Retry-After', String(PASSWORD_BUSY_RETRY_SECONDS));
  return new Response(JSON.stringify({ error: { message, code: body.code, fields: body.fields } }), {
    status: response.status,
    headers,
  });
}
