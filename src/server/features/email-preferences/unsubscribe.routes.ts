import { Hono } from 'hono';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import {
  emailKindLabels,
  settingOfKind,
  UNSUBSCRIBE_LINK_EXPIRED,
  UNSUBSCRIBE_LINK_INVALID,
  type EmailKind,
  type UnsubscribeState,
  unsubscribeStateSchema,
} from '../../../shared/email-preferences';
import type { AppEnv } from '../../app-env';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { readUnsubscribeToken } from '../../email/unsubscribe';
import { AppError } from '../../lib/app-error';
import { describeRoute, json } from '../../lib/contract';
import { validate } from '../../lib/validate';
import { isForeignKeyViolation } from '../../db/errors';
import { getSettings, setEmailKind } from '../account/settings.service';

// /api/unsubscribe (decision 018): the link and the List-Unsubscribe address of the e-mails a
// member did not ask for by an action of their own. No session: the signed token is the permission.
// Mounted ahead of the CSRF check, because mail providers POST the one-click request from their own
// servers (RFC 8058), with a form body and no Origin of ours; the token, not the origin, is what counts.

const tokenQuery = z.object({ token: z.string().max(200).optional() });

const linkExpired = () => new AppError('UNSUBSCRIBE_LINK_EXPIRED', UNSUBSCRIBE_LINK_EXPIRED);

async function stateOf(db: DbOrTx, userId: string, kind: EmailKind): Promise<UnsubscribeState> {
  const [[member], settings] = await Promise.all([
    db.select({ id: users.id }).from(users).where(eq(users.id, userId)),
    getSettings({ db, userId }),
  ]);
  if (!member) throw linkExpired();
  return {
    kind,
    label: emailKindLabels[kind],
    isSubscribed: settings[settingOfKind[kind]],
    areAllEmailsOff: !settings.emailNotifications,
  };
}

function tokenFrom(c: {
  req: { valid(target: 'query'): { token?: string } };
  get(key: 'deps'): AppEnv['Variables']['deps'];
}) {
  const read = readUnsubscribeToken(c.get('deps').config, c.req.valid('query').token ?? '');
  if (!read) throw new AppError('UNSUBSCRIBE_LINK_INVALID', UNSUBSCRIBE_LINK_INVALID);
  return read;
}

/** Sets the link's own kind, nothing else; a deleted member's link (the settings row would have no user) is an expired one. */
async function setKind(db: DbOrTx, userId: string, kind: EmailKind, isOn: boolean) {
  try {
    await setEmailKind({ db, userId, kind, isOn });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw linkExpired();
    throw error;
  }
}

export const unsubscribeRoutes = new Hono<AppEnv>()
  // What the page shows before asking: which e-mails, and whether they still come. Changes nothing,
  // since link scanners open every link of an e-mail.
  .get(
    '/',
    describeRoute({
      summary: 'Which e-mails a signed unsubscribe link is for, and whether they still come; changes nothing',
      responses: { 200: json(unsubscribeStateSchema) },
    }),
    validate('query', tokenQuery),
    async (c) => {
      const { userId, kind } = tokenFrom(c);
      return c.json(await stateOf(c.get('deps').db, userId, kind));
    },
  )
  // One click: from the page's button, or from the mail client's own Unsubscribe (a form POST with
  // `List-Unsubscribe=One-Click`). Whatever the body, the answer is the same.
  .post(
    '/',
    describeRoute({
      summary:
        "Unsubscribes from the link's kind of e-mail (the page's button, or a mail client's one-click, RFC 8058)",
      responses: { 200: json(unsubscribeStateSchema) },
    }),
    validate('query', tokenQuery),
    async (c) => {
      const { userId, kind } = tokenFrom(c);
      const { db } = c.get('deps');
      await setKind(db, userId, kind, false);
      return c.json(await stateOf(db, userId, kind));
    },
  )
  // Changed their mind on the page: this kind comes again. Only this kind: a member who turned every
  // e-mail off did so in Settings, and only Settings turns that back on (the page says so).
  .post(
    '/resubscribe',
    describeRoute({
      summary: "Subscribes again to the link's kind of e-mail",
      responses: { 200: json(unsubscribeStateSchema) },
    }),
    validate('query', tokenQuery),
    async (c) => {
      const { userId, kind } = tokenFrom(c);
      const { db } = c.get('deps');
      await setKind(db, userId, kind, true);
      return c.json(await stateOf(db, userId, kind));
    },
  );
