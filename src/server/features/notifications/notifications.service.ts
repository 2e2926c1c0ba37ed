import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';

export type NotificationType = 'success' | 'warning' | 'error' | 'info';

/** Stores a notification; callers pass their transaction so it exists exactly when its event does. */
export async function createNotification(db: DbOrTx, input: { userId: string; title: string; message: string; type: NotificationType }) {
  await db.insert(notifications).values(input);
}
