import { eq, sql } from 'drizzle-orm';
import { APIError, getSessionFromCtx, type createAuthMiddleware } from 'better-auth/api';
import {
  FACTOR_CHANGE_NEEDS_PROOF,
  FACTOR_CODE_INVALID,
  FACTOR_CODE_REQUIRED,
  isPasskeyAddress,
  isTotpCode,
  passkeyAddressMessage,
} from '../../shared/two-factor';
import { requestOrigin } from './origin';
import { requestFactsFromHeaders } from '../audit/request-facts';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { passkeys, sessions, users } from '../db/schema';
import { openTransaction } from '../db/tx-scope';
import type { SecondFactor } from '../events/catalog';
import { emit } from '../events/emit';

// Second factors (decision 046): better-auth's two-factor plugin (an authenticator app and
// its backup codes) and its passkey plugin, with what the product adds around them: taking a factor
// away asks for it, and every factor confirmed or removed is a domain event the audit log records.

/** The passkey relying party: PUBLIC_URL's host (browsers refuse passkeys on an IP address) and its origin. */
export function relyingParty(config: Pick<Config, 'publicUrl' | 'platformName'>) {
  return { rpID: new URL(config.publicUrl).hostname, rpName: config.platformName, origin: config.publicUrl };
}

/**
 * With PUBLIC_URL unset, a page opened at another address (127.0.0.1, a LAN address) is accepted, but a
 * passkey there would fail in the browser or be refused by the check of its origin: the caller is told
 * where passkeys work instead of "Please try again" (decision 057). With PUBLIC_URL set, no other origin
 * gets this far (trustedOrigins).
 */
export function refusePasskeyElsewhere(
  ctx: { headers?: Headers; request?: Request },
  config: Pick<Config, 'publicUrl' | 'isPublicUrlExplicit'>,
): void {
  if (config.isPublicUrlExplicit) return;
  const origin = ctx.headers?.get('origin') ?? (ctx.request && requestOrigin(ctx.request));
  if (!origin || isPasskeyAddress(config.publicUrl, origin)) return;
  throw new APIError('BAD_REQUEST', { message: passkeyAddressMessage(config.publicUrl), code: 'PASSKEY_ADDRESS' });
}

type Endpoint<B> = (options: { body: B; headers: Headers }) => Promise<unknown>;
/** The two endpoints that check a code of the signed-in member, as `auth.api` has them (set once the auth exists). */
export type CodeChecks = { verifyTOTP: Endpoint<{ code: string }>; verifyBackupCode: Endpoint<{ code: string }> };

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

export async function hasPasskey(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).limit(1);
  return !!row;
}

/** A session's own facts beside better-auth's: when it proved a second factor (decision 048). */
type ProvenSession = { secondFactorAt?: Date | null };

/** Where a new session is made by a second factor: a passkey sign-in, or a code from the app or a backup code. */
const PROVING_PATHS = new Set([
  '/passkey/verify-authentication',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
]);
/** Where the plugins swap the caller's session for a fresh one: the new one keeps what the old one proved. */
const SWAPPING_PATHS = new Set(['/change-password', '/two-factor/disable']);

/**
 * When a session about to be made proved a second factor (decision 048). The code that confirms a new
 * authenticator app proves it too: only the first factor is added without a proven session (the gate
 * below), and whoever holds that session now holds the account's factor. Every other session (a
 * password sign-in, sign-up) proved nothing, whatever factors the member has.
 */
export function secondFactorOfNewSession(
  ctx: { path?: string; context: { session?: { session: object } | null } } | null,
): Date | null {
  if (!ctx?.path) return null;
  if (PROVING_PATHS.has(ctx.path)) return new Date();
  if (SWAPPING_PATHS.has(ctx.path))
    return (ctx.context.session?.session as ProvenSession | undefined)?.secondFactorAt ?? null;
  return null;
}

/**
 * Before an endpoint that adds or takes away a factor, for an administrator by address: once they have a
 * factor, only a session that proved one may change them (decision 048). Otherwise a stolen password
 * would add its own passkey, sign in with it, and hold the admin powers.
 */
export async function refuseUnprovenFactorChange(
  ctx: HookContext,
  db: Db,
  isListedAdmin: (user: { email: string; emailVerified: boolean }) => boolean,
) {
  const session = await getSessionFromCtx(ctx);
  if (!session || !isListedAdmin(session.user)) return;
  if ((session.session as ProvenSession).secondFactorAt) return;
  const hasFactor =
    (session.user as { twoFactorEnabled?: boolean }).twoFactorEnabled === true ||
    (await hasPasskey(db, session.user.id));
  if (hasFactor)
    throw new APIError('FORBIDDEN', { message: FACTOR_CHANGE_NEEDS_PROOF, code: 'SECOND_FACTOR_REQUIRED' });
}

/**
 * The session in which a member's first factor (a passkey) is registered proved it, as the code that
 * confirms a first authenticator app does: the ceremony just showed the device.
 */
async function markFirstFactorSession(db: Db, sessionId: string, userId: string) {
  await (openTransaction() ?? db).execute(sql`
    update ${sessions} set second_factor_at = now()
    where ${sessions.id} = ${sessionId} and ${sessions.secondFactorAt} is null
      and not (select ${users.twoFactorEnabled} from ${users} where ${users.id} = ${userId})
      and (select count(*) from ${passkeys} where ${passkeys.userId} = ${userId}) = 1`);
}

const invalidCode = () =>
  new APIError('BAD_REQUEST', {
    message: FACTOR_CODE_INVALID,
    code: 'INVALID_CODE',
    fields: { code: FACTOR_CODE_INVALID },
  });

/**
 * Before an endpoint that takes a factor away (turning the app off, removing a passkey): the password,
 * then, when the authenticator app is on, a current code or a backup code (used up). The password goes
 * first so that a wrong one spends no backup code. A caller without a session is left to the endpoint's 401.
 */
export async function checkFactorCode(
  ctx: HookContext,
  body: { password?: string; code?: string },
  checks: () => CodeChecks,
) {
  const session = await getSessionFromCtx(ctx);
  if (!session) return;
  await ctx.context.password.checkPassword(session.user.id, ctx);
  if (!(session.user as { twoFactorEnabled?: boolean }).twoFactorEnabled) return;
  if (!body.code)
    throw new APIError('BAD_REQUEST', {
      message: FACTOR_CODE_REQUIRED,
      code: 'VALIDATION_ERROR',
      fields: { code: FACTOR_CODE_REQUIRED },
    });
  const headers = ctx.headers ?? new Headers();
  try {
    if (isTotpCode(body.code)) await checks().verifyTOTP({ body: { code: body.code }, headers });
    else await checks().verifyBackupCode({ body: { code: body.code }, headers });
  } catch (error) {
    if (error instanceof APIError) throw invalidCode();
    throw error;
  }
}

async function emitFactor(
  db: Db,
  type: 'member.factor_added' | 'member.factor_removed',
  userId: string,
  factor: SecondFactor,
  headers: Headers | undefined,
  ipHeader: string,
) {
  await emit(openTransaction() ?? db, { type, userId, factor, request: requestFactsFromHeaders(headers, ipHeader) });
}

/**
 * After better-auth's answer: a passkey registered or removed is an event. (The authenticator app's
 * are told by the user row's update, `factorEventsOfUserUpdate`.)
 */
export function passkeyEventsAfter(db: Db, ipHeader: string) {
  return async (ctx: HookContext) => {
    const returned = ctx.context.returned;
    if (!returned || returned instanceof APIError || returned instanceof Response) return;
    if (ctx.path === '/passkey/verify-registration') {
      const userId = (returned as { userId?: string }).userId;
      if (userId) await emitFactor(db, 'member.factor_added', userId, 'passkey', ctx.headers, ipHeader);
      const session = await getSessionFromCtx(ctx);
      if (session && userId === session.user.id) await markFirstFactorSession(db, session.session.id, userId);
    } else if (ctx.path === '/passkey/delete-passkey') {
      const session = await getSessionFromCtx(ctx);
      if (session) await emitFactor(db, 'member.factor_removed', session.user.id, 'passkey', ctx.headers, ipHeader);
    }
  };
}

/**
 * The user row's `twoFactorEnabled` changes exactly when the authenticator app is confirmed (the first
 * right code after turning it on) or turned off: the event of each, from better-auth's user update.
 */
export async function factorEventsOfUserUpdate(
  db: Db,
  ipHeader: string,
  user: { id: string; twoFactorEnabled?: unknown },
  ctx: { path?: string; headers?: Headers } | null,
) {
  if (ctx?.path === '/two-factor/verify-totp' && user.twoFactorEnabled === true) {
    await emitFactor(db, 'member.factor_added', user.id, 'totp', ctx.headers, ipHeader);
  } else if (ctx?.path === '/two-factor/disable' && user.twoFactorEnabled === false) {
    await emitFactor(db, 'member.factor_removed', user.id, 'totp', ctx.headers, ipHeader);
  }
}
