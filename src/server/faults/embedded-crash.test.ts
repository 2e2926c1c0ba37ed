import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSignUp } from '../seed/factories';

// The server on the embedded database is killed (SIGKILL: no shutdown at all) in the middle of writes
// and started again on the same DATA_DIR: it takes over the dead process's lock at once, and every
// write it had acknowledged is there.

const dataDir = mkdtempSync(path.join(tmpdir(), 'liftoff-crash-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function start(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: 'false', NODE_ENV: 'production', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT: 'false', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, server: ReturnType<typeof start>) {
  let hasExited = false;
  void server.exited.then(() => (hasExited = true));
  for (let i = 0; i < 300 && !hasExited; i++) {
    if (await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}

/** A port nobody listens on now (other test files start servers too). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

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
