import { eq } from 'drizzle-orm';
import type { Settings } from '../../../shared/account';
import type { DbOrTx } from '../../db/client';
import { userSettings } from '../../db/schema';

export const defaultSettings: Settings = { emailNotifications: true, statusUpdates: true, jobRecommendations: true, showProfile: true, allowMessages: true };

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

/** Whether this user wants this kind of e-mail: any e-mail at all, and, for status changes, those too. */
export async function wantsEmail({ db, userId, kind }: { db: DbOrTx; userId: string; kind: 'status' | 'general' }) {
  const settings = await getSettings({ db, userId });
  return settings.emailNotifications && (kind !== 'status' || settings.statusUpdates);
}
