import { randomUUID } from 'node:crypto';
import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveAuthSecret } from '../auth/secret';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { resolveDemoPassword } from '../seed/demo-password';
import { createStorage } from '../storage/create-storage';
import { notOwnerOnly } from '../testing/owner-only';
import { lockDataDir } from './data-dir-lock';
import type { Logger } from './logger';
import { secureDataDir } from './private-dir';

// DATA_DIR is its owner's only: opened as main.ts opens it (lock, repair, the embedded database, an
// upload, the generated secrets), every folder under it is 0700 and every file 0600, whatever the
// umask of this test process; and a DATA_DIR left readable by others is repaired at start, with one
// line in the log. (After a restore: backup/backup.test.ts.)

const dataDir = mkdtempSync(path.join(tmpdir(), 'liftoff-private-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function everything(root: string): string[] {
  return [root, ...readdirSync(root, { recursive: true, encoding: 'utf8' }).map((name) => path.join(root, name))];
}

function capturingLogger() {
  const lines: { msg: string; repaired?: number; dataDir?: string }[] = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[number]) },
  );
  return { logger, lines };
}

/** main.ts's start, as far as DATA_DIR goes; `check` runs while the server would be running. */
async function startLikeMain(logger: Logger, check: () => void) {
  const config = loadConfig({ DATA_DIR: dataDir });
  const release = await lockDataDir(config.dataDir);
  let database: Database | undefined;
  try {
    secureDataDir(config.dataDir, logger);
    database = await openDatabase(config);
    await database.migrate();
    const { storage, close } = await createStorage(config);
    await storage.put(
      `resumes/${randomUUID()}/resume.pdf`,
      new TextEncoder().encode('%PDF-1.4 a resume'),
      'application/pdf',
    );
    close();
    resolveAuthSecret(undefined, config.dataDir);
    resolveDemoPassword(config.dataDir);
    check();
  } finally {
    await database?.close();
    await release();
  }
}

describe('DATA_DIR is owner-only', () => {
  it('creates every folder 0700 and every file 0600, with no repair to report', { timeout: 60_000 }, async () => {
    rmSync(dataDir, { recursive: true, force: true });
    const { logger, lines } = capturingLogger();
    await startLikeMain(logger, () => {
      expect(everything(path.join(dataDir, 'pglite')).length).toBeGreaterThan(500);
      expect(readdirSync(path.join(dataDir, 'uploads', 'resumes'))).toHaveLength(1);
      expect(notOwnerOnly(dataDir)).toEqual([]);
    });
    expect(lines.filter((line) => line.msg.includes('DATA_DIR'))).toEqual([]);
    expect(notOwnerOnly(dataDir)).toEqual([]);
  });

  it('repairs a DATA_DIR readable by others at start, and says so once', { timeout: 60_000 }, async () => {
    const loosened = everything(dataDir);
    for (const entry of loosened) chmodSync(entry, lstatSync(entry).isDirectory() ? 0o755 : 0o666);
    expect(notOwnerOnly(dataDir).length).toBe(loosened.length);

    const { logger, lines } = capturingLogger();
    await startLikeMain(logger, () => {
      expect(notOwnerOnly(dataDir)).toEqual([]);
    });
    const said = lines.filter((line) => line.msg.includes('DATA_DIR'));
    expect(said).toHaveLength(1);
    expect(said[0]).toMatchObject({
      msg: expect.stringMatching(/^made DATA_DIR owner-only/),
      dataDir,
      repaired: loosened.length,
    });
  });
});
