import { timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { getSessionFromCtx, type createAuthMiddleware } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import type { Db } from '../db/client';
import { twoFactors } from '../db/schema';
import { openTransaction } from '../db/tx-scope';

// An authenticator code is accepted once (RFC 6238 section 5.2, decision 055). Every code of the app,
// whether it finishes a sign-in (the administrator's proof of a session too), confirms a new app or takes
// a factor away, goes through /two-factor/verify-totp. Before the plugin checks it, we find the time step
// the code belongs to and claim it for the member; a step at or before the last one claimed is refused.

/** The app's codes, as the two-factor plugin is configured with them (auth.ts). */
export const TOTP_OPTIONS = { period: 30, digits: 6 } as const;
/** Steps either side of now a code may come from: the plugin's own window (@better-auth/utils' verify). */
const TOTP_WINDOW = 1;
/** What the plugin is given instead of a code already used: it matches no step, so it is refused and counted as a wrong code. */
const SPENT_CODE = 'spent';
/** How the plugin marks a secret imported from elsewhere (its generated ones never contain a colon). */
const BASE32_PREFIX = 'base32:';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The member whose code this is: the signed-in caller's, or the one of the sign-in challenge's cookie. */
async function codeOwner(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx);
  if (session) return session.user.id;
  const challenge = await ctx.getSignedCookie(ctx.context.createAuthCookie('two_factor').name, ctx.context.secret);
  if (!challenge) return null;
  const verification = await ctx.context.internalAdapter.findVerificationValue(challenge);
  return verification?.value ?? null;
}

/** The app's secret as the plugin reads it: decrypted with the auth secret. */
async function appSecret(ctx: HookContext, stored: string): Promise<string | Uint8Array> {
  const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: stored });
  return secret.startsWith(BASE32_PREFIX) ? base32.decode(secret.slice(BASE32_PREFIX.length).toUpperCase()) : secret;
}

const sameCode = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The latest time step within the plugin's window whose code this is, or null (a wrong code: the plugin refuses it). */
export async function matchedStep(secret: string | Uint8Array, code: string, now = Date.now()): Promise<number | null> {
  const otp = createOTP(secret, TOTP_OPTIONS);
  const current = Math.floor(now / (TOTP_OPTIONS.period * 1000));
  let matched: number | null = null;
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
    if (sameCode(await otp.hotp(step), code)) matched = step;
  }
  return matched;
}

/**
 * Claims the step for the member in one conditional UPDATE: of two requests with the same code, exactly
 * one changes the row (the other waits on its lock, then finds the step taken).
 */
async function claimStep(db: Db, userId: string, step: number): Promise<boolean> {
  const claimed = await (openTransaction() ?? db)
    .update(twoFactors)
    .set({ lastTotpStep: step })
    .where(and(eq(twoFactors.userId, userId), or(isNull(twoFactors.lastTotpStep), lt(twoFactors.lastTotpStep, step))))
    .returning({ id: twoFactors.id });
  return claimed.length > 0;
}

/**
 * Before /two-factor/verify-totp: the body the plugin is to check. A right code of a step not yet used is
 * passed on (its step now claimed); a code already used, or of a step before the last one used, becomes
 * one that matches nothing, so the plugin answers it exactly as a wrong code and counts the failure.
 */
export async function refuseSpentCode<B extends { code: string }>(ctx: HookContext, db: Db, body: B): Promise<B> {
  const userId = await codeOwner(ctx);
  if (!userId) return body;
  const [row] = await (openTransaction() ?? db)
    .select({ secret: twoFactors.secret })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId))
    .limit(1);
  if (!row) return body;
  const step = await matchedStep(await appSecret(ctx, row.secret), body.code);
  if (step === null) return body;
  return (await claimStep(db, userId, step)) ? body : { ...body, code: SPENT_CODE };
}
