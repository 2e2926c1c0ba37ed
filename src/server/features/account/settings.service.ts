import { eq } from 'drizzle-orm';
import type { Settings } from '../../../shared/account';
import { settingOfKind, type EmailKind } from '../../../shared/email-preferences';
import type { DbOrTx } from '../../db/client';
import { userSettings } from '../../db/schema';

export const defaultSettings: Settings = { emailNotifications: true, statusUpdates: true, jobRecommendations: true, followedStartups: true, messageEmails: true, hiringReminders: true, showProfile: true, allowMessages: true };

export async function getSettings({ db, userId }: { db: DbOrTx; userId: string }): Promise<Settings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  if (!row) return defaultSettings;
  const { userId: _id, updatedAt: _at, ...settings } = row;
  return settings;
}

export async function saveSettings({ db, userId, settings }: { db: DbOrTx; userId: string; settings: Settings }) {
  await db
    .insert(userSettings)
    .values({ userId, ...settings })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...settings, updatedAt: new Date() } });
  return settings;
}

/** Whether settings let this kind of e-mail through: any e-mail at all, and this kind's own switch. */
export function allowsEmail(settings: Settings, kind: EmailKind | 'general'): boolean {
  return settings.emailNotifications && (kind === 'general' || settings[settingOfKind[kind]]);
}

/** Whether this user wants this kind of e-mail. */
export async function wantsEmail({ db, userId, kind }: { db: DbOrTx; userId: string; kind: EmailKind | 'general' }) {
  return allowsEmail(await getSettings({ db, userId }), kind);
}

/** Turns one kind of e-mail on or off, leaving every other setting as it is (the unsubscribe link). */
export async function setEmailKind({ db, userId, kind, isOn }: { db: DbOrTx; userId: string; kind: EmailKind | 'general'; isOn: boolean }) {
  const column = kind === 'general' ? 'emailNotifications' : settingOfKind[kind];
  await db
    .insert(userSettings)
    .values({ userId, ...defaultSettings, [column]: isOn })
    .onConflictDoUpdate({ target: userSettings.userId, set: { [column]: isOn, updatedAt: new Date() } });
}
