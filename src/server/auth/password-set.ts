import { eq } from 'drizzle-orm';
import { requestFactsFromHeaders } from '../audit/request-facts';
import { users } from '../db/schema';
import { currentTransaction } from '../db/tx-scope';
import type { AuthHooks } from './hooks';

// What a new password ends besides the sessions (decision 055): the member's API tokens. better-auth
// writes a reset's or a change's password inside a transaction of its own; the tokens go in that same
// transaction, from the account row's update hook, so they end exactly when the new password is set.

/** Where a password is reset with an e-mailed code: the only reset path the router serves (auth/endpoints.ts). */
const RESET_PATH = '/email-otp/reset-password';
const CHANGE_PATH = '/change-password';

/**
 * Carries the member's choice on a change from the before-hook (which reads it from the body) to the
 * account update: better-auth's own body schema drops fields it does not know. The before-hook always
 * sets it, so a value sent by the client as a header is overwritten.
 */
export const END_API_TOKENS_HEADER = 'x-liftoff-end-api-tokens';

type EndpointContext = {
  path?: string;
  headers?: Headers;
  body?: unknown;
  context?: { session?: { user: { id: string } } | null };
} | null;

/** The before-hook's part on /change-password: the header that says whether the member asked. */
export const endApiTokensChoice = (body: { endApiTokens?: boolean }) =>
  new Headers({ [END_API_TOKENS_HEADER]: body.endApiTokens === true ? 'yes' : 'no' });

/** Whose tokens a password write in this request ends, and why; null when it ends none. */
async function tokenEnding(
  ctx: EndpointContext,
): Promise<{ userId: string; cause: 'password_reset' | 'password_change' } | null> {
  if (ctx?.path === RESET_PATH) {
    const email = (ctx.body as { email?: unknown } | undefined)?.email;
    if (typeof email !== 'string') return null;
    // The account better-auth found by the same address, read in its transaction.
    const [row] = await currentTransaction()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email.toLowerCase()))
      .limit(1);
    return row ? { userId: row.id, cause: 'password_reset' } : null;
  }
  if (ctx?.path === CHANGE_PATH && ctx.headers?.get(END_API_TOKENS_HEADER) === 'yes') {
    const userId = ctx.context?.session?.user.id;
    return userId ? { userId, cause: 'password_change' } : null;
  }
  return null;
}

/**
 * better-auth's account `create.before` / `update.before` part: a password being written by a reset (or
 * a change that asked for it) ends the member's tokens in the same transaction. A wrong code or password
 * never reaches the write, so it ends nothing.
 */
export async function endTokensWithPassword(
  data: { password?: string | null },
  ctx: EndpointContext,
  hooks: AuthHooks,
  ipHeader: string,
): Promise<void> {
  if (!data.password) return;
  const ending = await tokenEnding(ctx);
  if (!ending) return;
  await hooks.endApiTokens({
    tx: currentTransaction(),
    ...ending,
    request: requestFactsFromHeaders(ctx?.headers, ipHeader),
  });
}
