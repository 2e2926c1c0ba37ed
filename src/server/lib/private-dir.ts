import { chmodSync, lstatSync, readdirSync, type Stats } from 'node:fs';
import path from 'node:path';
import type { Logger } from './logger';

// DATA_DIR holds the embedded database (every e-mail, password hash, and live session tokens in its
// WAL), the uploaded resumes and the session signing key: nobody but the server's own user may read
// or write any of it. Folders are made 0700 and files 0600 wherever they are created; this walk
// repairs what was created otherwise. PGlite writes its files through Emscripten, which sets their
// modes itself whatever the process's umask: the files of a new database come out 0666 and
// pg_internal.init 0644 at every open (files PostgreSQL makes while running, WAL included, are 0600).
// So the database's folder is repaired after each open (db/client.ts), and DATA_DIR as a whole at
// start (main.ts) and after a restore. A folder 0700 already keeps others out of everything below it.

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Makes `root` and everything under it owner-only: folders 0700, files 0600, wherever a group or
 * other bit is set. Symbolic links are neither followed nor changed. Returns how many were repaired.
 */
export function makeTreePrivate(root: string): number {
  let repaired = 0;
  const visit = (entry: string) => {
    let info: Stats;
    try {
      info = lstatSync(entry);
    } catch (error) {
      // Gone since its folder was read (a lock refreshed, a WAL segment recycled): nothing to repair.
      if (isMissing(error)) return;
      throw error;
    }
    if (!info.isDirectory() && !info.isFile()) return;
    if (info.mode & 0o077) {
      chmodSync(entry, info.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE);
      repaired++;
    }
    if (!info.isDirectory()) return;
    let names: string[];
    try {
      names = readdirSync(entry);
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const name of names) visit(path.join(entry, name));
  };
  visit(root);
  return repaired;
}

/** At start: DATA_DIR made owner-only, and one line in the log when anything in it was not. */
export function secureDataDir(dataDir: string, logger: Logger): number {
  const repaired = makeTreePrivate(dataDir);
  if (repaired > 0) {
    logger.warn(
      { dataDir, repaired },
      'made DATA_DIR owner-only: folders 0700, files 0600 (some were readable or writable by other users of this machine)',
    );
  }
  return repaired;
}
