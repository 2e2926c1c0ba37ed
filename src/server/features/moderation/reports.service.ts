import { and, count, countDistinct, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import {
  ALREADY_REPORTED,
  AUTO_HIDE_REPORTS,
  CANNOT_REPORT_OWN,
  COUNTING_REPORTER_MIN_AGE_DAYS,
  REPORT_LIMIT_MESSAGE,
  REPORTS_PER_DAY,
  reportReasons,
  type ReportInput,
  type ReportReason,
} from '../../../shared/moderation';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { reports, users } from '../../db/schema';
import type { RequestFacts } from '../../events/catalog';
import { emit } from '../../events/emit';
import { AppError, notFound } from '../../lib/app-error';
import { isKept, itemFacts, lockItem, reportableItem, setHidden } from './moderated-items';

/**
 * A member reports an item: once per item, REPORTS_PER_DAY a day. Every report reaches the
 * administrator's queue; the AUTO_HIDE_REPORTS-th open report from a different counting reporter hides
 * the item until the administrator has looked at it, unless the administrator already kept it (decision
 * 053). The item's row is locked first, so reports arriving together are counted one after the other.
 */
export async function createReport({
  db,
  reporterId,
  input,
  request,
}: {
  db: Db;
  reporterId: string;
  input: Required<ReportInput>;
  request: RequestFacts;
}): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const item = await reportableItem(tx, input.itemType, input.itemId, reporterId);
      if (!item) throw notFound('We could not find what you are reporting.');
      if (item.ownerId === reporterId) throw new AppError('CANNOT_REPORT_OWN', CANNOT_REPORT_OWN);
      const [today] = await tx
        .select({ n: count() })
        .from(reports)
        .where(and(eq(reports.reporterId, reporterId), gt(reports.createdAt, sql`now() - interval '24 hours'`)));
      if ((today?.n ?? 0) >= REPORTS_PER_DAY) throw new AppError('REPORT_LIMIT', REPORT_LIMIT_MESSAGE);
      const locked = await lockItem(tx, input.itemType, input.itemId);
      await tx.insert(reports).values({
        reporterId,
        ownerId: item.ownerId,
        itemType: input.itemType,
        itemId: input.itemId,
        reason: input.reason,
        note: input.note,
      });
      if (!locked || locked.hidden) return;
      // Kept by the administrator: members' reports reach the queue, and only the administrator hides it.
      if (await isKept(tx, input.itemType, input.itemId)) return;
      const counted = and(
        eq(reports.itemType, input.itemType),
        eq(reports.itemId, input.itemId),
        isNull(reports.resolvedAt),
        countingReporter,
      )!;
      const [reporters] = await tx
        .select({ n: countDistinct(reports.reporterId) })
        .from(reports)
        .innerJoin(users, eq(users.id, reports.reporterId))
        .where(counted);
      if ((reporters?.n ?? 0) < AUTO_HIDE_REPORTS) return;
      const reason = await commonestReason(tx, counted);
      if (await setHidden(tx, input.itemType, input.itemId, reason)) {
        const title = (await itemFacts(tx, input.itemType, [input.itemId])).get(input.itemId)?.title;
        await emit(tx, {
          type: 'moderation.item_hidden',
          actorId: null,
          itemType: input.itemType,
          itemId: input.itemId,
          ownerId: item.ownerId,
          reason,
          title,
          request,
        });
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ALREADY_REPORTED', ALREADY_REPORTED);
    throw error;
  }
}

/**
 * A reporter whose report counts toward hiding (decision 053), on a query of reports joined to users:
 * a proved address, not suspended, and an account of COUNTING_REPORTER_MIN_AGE_DAYS or a startup of
 * theirs whose domain they proved. Sign-up needs no proved address and takes a minute, so fresh
 * accounts alone must never take someone else's work off the site.
 */
const countingReporter = and(
  eq(users.emailVerified, true),
  isNull(users.suspendedAt),
  sql`(${users.createdAt} <= now() - make_interval(days => ${COUNTING_REPORTER_MIN_AGE_DAYS}) or exists (select 1 from startups s where s.owner_id = ${users.id} and s.verified_at is not null and s.hidden_at is null))`,
);

/** The reason most of the counted reports give (the first in the list's order on a tie): what the owner is told. */
async function commonestReason(tx: DbOrTx, counted: SQL): Promise<ReportReason> {
  const rows = await tx
    .select({ reason: reports.reason, n: count() })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reporterId))
    .where(counted)
    .groupBy(reports.reason);
  rows.sort(
    (a, b) =>
      b.n - a.n || reportReasons.indexOf(a.reason as ReportReason) - reportReasons.indexOf(b.reason as ReportReason),
  );
  return (rows[0]?.reason ?? 'other') as ReportReason;
}
