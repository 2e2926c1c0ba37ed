import { makeSignature } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import type { Auth } from './auth';

// Sessions made without a password, a code or a passkey: for tests only (decision 074). The API tests call
// it in their own process; the journeys' server serves it when TEST_SESSIONS is on, which config.ts
// refuses under NODE_ENV=production. The session is better-auth's own row, made by its own adapter, so
// its hooks run (a suspended member gets none) and the cookie is the one a sign-in would set.

export type TestSession = {
  token: string;
  cookieName: string;
  cookieValue: string;
  /** better-auth's own attributes of its session cookie (path, HttpOnly, SameSite, Secure, Max-Age). */
  cookieAttributes: { path?: string; httpOnly?: boolean; sameSite?: string; secure?: boolean; maxAge?: number };
  cookie: string;
};

/**
 * A new session of `userId`. `secondFactor` marks it as one that proved a second factor, as a sign-in
 * that ended with an authenticator code does (administrator powers need it, decision 048).
 */
export async function createTestSession(
  auth: Auth,
  db: Db,
  userId: string,
  options: { secondFactor?: boolean } = {},
): Promise<TestSession> {
  const context = await auth.$context;
  const session = await context.internalAdapter.createSession(userId);
  if (options.secondFactor)
    await db.update(sessions).set({ secondFactorAt: new Date() }).where(eq(sessions.token, session.token));
  const cookieName = context.authCookies.sessionToken.name;
  // Signed as better-call signs a cookie: the value, a dot, its HMAC-SHA256 with the auth secret.
  const cookieValue = encodeURIComponent(`${session.token}.${await makeSignature(session.token, context.secret)}`);
  return {
    token: session.token,
    cookieName,
    cookieValue,
    cookieAttributes: context.authCookies.sessionToken.attributes,
    cookie: `${cookieName}=${cookieValue}`,
  };
}
