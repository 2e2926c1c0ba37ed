import { execFile } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import * as tar from 'tar';
import type { Config } from '../config';
import { lockDataDir } from '../lib/data-dir-lock';
import { makeTreePrivate, PRIVATE_DIR_MODE } from '../lib/private-dir';

const execFileAsync = promisify(execFile);

/**
 * Runs pg_dump or pg_restore on `url` without its password on the command line (where `ps` shows it
 * to every user): the password goes in PGPASSWORD. A failure reports the tool's own words only.
 */
async function runPgTool(tool: 'pg_dump' | 'pg_restore', url: string, args: (target: string) => string[]) {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  try {
    await execFileAsync(tool, args(target.toString()), {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    });
  } catch (error) {
    const { stderr, code } = error as { stderr?: string; code?: string | number };
    if (code === 'ENOENT')
      throw new BackupError(
        `${tool} is not installed: install PostgreSQL's client tools (of this server's version or newer).`,
      );
    throw new BackupError(`${tool} failed: ${(stderr ?? '').trim() || `exit code ${String(code)}`}`);
  }
}

/** What an archive holds, written first in it as manifest.json. */
export type Manifest = {
  format: 1;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** Uploads live in DATA_DIR/uploads (in the archive) or in an S3 bucket (not in it: back the bucket up with its provider's tools). */
  files: 'included' | 'in-s3-bucket';
};

const PGLITE_DUMP = 'database.pglite.tar.gz';
const POSTGRES_DUMP = 'database.pgdump';
// Files of DATA_DIR besides the database and uploads that the server needs to carry on as before:
// the session signing key (else every session ends) and the demo password.
const KEPT_FILES = ['auth-secret', 'demo-password'];

export class BackupError extends Error {}

/**
 * One archive (tar, gzip) of the database and the uploaded files: PGlite's own dump of its data folder,
 * or `pg_dump` in its custom format, a consistent snapshot even while servers run. The embedded
 * database can only be opened by one process: the server must be stopped (its lock is taken here).
 * The archive holds the session key and everyone's data: it is written readable by its owner only.
 */
export async function backup(config: Config, outFile: string): Promise<Manifest> {
  if (existsSync(outFile)) throw new BackupError(`${outFile} exists already: choose another --out.`);
  const releaseLock = config.databaseUrl ? null : await lockForMaintenance(config.dataDir);
  const staging = mkdtempSync(path.join(tmpdir(), 'liftoff-backup-'));
  try {
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: config.databaseUrl ? 'postgres' : 'pglite',
      files: config.s3 ? 'in-s3-bucket' : 'included',
    };
    if (config.databaseUrl) {
      await runPgTool('pg_dump', config.databaseUrl, (target) => [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${path.join(staging, POSTGRES_DUMP)}`,
        target,
      ]);
    } else {
      const dataDir = path.join(config.dataDir, 'pglite');
      if (!existsSync(dataDir)) throw new BackupError(`There is no embedded database in ${config.dataDir} to back up.`);
      const db = await PGlite.create({ dataDir, extensions: { pg_trgm, btree_gist } });
      try {
        const dump = (await db.dumpDataDir('gzip')) as Blob;
        writeFileSync(path.join(staging, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
      } finally {
        await db.close();
        // PGlite rewrote pg_internal.init 0644 on opening (lib/private-dir.ts).
        makeTreePrivate(dataDir);
      }
    }
    const entries = ['manifest.json', manifest.database === 'pglite' ? PGLITE_DUMP : POSTGRES_DUMP];
    const uploads = path.join(config.dataDir, 'uploads');
    if (manifest.files === 'included' && existsSync(uploads)) {
      cpSync(uploads, path.join(staging, 'uploads'), { recursive: true });
      entries.push('uploads');
    }
    for (const name of KEPT_FILES) {
      if (!existsSync(path.join(config.dataDir, name))) continue;
      mkdirSync(path.join(staging, 'data-dir'), { recursive: true });
      cpSync(path.join(config.dataDir, name), path.join(staging, 'data-dir', name));
    }
    if (existsSync(path.join(staging, 'data-dir'))) entries.push('data-dir');
    writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    mkdirSync(path.dirname(path.resolve(outFile)), { recursive: true });
    // Made readable by its owner only before a byte of it is written (it holds the session key).
    closeSync(openSync(outFile, 'wx', 0o600));
    await tar.c({ gzip: true, file: outFile, cwd: staging, portable: true }, entries);
    return manifest;
  } finally {
    await releaseLock?.();
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Restores an archive into an empty data folder (the embedded database) or an empty PostgreSQL
 * database, and its files into an empty DATA_DIR/uploads. Nothing that exists is overwritten.
 */
export async function restore(config: Config, archive: string): Promise<Manifest & { keptFiles: string[] }> {
  if (!existsSync(archive)) throw new BackupError(`No such archive: ${archive}`);
  const releaseLock = config.databaseUrl ? null : await lockForMaintenance(config.dataDir);
  const staging = mkdtempSync(path.join(tmpdir(), 'liftoff-restore-'));
  try {
    await tar.x({ file: archive, cwd: staging, strict: true });
    const manifest = JSON.parse(readFileSync(path.join(staging, 'manifest.json'), 'utf8')) as Manifest;
    if (manifest.format !== 1)
      throw new BackupError(`This archive's format (${String(manifest.format)}) is not one this version reads.`);
    const target = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database !== target) {
      throw new BackupError(
        `This archive holds a ${manifest.database === 'pglite' ? 'embedded (PGlite)' : 'PostgreSQL'} database; restore it with ${manifest.database === 'pglite' ? 'DATABASE_URL unset' : 'DATABASE_URL set'}.`,
      );
    }
    const uploads = path.join(config.dataDir, 'uploads');
    const hasFiles = existsSync(path.join(staging, 'uploads'));
    if (hasFiles && !isEmptyDir(uploads))
      throw new BackupError(`${uploads} is not empty: restore into an empty data folder.`);

    if (config.databaseUrl) {
      await assertEmptyPostgres(config.databaseUrl);
      // All or nothing: a restore that fails leaves the database empty, ready for another try.
      await runPgTool('pg_restore', config.databaseUrl, (target) => [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${target}`,
        path.join(staging, POSTGRES_DUMP),
      ]);
    } else {
      const dataDir = path.join(config.dataDir, 'pglite');
      if (!isEmptyDir(dataDir)) throw new BackupError(`${dataDir} is not empty: restore into an empty data folder.`);
      const dump = new Blob([readFileSync(path.join(staging, PGLITE_DUMP))]);
      mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const db = await PGlite.create({ dataDir, loadDataDir: dump, extensions: { pg_trgm, btree_gist } });
      await db.query('select 1');
      await db.close();
    }
    if (hasFiles) cpSync(path.join(staging, 'uploads'), uploads, { recursive: true });
    // A file already in DATA_DIR is kept and named: with another session key, restored sessions end.
    const keptFiles: string[] = [];
    for (const name of KEPT_FILES) {
      const from = path.join(staging, 'data-dir', name);
      const to = path.join(config.dataDir, name);
      if (!existsSync(from)) continue;
      if (existsSync(to)) {
        if (readFileSync(to, 'utf8') !== readFileSync(from, 'utf8')) keptFiles.push(name);
        continue;
      }
      mkdirSync(config.dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
      cpSync(from, to);
      chmodSync(to, 0o600);
    }
    // Owner-only, as the server keeps it (lib/private-dir.ts): PGlite writes the restored database's
    // files 0666, and the files come out of the archive with the modes it recorded.
    makeTreePrivate(config.dataDir);
    return { ...manifest, keptFiles };
  } finally {
    await releaseLock?.();
    rmSync(staging, { recursive: true, force: true });
  }
}

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

async function lockForMaintenance(dataDir: string) {
  try {
    return await lockDataDir(dataDir);
  } catch (error) {
    throw new BackupError(
      `${(error as Error).message}\nThe embedded database can be backed up or restored only while its server is stopped.`,
    );
  }
}

async function assertEmptyPostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
    );
    if (rows[0]!.n > 0) throw new BackupError('The target database is not empty: restore into a new, empty database.');
  } finally {
    await client.end();
  }
}
