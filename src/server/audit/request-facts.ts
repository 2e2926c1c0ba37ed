import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { clientIp } from '../auth/client-ip';
import type { RequestFacts } from '../events/catalog';

/** The longest browser name the audit log keeps: enough to tell devices apart, not a place to store a payload. */
const USER_AGENT_MAX = 300;

/**
 * Who-where-when of the request, for the events the audit log records: the client address
 * as rate limits count it (TRUST_PROXY hops, auth/client-ip.ts), and the browser's name.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's context, whatever its path and input
export function requestFacts<E extends AppEnv>(c: Context<E, any, any>): RequestFacts {
  const { config } = (c as unknown as Context<AppEnv>).get('deps');
  return {
    at: new Date().toISOString(),
    ip: clientIp(c, config.trustProxyHops) ?? null,
    userAgent: c.req.header('user-agent')?.slice(0, USER_AGENT_MAX) ?? null,
  };
}

/** The same, inside better-auth, where the app has already put the client address on a header (auth.routes.ts). */
export function requestFactsFromHeaders(headers: Headers | undefined, ipHeader: string): RequestFacts {
  return {
    at: new Date().toISOString(),
    ip: headers?.get(ipHeader) ?? null,
    userAgent: headers?.get('user-agent')?.slice(0, USER_AGENT_MAX) ?? null,
  };
}
