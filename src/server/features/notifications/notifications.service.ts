import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { subjectOfLink, type LinkSubject } from '../../../shared/paths';
import type { Db, DbOrTx } from '../../db/client';
import { interviews, jobApplications, jobs, notifications } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { NOTIFICATIONS_CHANNEL, type LiveNotification } from '../../realtime/bus';

export type NotificationType = 'success' | 'warning' | 'error' | 'info';

function toLive(row: typeof notifications.$inferSelect): LiveNotification {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    message: row.message,
    type: row.type,
    link: row.link,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * What a notification says; `link` is the page it is about (notificationLinks), which clicking it opens;
 * null for a notice about something already gone (an account closed with its interview).
 */
export type NotificationInput = { title: string; message: string; type: NotificationType; link: string | null };

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

/** What the bell says in place of the link of a notification whose subject was deleted since. */
export const SUBJECT_GONE: Record<LinkSubject['kind'], string> = {
  interview: 'This interview was deleted.',
  application: 'This application was deleted.',
  job: 'This position was deleted.',
};

/**
 * The subjects among `links` that no longer exist (deleted with an account, a position or a startup),
 * as `kind:id`: one indexed query per kind present, however many notifications.
 */
async function goneSubjects(db: DbOrTx, links: (string | null)[]): Promise<Set<string>> {
  const subjects = links.map(subjectOfLink).filter((subject): subject is LinkSubject => subject !== null);
  const idsOf = (kind: LinkSubject['kind']) => [...new Set(subjects.filter((s) => s.kind === kind).map((s) => s.id))];
  const tables = { interview: interviews, application: jobApplications, job: jobs } as const;
  const gone = new Set<string>();
  await Promise.all(
    (Object.keys(tables) as LinkSubject['kind'][]).map(async (kind) => {
      const ids = idsOf(kind);
      if (ids.length === 0) return;
      const table = tables[kind];
      const found = new Set(
        (await db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((row) => row.id),
      );
      for (const id of ids) if (!found.has(id)) gone.add(`${kind}:${id}`);
    }),
  );
  return gone;
}

/**
 * The caller's newest 50 and their unread count. A notification whose subject was
 * deleted since says so, and leads nowhere, instead of opening a page that would say "not found".
 */
export async function listNotifications({ db, userId }: { db: Db; userId: string }) {
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt))
      .limit(50),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.read, false))),
  ]);
  const gone = await goneSubjects(
    db,
    rows.map((row) => row.link),
  );
  const items = rows.map((row) => {
    const subject = subjectOfLink(row.link);
    const isGone = subject !== null && gone.has(`${subject.kind}:${subject.id}`);
    return { ...toLive(row), ...(isGone && { link: null }), subjectGone: isGone ? SUBJECT_GONE[subject.kind] : null };
  });
  return { items, unread: unread?.n ?? 0 };
}

/** Marks one of the caller's notifications read; someone else's is "not found", never touched. */
export async function markRead({ db, userId, id }: { db: Db; userId: string; id: string }) {
  const updated = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND', 'Notification not found');
}

export async function markAllRead({ db, userId }: { db: Db; userId: string }) {
  await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
}
