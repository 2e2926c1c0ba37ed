import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { createTestSession } from '../../auth/test-sessions';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { validate } from '../../lib/validate';

// The journeys sign their people in here instead of through the password (decision 074): mounted only
// with TEST_SESSIONS=true, which config.ts refuses in production; without it the path does not exist.
// Signing in itself has its own journeys (auth.spec.ts, two-factor.spec.ts) and API tests.

const testSessionSchema = z.strictObject({
  email: z.email(),
  /** A session that proved a second factor, as a sign-in with the authenticator app's code makes. */
  secondFactor: z.boolean().optional(),
});

export const testSessionsRoutes = new Hono<AppEnv>().post('/', validate('json', testSessionSchema), async (c) => {
  const { db, auth } = c.get('deps');
  const { email, secondFactor } = c.req.valid('json');
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase()));
  if (!user) throw new AppError('NOT_FOUND', 'No member has this address');
  const session = await createTestSession(auth, db, user.id, { secondFactor });
  // As a sign-in sets it: better-auth's own attributes; the value is already signed and encoded.
  const { path, httpOnly, secure, maxAge, sameSite } = session.cookieAttributes;
  setCookie(c, session.cookieName, decodeURIComponent(session.cookieValue), {
    path,
    httpOnly,
    secure,
    maxAge,
    sameSite: sameSite === 'strict' ? 'Strict' : sameSite === 'none' ? 'None' : 'Lax',
  });
  return c.json({ userId: user.id }, 201);
});
