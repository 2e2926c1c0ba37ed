import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import { ACCOUNT_SUSPENDED } from '../../shared/moderation';
import { requestFactsFromHeaders } from '../audit/request-facts';
import type { Db, DbOrTx } from '../db/client';
import { openTransaction } from '../db/tx-scope';
import { users } from '../db/schema';
import { emit } from '../events/emit';
import { claimNewDeviceNotice, rememberSignInDevice } from './known-devices';

/**
 * A member's security events at the moment better-auth makes them: a sign-in (and whether
 * from a new device, decision 056), a password set, new backup codes. Each becomes a domain event; the
 * audit log and the security e-mails follow from it.
 */

/** A random id the browser keeps for a year and more: it tells a known device from a new one. */
export const DEVICE_COOKIE = 'liftoff_device';
const DEVICE_COOKIE_MAX_AGE = 400 * 24 * 60 * 60;

/** Where a session is made by signing in (rather than by signing up): the member is told of a new device. */
/** The passkey plugin's sign-in, and the two-factor plugin's second step (decision 046). */
const PASSKEY_SIGN_IN = '/passkey/verify-authentication';
const SECOND_STEP_PATHS = ['/two-factor/verify-totp', '/two-factor/verify-backup-code'];
const SIGN_IN_PATHS = new Set(['/sign-in/email', PASSKEY_SIGN_IN, ...SECOND_STEP_PATHS]);
/** Where a member with the authenticator app makes a new set of backup codes (the old ones stop working). */
const BACKUP_CODES_PATH = '/two-factor/generate-backup-codes';
/** Where a password is set: changed by its holder, or reset with an e-mailed code. */
const PASSWORD_PATHS = new Set(['/change-password', '/email-otp/reset-password']);

type HookContext = {
  path?: string;
  headers?: Headers;
  context: {
    newSession: { user: { id: string; twoFactorEnabled?: boolean | null }; session: { userId: string } } | null;
    returned?: unknown;
    secret: string;
    createAuthCookie(name: string): { name: string };
  };
  getCookie(name: string): string | null;
  getSignedCookie(name: string, secret: string): Promise<string | null | false>;
  setCookie(
    name: string,
    value: string,
    options?: {
      httpOnly?: boolean;
      secure?: boolean;
      sameSite?: 'Lax' | 'Strict' | 'None' | 'lax';
      maxAge?: number;
      path?: string;
    },
  ): string;
};

/**
 * A code checked on the second step of a sign-in (the challenge's cookie came with it), not one that
 * confirms a new authenticator app or takes a factor away while signed in (decision 046): those swap
 * the session for a fresh one, which is no sign-in.
 */
async function isSecondStepOfSignIn(ctx: HookContext): Promise<boolean> {
  return !!(await ctx.getSignedCookie(ctx.context.createAuthCookie('two_factor').name, ctx.context.secret));
}

/** better-auth's after-hook part: runs on every auth endpoint, acts on the few that make security events. */
export async function recordSecurityEvents(
  ctx: HookContext,
  options: { db: Db; ipHeader: string; secureCookies: boolean },
): Promise<void> {
  // Inside better-auth's transaction when the endpoint opened one: writing beside it would wait for it.
  const db = openTransaction() ?? options.db;
  const path = ctx.path ?? '';
  const returned = ctx.context.returned;
  if (returned instanceof Error || (returned instanceof Response && !returned.ok)) return;
  const request = requestFactsFromHeaders(ctx.headers, options.ipHeader);
  const newSession = ctx.context.newSession;

  if (newSession && (SIGN_IN_PATHS.has(path) || path === '/sign-up/email')) {
    // A password sign-in of a member with an authenticator app is not one yet: the two-factor plugin
    // (whose hook runs after this one) takes the session back until the code comes.
    if (path === '/sign-in/email' && newSession.user.twoFactorEnabled) return;
    if (SECOND_STEP_PATHS.includes(path) && !(await isSecondStepOfSignIn(ctx))) return;
    let deviceId = ctx.getCookie(DEVICE_COOKIE);
    if (!deviceId || !/^[A-Za-z0-9_-]{20,64}$/.test(deviceId)) {
      deviceId = randomBytes(24).toString('base64url');
      ctx.setCookie(DEVICE_COOKIE, deviceId, {
        httpOnly: true,
        secure: options.secureCookies,
        sameSite: 'Lax',
        maxAge: DEVICE_COOKIE_MAX_AGE,
        path: '/',
      });
    }
    const userId = newSession.user.id;
    const device = { userId, deviceId, userAgent: request.userAgent, ip: request.ip };
    const { isNewDevice } = await rememberSignInDevice(db, device);
    if (path === '/sign-up/email') return;
    const isNoticeDue = isNewDevice && (await claimNewDeviceNotice(db, device));
    await emit(db, {
      type: 'member.signed_in',
      userId,
      method: path === PASSKEY_SIGN_IN ? 'passkey' : 'password',
      isNewDevice,
      isNoticeDue,
      request,
    });
    return;
  }

  if (path === BACKUP_CODES_PATH) {
    const userId = (ctx.context as { session?: { user: { id: string } } | null }).session?.user.id;
    if (userId) await emit(db, { type: 'member.backup_codes_renewed', userId, request });
    return;
  }

  if (PASSWORD_PATHS.has(path)) {
    const userId = await passwordHolder(ctx, db);
    if (userId) await emit(db, { type: 'member.password_changed', userId, request });
  }
}

/** Whose password was just set: the signed-in caller's, or (a reset) the account of the address in the body. */
async function passwordHolder(
  ctx: HookContext & { context: { session?: { user: { id: string } } | null }; body?: unknown },
  db: DbOrTx,
): Promise<string | null> {
  if (ctx.context.session?.user.id) return ctx.context.session.user.id;
  const email = (ctx.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string') return null;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row?.id ?? null;
}

/** Before any session is made: a suspended member gets none, whichever way they sign in. */
export async function refuseSuspended(db: Db, userId: string): Promise<void> {
  const [row] = await (openTransaction() ?? db)
    .select({ suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (row?.suspendedAt) throw new APIError('FORBIDDEN', { message: ACCOUNT_SUSPENDED, code: 'ACCOUNT_SUSPENDED' });
}
