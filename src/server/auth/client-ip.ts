import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client address from X-Forwarded-For when `hops` proxies of ours stand in front of the server.
 * Each proxy appends the address it received the request from, so the entry the nearest `hops`-th
 * proxy wrote is the `hops`-th from the right; everything to its left is whatever the client sent and
 * must never be trusted (rotating it would give fresh rate-limit buckets). Undefined when the header
 * has fewer entries than there are proxies: then the request did not come through all of them.
 */
export function forwardedClientIp(header: string | undefined, hops: number): string | undefined {
  if (!header || hops < 1) return undefined;
  const entries = header.split(',').map((entry) => entry.trim());
  const entry = entries[entries.length - hops];
  return entry || undefined;
}

/** The address rate limits count: the socket's, or the one our own proxy recorded (TRUST_PROXY hops). */
export function clientIp(c: Context, trustProxyHops: number): string | undefined {
  const forwarded = forwardedClientIp(c.req.header('x-forwarded-for'), trustProxyHops);
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // app.request in tests has no socket
  }
}
