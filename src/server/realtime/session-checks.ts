import { and, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import type { Logger } from '../lib/logger';

/**
 * The periodic check of the live streams' sessions, for every open stream of the process at once: one
 * query per interval, whatever the number of streams (a stream asking alone was one query per stream
 * per interval). The safety net behind the sessions' delete NOTIFY (bus.ts): an expired session, or a
 * NOTIFY missed while the listener reconnected.
 */
export type SessionChecks = {
  /** Tells `onChecked` at each check whether the session is still live; returns the way to stop. */
  watch(sessionId: string, onChecked: (isLive: boolean) => void): () => void;
  /** Runs a check now (the timer's own work; tests call it). */
  checkNow(): Promise<void>;
  /** Streams being watched (for tests). */
  watching(): number;
};

type Watcher = { sessionId: string; onChecked: (isLive: boolean) => void };

export function createSessionChecks({
  everyMs,
  liveSessions,
  logger,
}: {
  everyMs: number;
  liveSessions: (ids: string[]) => Promise<Set<string>>;
  logger: Logger;
}): SessionChecks {
  const watchers = new Set<Watcher>();
  let timer: NodeJS.Timeout | null = null;
  let isChecking = false;

  // A timer only while a stream is open; the next check is set once this one is over, so a slow
  // database never has two of them running.
  const schedule = () => {
    if (timer || isChecking || watchers.size === 0) return;
    timer = setTimeout(() => {
      timer = null;
      isChecking = true;
      void checkNow().finally(() => {
        isChecking = false;
        schedule();
      });
    }, everyMs);
    timer.unref();
  };

  async function checkNow() {
    const checked = [...watchers];
    if (checked.length === 0) return;
    let live: Set<string> | null = null;
    try {
      live = await liveSessions([...new Set(checked.map((watcher) => watcher.sessionId))]);
    } catch (error) {
      // The database briefly away is not a signed-out member: every stream goes on, and looks again next time.
      logger.warn({ err: error }, "live notifications: could not check the streams' sessions");
    }
    for (const watcher of checked) {
      if (!watchers.has(watcher)) continue;
      try {
        watcher.onChecked(live === null || live.has(watcher.sessionId));
      } catch (error) {
        logger.error({ err: error }, 'live notifications: a stream failed its session check');
      }
    }
  }

  return {
    watch(sessionId, onChecked) {
      const watcher = { sessionId, onChecked };
      watchers.add(watcher);
      schedule();
      return () => {
        watchers.delete(watcher);
        if (watchers.size === 0 && timer) {
          clearTimeout(timer);
          timer = null;
        }
      };
    },
    checkNow,
    watching: () => watchers.size,
  };
}

/** Which of these sessions still exist and have not expired, in one query. */
export async function liveSessions(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(sql`${sessions.id} = any(${sql.param(ids)}::uuid[])`, gt(sessions.expiresAt, new Date())));
  return new Set(rows.map((row) => row.id));
}

// One per process's bus, as the streams' slots are (bus.ts), made with its first stream.
const checksOfBuses = new WeakMap<object, SessionChecks>();

export function sessionChecksOf(deps: {
  realtime: object;
  db: Db;
  logger: Logger;
  config: { streamSessionCheckMs: number };
}): SessionChecks {
  let checks = checksOfBuses.get(deps.realtime);
  if (!checks) {
    checks = createSessionChecks({
      everyMs: deps.config.streamSessionCheckMs,
      liveSessions: (ids) => liveSessions(deps.db, ids),
      logger: deps.logger,
    });
    checksOfBuses.set(deps.realtime, checks);
  }
  return checks;
}
