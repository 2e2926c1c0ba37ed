import { and, asc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database, Db, DbOrTx, Tx } from '../db/client';
import { domainEvents } from '../db/schema';
import type { Logger } from '../lib/logger';
import { startPeriodicTask } from '../lib/periodic';
import type { DomainEvent } from './catalog';
import { EVENTS_CHANNEL } from './emit';
import type { Subscriber } from './subscriber';

// Runs the subscribers of committed events (decision 027), like the e-mail outbox sends its rows: every
// server process runs a dispatcher; an event is claimed with SKIP LOCKED, and its subscribers' writes
// commit in the same transaction that marks them done, so each subscriber handles each event once.

export const MAX_EVENT_ATTEMPTS = 8;
/** Events handled per run; each is one transaction. */
const PER_RUN = 50;
/** Handled events are kept this long (what happened lately, for an operator), then deleted. */
export const EVENT_RETENTION_DAYS = 30;

/** Delay before the next attempt of a failed subscriber: 10 s, 20 s, 40 s... about 21 minutes at the last. */
export function eventRetryDelayMs(attempts: number): number {
  return 10_000 * 2 ** Math.max(0, attempts - 1);
}

type DispatchDeps = { db: Db; subscribers: readonly Subscriber[]; config: Config; logger: Logger };

/** What went wrong, for an operator: a failed query's own cause (the database's words), not the query. */
function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? error.cause.message : error.message;
}

/** Handles due events, oldest first; the number handled (at most PER_RUN). */
export async function dispatchDueEvents(deps: DispatchDeps): Promise<number> {
  let handled = 0;
  while (handled < PER_RUN && (await dispatchOne(deps))) handled += 1;
  return handled;
}

async function dispatchOne({ db, subscribers, config, logger }: DispatchDeps): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [event] = await tx
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.status, 'pending'), lte(domainEvents.nextAttemptAt, sql`now()`)))
      .orderBy(asc(domainEvents.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!event) return false;
    await handleEvent(tx, event, { subscribers, config, logger });
    return true;
  });
}

/** Runs the subscribers of a claimed (locked) event that have not handled it yet, and records the outcome. */
async function handleEvent(
  tx: Tx,
  event: typeof domainEvents.$inferSelect,
  { subscribers, config, logger }: Omit<DispatchDeps, 'db'>,
): Promise<void> {
  const payload = event.payload as DomainEvent;
  const handledBy = [...event.handledBy];
  let failure: unknown = null;
  for (const each of subscribers) {
    if (each.on !== event.type || handledBy.includes(each.name)) continue;
    try {
      // A savepoint each: one subscriber failing undoes its own writes only, and is retried alone.
      await tx.transaction((savepoint) => each.handle({ tx: savepoint, config, logger }, payload as never));
      handledBy.push(each.name);
    } catch (error) {
      failure ??= error;
      logger.warn(
        { err: error, eventId: event.id, eventType: event.type, subscriber: each.name, attempts: event.attempts + 1 },
        'event subscriber failed; will retry',
      );
    }
  }
  const attempts = event.attempts + 1;
  if (failure === null) {
    await tx
      .update(domainEvents)
      .set({ status: 'done', handledBy, attempts, lastError: null })
      .where(eq(domainEvents.id, event.id));
    return;
  }
  const isFinal = attempts >= MAX_EVENT_ATTEMPTS;
  if (isFinal)
    logger.error({ eventId: event.id, eventType: event.type, attempts }, 'event failed for good: no more retries');
  await tx
    .update(domainEvents)
    .set({
      status: isFinal ? 'failed' : 'pending',
      handledBy,
      attempts,
      lastError: errorText(failure).slice(0, 1000),
      nextAttemptAt: new Date(Date.now() + eventRetryDelayMs(attempts)),
    })
    .where(eq(domainEvents.id, event.id));
}

/** The id of the newest event recorded so far (0 for none): handleEventsInTransaction handles those after it. */
export async function lastEventId(tx: DbOrTx): Promise<number> {
  const [row] = await tx
    .select({ id: sql<number>`coalesce(max(${domainEvents.id}), 0)`.mapWith(Number) })
    .from(domainEvents);
  return row?.id ?? 0;
}

/**
 * Handles, inside the caller's transaction and before it commits, the pending events after `afterId`
 * that it sees (its own, and any another committed meanwhile), and those their subscribers emit in
 * turn, in id order. For a change that also deletes what its events are about (an account closing
 * with its interviews and applications), whose subscribers would otherwise find nothing left to read.
 * Each subscriber is recorded as done in this transaction, as the dispatcher would: the events are not
 * handled again after commit, and are all pending again if it rolls back. A subscriber that fails
 * leaves its event pending, to be retried by the dispatcher as usual.
 */
export async function handleEventsInTransaction({
  tx,
  afterId,
  ...deps
}: Omit<DispatchDeps, 'db'> & { tx: Tx; afterId: number }): Promise<void> {
  let cursor = afterId;
  for (;;) {
    const [event] = await tx
      .select()
      .from(domainEvents)
      .where(
        and(
          eq(domainEvents.status, 'pending'),
          gt(domainEvents.id, cursor),
          lte(domainEvents.nextAttemptAt, sql`now()`),
        ),
      )
      .orderBy(asc(domainEvents.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!event) return;
    await handleEvent(tx, event, deps);
    cursor = event.id;
  }
}

/** Deletes handled events past their retention, a batch at a time; the number deleted. */
export async function pruneHandledEvents(db: Db): Promise<number> {
  const old = db
    .select({ id: domainEvents.id })
    .from(domainEvents)
    .where(
      and(
        eq(domainEvents.status, 'done'),
        lt(domainEvents.createdAt, sql`now() - make_interval(days => ${EVENT_RETENTION_DAYS})`),
      ),
    )
    .limit(1000);
  const deleted = await db.delete(domainEvents).where(inArray(domainEvents.id, old)).returning({ id: domainEvents.id });
  return deleted.length;
}

export type EventDispatcher = {
  /** Runs until no event is due (the tests' way to let what follows a request happen). */
  drain(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Runs due events as soon as they commit in any process (a NOTIFY wakes every dispatcher; SKIP LOCKED
 * shares the work), and every `intervalMs` for retries and for a wake-up missed while the listening
 * connection was down. `listen: false` (the API tests): only `drain` runs it.
 */
export async function startEventDispatcher(options: {
  database: Pick<Database, 'db' | 'listen'>;
  subscribers: readonly Subscriber[];
  config: Config;
  logger: Logger;
  intervalMs?: number;
  listen?: boolean;
}): Promise<EventDispatcher> {
  const { database, subscribers, config, logger } = options;
  const isLive = options.listen !== false;
  const deps = { db: database.db, subscribers, config, logger };
  const task = startPeriodicTask({
    name: 'event dispatcher',
    run: () => dispatchDueEvents(deps),
    logger,
    intervalMs: options.intervalMs ?? 2000,
    autoStart: isLive,
  });
  const pruner = startPeriodicTask({
    name: 'event pruner',
    run: () => pruneHandledEvents(database.db),
    logger,
    intervalMs: 3_600_000,
    autoStart: isLive,
  });

  // Wakes coalesce: one run at a time, and one more after it when a wake came meanwhile or the run was full.
  let isWanted = false;
  let loop: Promise<void> | null = null;
  function wake() {
    isWanted = true;
    loop ??= (async () => {
      while (isWanted) {
        isWanted = false;
        const handled = await task.runOnce().catch((error: unknown) => {
          logger.warn({ err: error }, 'event dispatcher: run failed, the next tick tries again');
          return 0;
        });
        if (handled >= PER_RUN) isWanted = true;
      }
    })().finally(() => {
      loop = null;
    });
  }
  const unlisten = isLive
    ? await database.listen(EVENTS_CHANNEL, wake, {
        onLost: (error) => logger.warn({ err: error }, 'event dispatcher: lost the database connection, reconnecting'),
        // Events committed meanwhile were not announced: look now rather than at the next tick.
        onBack: wake,
      })
    : null;
  if (isLive) wake();

  return {
    async drain() {
      while ((await task.runOnce()) > 0);
    },
    async stop() {
      await unlisten?.();
      await Promise.all([task.stop(), pruner.stop()]);
      await loop?.catch(() => {});
    },
  };
}
