import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import type { Context } from 'hono';
import {
  API_TOKEN_PATTERN,
  API_TOKEN_PREFIX,
  API_TOKEN_REQUESTS_PER_MINUTE,
  TOKEN_INVALID_MESSAGE,
  TOKEN_RATE_LIMITED_MESSAGE,
  TOKEN_SCOPE_MISSING_MESSAGE,
  TOKEN_SCOPES,
  type TokenScope,
} from '../../shared/api-tokens';
import type { AppEnv } from '../app-env';
import type { DbOrTx } from '../db/client';
import { apiTokens, users } from '../db/schema';
import { AppError } from '../lib/app-error';
import { contractOf, type RouteContract } from '../lib/contract';
import { bearerOf } from './bearer';
import { isCallerGuard } from './guards';
import { enforceRateLimit, type RateRule } from '../lib/rate-limit';
import type { Actor } from './actor';

// Personal API tokens (decision 049): the second way to be the request's Actor. A bearer request is
// its member only on a route whose contract names a scope the token holds. A public route (declared, no
// guard) answers it as it answers anyone (decision 064); every other route (account, tokens, auth,
// admin) refuses it, whatever the member may do in a browser.

/** Requests one token may make per minute, across every server process (the rate_limits table). */
export const API_TOKEN_REQUESTS: RateRule = {
  name: 'api-token',
  windowSeconds: 60,
  max: API_TOKEN_REQUESTS_PER_MINUTE,
};

/** `last_used_at` is written at most this often per token: a busy script costs one update a minute. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** A new token: the recognisable prefix and 32 random bytes (256 bits), base64url. */
export const newApiToken = () => `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

/** What is stored and looked up: SHA-256 of the whole token, hex. A token has 256 random bits, so no slow hash is needed. */
export const hashApiToken = (token: string) => createHash('sha256').update(token).digest('hex');

type RouteAccess = { scope?: TokenScope; isPublic: boolean };

/**
 * What the route that answers says of callers: the scope its contract declares, and whether it is
 * public (it has a contract and no guard runs before it answers). Only the first endpoint that matched
 * counts: /applicants/export.csv also matches /applicants/:id, which answers nothing. A `use` guard
 * registered after that endpoint never runs for it (the public board before the owners' job routes).
 */
function routeAccess(c: Context): RouteAccess {
  const matched = matchedRoutes(c);
  const first = matched.find((route) => route.method !== 'ALL');
  if (!first) return { isPublic: false };
  let contract: RouteContract | undefined;
  let isGuarded = false;
  let lastOfFirst = -1;
  matched.forEach((route, index) => {
    if (route.method === first.method && route.path === first.path) lastOfFirst = index;
  });
  for (const route of matched.slice(0, lastOfFirst + 1)) {
    const isFirst = route.method === first.method && route.path === first.path;
    if (!isFirst && route.method !== 'ALL') continue;
    contract ??= isFirst ? contractOf(route.handler) : undefined;
    if (isCallerGuard(route.handler)) isGuarded = true;
  }
  return { scope: contract?.tokenScope, isPublic: !!contract && !contract.isAboutCaller && !isGuarded };
}

type TokenCaller = {
  tokenId: string;
  scopes: TokenScope[];
  user: { id: string; email: string; name: string; emailVerified: boolean };
};

/** The live token and its member, or null: unknown, expired, or a suspended member's. */
async function findTokenCaller(db: DbOrTx, token: string, now: Date): Promise<TokenCaller | null> {
  if (!API_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({
      id: apiTokens.id,
      scopes: apiTokens.scopes,
      expiresAt: apiTokens.expiresAt,
      lastUsedAt: apiTokens.lastUsedAt,
      userId: users.id,
      email: users.email,
      name: users.name,
      emailVerified: users.emailVerified,
      suspendedAt: users.suspendedAt,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, hashApiToken(token)));
  if (!row || row.suspendedAt || (row.expiresAt && row.expiresAt <= now)) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    // Conditional, so that two processes seeing the same stale time write it once.
    await db
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(apiTokens.id, row.id),
          or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, new Date(now.getTime() - LAST_USED_RESOLUTION_MS))),
        ),
      );
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
 * and never an administrator's powers; on a public route its scopes do not open, a visitor; or it is
 * refused: 401 TOKEN_INVALID for a bad token, 403 TOKEN_SCOPE_MISSING where a route that needs a caller
 * declares none of its scopes, 429 past its own rate. A request
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
  const { scope, isPublic } = routeAccess(c);
  // Public data answers a token as it answers anyone: the caller is a visitor here, whatever cookie rides along.
  if (isPublic && (!scope || !caller.scopes.includes(scope))) {
    c.set('user', null);
    c.set('actor', null);
    c.set('sessionId', null);
    return next();
  }
  if (!scope || !caller.scopes.includes(scope))
    throw new AppError(
      'TOKEN_SCOPE_MISSING',
      scope ? `${TOKEN_SCOPE_MISSING_MESSAGE} It needs the ${scope} scope.` : TOKEN_SCOPE_MISSING_MESSAGE,
    );
  const actor: Actor = { id: caller.user.id, isAdmin: false, via: 'token', scopes: caller.scopes };
  c.set('user', caller.user);
  c.set('actor', actor);
  c.set('sessionId', null);
  await next();
});
