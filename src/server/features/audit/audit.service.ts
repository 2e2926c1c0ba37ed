import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  memberSecurityActions,
  SECURITY_EVENTS_SHOWN,
  type AuditAction,
  type AuditEntry,
  type AuditPage,
  type AuditQuery,
} from '../../../shared/audit';
import type { DbOrTx, Tx } from '../../db/client';
import { auditEvents, users } from '../../db/schema';
import type { RequestFacts } from '../../events/catalog';
import { AppError } from '../../lib/app-error';
import { currentTarget, toAuditTarget } from './audit-targets';

const PAGE_SIZE = 50;

export type AuditRecord = {
  action: AuditAction;
  actorId: string | null;
  subjectId?: string | null;
  targetType?: string | null;
  targetId?: string | null;
  detail?: Record<string, string | number | boolean | null>;
  request: RequestFacts | null;
};

/**
 * The one way into the audit log: its subscribers call this with the event's facts (audit.subscribers.ts).
 * `createdAt` is when the person acted, not when the subscriber ran.
 */
export async function recordAudit(tx: Tx, entry: AuditRecord): Promise<void> {
  await tx.insert(auditEvents).values({
    action: entry.action,
    actorId: entry.actorId,
    subjectId: entry.subjectId ?? null,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    detail: entry.detail ?? {},
    ip: entry.request?.ip ?? null,
    userAgent: entry.request?.userAgent ?? null,
    ...(entry.request ? { createdAt: new Date(entry.request.at) } : {}),
  });
}

const actor = alias(users, 'audit_actor');
const subject = alias(users, 'audit_subject');

async function selectEntries(db: DbOrTx, where: SQL | undefined, limit: number): Promise<AuditEntry[]> {
  const rows = await db
    .select({ event: auditEvents, actorName: actor.name, subjectName: subject.name, target: currentTarget })
    .from(auditEvents)
    .leftJoin(actor, eq(actor.id, auditEvents.actorId))
    .leftJoin(subject, eq(subject.id, auditEvents.subjectId))
    .where(where)
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(limit);
  return rows.map(({ event, actorName, subjectName, target }) => ({
    id: event.id,
    at: event.createdAt.toISOString(),
    action: event.action as AuditAction,
    // A deleted account's entries stay; its name does not.
    actor: event.actorId ? { id: event.actorId, name: actorName ?? 'Deleted member' } : null,
    subject: event.subjectId ? { id: event.subjectId, name: subjectName ?? 'Deleted member' } : null,
    targetType: event.targetType,
    targetId: event.targetId,
    target: toAuditTarget(event, target),
    ip: event.ip,
    userAgent: event.userAgent,
    detail: event.detail,
  }));
}

function encodeCursor(entry: AuditEntry): string {
  return Buffer.from(`${entry.at}|${entry.id}`).toString('base64url');
}

function decodeCursor(text: string): { at: Date; id: string } {
  const [at, id] = Buffer.from(text, 'base64url').toString().split('|');
  const date = new Date(at ?? '');
  if (!id || !/^[0-9a-f-]{36}$/.test(id) || Number.isNaN(date.getTime()))
    throw new AppError('INVALID_INPUT', 'Invalid page cursor', { cursor: 'Invalid page cursor' });
  return { at: date, id };
}

/** The whole log for the administrator, newest first, filtered, a keyset page at a time. */
export async function listAudit({ db, query }: { db: DbOrTx; query: AuditQuery }): Promise<AuditPage> {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(auditEvents.action, query.action));
  if (query.member)
    conditions.push(or(eq(auditEvents.actorId, query.member), eq(auditEvents.subjectId, query.member))!);
  if (query.from) conditions.push(gte(auditEvents.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) conditions.push(lt(auditEvents.createdAt, sql`(${query.to}::date + 1)::timestamptz`));
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor);
    conditions.push(
      sql`(${auditEvents.createdAt}, ${auditEvents.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)`,
    );
  }
  const entries = await selectEntries(db, and(...conditions), PAGE_SIZE + 1);
  const items = entries.slice(0, PAGE_SIZE);
  return { items, nextCursor: entries.length > PAGE_SIZE ? encodeCursor(items[items.length - 1]!) : null };
}

/** A member's own security events, newest first (Settings). */
export async function listOwnSecurityEvents({ db, userId }: { db: DbOrTx; userId: string }): Promise<AuditEntry[]> {
  return selectEntries(
    db,
    and(eq(auditEvents.subjectId, userId), inArray(auditEvents.action, [...memberSecurityActions])),
    SECURITY_EVENTS_SHOWN,
  );
}
