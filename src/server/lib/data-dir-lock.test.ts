import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

// The embedded database's lock on DATA_DIR: a lock left by a process that provably died is
// taken over, and said so, also once it has gone stale (the crash test's restart can be that slow).

const hasProc = existsSync('/proc/self/ns/pid');
let dataDir: string;
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** A pid no process has now (the highest free one under the kernel's limit). */
function unusedPid(): number {
  const max = Number(readFileSync('/proc/sys/kernel/pid_max', 'utf8'));
  for (let pid = max - 1; pid > 1; pid -= 1) if (!existsSync(`/proc/${pid}`)) return pid;
  throw new Error('no free pid');
}

describe.runIf(hasProc)('the data folder lock', () => {
  it("takes over a dead process's lock and says so, also when the lock is stale", async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'liftoff-lock-'));
    const dead = unusedPid();
    // What a server killed without shutdown leaves: its lock folder, last refreshed a minute ago, and its record.
    const lock = path.join(dataDir, '.server.lock');
    mkdirSync(lock);
    const aMinuteAgo = new Date(Date.now() - 60_000);
    utimesSync(lock, aMinuteAgo, aMinuteAgo);
    writeFileSync(
      path.join(dataDir, '.server.lock.holder'),
      JSON.stringify({
        pid: dead,
        host: hostname(),
        bootId: readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim(),
        pidNamespace: readlinkSync('/proc/self/ns/pid'),
        startTicks: '1',
      }),
    );
    const takenFrom: number[] = [];
    const release = await lockDataDir(dataDir, { onTakeover: (pid) => takenFrom.push(pid) });
    expect(takenFrom).toEqual([dead]);
    await release();
  });
});
