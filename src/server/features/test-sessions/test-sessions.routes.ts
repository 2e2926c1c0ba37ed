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
  const { db, auth, config } = c.get('deps');
  const { email, secondFactor } = c.req.valid('json');
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase()));
  if (!user) throw new AppError('NOT_FOUND', 'No member has this address');
  const session = await createTestSession(auth, db, user.id, { secondFactor });
  // The attributes better-auth gives its session cookie; the value is already signed and encoded.
  setCookie(c, session.cookieName, decodeURIComponent(session.cookieValue), {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: config.publicUrl.startsWith('https://'),
    maxAge: 60 * 60 * 24 * 30,
  });
  return c.json({ userId: user.id }, 201);
});
