import { createMiddleware } from 'hono/factory';
import { SECOND_FACTOR_REQUIRED, SECOND_FACTOR_SIGN_IN } from '../../shared/two-factor';
import type { AppEnv, SessionUserRow } from '../app-env';
import type { Db } from '../db/client';
import { AppError, forbidden, unauthorized } from '../lib/app-error';
import { hasSessionCookie } from '../lib/session-cookie';
import { isListedAdmin, sessionActor, type Actor, type SecondFactorStep, type SessionFactor } from './actor';
import { bearerOf } from './bearer';
import { hasPasskey } from './second-factors';

/**
 * Reads the session cookie once per request and puts the caller (or null) on the context, as the
 * session's user and as the request's one Actor, unless a bearer token made it already. A request without the cookie (every visitor, every
 * health check) skips better-auth and the database.
 */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  // A bearer token already made the Actor (auth/api-token.ts), or a visitor on a public route; a cookie
  // sent along does not replace it.
  if (c.get('actor')?.via === 'token' || bearerOf(c.req.header('authorization')) !== undefined) return next();
  if (!hasSessionCookie(c.req.header('cookie'))) {
    c.set('user', null);
    c.set('actor', null);
    c.set('sessionId', null);
    return next();
  }
  const { auth, config, db } = c.get('deps');
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  const user = session
    ? {
        id: session.user.id,
        email: session.user.email,
        name: session.user.name,
        emailVerified: session.user.emailVerified,
        twoFactorEnabled: session.user.twoFactorEnabled === true,
      }
    : null;
  c.set('user', user);
  c.set(
    'actor',
    user && session ? sessionActor(user, config, await sessionFactor(db, session, isListedAdmin(user, config))) : null,
  );
  c.set('sessionId', session?.session.id ?? null);
  await next();
});

type SignedIn = AppEnv & { Variables: { user: SessionUserRow; actor: Actor } };

// The guards, known by identity: a route behind one is not public. The OpenAPI document (its security)
// and the token gate (a public route answers a token as it answers anyone) read these two sets.
const signedInGuards = new WeakSet<object>();
const adminGuards = new WeakSet<object>();

/** Whether this handler asks for a caller (a session or an opened token): `requireUser` or any `requireAdminWith`. */
export const isCallerGuard = (handler: object) => signedInGuards.has(handler);
/** Whether this handler lets only the administrator through. */
export const isAdminGuard = (handler: object) => adminGuards.has(handler);

/** 401 for a caller with no session. */
export const requireUser = createMiddleware<SignedIn>(async (c, next) => {
  if (!c.get('actor')) throw unauthorized();
  await next();
});
signedInGuards.add(requireUser);

/** 401 with no session, 403 (with the given message) for a signed-in user who is not an administrator. */
export function requireAdminWith(
  message = 'You do not have permission to do this.',
  unauthenticated = 'User not authenticated',
) {
  const guard = createMiddleware<SignedIn>(async (c, next) => {
    const actor = c.get('actor');
    if (!actor) throw unauthorized(unauthenticated);
    if (actor.needsSecondFactor) throw secondFactorRequired(actor.needsSecondFactor);
    if (!actor.isAdmin) throw forbidden(message);
    await next();
  });
  signedInGuards.add(guard);
  adminGuards.add(guard);
  return guard;
}

/**
 * 403 to an administrator by address whose session has no proven second factor: the client shows the
 * page that sets one up, or asks for it (decision 048).
 */
export const secondFactorRequired = (step: SecondFactorStep = 'add') =>
  new AppError('SECOND_FACTOR_REQUIRED', step === 'add' ? SECOND_FACTOR_REQUIRED : SECOND_FACTOR_SIGN_IN);

/**
 * Only an administrator by address asks whether a passkey stands in for the authenticator app, and
 * whether the session proved either (decision 048). A proven session whose last factor has gone since
 * counts as none.
 */
async function sessionFactor(
  db: Db,
  session: { user: { id: string; twoFactorEnabled?: boolean | null }; session: { secondFactorAt?: Date | null } },
  isListed: boolean,
): Promise<SessionFactor> {
  if (!isListed) return 'none';
  const hasFactor = session.user.twoFactorEnabled === true || (await hasPasskey(db, session.user.id));
  if (!hasFactor) return 'none';
  return session.session.secondFactorAt ? 'proven' : 'unproven';
}

export const requireAdmin = requireAdminWith();

/**
 * For services, the refusal where the administrator would have got through: an administrator by
 * address with no second factor yet is told to add one (decision 046), anyone else gets 403 `message`.
 */
export function refuseUnlessAdmin(actor: Pick<Actor, 'needsSecondFactor'>, message?: string) {
  return actor.needsSecondFactor ? secondFactorRequired(actor.needsSecondFactor) : forbidden(message);
}

/** The owner, or the administrator; anyone else refused as `refuseUnlessAdmin` does. */
export function assertOwnerOrAdmin(
  row: { ownerId: string },
  actor: Pick<Actor, 'id' | 'isAdmin' | 'needsSecondFactor'>,
  message?: string,
) {
  if (actor.isAdmin || row.ownerId === actor.id) return;
  throw refuseUnlessAdmin(actor, message);
}

/** For services, the one owner check: the row's owner is the actor, or 403 with the caller's message. */
export function assertOwner(row: { ownerId: string }, actor: Pick<Actor, 'id'>, message?: string) {
  if (row.ownerId !== actor.id) throw forbidden(message);
}
