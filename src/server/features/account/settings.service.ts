import { eq, sql, type SQL } from 'drizzle-orm';
import type { Settings } from '../../../shared/account';
import { settingOfKind, type EmailKind } from '../../../shared/email-preferences';
import type { DbOrTx } from '../../db/client';
import { profiles, users, userSettings } from '../../db/schema';

export const defaultSettings: Settings = {
  emailNotifications: true,
  statusUpdates: true,
  jobRecommendations: true,
  followedStartups: true,
  messageEmails: true,
  hiringReminders: true,
  applicationDigest: true,
  showProfile: true,
  allowMessages: true,
};

export async function getSettings({ db, userId }: { db: DbOrTx; userId: string }): Promise<Settings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  if (!row) return defaultSettings;
  // The time zone (for interviews) is not one of the modal's switches: it has its own place.
  const { userId: _id, updatedAt: _at, timeZone: _zone, ...settings } = row;
  return settings;
}

export async function saveSettings({ db, userId, settings }: { db: DbOrTx; userId: string; settings: Settings }) {
  await db
    .insert(userSettings)
    .values({ userId, ...settings })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...settings, updatedAt: new Date() } });
  return settings;
}

/** The member's own time zone, or null when they have not chosen one (their browser's is used). */
export async function getTimeZone({ db, userId }: { db: DbOrTx; userId: string }): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: userSettings.timeZone })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return row?.timeZone ?? null;
}

/** Sets (or, with null, forgets) the member's time zone, leaving every switch as it is. */
export async function saveTimeZone({ db, userId, timeZone }: { db: DbOrTx; userId: string; timeZone: string | null }) {
  await db
    .insert(userSettings)
    .values({ userId, ...defaultSettings, timeZone })
    .onConflictDoUpdate({ target: userSettings.userId, set: { timeZone, updatedAt: new Date() } });
  return { timeZone };
}

/** Whether settings let this kind of e-mail through: any e-mail at all, and this kind's own switch. */
export function allowsEmail(settings: Settings, kind: EmailKind | 'general'): boolean {
  return settings.emailNotifications && (kind === 'general' || settings[settingOfKind[kind]]);
}

// An e-mail the member did not ask for by an action of their own (a status change, a message, an
// announcement, a digest, a reminder) goes only to an address its owner proved by sending a code back:
// anyone can sign up with someone else's address, and these e-mails would then land on a stranger
// (decision 021). The bell and the dashboard show all of it either way. The codes and the password reset
// are the e-mails an address's owner asks for, and are not sent through here; nor is the welcome, which
// waits until the address is proved (decision 056).

/** Who may be e-mailed about `kind`: a proved address and settings that let it through (SQL over users and a left-joined user_settings). */
export function mayEmailSql(kind: EmailKind | 'general' | 'security'): SQL {
  // A security notice (a sign-in from a new device) goes to every proved address: no setting stops it.
  if (kind === 'security') return sql`${users.emailVerified}`;
  const own = kind === 'general' ? sql`true` : sql`coalesce(${userSettings[settingOfKind[kind]]}, true)`;
  return sql`(${users.emailVerified} and coalesce(${userSettings.emailNotifications}, true) and ${own})`;
}

/** The address and name to write to about `kind`, or null when the member may not be e-mailed about it. */
export async function emailRecipient({
  db,
  userId,
  kind,
}: {
  db: DbOrTx;
  userId: string;
  kind: EmailKind | 'general' | 'security';
}): Promise<{ email: string; name: string } | null> {
  const [row] = await db
    .select({
      email: users.email,
      name: sql<string>`coalesce(${profiles.firstName}, ${users.name})`,
      mayEmail: mayEmailSql(kind).mapWith(Boolean),
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(users.id, userId));
  return row?.mayEmail ? { email: row.email, name: row.name } : null;
}

/** Turns one kind of e-mail on or off, leaving every other setting as it is (the unsubscribe link). */
export async function setEmailKind({
  db,
  userId,
  kind,
  isOn,
}: {
  db: DbOrTx;
  userId: string;
  kind: EmailKind | 'general';
  isOn: boolean;
}) {
  const column = kind === 'general' ? 'emailNotifications' : settingOfKind[kind];
  await db
    .insert(userSettings)
    .values({ userId, ...defaultSettings, [column]: isOn })
    .onConflictDoUpdate({ target: userSettings.userId, set: { [column]: isOn, updatedAt: new Date() } });
}
