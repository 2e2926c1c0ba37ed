import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createAuth } from '../auth/auth';
import { featureAuthHooks } from '../auth-hooks';
import { resolveAuthSecret } from '../auth/secret';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Db } from '../db/client';
import { createLogger } from '../lib/logger';
import { seedIfEmpty } from '../seed/seed';
import { createStorage } from '../storage/create-storage';
import { notOwnerOnly } from '../testing/owner-only';
import { backup, restore } from './backup';

// npm run backup and npm run restore, round-tripping the demo data: every row of every table and
// every uploaded file comes back, on the embedded database and (when CI gives one) on PostgreSQL.

const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const configFor = (dataDir: string, databaseUrl?: string): Config =>
  loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'true', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });

/** Every table's rows, as one digest per table, and how many. */
async function contents(db: Db): Promise<Record<string, string>> {
  const tables = await db.execute<{ name: string }>(
    sql`select table_schema || '.' || table_name as name from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  );
  const rows = (tables as unknown as { rows: { name: string }[] }).rows;
  const result: Record<string, string> = {};
  for (const { name } of rows) {
    const digest = await db.execute<{ n: number; md5: string | null }>(
      sql.raw(`select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as md5 from ${name} t`),
    );
    const [row] = (digest as unknown as { rows: { n: number; md5: string | null }[] }).rows;
    result[name] = `${row!.n} ${row!.md5}`;
  }
  return result;
}

/** Every file under a folder, with a digest of its bytes. */
function files(root: string): Record<string, string> {
  const result: Record<string, string> = {};
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else result[path.relative(root, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  };
  walk(root);
  return result;
}

async function seededInstallation(databaseUrl?: string) {
  const config = configFor(tempDir('liftoff-backup-source-'), databaseUrl);
  const database = await openDatabase(config);
  await database.migrate();
  const { storage, close } = await createStorage(config);
  const logger = createLogger('silent');
  const auth = createAuth({
    db: database.db,
    config,
    logger,
    storage,
    hooks: featureAuthHooks,
    secret: resolveAuthSecret(config.authSecret, config.dataDir),
  });
  await seedIfEmpty({ db: database.db, auth, config, logger, storage });
  const before = await contents(database.db);
  await database.close();
  close();
  return { config, before };
}

async function restoredContents(config: Config) {
  const database = await openDatabase(config);
  try {
    return await contents(database.db);
  } finally {
    await database.close();
  }
}

async function roundTrip(sourceUrl?: string, targetUrl?: string) {
  const { config, before } = await seededInstallation(sourceUrl);
  expect(Object.keys(before).length).toBeGreaterThan(10);
  expect(Number(before['public.startups']!.split(' ')[0])).toBeGreaterThan(0);
  const uploadsBefore = files(path.join(config.dataDir, 'uploads'));
  expect(Object.keys(uploadsBefore).length).toBeGreaterThan(0);

  const archive = path.join(tempDir('liftoff-archive-'), 'backup.tar.gz');
  const manifest = await backup(config, archive);
  expect(manifest).toMatchObject({ format: 1, database: sourceUrl ? 'postgres' : 'pglite', files: 'included' });
  expect(statSync(archive).mode & 0o077).toBe(0);
  // Opening the embedded database to dump it leaves nothing readable by others behind.
  expect(notOwnerOnly(config.dataDir)).toEqual([]);

  const target = configFor(tempDir('liftoff-backup-target-'), targetUrl);
  await restore(target, archive);
  expect(await restoredContents(target)).toEqual(before);
  expect(files(path.join(target.dataDir, 'uploads'))).toEqual(uploadsBefore);
  expect(readFileSync(path.join(target.dataDir, 'auth-secret'), 'utf8')).toBe(
    readFileSync(path.join(config.dataDir, 'auth-secret'), 'utf8'),
  );
  // The restored DATA_DIR is its owner's only, as the server keeps it (whatever this process's umask).
  expect(notOwnerOnly(target.dataDir)).toEqual([]);

  // Never over something that exists: neither an archive nor a restored installation.
  await expect(backup(config, archive)).rejects.toThrow(/exists already/);
  await expect(restore(target, archive)).rejects.toThrow(/not empty/);
}

describe('backup and restore', () => {
  it('round-trip the embedded database and the uploaded files', { timeout: 120_000 }, async () => {
    await roundTrip();
  });

  it('refuse to open the embedded database while a server holds it', { timeout: 60_000 }, async () => {
    const { lockDataDir } = await import('../lib/data-dir-lock');
    const dataDir = tempDir('liftoff-backup-locked-');
    const release = await lockDataDir(dataDir);
    try {
      await expect(backup(configFor(dataDir), path.join(dataDir, 'x.tar.gz'))).rejects.toThrow(
        /while its server is stopped/,
      );
    } finally {
      await release();
    }
  });

  const url = process.env.TEST_DATABASE_URL;
  it.skipIf(!url)('round-trip a PostgreSQL database with pg_dump and pg_restore', { timeout: 120_000 }, async () => {
    const names = [`liftoff_backup_${randomUUID().slice(0, 8)}`, `liftoff_restore_${randomUUID().slice(0, 8)}`];
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const urlOf = (name: string) => Object.assign(new URL(url!), { pathname: `/${name}` }).toString();
    try {
      for (const name of names) await admin.query(`create database "${name}"`);
      await roundTrip(urlOf(names[0]!), urlOf(names[1]!));
      await expect(
        restore(configFor(tempDir('liftoff-backup-other-'), urlOf(names[1]!)), path.join(tmpdir(), 'missing.tar.gz')),
      ).rejects.toThrow(/No such archive/);
      // A failing pg_dump says why in its own words, and never shows the password.
      const withPassword = Object.assign(new URL(urlOf('liftoff_no_such_database')), {
        password: 'hunter2-secret',
      }).toString();
      const failure = await backup(
        configFor(tempDir('liftoff-backup-fail-'), withPassword),
        path.join(tempDir('liftoff-archive-'), 'x.tar.gz'),
      ).then(
        () => null,
        (error: Error) => error,
      );
      expect(failure?.message).toMatch(/pg_dump failed: .*liftoff_no_such_database/);
      expect(failure?.message).not.toContain('hunter2-secret');
    } finally {
      for (const name of names) await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
