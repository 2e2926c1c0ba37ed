import { and, desc, eq, sql } from 'drizzle-orm';
import {
  API_TOKEN_SHOWN_LENGTH,
  MAX_API_TOKENS,
  TOKEN_EXPIRY_DAYS,
  TOKEN_LIMIT_MESSAGE,
  type ApiToken,
  type CreateApiTokenInput,
  type TokenScope,
} from '../../../shared/api-tokens';
import type { RequestFacts } from '../../events/catalog';
import { hashApiToken, newApiToken } from '../../auth/api-token';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { apiTokens } from '../../db/schema';
import { emit } from '../../events/emit';
import { AppError } from '../../lib/app-error';

// A member's personal API tokens (decision 049): made, listed and revoked from a session only. The
// whole token leaves the server once, in the answer that made it; only its SHA-256 is kept.

const TOKEN_NOT_FOUND = 'Token not found';

const columns = {
  id: apiTokens.id,
  name: apiTokens.name,
  prefix: apiTokens.prefix,
  scopes: apiTokens.scopes,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
  expiresAt: apiTokens.expiresAt,
};
type TokenRow = {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
};

const toApiToken = (row: TokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes as TokenScope[],
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

/** The member's tokens, newest first (at most MAX_API_TOKENS exist). */
export async function listApiTokens({ db, userId }: { db: DbOrTx; userId: string }): Promise<ApiToken[]> {
  const rows = await db
    .select(columns)
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
    .limit(MAX_API_TOKENS);
  return rows.map(toApiToken);
}

/**
 * Makes a token and answers it whole, this once. The member's tokens are counted under a lock of their
 * own, so two creations at once cannot make a twenty-first. Audited as a security event.
 */
export async function createApiToken({
  db,
  userId,
  input,
  request,
}: {
  db: Db;
  userId: string;
  input: CreateApiTokenInput;
  request: RequestFacts;
}): Promise<{ token: string; item: ApiToken }> {
  const token = newApiToken();
  const days = TOKEN_EXPIRY_DAYS[input.expiry ?? 'never'];
  // An instant a whole number of days away: no calendar arithmetic is involved.
  const expiresAt = days === null ? null : new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`api-tokens:${userId}`}, 0))`);
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(apiTokens)
      .where(eq(apiTokens.userId, userId));
    if (count >= MAX_API_TOKENS) throw new AppError('TOKEN_LIMIT', TOKEN_LIMIT_MESSAGE);
    const [row] = await tx
      .insert(apiTokens)
      .values({
        userId,
        name: input.name,
        tokenHash: hashApiToken(token),
        prefix: token.slice(0, API_TOKEN_SHOWN_LENGTH),
        scopes: input.scopes,
        expiresAt,
      })
      .returning(columns);
    const item = toApiToken(row!);
    await emit(tx, {
      type: 'member.api_token_created',
      userId,
      tokenId: item.id,
      name: item.name,
      scopes: item.scopes,
      expiresAt: item.expiresAt,
      request,
    });
    return { token, item };
  });
}

/**
 * Revokes one of the member's tokens: it is deleted, and its next request is refused. Someone else's is
 * not found. Audited as a security event, in the same transaction.
 */
export async function revokeApiToken({
  db,
  userId,
  id,
  request,
}: {
  db: Db;
  userId: string;
  id: string;
  request: RequestFacts;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(apiTokens)
      .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
      .returning({ id: apiTokens.id, name: apiTokens.name });
    if (!deleted) throw new AppError('NOT_FOUND', TOKEN_NOT_FOUND);
    await emit(tx, { type: 'member.api_token_revoked', userId, tokenId: deleted.id, name: deleted.name, request });
  });
}

/**
 * Ends every token of the member, inside the transaction that sets their new password (decision 055): a
 * reset always (whoever made a token while holding the account keeps nothing), a change when the member
 * asked. One audited event for all of them; none when the member had no token.
 */
export async function endApiTokens({
  tx,
  userId,
  cause,
  request,
}: {
  tx: Tx;
  userId: string;
  cause: 'password_reset' | 'password_change';
  request: RequestFacts;
}): Promise<number> {
  const ended = await tx.delete(apiTokens).where(eq(apiTokens.userId, userId)).returning({ id: apiTokens.id });
  if (ended.length > 0)
    await emit(tx, { type: 'member.api_tokens_ended', userId, cause, count: ended.length, request });
  return ended.length;
}
