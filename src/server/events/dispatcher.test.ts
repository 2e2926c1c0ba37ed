import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { domainEvents } from '../db/schema';
import { createLogger } from '../lib/logger';
import { openTestDatabase } from '../testing/test-database';
import type { DomainEvent } from './catalog';
import {
  dispatchDueEvents,
  EVENT_RETENTION_DAYS,
  MAX_EVENT_ATTEMPTS,
  pruneHandledEvents,
  startEventDispatcher,
} from './dispatcher';
import { emit } from './emit';
import { subscriber, type Subscriber } from './subscriber';

// The dispatcher on its own, with subscribers made here: order, once across runs, a failing subscriber
// retried alone, the last attempt, the wake-up at commit and the retention sweep.

let database: Database;
const config = loadConfig({});
const logger = createLogger('silent');
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(domainEvents);
});

const followed = (userId: string): DomainEvent => ({
  type: 'startup.followed',
  startupId: '00000000-0000-4000-8000-000000000001',
  userId,
});
const emitAll = (events: DomainEvent[]) =>
  database.db.transaction(async (tx) => {
    for (const event of events) await emit(tx, event);
  });
const dispatch = (subscribers: Subscriber[]) => dispatchDueEvents({ db: database.db, subscribers, config, logger });
const rows = () => database.db.select().from(domainEvents).orderBy(asc(domainEvents.id));

/** A subscriber that records what it saw, and fails while `failing` says so. */
function recorder(name: string, options: { failing?: () => boolean } = {}) {
  const seen: string[] = [];
  const definition = subscriber({
    name,
    on: 'startup.followed',
    async handle({ tx }, event) {
      // A write of its own in the transaction, to show it is undone with the failure.
      await tx.execute(sql`select 1`);
      if (options.failing?.()) throw new Error(`${name} is down`);
      seen.push(event.userId);
    },
  });
  return { definition, seen };
}

describe('the event dispatcher', () => {
  it('runs each subscriber of an event once, in the order the events were emitted, and ignores other types', async () => {
    const first = recorder('test.first');
    const second = recorder('test.second');
    await emitAll([followed('a'), followed('b'), { type: 'job.closed', jobId: 'x', startupId: 'y' }, followed('c')]);
    expect(await dispatch([first.definition, second.definition])).toBe(4);
    expect(first.seen).toEqual(['a', 'b', 'c']);
    expect(second.seen).toEqual(['a', 'b', 'c']);
    expect((await rows()).map((row) => [row.type, row.status, row.handledBy])).toEqual([
      ['startup.followed', 'done', ['test.first', 'test.second']],
      ['startup.followed', 'done', ['test.first', 'test.second']],
      ['job.closed', 'done', []],
      ['startup.followed', 'done', ['test.first', 'test.second']],
    ]);
    // Another run (another server process) finds nothing left to do.
    expect(await dispatch([first.definition, second.definition])).toBe(0);
    expect(first.seen).toEqual(['a', 'b', 'c']);
  });

  it('shares the events between dispatchers running at the same moment, each handled once', async () => {
    const seen = recorder('test.shared');
    await emitAll(Array.from({ length: 12 }, (_, i) => followed(`u${i}`)));
    await Promise.all([dispatch([seen.definition]), dispatch([seen.definition]), dispatch([seen.definition])]);
    expect([...seen.seen].sort()).toEqual(Array.from({ length: 12 }, (_, i) => `u${i}`).sort());
  });

  it('retries a failing subscriber alone, later, without running the others again', async () => {
    let isDown = true;
    const steady = recorder('test.steady');
    const flaky = recorder('test.flaky', { failing: () => isDown });
    await emitAll([followed('a')]);
    await dispatch([steady.definition, flaky.definition]);
    const [afterFailure] = await rows();
    expect(afterFailure).toMatchObject({
      status: 'pending',
      attempts: 1,
      handledBy: ['test.steady'],
      lastError: 'test.flaky is down',
    });
    expect(afterFailure!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: nothing runs.
    expect(await dispatch([steady.definition, flaky.definition])).toBe(0);

    isDown = false;
    await database.db.update(domainEvents).set({ nextAttemptAt: sql`now()` });
    await dispatch([steady.definition, flaky.definition]);
    expect(steady.seen).toEqual(['a']);
    expect(flaky.seen).toEqual(['a']);
    expect(await rows()).toMatchObject([
      { status: 'done', attempts: 2, handledBy: ['test.steady', 'test.flaky'], lastError: null },
    ]);
  });

  it('gives up after the last attempt and keeps the event, failed, for an operator', async () => {
    const broken = recorder('test.broken', { failing: () => true });
    await emitAll([followed('a')]);
    await database.db.update(domainEvents).set({ attempts: MAX_EVENT_ATTEMPTS - 1 });
    await dispatch([broken.definition]);
    expect(await rows()).toMatchObject([
      { status: 'failed', attempts: MAX_EVENT_ATTEMPTS, lastError: 'test.broken is down' },
    ]);
    await database.db.update(domainEvents).set({ nextAttemptAt: sql`now()` });
    expect(await dispatch([broken.definition])).toBe(0);
  });

  it('records nothing when the change rolls back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await emit(tx, followed('a'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rows()).toEqual([]);
  });

  it('is woken by the commit, without waiting for its interval', async () => {
    const seen = recorder('test.woken');
    const dispatcher = await startEventDispatcher({
      database,
      subscribers: [seen.definition],
      config,
      logger,
      intervalMs: 3_600_000,
    });
    try {
      // Its first look at start is over: only the NOTIFY of the commit below can wake it now.
      await dispatcher.drain();
      await emitAll([followed('now')]);
      await expect.poll(() => seen.seen, { timeout: 5_000 }).toEqual(['now']);
    } finally {
      await dispatcher.stop();
    }
  });

  it('deletes handled events past their retention, and keeps pending and failed ones', async () => {
    await emitAll([followed('old-done'), followed('old-pending'), followed('old-failed'), followed('new-done')]);
    const [oldDone, oldPending, oldFailed, newDone] = await rows();
    const longAgo = sql`now() - make_interval(days => ${EVENT_RETENTION_DAYS + 1})`;
    await database.db
      .update(domainEvents)
      .set({ status: 'done', createdAt: longAgo })
      .where(eq(domainEvents.id, oldDone!.id));
    await database.db.update(domainEvents).set({ createdAt: longAgo }).where(eq(domainEvents.id, oldPending!.id));
    await database.db
      .update(domainEvents)
      .set({ status: 'failed', createdAt: longAgo })
      .where(eq(domainEvents.id, oldFailed!.id));
    await database.db.update(domainEvents).set({ status: 'done' }).where(eq(domainEvents.id, newDone!.id));
    expect(await pruneHandledEvents(database.db)).toBe(1);
    expect((await rows()).map((row) => row.id)).toEqual([oldPending!.id, oldFailed!.id, newDone!.id]);
  });
});
