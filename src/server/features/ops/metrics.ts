import { timingSafeEqual, createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AppDeps, AppEnv } from '../../app-env';
import { pingDatabase } from '../../db/client';
import { domainEvents, emailOutbox } from '../../db/schema';

export type Metrics = {
  registry: Registry;
  record: MiddlewareHandler<AppEnv>;
  authorized: (header: string | undefined) => boolean;
};

/**
 * Prometheus metrics of this process (prom-client), in a registry of the app's own: request
 * durations by route pattern and status, the pool, the outbox and the open notification streams.
 * Made only when METRICS_TOKEN is set; otherwise nothing is measured and /metrics does not exist.
 */
export function createMetrics(deps: Pick<AppDeps, 'db' | 'realtime'>, token: string): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    // The route's pattern, not the address: a label per startup would grow without bound.
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const client = (deps.db as unknown as { $client: { totalCount?: number; idleCount?: number; waitingCount?: number } })
    .$client;
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one (absent on the embedded database)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (client.totalCount === undefined) return;
      this.set({ state: 'total' }, client.totalCount);
      this.set({ state: 'idle' }, client.idleCount ?? 0);
      this.set({ state: 'waiting' }, client.waitingCount ?? 0);
    },
  });

  new Gauge({
    name: 'email_outbox_messages',
    help: 'E-mails in the outbox by status: pending (waiting or being retried) and failed (given up)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      // Sent messages are most of the table and say nothing about health. With the database away the
      // gauge is left out (database_up says why), and every other series is still scraped.
      this.reset();
      const rows = await deps.db
        .select({ status: emailOutbox.status, n: sql<number>`count(*)::int` })
        .from(emailOutbox)
        .where(sql`${emailOutbox.status} <> 'sent'`)
        .groupBy(emailOutbox.status)
        .catch(() => null);
      if (!rows) return;
      this.set({ status: 'pending' }, 0);
      this.set({ status: 'failed' }, 0);
      for (const row of rows) this.set({ status: row.status }, row.n);
    },
  });

  new Gauge({
    name: 'domain_events',
    help: 'Domain events whose subscribers have not all run: pending (waiting or being retried) and failed (given up)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      // Each status from its own partial index: handled events, most of the table, are never read.
      const counts = await Promise.all(
        (['pending', 'failed'] as const).map((status) =>
          deps.db
            .select({ n: sql<number>`count(*)::int` })
            .from(domainEvents)
            .where(eq(domainEvents.status, status))
            .then(([row]) => [status, row?.n ?? 0] as const),
        ),
      ).catch(() => null);
      if (!counts) return;
      for (const [status, n] of counts) this.set({ status }, n);
    },
  });

  new Gauge({
    name: 'database_up',
    help: 'Whether the database answered a ping at scrape time (1) or not (0)',
    registers: [registry],
    async collect() {
      this.set(
        await pingDatabase(deps.db).then(
          () => 1,
          () => 0,
        ),
      );
    },
  });

  new Gauge({
    name: 'realtime_open_streams',
    help: 'Notification streams open in this process',
    registers: [registry],
    collect() {
      this.set(deps.realtime.openStreams());
    },
  });

  const record: MiddlewareHandler<AppEnv> = async (c, next) => {
    const end = requests.startTimer();
    try {
      await next();
    } finally {
      end({ method: c.req.method, route: routePath(c) || 'unmatched', status: String(c.res.status) });
    }
  };

  // Compared as digests of equal length, in constant time.
  const expected = createHash('sha256').update(`Bearer ${token}`).digest();
  const authorized = (header: string | undefined) =>
    header !== undefined && timingSafeEqual(createHash('sha256').update(header).digest(), expected);

  return { registry, record, authorized };
}
