import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {}

type Holder = { pid: number; host: string };

const lockPath = (dataDir: string) => path.join(dataDir, '.server.lock');
const holderPath = (dataDir: string) => path.join(dataDir, '.server.lock.holder');

/**
 * PGlite does not stop a second process from opening the same files, and both would then lose writes.
 * So the server holds an exclusive lock on DATA_DIR for as long as it runs. The lock refreshes itself;
 * a lock left by a process that died goes stale after `staleMs` and can then be taken. Sooner, when
 * the lock names its holder's process on this machine and that process no longer exists (it was
 * killed, or the machine's process list says so): a server restarted after a crash starts at once.
 */
export async function lockDataDir(dataDir: string, staleMs = 10_000): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  try {
    return await takeLock(dataDir, staleMs);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const takenOver = await takeOverFromDeadHolder(dataDir, staleMs);
    if (takenOver) return takenOver;
    throw new DataDirLockedError(
      `Another server is already running on the data folder ${dataDir}. ` +
        'The embedded database can only be used by one process: stop the other server, ' +
        'or start this one with another DATA_DIR (or a PostgreSQL DATABASE_URL).',
    );
  }
}

/**
 * Removes and takes the lock of a holder that no longer exists. Two servers restarting at once must
 * not both do it (the second would remove the first's fresh lock): the check, the removal and the
 * new lock happen under a second, short lock, and the second server then finds a live holder.
 */
async function takeOverFromDeadHolder(dataDir: string, staleMs: number): Promise<(() => Promise<void>) | null> {
  let releaseTakeover: () => Promise<void>;
  try {
    // Keyed on another path than the main lock: proper-lockfile keeps one lock per path in a process.
    releaseTakeover = await lockfile.lock(holderPath(dataDir), {
      realpath: false,
      lockfilePath: `${lockPath(dataDir)}.takeover`,
      stale: 5_000,
      retries: { retries: 10, minTimeout: 100, maxTimeout: 500 },
    });
  } catch {
    return null;
  }
  try {
    if (!holderIsGone(dataDir)) return null;
    rmSync(lockPath(dataDir), { recursive: true, force: true });
    return await takeLock(dataDir, staleMs);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') return null;
    throw error;
  } finally {
    await releaseTakeover().catch(() => {});
  }
}

async function takeLock(dataDir: string, staleMs: number): Promise<() => Promise<void>> {
  const release = await lockfile.lock(dataDir, {
    lockfilePath: lockPath(dataDir),
    stale: staleMs,
    update: Math.max(1000, staleMs / 2),
    onCompromised: (error) => {
      // Another process took our lock: carrying on could corrupt the database.
      console.error(`Lost the lock on ${dataDir}: ${error.message}. Stopping.`);
      process.exit(1);
    },
  });
  const holder: Holder = { pid: process.pid, host: hostname() };
  writeFileSync(holderPath(dataDir), JSON.stringify(holder));
  return async () => {
    rmSync(holderPath(dataDir), { force: true });
    await release();
  };
}

/** Whether the recorded holder is a process of this machine that no longer exists. Unknown: held. */
function holderIsGone(dataDir: string): boolean {
  let holder: Holder;
  try {
    holder = JSON.parse(readFileSync(holderPath(dataDir), 'utf8')) as Holder;
  } catch {
    return false;
  }
  if (holder.host !== hostname() || !Number.isInteger(holder.pid) || holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return false;
  } catch (error) {
    // EPERM: it exists, as another user's process.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
