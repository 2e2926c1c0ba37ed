import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { EmailKind } from '../../../shared/email-preferences';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { profiles, users, userSettings } from '../../db/schema';
import { brandFromConfig } from '../../email/brand';
import { enqueueEmail, enqueueEmails, type OutgoingEmail } from '../../email/outbox';
import type { Brand, RenderedEmail, UnsubscribeFooter } from '../../email/templates/layout';
import { unsubscribeParts } from '../../email/unsubscribe';
import { emailRecipient, mayEmailSql } from '../account/settings.service';
import { createNotification, createNotifications, type NotificationInput } from './notifications.service';

// The one place that decides how a member is told of something (decision 027): the bell (always), and an
// e-mail only where their settings let its kind through and their address is proved (decision 021),
// with the brand and, for a kind they can turn off, the one-click way out (decision 018).

type RenderParts<K> = { brand: Brand; name: string } & (K extends EmailKind
  ? { unsubscribe: UnsubscribeFooter }
  : unknown);

/**
 * The e-mail of a notice, rendered for each recipient. `kind` is the setting that governs it; 'general'
 * is governed by "E-mail notifications" alone and carries no unsubscribe link (an e-mail about the
 * member's own action); 'security' (a sign-in from a new device, a second factor changed: decision
 * 056) goes to a proved address whatever the settings, as neither can be turned off. Every other kind
 * says why it came, above its one-click Unsubscribe.
 */
export type NoticeEmail<K extends EmailKind | 'general' | 'security' = EmailKind | 'general' | 'security'> = {
  kind: K;
  template: string;
  render(parts: RenderParts<K>): RenderedEmail;
  coalesce?: OutgoingEmail['coalesce'];
  /** A calendar invitation sent with it (an interview's). */
  calendar?: OutgoingEmail['calendar'];
} & (K extends EmailKind ? { reason: string } : unknown);

type Context = { tx: DbOrTx; config: Config };

/** Tells one member: the bell, and the e-mail where they may be e-mailed; the answer says whether an e-mail was queued. */
export async function notifyUser<K extends EmailKind | 'general' | 'security'>(
  { tx, config }: Context,
  notice: { userId: string; notification?: NotificationInput; email?: NoticeEmail<K> },
): Promise<{ isEmailQueued: boolean }> {
  if (notice.notification) await createNotification(tx, { userId: notice.userId, ...notice.notification });
  if (!notice.email) return { isEmailQueued: false };
  const recipient = await emailRecipient({ db: tx, userId: notice.userId, kind: notice.email.kind });
  if (!recipient) return { isEmailQueued: false };
  await enqueueEmail(tx, emailFor(config, notice.email as NoticeEmail, { userId: notice.userId, ...recipient }));
  return { isEmailQueued: true };
}

/** E-mails written to the outbox per statement. */
const EMAIL_BATCH = 500;

/**
 * The same notice to everyone `audience` selects (a query of user ids, such as a startup's followers),
 * in a few statements however many they are: never a query per member.
 */
export async function notifyAudience(
  { tx, config }: Context,
  notice: { audience: SQL; notification: NotificationInput; email: NoticeEmail<EmailKind> },
): Promise<void> {
  await createNotifications(tx, notice.audience, notice.notification);
  const recipients = await tx
    .select({ userId: users.id, email: users.email, name: sql<string>`coalesce(${profiles.firstName}, ${users.name})` })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(and(sql`${users.id} in (${notice.audience})`, mayEmailSql(notice.email.kind)));
  const emails = recipients.map((recipient) => emailFor(config, notice.email, recipient));
  for (let i = 0; i < emails.length; i += EMAIL_BATCH) await enqueueEmails(tx, emails.slice(i, i + EMAIL_BATCH));
}

function emailFor(
  config: Config,
  email: NoticeEmail,
  recipient: { userId: string; email: string; name: string },
): OutgoingEmail {
  const brand = brandFromConfig(config);
  const common = { template: email.template, to: recipient.email, coalesce: email.coalesce, calendar: email.calendar };
  if (email.kind === 'general' || email.kind === 'security')
    return { ...common, ...(email as NoticeEmail<'general'>).render({ brand, name: recipient.name }) };
  const { kind, reason, render } = email as NoticeEmail<EmailKind>;
  const unsubscribe = unsubscribeParts(config, recipient.userId, kind);
  return {
    ...common,
    headers: unsubscribe.headers,
    ...render({ brand, name: recipient.name, unsubscribe: { url: unsubscribe.pageUrl, reason } }),
  };
}
