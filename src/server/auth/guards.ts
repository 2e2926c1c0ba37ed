import { createMiddleware } from 'hono/factory';
import type { AppEnv, SessionUserRow } from '../app-env';
import { forbidden, unauthorized } from '../lib/app-error';
import { hasSessionCookie } from '../lib/session-cookie';
import { sessionActor, type Actor } from './actor';

/**
 * Reads the session cookie once per request and puts the caller (or null) on the context, as the
 * session's user and as the request's one Actor. A request without the cookie (every visitor, every
 * health check) skips better-auth and the database.
 */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  if (!hasSessionCookie(c.req.header('cookie'))) {
    c.set('user', null);
    c.set('actor', null);
    c.set('sessionId', null);
    return next();
  }
  const { auth, config } = c.get('deps');
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  const user = session ? { id: session.user.id, email: session.user.email, name: session.user.name, emailVerified: session.user.emailVerified } : null;
  c.set('user', user);
  c.set('actor', user ? sessionActor(user, config) : null);
  c.set('sessionId', session?.session.id ?? null);
  await next();
});

type SignedIn = AppEnv & { Variables: { user: SessionUserRow; actor: Actor } };

/** 401 for a caller with no session. */
export const requireUser = createMiddleware<SignedIn>(async (c, next) => {
  if (!c.get('actor')) throw unauthorized();
  await next();
});

/** 401 with no session, 403 (with the given message) for a signed-in user who is not an administrator. */
export function requireAdminWith(message = 'You do not have permission to do this.', unauthenticated = 'User not authenticated') {
  return createMiddleware<SignedIn>(async (c, next) => {
    const actor = c.get('actor');
    if (!actor) throw unauthorized(unauthenticated);
    if (!actor.isAdmin) throw forbidden(message);
    await next();
  });
}

export const requireAdmin = requireAdminWith();

/** For services, the one owner check: the row's owner is the actor, or 403 with the caller's message. */
export function assertOwner(row: { ownerId: string }, actor: Pick<Actor, 'id'>, message?: string) {
  if (row.ownerId !== actor.id) throw forbidden(message);
}
