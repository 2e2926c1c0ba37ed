import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { listenWithReconnect, type ListenEvents } from './pg-listener';
import { markFromDatabase } from '../lib/db-errors';
import { makeTreePrivate, PRIVATE_DIR_MODE } from '../lib/private-dir';

export type Schema = typeof schema;
/** Both engines' Drizzle databases share this type, so services never know which one they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or a transaction on it: what services take. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** LISTEN on a channel; NOTIFY from any connection (any server process on PostgreSQL) reaches it. It reconnects by itself (`events` tell when). */
  listen(channel: string, onPayload: (payload: string) => void, events?: ListenEvents): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

/**
 * `select 1` on the driver itself (a pg Pool or PGlite, both answer `query(text)`), for the health check:
 * Drizzle's query building and result mapping cost a tenth of that request, and it needs neither.
 */
export function pingDatabase(db: Db): Promise<unknown> {
  return (db as unknown as { $client: { query(text: string): Promise<unknown> } }).$client.query('select 1');
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any constant will do: it only has to be the same in every server process of this product.
const MIGRATION_LOCK_KEY = 7_361_024_913;

/**
 * A connection checked out of the pool (a transaction) that the server ends is given back as broken,
 * at once. pg emits 'error' on such a client with no listener, which would end the process; and
 * Drizzle's transaction sends BEGIN before its try, so a BEGIN that fails never releases the client,
 * and each database restart would shrink the pool for good. Release becomes idempotent, as both the
 * guard and the transaction's own cleanup may call it.
 */
function guardCheckedOutClients(pool: pg.Pool) {
  // pool.query() guards its own client; Drizzle's transactions and the migrations call connect().
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((callback?: unknown) => (callback ? connect(callback) : guarded())) as typeof pool.connect;
  async function guarded() {
    const client = (await connect())!;
    const release = client.release;
    let checkedOut = true;
    const onError = (error: Error) => client.release(error);
    client.on('error', onError);
    // Stays in place until the next checkout, where the pool sets a release of its own again.
    client.release = (error?: Error | boolean) => {
      if (!checkedOut) return;
      checkedOut = false;
      client.off('error', onError);
      release(error);
    };
    return client;
  }
}

/**
 * Marks what the pool rejects with (a refused or lost connection), so that a 503 is given for the
 * database's errors only, not for the same network codes from storage or mail (lib/db-errors.ts).
 */
function markPoolErrors(pool: pg.Pool) {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown> | undefined;
  pool.query = ((...args: unknown[]) => {
    const result = query(...args);
    return result instanceof Promise
      ? result.catch((error: unknown) => Promise.reject(markFromDatabase(error)))
      : result;
  }) as typeof pool.query;
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((callback?: unknown) =>
    callback
      ? connect(callback)
      : connect()!.catch((error: unknown) => Promise.reject(markFromDatabase(error)))) as typeof pool.connect;
}

/** Opens PostgreSQL at `url`. Several processes may share it; migrations take an advisory lock. */
export function openPostgres(url: string, poolSize = 10): Database {
  // JIT off (decision 011): the listing's queries are short, and compiling them cost more than it saved.
  // A request waits at most 3 s for a connection: while the server is unreachable it gets a 503 with
  // Retry-After (lib/db-errors.ts) instead of hanging.
  // TCP keep-alive: a server that vanishes without closing its connections (a partition, a dead VM) is
  // noticed by the kernel instead of never.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: '-c jit=off',
    connectionTimeoutMillis: 3_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // An idle connection the server ends (a restart, a failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', () => {});
  guardCheckedOutClients(pool);
  markPoolErrors(pool);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        // Two servers starting together must not both apply the same migration.
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    listen: (channel, onPayload, events) => listenWithReconnect(url, channel, onPayload, events),
    close: () => pool.end(),
  };
}

/** Opens the embedded PGlite database: in `dataDir`, in memory when undefined, or from a dump. */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  // Owner-only (lib/private-dir.ts): the folder before PGlite writes in it, and after opening the files
  // PGlite has just written with modes of its own (a new database's 0666, pg_internal.init's 0644).
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm, btree_gist },
  });
  if (options.dataDir) makeTreePrivate(options.dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    close: () => client.close(),
  };
}

export async function openDatabase(config: {
  databaseUrl?: string;
  databasePoolSize?: number;
  dataDir: string;
}): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databasePoolSize);
  return openPglite({ dataDir: path.join(config.dataDir, 'pglite') });
}

/** PGlite can hand its files over as a tarball; tests migrate once and clone from it. */
export async function dumpPglite(database: Database): Promise<Blob> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir('none') as Promise<Blob>;
}
