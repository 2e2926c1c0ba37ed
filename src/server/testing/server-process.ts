import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A port nobody listens on now (other test files start servers too). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type ServerProcess = { child: ChildProcess; exited: Promise<number | null>; output: () => string };

/**
 * The real server process, as `npm start` runs it, on the embedded database in a data folder of the
 * test file's own; `env` is added to the production settings. `stopAll` kills what is left and removes
 * the folder (call it in afterAll).
 */
export function serverProcesses(prefix: string, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const children: ChildProcess[] = [];

  function start(port: number, moreEnv: Record<string, string> = {}): ServerProcess {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        NODE_ENV: 'production',
        DATABASE_URL: '',
        ...env,
        ...moreEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    return { child, exited, output: () => output };
  }

  /** Waits for /api/health; fails with the server's output if it exits or takes 30 s. */
  async function waitForHealth(port: number, server: ServerProcess) {
    let hasExited = false;
    void server.exited.then(() => (hasExited = true));
    // A budget, not a measure: on a 2-core machine busy with the rest of the suite, a cold start (the
    // migrations on a new embedded database) has taken more than 30 s.
    const deadline = Date.now() + 50_000;
    while (Date.now() < deadline && !hasExited) {
      if (
        await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server did not become healthy:\n${server.output()}`);
  }

  function stopAll() {
    for (const child of children) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }

  return { dataDir, start, waitForHealth, stopAll };
}
