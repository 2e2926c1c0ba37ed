import { and, desc, eq, inArray, isNotNull, isNull, max, min, sql } from 'drizzle-orm';
import type { HiddenReason, ReportGroup, ReportableItem, ReportReason } from '../../../shared/moderation';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { profiles, reports, sessions, startups, users } from '../../db/schema';
import type { RequestFacts } from '../../events/catalog';
import { emit } from '../../events/emit';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { isListedAdmin } from '../../auth/actor';
import { clearHidden, itemFacts, keepItem, lockItem, setHidden, type ItemFacts } from './moderated-items';

const QUEUE_SIZE = 50;
type Acting = { actorId: string; request: RequestFacts };

/**
 * The moderation queue: reported items, grouped, with their count and reasons. 'open': items
 * with reports nobody has decided on, the most reported first; 'resolved': the latest decisions, so
 * that one can be undone.
 */
export async function listReportGroups({
  db,
  view,
  config,
}: {
  db: DbOrTx;
  view: 'open' | 'resolved';
  config: Pick<Config, 'adminEmails'>;
}): Promise<ReportGroup[]> {
  const isOpen = view === 'open' ? isNull(reports.resolvedAt) : isNotNull(reports.resolvedAt);
  const groups = await db
    .select({
      itemType: reports.itemType,
      itemId: reports.itemId,
      count: sql<number>`count(*)::int`,
      first: min(reports.createdAt),
      last: max(reports.createdAt),
      resolvedAt: max(reports.resolvedAt),
      // Correlated on the outer row by name: drizzle writes a lone table's columns unqualified.
      reasons: sql<
        { reason: ReportReason; count: number }[]
      >`(select json_agg(json_build_object('reason', r.reason, 'count', r.n)) from (select reason, count(*)::int as n from reports r2 where r2.item_type = reports.item_type and r2.item_id = reports.item_id and (r2.resolved_at is null) = ${view === 'open'} group by reason order by n desc) r)`,
      notes: sql<
        { note: string; at: string }[] | null
      >`(select json_agg(json_build_object('note', n.note, 'at', to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by n.created_at desc) from (select note, created_at from reports r3 where r3.item_type = reports.item_type and r3.item_id = reports.item_id and (r3.resolved_at is null) = ${view === 'open'} and r3.note <> '' order by created_at desc limit 10) n)`,
    })
    .from(reports)
    .where(isOpen)
    .groupBy(reports.itemType, reports.itemId)
    .orderBy(view === 'open' ? desc(sql`count(*)`) : desc(max(reports.resolvedAt)), desc(max(reports.createdAt)))
    .limit(QUEUE_SIZE);

  // The items and their owners: one query per kind of item and one for the owners, never one per group.
  const byType = new Map<ReportableItem, string[]>();
  for (const group of groups)
    byType.set(group.itemType as ReportableItem, [
      ...(byType.get(group.itemType as ReportableItem) ?? []),
      group.itemId,
    ]);
  const facts = new Map<string, ItemFacts>();
  for (const [type, ids] of byType)
    for (const [id, fact] of await itemFacts(db, type, ids)) facts.set(`${type}:${id}`, fact);
  const ownerIds = [...new Set([...facts.values()].map((fact) => fact.ownerId))];
  const owners = ownerIds.length
    ? await db
        .select({
          id: users.id,
          email: users.email,
          emailVerified: users.emailVerified,
          suspendedAt: users.suspendedAt,
          name: sql<string>`coalesce(${profiles.firstName} || ' ' || ${profiles.lastName}, ${users.name})`,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.id, users.id))
        .where(inArray(users.id, ownerIds))
    : [];
  const ownerOf = new Map(owners.map((owner) => [owner.id, owner]));

  return groups.flatMap((group) => {
    const fact = facts.get(`${group.itemType}:${group.itemId}`);
    const owner = fact && ownerOf.get(fact.ownerId);
    if (!fact || !owner) return [];
    return [
      {
        itemType: group.itemType as ReportableItem,
        itemId: group.itemId,
        title: fact.title,
        path: fact.path,
        excerpt: fact.excerpt,
        owner: {
          id: owner.id,
          name: owner.name,
          email: owner.email,
          suspended: owner.suspendedAt != null,
          isAdmin: isListedAdmin(owner, config),
        },
        count: group.count,
        reasons: group.reasons ?? [],
        notes: group.notes ?? [],
        hidden: fact.hidden,
        hiddenReason: fact.hiddenReason,
        firstReportedAt: group.first!.toISOString(),
        lastReportedAt: group.last!.toISOString(),
      },
    ];
  });
}

async function resolveReports(
  tx: DbOrTx,
  itemType: ReportableItem,
  itemId: string,
  resolution: 'hidden' | 'dismissed' | 'suspended',
  actorId: string,
): Promise<number> {
  const rows = await tx
    .update(reports)
    .set({ resolvedAt: new Date(), resolution, resolvedBy: actorId })
    .where(and(eq(reports.itemType, itemType), eq(reports.itemId, itemId), isNull(reports.resolvedAt)))
    .returning({ id: reports.id });
  return rows.length;
}

/** The item's owner, and its title for the audit log (which keeps it for when the item is gone). */
async function ownerOfItem(
  tx: DbOrTx,
  itemType: ReportableItem,
  itemId: string,
): Promise<{ ownerId: string; title: string }> {
  const facts = await itemFacts(tx, itemType, [itemId]);
  const fact = facts.get(itemId);
  if (!fact) throw notFound('This item no longer exists.');
  return { ownerId: fact.ownerId, title: fact.title };
}

/** The administrator hides the item (it may already be, on its reports) and closes its reports; its owner is told why. */
export async function hideItem({
  db,
  itemType,
  itemId,
  reason,
  actorId,
  request,
}: { db: Db; itemType: ReportableItem; itemId: string; reason: ReportReason } & Acting): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await lockItem(tx, itemType, itemId);
    if (!locked) throw notFound('This item no longer exists.');
    const { ownerId, title } = await ownerOfItem(tx, itemType, itemId);
    await resolveReports(tx, itemType, itemId, 'hidden', actorId);
    // Hidden on its reports already: the administrator's reason replaces the automatic one.
    await setHidden(tx, itemType, itemId, reason, { replacing: true });
    await emit(tx, { type: 'moderation.item_hidden', actorId, itemType, itemId, ownerId, reason, title, request });
  });
}

/**
 * The administrator finds nothing wrong: the reports are closed, an item hidden on them comes back, and
 * the item is kept: members' reports no longer hide it by themselves (decision 053).
 */
export async function dismissReports({
  db,
  itemType,
  itemId,
  actorId,
  request,
}: { db: Db; itemType: ReportableItem; itemId: string } & Acting): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await lockItem(tx, itemType, itemId);
    if (!locked) throw notFound('This item no longer exists.');
    const { ownerId, title } = await ownerOfItem(tx, itemType, itemId);
    const count = await resolveReports(tx, itemType, itemId, 'dismissed', actorId);
    if (count === 0) throw notFound('There are no open reports about this item.');
    await keepItem(tx, itemType, itemId, actorId);
    await emit(tx, { type: 'moderation.reports_dismissed', actorId, itemType, itemId, count, title, request });
    // Hidden with its owner's account stays hidden until the account is reinstated.
    if (locked.hidden && locked.hiddenReason !== 'suspended' && (await clearHidden(tx, itemType, itemId))) {
      await emit(tx, { type: 'moderation.item_restored', actorId, itemType, itemId, ownerId, title, request });
    }
  });
}

/** The administrator shows a hidden item again (an earlier decision undone) and keeps it, as on dismissing its reports. */
export async function restoreItem({
  db,
  itemType,
  itemId,
  actorId,
  request,
}: { db: Db; itemType: ReportableItem; itemId: string } & Acting): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await lockItem(tx, itemType, itemId);
    if (!locked) throw notFound('This item no longer exists.');
    if (!locked.hidden) throw new AppError('INVALID_INPUT', 'This item is not hidden.');
    if (locked.hiddenReason === 'suspended')
      throw new AppError(
        'INVALID_INPUT',
        "This item is hidden with its owner's suspended account: reinstate the account instead.",
      );
    const { ownerId, title } = await ownerOfItem(tx, itemType, itemId);
    await resolveReports(tx, itemType, itemId, 'dismissed', actorId);
    await clearHidden(tx, itemType, itemId);
    await keepItem(tx, itemType, itemId, actorId);
    await emit(tx, { type: 'moderation.item_restored', actorId, itemType, itemId, ownerId, title, request });
  });
}

/**
 * The administrator suspends a member: signed out everywhere (every session deleted), no new session
 * (auth/security-events.ts), their shown startups hidden with them (and so their positions), and the
 * open reports about anything of theirs closed. Never an administrator (an ADMIN_EMAILS address its
 * member proved), never oneself: an address in the list that nobody proved is anyone's sign-up.
 */
export async function suspendMember({
  db,
  config,
  userId,
  actorId,
  request,
}: { db: Db; config: Pick<Config, 'adminEmails'>; userId: string } & Acting): Promise<void> {
  await db.transaction(async (tx) => {
    const [member] = await tx
      .select({
        name: users.name,
        email: users.email,
        emailVerified: users.emailVerified,
        suspendedAt: users.suspendedAt,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!member) throw notFound('Member not found');
    if (userId === actorId || isListedAdmin(member, config))
      throw forbidden('An administrator cannot be suspended here.');
    if (member.suspendedAt) return;
    await tx.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx
      .update(startups)
      .set({ hiddenAt: new Date(), hiddenReason: 'suspended' satisfies HiddenReason })
      .where(and(eq(startups.ownerId, userId), isNull(startups.hiddenAt)));
    await tx
      .update(reports)
      .set({ resolvedAt: new Date(), resolution: 'suspended', resolvedBy: actorId })
      .where(and(eq(reports.ownerId, userId), isNull(reports.resolvedAt)));
    await emit(tx, { type: 'member.suspended', actorId, userId, name: member.name, request });
  });
}

/** Undoes a suspension: the member may sign in again, and what was hidden with the account comes back. */
export async function reinstateMember({
  db,
  userId,
  actorId,
  request,
}: { db: Db; userId: string } & Acting): Promise<void> {
  await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ name: users.name, suspendedAt: users.suspendedAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!member) throw notFound('Member not found');
    if (!member.suspendedAt) throw new AppError('INVALID_INPUT', 'This member is not suspended.');
    await tx.update(users).set({ suspendedAt: null }).where(eq(users.id, userId));
    await tx
      .update(startups)
      .set({ hiddenAt: null, hiddenReason: null })
      .where(and(eq(startups.ownerId, userId), eq(startups.hiddenReason, 'suspended')));
    await emit(tx, { type: 'member.reinstated', actorId, userId, name: member.name, request });
  });
}
