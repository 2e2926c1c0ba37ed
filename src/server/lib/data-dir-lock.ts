import { mkdirSync } from 'node:fs';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {}

/**
 * PGlite does not stop a second process from opening the same files, and both would then lose writes.
 * So the server holds an exclusive lock on DATA_DIR for as long as it runs. The lock refreshes itself;
 * a lock left by a process that died goes stale after `staleMs` and can then be taken.
 */
export async function lockDataDir(dataDir: string, staleMs = 10_000): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: `${dataDir}/.server.lock`,
      stale: staleMs,
      update: Math.max(1000, staleMs / 2),
      onCompromised: (error) => {
        // Another process took our lock: carrying on could corrupt the database.
        console.error(`Lost the lock on ${dataDir}: ${error.message}. Stopping.`);
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DataDirLockedError(
        `Another server is already running on the data folder ${dataDir}. ` +
          'The embedded database can only be used by one process: stop the other server, ' +
          'or start this one with another DATA_DIR (or a PostgreSQL DATABASE_URL).',
      );
    }
    throw error;
  }
}
