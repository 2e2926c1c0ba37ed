import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSignUp } from '../seed/factories';
import { freePort, serverProcesses } from '../testing/server-process';

// The server on the embedded database is killed (SIGKILL: no shutdown at all) in the middle of writes
// and started again on the same DATA_DIR: it takes over the dead process's lock at once, and every
// write it had acknowledged is there.

const { dataDir, start, waitForHealth, stopAll } = serverProcesses('liftoff-crash-', {
  LOG_LEVEL: 'warn',
  AUTH_RATE_LIMIT: 'false',
});
afterAll(stopAll);

describe('the embedded database after a crash', () => {
  it('keeps every acknowledged write, and a restarted server takes over the lock at once', async () => {
    const port = await freePort();
    const first = start(port);
    await waitForHealth(port, first);

    // Four writers sign people up until the process dies under them; each 200 is an acknowledged write.
    const acknowledged: string[] = [];
    let killed = false;
    const writer = async () => {
      while (!killed) {
        try {
          const response = await fetch(`http://127.0.0.1:${port}/api/auth/sign-up/email`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Origin: `http://localhost:${port}` },
            body: JSON.stringify(buildSignUp()),
          });
          if (response.status === 200) acknowledged.push(((await response.json()) as { user: { id: string } }).user.id);
        } catch {
          // The connection died with the process: that write was never acknowledged.
        }
      }
    };
    const writers = [writer(), writer(), writer(), writer()];
    while (acknowledged.length < 12) await new Promise((r) => setTimeout(r, 20));
    first.child.kill('SIGKILL');
    killed = true;
    await first.exited;
    await Promise.all(writers);

    // At once, not after the lock's ten seconds of staleness: it says it took the dead process's lock.
    const second = start(port);
    await waitForHealth(port, second);
    expect(second.output()).toContain(`took over the data folder's lock from process ${first.child.pid}`);
    second.child.kill('SIGTERM');
    expect(await second.exited, second.output()).toBe(0);

    const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const { rows } = await db.query<{ id: string }>('select id from users where id = any($1)', [acknowledged]);
      expect(rows.map((row) => row.id).sort()).toEqual([...acknowledged].sort());
    } finally {
      await db.close();
    }
  }, 90_000);

  it('still refuses a second server while the first one lives', async () => {
    const port = await freePort();
    const first = start(port);
    await waitForHealth(port, first);
    const second = start(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Another server is already running on the data folder ${dataDir}`);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  }, 60_000);
});
