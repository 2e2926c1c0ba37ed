import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { domainEvents } from '../db/schema';
import type { DomainEvent } from './catalog';

/** The channel that wakes every process's dispatcher when events commit (the payload is the event's type). */
export const EVENTS_CHANNEL = 'liftoff_events';

/**
 * Records `event` in the caller's transaction: it exists exactly when the change does, and its
 * subscribers run once it has committed (events/dispatcher.ts). The NOTIFY is transactional too: the
 * dispatchers hear of it at commit, not before, and never for a change that rolled back.
 */
export async function emit(tx: Tx, event: DomainEvent): Promise<void> {
  await tx.insert(domainEvents).values({ type: event.type, payload: event });
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${event.type})`);
}
