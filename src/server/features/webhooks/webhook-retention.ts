import { and, inArray, lt, ne, sql } from 'drizzle-orm';
import { WEBHOOK_DELIVERY_RETENTION_DAYS } from '../../../shared/webhooks';
import type { Db } from '../../db/client';
import { webhookDeliveries } from '../../db/schema';

const BATCH = 1000;
/** Batches one run deletes at most: a backlog goes over several runs rather than in one long one. */
const MAX_BATCHES = 20;

/**
 * Deletes deliveries sent or given up more than WEBHOOK_DELIVERY_RETENTION_DAYS ago (from when they
 * were made or resent), a batch at a time, by the partial index of finished deliveries. Pending ones are
 * never touched. Safe with several processes: each skips the rows another is deleting.
 */
export async function pruneFinishedDeliveries(db: Db): Promise<number> {
  let total = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const old = db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(
          ne(webhookDeliveries.status, 'pending'),
          lt(webhookDeliveries.createdAt, sql`now() - make_interval(days => ${WEBHOOK_DELIVERY_RETENTION_DAYS})`),
        ),
      )
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const deleted = await db
      .delete(webhookDeliveries)
      .where(inArray(webhookDeliveries.id, old))
      .returning({ id: webhookDeliveries.id });
    total += deleted.length;
    if (deleted.length < BATCH) break;
  }
  return total;
}
