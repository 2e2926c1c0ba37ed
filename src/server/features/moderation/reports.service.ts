import { and, count, countDistinct, eq, gt, isNull, sql } from 'drizzle-orm';
import { ALREADY_REPORTED, AUTO_HIDE_REPORTS, CANNOT_REPORT_OWN, REPORT_LIMIT_MESSAGE, REPORTS_PER_DAY, reportReasons, type ReportInput, type ReportReason } from '../../../shared/moderation';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { reports } from '../../db/schema';
import type { RequestFacts } from '../../events/catalog';
import { emit } from '../../events/emit';
import { AppError, notFound } from '../../lib/app-error';
import { lockItem, reportableItem, setHidden } from './moderated-items';

/**
 * A member reports an item (issue 32): once per item, REPORTS_PER_DAY a day. The AUTO_HIDE_REPORTS-th
 * open report from a different member hides the item until the administrator has looked at it; the
 * item's row is locked first, so reports arriving together are counted one after the other.
 */
export async function createReport({ db, reporterId, input, request }: { db: Db; reporterId: string; input: Required<ReportInput>; request: RequestFacts }): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const item = await reportableItem(tx, input.itemType, input.itemId, reporterId);
      if (!item) throw notFound('We could not find what you are reporting.');
      if (item.ownerId === reporterId) throw new AppError('CANNOT_REPORT_OWN', CANNOT_REPORT_OWN);
      const [today] = await tx.select({ n: count() }).from(reports).where(and(eq(reports.reporterId, reporterId), gt(reports.createdAt, sql`now() - interval '24 hours'`)));
      if ((today?.n ?? 0) >= REPORTS_PER_DAY) throw new AppError('REPORT_LIMIT', REPORT_LIMIT_MESSAGE);
      const locked = await lockItem(tx, input.itemType, input.itemId);
      await tx.insert(reports).values({ reporterId, ownerId: item.ownerId, itemType: input.itemType, itemId: input.itemId, reason: input.reason, note: input.note });
      if (!locked || locked.hidden) return;
      const open = and(eq(reports.itemType, input.itemType), eq(reports.itemId, input.itemId), isNull(reports.resolvedAt));
      const [reporters] = await tx.select({ n: countDistinct(reports.reporterId) }).from(reports).where(open);
      if ((reporters?.n ?? 0) < AUTO_HIDE_REPORTS) return;
      const reason = await commonestReason(tx, open);
      if (await setHidden(tx, input.itemType, input.itemId, reason)) {
        await emit(tx, { type: 'moderation.item_hidden', actorId: null, itemType: input.itemType, itemId: input.itemId, ownerId: item.ownerId, reason, request });
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ALREADY_REPORTED', ALREADY_REPORTED);
    throw error;
  }
}

/** The reason most of the open reports give (the first in the list's order on a tie): what the owner is told. */
async function commonestReason(tx: Parameters<Parameters<Db['transaction']>[0]>[0], open: ReturnType<typeof and>): Promise<ReportReason> {
  const rows = await tx.select({ reason: reports.reason, n: count() }).from(reports).where(open).groupBy(reports.reason);
  rows.sort((a, b) => b.n - a.n || reportReasons.indexOf(a.reason as ReportReason) - reportReasons.indexOf(b.reason as ReportReason));
  return (rows[0]?.reason ?? 'other') as ReportReason;
}
