import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import type { DomainEvent, EventOf, EventType } from './catalog';

/** The channel that wakes every process's dispatcher when events commit (the payload is the event's type). */
export const EVENTS_CHANNEL = 'liftoff_events';

/**
 * Records `event` in the caller's transaction: it exists exactly when the change does, and its
 * subscribers run once it has committed (events/dispatcher.ts). The NOTIFY is transactional too: the
 * dispatchers hear of it at commit, not before, and never for a change that rolled back. One statement,
 * one round trip.
 */
export async function emit(tx: DbOrTx, event: DomainEvent): Promise<void> {
  await tx.execute(sql`
    with recorded as (insert into domain_events (type, payload) values (${event.type}, ${JSON.stringify(event)}::jsonb) returning 1)
    select pg_notify(${EVENTS_CHANNEL}, ${event.type}) from recorded`);
}

/** Each field of an event as an SQL value of the caller's statement (a column of one of its CTEs). */
export type EventColumns<T extends EventType> = { [K in Exclude<keyof EventOf<T>, 'type'>]-?: SQL };

/**
 * The same as emit, for a write made of one statement (fewer round trips, decision 035): a CTE named
 * `name` that records one event of `type` per row of the statement's CTE `source`, its fields given
 * by `columns`, key for key as the catalog has them. The statement must select `notifyIfAny(...)` so
 * that the dispatchers are woken when it commits (a CTE that only reads is not run unless selected).
 */
export function emitEach<T extends EventType>(name: string, type: T, source: string, columns: EventColumns<T>): SQL {
  const fields = Object.entries(columns as Record<string, SQL>).flatMap(([key, value]) => [sql`${key}::text`, value]);
  return sql`${sql.identifier(name)} as (
    insert into domain_events (type, payload)
    select ${type}::text, jsonb_build_object('type', ${type}::text, ${sql.join(fields, sql`, `)}) from ${sql.identifier(source)}
    returning 1)`;
}

/** An SQL value: NOTIFY the dispatchers once if the CTE `name` (of emitEach) recorded any event; null otherwise. */
export function notifyIfAny(name: string, type: EventType): SQL {
  return sql`(select pg_notify(${EVENTS_CHANNEL}, ${type}::text) from ${sql.identifier(name)} limit 1)`;
}
