import pg from 'pg';

export type ListenEvents = {
  /** The connection was lost; notifications sent until it is back are missed. */
  onLost?: (error: Error) => void;
  /** Listening again after a loss. */
  onBack?: () => void;
};

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 5_000;

/**
 * LISTEN on a dedicated connection that comes back by itself: when PostgreSQL restarts or fails over,
 * the connection ends, and it is opened again with backoff until the server answers. A pooled
 * connection would not do: the pool could hand it to a query while it listens.
 * The first connection must succeed (the server does not start without its database).
 */
export async function listenWithReconnect(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  events: ListenEvents = {},
) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    // Keep-alive: a server gone without closing the connection ends it here too, and it comes back.
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // Without a listener an 'error' event (the server ending the connection) would end the process.
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('Connection ended')));
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) onPayload(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      next.removeAllListeners('end');
      await next.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    retryMs = FIRST_RETRY_MS;
  }

  function lost(which: pg.Client, error: Error) {
    if (stopped || client !== which) return;
    client = null;
    which.removeAllListeners('end');
    void which.end().catch(() => {});
    events.onLost?.(error);
    retry();
  }

  function retry() {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      connect().then(
        () => {
          if (!stopped) events.onBack?.();
        },
        () => {
          retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
          retry();
        },
      );
    }, retryMs);
    timer.unref();
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const last = client;
    client = null;
    if (last) {
      last.removeAllListeners('end');
      await last.end().catch(() => {});
    }
  };
}
