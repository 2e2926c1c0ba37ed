import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { NOTIFICATIONS_CHANNEL, type LiveNotification } from '../../realtime/bus';

export type NotificationType = 'success' | 'warning' | 'error' | 'info';

function toLive(row: typeof notifications.$inferSelect): LiveNotification {
  return { id: row.id, userId: row.userId, title: row.title, message: row.message, type: row.type, link: row.link, read: row.read, createdAt: row.createdAt.toISOString() };
}

/** What a notification says; `link` is the page it is about (notificationLinks), which clicking it opens. */
export type NotificationInput = { title: string; message: string; type: NotificationType; link: string };

/**
 * Stores a notification and announces it. Callers pass their transaction: the row and the NOTIFY
 * become visible together at commit, and neither happens if the event rolls back. Features tell a
 * member through notifyUser (notify-user.ts), which calls this.
 */
export async function createNotification(db: DbOrTx, input: NotificationInput & { userId: string }) {
  const [row] = await db.insert(notifications).values(input).returning();
  await db.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${JSON.stringify(toLive(row!))})`);
}

/** One notification for each member `audience` selects (a query of user ids), and one NOTIFY each, in one statement. */
export async function createNotifications(db: DbOrTx, audience: SQL, input: NotificationInput) {
  await db.execute(sql`
    with inserted as (
      insert into notifications (user_id, title, message, type, link)
      select audience.id, ${input.title}, ${input.message}, ${input.type}, ${input.link} from (${audience}) as audience (id)
      returning id, user_id, title, message, type, link, read, created_at
    )
    select pg_notify(${NOTIFICATIONS_CHANNEL}, json_build_object(
      'id', id, 'userId', user_id, 'title', title, 'message', message, 'type', type, 'link', link, 'read', read,
      'createdAt', to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text)
    from inserted`);
}

/** The caller's newest 50 and their unread count (spec 2 section 9). */
export async function listNotifications({ db, userId }: { db: Db; userId: string }) {
  const [rows, [unread]] = await Promise.all([
    db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt)).limit(50),
    db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.read, false))),
  ]);
  return { items: rows.map(toLive), unread: unread?.n ?? 0 };
}

/** Marks one of the caller's notifications read; someone else's is "not found", never touched. */
export async function markRead({ db, userId, id }: { db: Db; userId: string; id: string }) {
  const updated = await db.update(notifications).set({ read: true }).where(and(eq(notifications.id, id), eq(notifications.userId, userId))).returning({ id: notifications.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND', 'Notification not found');
}

export async function markAllRead({ db, userId }: { db: Db; userId: string }) {
  await db.update(notifications).set({ read: true }).where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
}
