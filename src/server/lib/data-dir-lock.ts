import { chmodSync, existsSync, mkdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-dir';

export class DataDirLockedError extends Error {}

/** Which process holds the lock, told apart from any other: same machine, same boot, same process table, same start. */
type Holder = { pid: number; host: string; bootId: string; pidNamespace: string; startTicks: string };

const lockPath = (dataDir: string) => path.join(dataDir, '.server.lock');
const holderPath = (dataDir: string) => path.join(dataDir, '.server.lock.holder');

export type LockOptions = { staleMs?: number; onTakeover?: (deadPid: number) => void };

/**
 * PGlite does not stop a second process from opening the same files, and both would then lose writes.
 * So the server holds an exclusive lock on DATA_DIR for as long as it runs. The lock refreshes itself;
 * a lock left by a process that died goes stale after `staleMs` and can then be taken.
 *
 * Sooner, when its holder provably no longer exists: the lock records the holder's process id with
 * the machine's boot, its process table (containers have their own) and the process's start time,
 * and a server restarted after a crash on that same machine and table takes it at once. Anything it
 * cannot prove (another container, another host, no /proc) waits for staleness. Every lock is taken
 * under a second, short lock together with its holder record, so that a takeover never removes a
 * lock another server has just taken.
 */
export async function lockDataDir(dataDir: string, options: LockOptions = {}): Promise<() => Promise<void>> {
  const staleMs = options.staleMs ?? 10_000;
  // Owner-only before anything is put in it (lib/private-dir.ts).
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  let releaseGate: () => Promise<void>;
  try {
    // Keyed on another path than the main lock: proper-lockfile keeps one lock per path in a process.
    releaseGate = await lockfile.lock(holderPath(dataDir), {
      realpath: false,
      lockfilePath: `${lockPath(dataDir)}.gate`,
      stale: 5_000,
      retries: { retries: 20, minTimeout: 50, maxTimeout: 500 },
    });
  } catch {
    throw lockedError(dataDir);
  }
  try {
    // A lock whose holder provably ended without unlocking is taken over at once, and said so. Asked
    // first: once the lock is also stale, proper-lockfile would take it by itself, and silently.
    const dead = existsSync(lockPath(dataDir)) ? deadHolder(dataDir) : null;
    if (dead === null) return await takeLock(dataDir, staleMs);
    // Only this folder's lock is removed.
    rmSync(lockPath(dataDir), { recursive: true, force: true });
    const release = await takeLock(dataDir, staleMs);
    options.onTakeover?.(dead);
    return release;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw lockedError(dataDir);
    throw error;
  } finally {
    await releaseGate().catch(() => {});
  }
}

function lockedError(dataDir: string) {
  return new DataDirLockedError(
    `Another server is already running on the data folder ${dataDir}. ` +
      'The embedded database can only be used by one process: stop the other server, ' +
      'or start this one with another DATA_DIR (or a PostgreSQL DATABASE_URL).',
  );
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
  // proper-lockfile makes its folder with the umask's mode; it stays for as long as the server runs.
  chmodSync(lockPath(dataDir), PRIVATE_DIR_MODE);
  const me = identify(process.pid);
  if (me) writeFileSync(holderPath(dataDir), JSON.stringify(me), { mode: PRIVATE_FILE_MODE });
  else rmSync(holderPath(dataDir), { force: true });
  return async () => {
    rmSync(holderPath(dataDir), { force: true });
    await release();
  };
}

const readOr = (read: () => string) => {
  try {
    return read().trim();
  } catch {
    return null;
  }
};

/** This machine's identity of process `pid`, or null where /proc cannot tell (not Linux). */
function identify(pid: number): Holder | null {
  const bootId = readOr(() => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8'));
  const pidNamespace = readOr(() => readlinkSync('/proc/self/ns/pid'));
  const startTicks = startTicksOf(pid);
  if (!bootId || !pidNamespace || !startTicks) return null;
  return { pid, host: hostname(), bootId, pidNamespace, startTicks };
}

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks after boot. */
function startTicksOf(pid: number): string | null {
  const stat = readOr(() => readFileSync(`/proc/${pid}/stat`, 'utf8'));
  return stat ? (stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null) : null;
}

/** The recorded holder's pid when it provably no longer runs; null when it may (or cannot be told). */
function deadHolder(dataDir: string): number | null {
  let holder: Holder;
  try {
    holder = JSON.parse(readFileSync(holderPath(dataDir), 'utf8')) as Holder;
  } catch {
    return null;
  }
  const me = identify(process.pid);
  if (!me || holder.host !== me.host || holder.bootId !== me.bootId || holder.pidNamespace !== me.pidNamespace)
    return null;
  if (!Number.isInteger(holder.pid) || holder.pid === process.pid) return null;
  if (!existsSync(`/proc/${holder.pid}`)) return holder.pid;
  // The id was given to another process since: the holder is gone all the same.
  const start = startTicksOf(holder.pid);
  return start !== null && start !== holder.startTicks ? holder.pid : null;
}
