import { createMiddleware } from 'hono/factory';
import type { AppEnv, SessionUserRow } from '../app-env';
import type { Config } from '../config';
import { forbidden, unauthorized } from '../lib/app-error';
import { hasSessionCookie } from '../lib/session-cookie';

/**
 * Reads the session cookie once per request and puts the caller (or null) on the context. A request
 * without the cookie (every visitor, every health check) skips better-auth and the database.
 */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  if (!hasSessionCookie(c.req.header('cookie'))) {
    c.set('user', null);
    c.set('sessionId', null);
    return next();
  }
  const { auth } = c.get('deps');
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  c.set('user', session ? { id: session.user.id, email: session.user.email, name: session.user.name, emailVerified: session.user.emailVerified } : null);
  c.set('sessionId', session?.session.id ?? null);
  await next();
});

/**
 * An administrator is a member whose address is in ADMIN_EMAILS and who proved it with a code: anyone
 * can sign up with any address, so an unproven one grants nothing.
 */
export function isAdmin(user: Pick<SessionUserRow, 'email' | 'emailVerified'> | null, config: Pick<Config, 'adminEmails'>): boolean {
  return !!user && user.emailVerified && config.adminEmails.includes(user.email.toLowerCase());
}

/** 401 for a caller with no session. */
export const requireUser = createMiddleware<AppEnv & { Variables: { user: SessionUserRow } }>(async (c, next) => {
  if (!c.get('user')) throw unauthorized();
  await next();
});

/** 401 with no session, 403 (with the given message) for a signed-in user who is not an administrator. */
export function requireAdminWith(message = 'You do not have permission to do this.', unauthenticated = 'User not authenticated') {
  return createMiddleware<AppEnv & { Variables: { user: SessionUserRow } }>(async (c, next) => {
    const user = c.get('user');
    if (!user) throw unauthorized(unauthenticated);
    if (!isAdmin(user, c.get('deps').config)) throw forbidden(message);
    await next();
  });
}

export const requireAdmin = requireAdminWith();

/** For services: the row's owner is the caller, or 403. */
export function assertOwner(row: { ownerId: string }, user: Pick<SessionUserRow, 'id'>, message?: string) {
  if (row.ownerId !== user.id) throw forbidden(message);
}
