import { Hono } from 'hono';
import {
  changeEmailSchema,
  confirmEmailChangeSchema,
  emailChangedSchema,
  emailChangeRequestedSchema,
  settingsAnswerSchema,
  settingsSchema,
  timeZoneAnswerSchema,
  timeZoneInputSchema,
} from '../../../shared/account';
import { sessionAnswerSchema } from '../../../shared/session';
import type { AppEnv } from '../../app-env';
import { enforcePasswordCheckLimits } from '../../auth/auth-limits';
import { clientIp } from '../../auth/client-ip';
import { requestFacts } from '../../audit/request-facts';
import { requireUser } from '../../auth/guards';
import { emit } from '../../events/emit';
import { describeRoute, json } from '../../lib/contract';
import { validate } from '../../lib/validate';
import { getSessionUser } from './account.service';
import { confirmEmailChange, requestEmailChange } from './email-change';
import { getSettings, saveSettings, saveTimeZone } from './settings.service';

export const accountRoutes = new Hono<AppEnv>()
  /** The signed-in user as the client needs it, or `{ user: null }`: never 401, so the shell can ask freely. */
  .get(
    '/session',
    describeRoute({
      summary: 'The signed-in member, or null',
      isAboutCaller: true,
      responses: { 200: json(sessionAnswerSchema) },
    }),
    async (c) => {
      const user = c.get('user');
      const actor = c.get('actor');
      return c.json({ user: user && actor ? await getSessionUser({ db: c.get('deps').db, user, actor }) : null });
    },
  )
  .get(
    '/settings',
    describeRoute({ summary: "The member's settings", responses: { 200: json(settingsAnswerSchema) } }),
    requireUser,
    async (c) => c.json({ settings: await getSettings({ db: c.get('deps').db, userId: c.get('user').id }) }),
  )
  .put(
    '/settings',
    describeRoute({ summary: "Saves the member's settings", responses: { 200: json(settingsAnswerSchema) } }),
    requireUser,
    validate('json', settingsSchema),
    async (c) => {
      return c.json({
        settings: await saveSettings({
          db: c.get('deps').db,
          userId: c.get('user').id,
          settings: c.req.valid('json'),
        }),
      });
    },
  )
  .put(
    '/time-zone',
    describeRoute({
      summary: "Sets the member's own time zone, or forgets it (null: the browser's)",
      responses: { 200: json(timeZoneAnswerSchema) },
    }),
    requireUser,
    validate('json', timeZoneInputSchema),
    async (c) => {
      return c.json(
        await saveTimeZone({ db: c.get('deps').db, userId: c.get('user').id, timeZone: c.req.valid('json').timeZone }),
      );
    },
  )
  /** Step 1 of a new e-mail (Settings): the current password again, then a code to the new address. */
  .post(
    '/change-email',
    describeRoute({
      summary: 'Asks for a new address: the current password again, then a code to the new address',
      responses: { 200: json(emailChangeRequestedSchema) },
    }),
    requireUser,
    validate('json', changeEmailSchema),
    async (c) => {
      const { db, auth, config } = c.get('deps');
      const user = c.get('user');
      await enforcePasswordCheckLimits({ db, config, userId: user.id, ip: clientIp(c, config.trustProxyHops) });
      const { newEmail, currentPassword } = c.req.valid('json');
      return c.json(
        await requestEmailChange({ db, auth, config, user, headers: c.req.raw.headers, newEmail, currentPassword }),
      );
    },
  )
  /** Step 2: the code from the new address; only now does the account move to it. */
  .post(
    '/change-email/confirm',
    describeRoute({
      summary: 'Moves the account to the new address with the code sent there',
      responses: { 200: json(emailChangedSchema) },
    }),
    requireUser,
    validate('json', confirmEmailChangeSchema),
    async (c) => {
      const { db, auth, config } = c.get('deps');
      const { newEmail, otp } = c.req.valid('json');
      const changed = await confirmEmailChange({
        db,
        auth,
        config,
        user: c.get('user'),
        headers: c.req.raw.headers,
        newEmail,
        otp,
      });
      // After better-auth's own transaction: the address has moved; the audit log records it.
      await emit(db, { type: 'member.email_changed', userId: c.get('user').id, request: requestFacts(c) });
      return c.json(changed);
    },
  );
