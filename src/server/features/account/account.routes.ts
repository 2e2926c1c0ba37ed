import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { changeEmailSchema, CURRENT_PASSWORD_INCORRECT, EMAIL_IN_USE, settingsSchema } from '../../../shared/account';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { validate } from '../../lib/validate';
import { getSessionUser } from './account.service';
import { getSettings, saveSettings } from './settings.service';

export const accountRoutes = new Hono<AppEnv>()
  /** The signed-in user as the client needs it, or `{ user: null }`: never 401, so the shell can ask freely. */
  .get('/session', async (c) => {
    const { db, config } = c.get('deps');
    const user = c.get('user');
    return c.json({ user: user ? await getSessionUser({ db, config, user }) : null });
  })
  .get('/settings', requireUser, async (c) => c.json({ settings: await getSettings({ db: c.get('deps').db, userId: c.get('user')!.id }) }))
  .put('/settings', requireUser, validate('json', settingsSchema), async (c) => {
    return c.json({ settings: await saveSettings({ db: c.get('deps').db, userId: c.get('user')!.id, settings: c.req.valid('json') }) });
  })
  /** A new e-mail, after the current password is checked again (spec 2, settings: change email). */
  .post('/change-email', requireUser, validate('json', changeEmailSchema), async (c) => {
    const { db, auth, config } = c.get('deps');
    const user = c.get('user')!;
    const { newEmail, currentPassword } = c.req.valid('json');
    if (newEmail === user.email) throw new AppError(400, 'New email must be different from your current email', { newEmail: 'New email must be different from your current email' });
    const isCorrect = await auth.api
      .verifyPassword({ body: { password: currentPassword }, headers: c.req.raw.headers })
      .then(() => true, () => false);
    if (!isCorrect) throw new AppError(400, CURRENT_PASSWORD_INCORRECT, { currentPassword: CURRENT_PASSWORD_INCORRECT });
    // An administrator address is reserved even before its owner signs up: moving onto it would make the
    // caller an administrator, since addresses are not verified.
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, newEmail));
    if (taken || config.adminEmails.includes(newEmail.toLowerCase())) throw new AppError(409, EMAIL_IN_USE, { newEmail: EMAIL_IN_USE });
    await db
      .update(users)
      .set({ email: newEmail, emailVerified: false, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .catch((error: unknown) => {
        // Two accounts moving to one address at once: the unique index lets one through.
        if (isUniqueViolation(error)) throw new AppError(409, EMAIL_IN_USE, { newEmail: EMAIL_IN_USE });
        throw error;
      });
    return c.json({ email: newEmail });
  });
