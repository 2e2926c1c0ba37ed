import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../app-env';
import { CLIENT_IP_HEADER } from './auth';

/**
 * The better-auth endpoints the product uses. The library serves many more (update-user, e-mail OTP
 * sign-in, the older reset paths...) that would bypass the shared schemas and the product's rules, so
 * anything else under /api/auth is answered 404.
 */
const ENDPOINTS = new Set([
  'POST /sign-up/email', 'POST /sign-in/email', 'POST /sign-out', 'POST /revoke-sessions', 'POST /change-password', 'POST /delete-user',
  'POST /email-otp/request-password-reset', 'POST /email-otp/reset-password',
]);

/**
 * better-auth's own endpoints under /api/auth. Two things happen on the way:
 * the client IP is set from the socket (never from what the caller claims) for the rate limiter,
 * and better-auth's `{ code, message }` errors are re-shaped into the API's one error shape.
 */
export const authRoutes = new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
  const { auth, config } = c.get('deps');
  if (!ENDPOINTS.has(`${c.req.method} ${c.req.path.replace(/^\/api\/auth/, '')}`)) return c.json({ error: { message: 'Not found' } }, 404);
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  const ip = clientIp(c, config.trustProxy);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  const request = new Request(c.req.raw, { headers });
  const response = await auth.handler(request);
  if (response.ok || !response.headers.get('content-type')?.includes('application/json')) return response;
  return reshapeError(response);
});

function clientIp(c: Context<AppEnv>, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // app.request in tests has no socket
  }
}

async function reshapeError(response: Response): Promise<Response> {
  const body = (await response.json().catch(() => ({}))) as { message?: string; code?: string; fields?: Record<string, string> };
  const message = body.message || (response.status === 429 ? 'Too many requests. Please try again later.' : 'An error occurred');
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ error: { message, code: body.code, fields: body.fields } }), {
    status: response.status,
    headers,
  });
}
