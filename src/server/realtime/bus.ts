import type { Database } from '../db/client';
import type { Logger } from '../lib/logger';

export const NOTIFICATIONS_CHANNEL = 'liftoff_notifications';

export type LiveNotification = {
  id: string;
  userId: string;
  title: string;
  message: string;
  type: string;
  link: string | null;
  read: boolean;
  createdAt: string;
};
type Listener = (notification: LiveNotification) => void;
/** Why this process ends a stream early: its session ended, a newer stream of the member took its slot, or the server is stopping. */
export type StreamEviction = 'session-ended' | 'replaced' | 'server-stopping';

/**
 * What the `sessions` table's delete trigger sends on the same channel (migration 0021): a session that
 * ended, by sign-out, revocation, a password change or the account's deletion, in any process.
 */
type SessionEnded = { sessionEnded: string; userId: string };

/**
 * Live events for the users connected to this process. Each process LISTENs once on PostgreSQL;
 * a notification's NOTIFY is sent in the transaction that stores it, so every process hears it at
 * commit and hands it to that user's open streams.
 */
export type RealtimeBus = {
  subscribe(userId: string, listener: Listener): () => void;
  /**
   * Takes one of the member's stream slots in this process for a stream of `sessionId`; returns its
   * release. Over the limit the oldest stream is told to end (`evict`): the newest tab is the one in
   * use, and a stream left by a laptop gone to sleep would otherwise hold its slot until a write to it
   * fails. When the session ends anywhere, its streams are told at once (`session-ended`).
   */
  claimStreamSlot(userId: string, sessionId: string, evict: (reason: StreamEviction) => void): () => void;
  /** Ends every open stream of this process (a graceful stop): each is told to come back later. */
  endAllStreams(): void;
  /** Notification streams open in this process (for /metrics). */
  openStreams(): number;
  close(): Promise<void>;
};

/** Open notification streams per member per process. */
export const MAX_STREAMS_PER_MEMBER = 3;

export async function createRealtimeBus(database: Pick<Database, 'listen'>, logger: Logger): Promise<RealtimeBus> {
  const listeners = new Map<string, Set<Listener>>();
  const slots = new Map<string, { sessionId: string; evict: (reason: StreamEviction) => void }[]>();
  let stopping = false;
  const stop = await database.listen(
    NOTIFICATIONS_CHANNEL,
    (payload) => {
      try {
        const event = JSON.parse(payload) as LiveNotification | SessionEnded;
        if ('sessionEnded' in event) {
          for (const slot of [...(slots.get(event.userId) ?? [])])
            if (slot.sessionId === event.sessionEnded) slot.evict('session-ended');
          return;
        }
        for (const listener of listeners.get(event.userId) ?? []) listener(event);
      } catch (error) {
        logger.warn({ err: error }, 'ignored a malformed realtime payload');
      }
    },
    {
      // Notifications stored meanwhile are in the bell's list; only their live delivery is missed.
      onLost: (error) => logger.warn({ err: error }, 'live notifications: lost the database connection, reconnecting'),
      onBack: () => logger.info('live notifications: listening again'),
    },
  );
  return {
    subscribe(userId, listener) {
      const set = listeners.get(userId) ?? new Set();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    claimStreamSlot(userId, sessionId, evict) {
      const open = slots.get(userId) ?? [];
      const slot = { sessionId, evict };
      // A stream that opens after the stop began (on a connection kept alive) ends at once too.
      if (stopping) queueMicrotask(() => evict('server-stopping'));
      open.push(slot);
      slots.set(userId, open);
      while (open.length > MAX_STREAMS_PER_MEMBER) open.shift()!.evict('replaced');
      return () => {
        const index = open.indexOf(slot);
        if (index !== -1) open.splice(index, 1);
        if (open.length === 0 && slots.get(userId) === open) slots.delete(userId);
      };
    },
    endAllStreams() {
      stopping = true;
      for (const open of slots.values()) for (const slot of [...open]) slot.evict('server-stopping');
    },
    openStreams() {
      let open = 0;
      for (const streams of slots.values()) open += streams.length;
      return open;
    },
    close: stop,
  };
}
