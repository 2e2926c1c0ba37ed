// The floor runs the very SQL the app runs. Rather than writing it again by hand (and letting it drift
// from the services), it is captured: the real app is built in this process on a pool whose `query` is
// recorded, each benchmarked path is requested once, and the statements it sent, with their parameters,
// are kept. Statements sent while another was still running (Promise.all) form one group, which the
// floor sends concurrently too.
//
// Each path is requested twice. The first answer is cold: the process caches of the app (the listing's
// counts) are empty. The second is warm: those caches are filled, and a query parameter the app ignores
// (`_bench`) keeps it out of the visitors' response cache, so its statements are what the app sends for
// a request it does not answer from memory. The floor runs the warm statements; both are in the JSON.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { createApp } from '../../src/server/app';
import { createAuth } from '../../src/server/auth/auth';
import { featureAuthHooks } from '../../src/server/auth-hooks';
import { loadConfig } from '../../src/server/config';
import { openPostgres } from '../../src/server/db/client';
import { createLogger } from '../../src/server/lib/logger';
import { createRealtimeBus } from '../../src/server/realtime/bus';
import { createLocalStorage } from '../../src/server/storage/local-storage';
import { onCleanup } from './processes';

/** `name`: a named (prepared) statement, which the floor prepares the same way. */
export type CapturedQuery = { text: string; values: unknown[]; rowMode?: 'array'; name?: string };
/** Per path: groups run one after the other, the statements of a group concurrently. */
export type FloorPlan = Record<
  string,
  { status: number; groups: CapturedQuery[][]; coldGroups: CapturedQuery[][]; viaClient: boolean; note?: string }
>;

type QueryArg = string | { text: string; values?: unknown[]; rowMode?: 'array'; name?: string };

/** The size of the app's PostgreSQL pool, read from the pool openPostgres makes. */
export function appPoolSize(url: string): number {
  const database = openPostgres(url);
  const size = ((database.db as unknown as { $client: pg.Pool }).$client.options as { max?: number }).max ?? 10;
  void database.close();
  return size;
}

/** `headersOf`: what goes with a path's request (the session cookie of a signed-in one). */
export async function captureFloorPlan(
  url: string,
  paths: string[],
  headersOf: (path: string) => Record<string, string> = () => ({}),
): Promise<FloorPlan> {
  const database = openPostgres(url);
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  let recording: {
    queries: (CapturedQuery & { group: number })[];
    inFlight: number;
    group: number;
    viaClient: boolean;
  } | null = null;

  const record = (arg: QueryArg, params: unknown[] | undefined, viaClient: boolean) => {
    if (!recording) return () => {};
    const rec = recording;
    const text = typeof arg === 'string' ? arg : arg.text;
    const values = params ?? (typeof arg === 'string' ? [] : (arg.values ?? []));
    const rowMode = typeof arg === 'string' ? undefined : arg.rowMode;
    const name = typeof arg === 'string' ? undefined : arg.name;
    if (rec.inFlight === 0) rec.group += 1;
    rec.inFlight += 1;
    rec.viaClient ||= viaClient;
    // JSON round trip: what the floor will read back from its plan file.
    rec.queries.push({
      text,
      values: JSON.parse(JSON.stringify(values)) as unknown[],
      rowMode,
      ...(name ? { name } : {}),
      group: rec.group,
    });
    return () => {
      rec.inFlight -= 1;
    };
  };
  const wrap = <T extends { query: (...args: never[]) => unknown }>(target: T, viaClient: boolean) => {
    const original = target.query.bind(target) as (arg: QueryArg, params?: unknown[]) => Promise<unknown>;
    (target as unknown as { query: unknown }).query = (arg: QueryArg, params?: unknown[]) => {
      const done = record(arg, params, viaClient);
      return original(arg, params).finally(done);
    };
  };
  wrap(pool, false);
  // A transaction checks a client out: its statements are recorded too, and the floor then runs the
  // request on one client as the app does.
  // (pool.query itself checks a client out with a callback: that use is left alone, it is recorded above.)
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => Promise<pg.PoolClient>;
  (pool as unknown as { connect: unknown }).connect = async (...args: unknown[]) => {
    if (args.length > 0) return connect(...args);
    const client = await connect();
    if (recording && !(client as unknown as { benchWrapped?: boolean }).benchWrapped) {
      wrap(client, true);
      (client as unknown as { benchWrapped?: boolean }).benchWrapped = true;
    }
    return client;
  };

  const config = loadConfig({
    DATABASE_URL: url,
    AUTH_RATE_LIMIT: 'false',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
  });
  const logger = createLogger('silent');
  const uploads = mkdtempSync(path.join(tmpdir(), 'liftoff-bench-uploads-'));
  const removeUploads = onCleanup(`remove ${uploads}`, () => rmSync(uploads, { recursive: true, force: true }));
  const storage = createLocalStorage(uploads);
  const auth = createAuth({
    db: database.db,
    config,
    logger,
    storage,
    hooks: featureAuthHooks,
    secret: 'bench-secret-that-is-long-enough-for-better-auth-0123456789',
  });
  const realtime = await createRealtimeBus(database, logger);
  const app = createApp({ db: database.db, config, auth, logger, storage, realtime });

  const requestOnce = async (p: string, headers: Record<string, string>) => {
    recording = { queries: [], inFlight: 0, group: 0, viaClient: false };
    const response = await app.request(p, { headers });
    await response.arrayBuffer();
    const { queries, viaClient } = recording;
    recording = null;
    const groups: CapturedQuery[][] = [];
    for (const { group, ...query } of queries) (groups[group - 1] ??= []).push(query);
    return { status: response.status, groups: groups.filter(Boolean), viaClient };
  };

  const plan: FloorPlan = {};
  try {
    for (const p of paths) {
      const cold = await requestOnce(p, headersOf(p));
      const warm = await requestOnce(`${p}${p.includes('?') ? '&' : '?'}_bench=1`, headersOf(p));
      plan[p] =
        warm.status === cold.status && (warm.groups.length > 0 || cold.groups.length === 0)
          ? {
              status: cold.status,
              groups: warm.groups,
              coldGroups: cold.groups,
              viaClient: cold.viaClient || warm.viaClient,
            }
          : {
              ...cold,
              coldGroups: cold.groups,
              note: `the warm request answered ${warm.status} with ${warm.groups.length} statement groups: the floor runs the cold statements`,
            };
    }
  } finally {
    await realtime.close();
    await database.close();
    await removeUploads();
  }
  return plan;
}
