import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import type { Context } from 'hono';
import {
  API_TOKEN_PATTERN, API_TOKEN_PREFIX, API_TOKEN_REQUESTS_PER_MINUTE, TOKEN_INVALID_MESSAGE, TOKEN_RATE_LIMITED_MESSAGE, TOKEN_SCOPE_MISSING_MESSAGE, TOKEN_SCOPES, type TokenScope,
} from '../../shared/api-tokens';
import type { AppEnv } from '../app-env';
import type { DbOrTx } from '../db/client';
import { apiTokens, users } from '../db/schema';
import { AppError } from '../lib/app-error';
import { contractOf } from '../lib/contract';
import { enforceRateLimit, type RateRule } from '../lib/rate-limit';
import type { Actor } from './actor';

// Personal API tokens (decision 049): the second way to be the request's Actor. A bearer request is
// let through only to a route whose contract names a scope the token holds; every other route (account,
// tokens, auth, admin, and all that declare none) refuses it, whatever the member may do in a browser.

/** Requests one token may make per minute, across every server process (the rate_limits table). */
export const API_TOKEN_REQUESTS: RateRule = { name: 'api-token', windowSeconds: 60, max: API_TOKEN_REQUESTS_PER_MINUTE };

/** `last_used_at` is written at most this often per token: a busy script costs one update a minute. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** A new token: the recognisable prefix and 32 random bytes (256 bits), base64url. */
export const newApiToken = () => `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

/** What is stored and looked up: SHA-256 of the whole token, hex. A token has 256 random bits, so no slow hash is needed. */
export const hashApiToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The token of an `Authorization: Bearer` header, or undefined when the request carries none. */
export function bearerOf(header: string | undefined): string | undefined {
  // "Bearer" alone (an empty token, trimmed by the Headers class) is a bearer request too, and a bad one.
  const match = header?.match(/^Bearer(?:\s+(.*))?$/i);
  return match ? (match[1] ?? '').trim() : undefined;
}

/**
 * The scope the route that answers declares (its describeRoute contract), or undefined. Only the first
 * endpoint that matched counts: /applicants/export.csv also matches /applicants/:id, which answers nothing.
 */
function routeScope(c: Context): TokenScope | undefined {
  const routes = matchedRoutes(c).filter((route) => route.method !== 'ALL');
  const first = routes[0];
  if (!first) return undefined;
  for (const route of routes) {
    if (route.method !== first.method || route.path !== first.path) continue;
    const contract = contractOf(route.handler);
    if (contract) return contract.tokenScope;
  }
  return undefined;
}

type TokenCaller = { tokenId: string; scopes: TokenScope[]; user: { id: string; email: string; name: string; emailVerified: boolean } };

/** The live token and its member, or null: unknown, expired, or a suspended member's. */
async function findTokenCaller(db: DbOrTx, token: string, now: Date): Promise<TokenCaller | null> {
  if (!API_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ id: apiTokens.id, scopes: apiTokens.scopes, expiresAt: apiTokens.expiresAt, lastUsedAt: apiTokens.lastUsedAt, userId: users.id, email: users.email, name: users.name, emailVerified: users.emailVerified, suspendedAt: users.suspendedAt })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, hashApiToken(token)));
  if (!row || row.suspendedAt || (row.expiresAt && row.expiresAt <= now)) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    // Conditional, so that two processes seeing the same stale time write it once.
    await db.update(apiTokens).set({ lastUsedAt: now }).where(and(eq(apiTokens.id, row.id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, new Date(now.getTime() - LAST_USED_RESOLUTION_MS)))));
  }
  return {
    tokenId: row.id,
    scopes: row.scopes.filter((scope): scope is TokenScope => (TOKEN_SCOPES as readonly string[]).includes(scope)),
    user: { id: row.userId, email: row.email, name: row.name, emailVerified: row.emailVerified },
  };
}

/** Whether this request proves who it is by a bearer token alone: no cookie rides along, so no cross-site form can have sent it. */
export const isBearerOnly = (c: Context<AppEnv>) => c.get('actor')?.via === 'token' && !c.req.header('cookie');

/**
 * First on /api: a request with `Authorization: Bearer` is its token's member, with the token's scopes
 * and never an administrator's powers, or it is refused: 401 TOKEN_INVALID for a bad token, 403
 * TOKEN_SCOPE_MISSING where the route declares none of its scopes, 429 past its own rate. A request
 * without a bearer token passes untouched (loadSession reads its cookie). A bearer token wins over a
 * cookie sent along: the request is the token's, with the token's limits.
 */
export const tokenGate = createMiddleware<AppEnv>(async (c, next) => {
  // Another scheme (Basic, from a proxy that guards a staging site) is not ours to judge.
  const token = bearerOf(c.req.header('authorization'));
  if (token === undefined) return next();
  const { db } = c.get('deps');
  const caller = await findTokenCaller(db, token, new Date());
  if (!caller) throw new AppError('TOKEN_INVALID', TOKEN_INVALID_MESSAGE);
  await enforceRateLimit(db, API_TOKEN_REQUESTS, caller.tokenId, TOKEN_RATE_LIMITED_MESSAGE);
  const scope = routeScope(c);
  if (!scope || !caller.scopes.includes(scope)) throw new AppError('TOKEN_SCOPE_MISSING', scope ? `${TOKEN_SCOPE_MISSING_MESSAGE} It needs the ${scope} scope.` : TOKEN_SCOPE_MISSING_MESSAGE);
  const actor: Actor = { id: caller.user.id, isAdmin: false, via: 'token', scopes: caller.scopes };
  c.set('user', caller.user);
  c.set('actor', actor);
  c.set('sessionId', null);
  await next();
});
