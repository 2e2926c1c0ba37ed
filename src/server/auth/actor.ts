import type { SessionUserRow } from '../app-env';
import type { Config } from '../config';

/**
 * Who acts in a request, made once per request by `loadSession` and read as `c.get('actor')`: routes
 * hand it to services, which take it as a plain object. `via` says how the caller proved who they are
 * (an API token will be the second way).
 */
export type Actor = { id: string; isAdmin: boolean; via: 'session' };

/**
 * An administrator is a member whose address is in ADMIN_EMAILS and who proved it with a code: anyone
 * can sign up with any address, so an unproven one grants nothing.
 */
function isAdmin(user: Pick<SessionUserRow, 'email' | 'emailVerified'> | null, config: Pick<Config, 'adminEmails'>): boolean {
  return !!user && user.emailVerified && config.adminEmails.includes(user.email.toLowerCase());
}

export function sessionActor(user: SessionUserRow, config: Pick<Config, 'adminEmails'>): Actor {
  return { id: user.id, isAdmin: isAdmin(user, config), via: 'session' };
}
