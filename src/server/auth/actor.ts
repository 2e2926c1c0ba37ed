import type { SessionUserRow } from '../app-env';
import type { Config } from '../config';
import type { TokenScope } from '../../shared/api-tokens';

/**
 * Who acts in a request, made once per request by `tokenGate` or `loadSession` and read as `c.get('actor')`: routes
 * hand it to services, which take it as a plain object. `via` says how the caller proved who they are:
 * the session cookie, or a personal API token (auth/api-token.ts, decision 049) that carries its
 * `scopes`. `needsSecondFactor`: an administrator by address who is an ordinary member until they `add` a second factor (decision 046), or, having one, until they `sign-in`
 * with it (a password sign-in proves none, decision 048); the admin routes tell them why.
 */
export type Actor =
  | { id: string; isAdmin: boolean; via: 'session'; needsSecondFactor?: SecondFactorStep; scopes?: undefined }
  /** A personal API token (decision 049): its member, within its scopes, never an administrator. */
  | { id: string; isAdmin: false; via: 'token'; scopes: TokenScope[]; needsSecondFactor?: undefined };
export type SecondFactorStep = 'add' | 'sign-in';

/**
 * A member acting as themselves where no request hands over their actor: closing their own account
 * (the features' leaving hooks) and the seed. Never an administrator.
 */
export const memberActor = (id: string): Actor => ({ id, isAdmin: false, via: 'session' });

/** A session's second factor: the member has none, has one the session did not prove, or the session proved one. */
export type SessionFactor = 'none' | 'unproven' | 'proven';

/**
 * An administrator by address is a member whose address is in ADMIN_EMAILS and who proved it with a
 * code: anyone can sign up with any address, so an unproven one grants nothing.
 */
export function isListedAdmin(
  user: Pick<SessionUserRow, 'email' | 'emailVerified'> | null,
  config: Pick<Config, 'adminEmails'>,
): boolean {
  return !!user && user.emailVerified && config.adminEmails.includes(user.email.toLowerCase());
}

/**
 * The caller of a session. Administrator powers also need a second factor (an authenticator app or a
 * passkey), proved by the session itself: one phished password must not open every resume.
 */
export function sessionActor(user: SessionUserRow, config: Pick<Config, 'adminEmails'>, factor: SessionFactor): Actor {
  const listed = isListedAdmin(user, config);
  const actor: Actor = { id: user.id, isAdmin: listed && factor === 'proven', via: 'session' };
  if (listed && factor !== 'proven') actor.needsSecondFactor = factor === 'none' ? 'add' : 'sign-in';
  return actor;
}
