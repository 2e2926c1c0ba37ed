// Child processes and everything else the benchmark starts, stopped on the way out: normal end, failure,
// Ctrl-C or SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';

type Cleanup = { label: string; run: () => Promise<void> | void };
const cleanups: Cleanup[] = [];
let cleaning: Promise<void> | null = null;

/** Registers something to undo; undone in reverse order. Returns a function that undoes it now. */
export function onCleanup(label: string, run: () => Promise<void> | void): () => Promise<void> {
  const entry = { label, run };
  cleanups.push(entry);
  return async () => {
    const i = cleanups.indexOf(entry);
    if (i >= 0) cleanups.splice(i, 1);
    await run();
  };
}

export function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    while (cleanups.length > 0) {
      const { label, run } = cleanups.pop()!;
      try {
        await run();
      } catch (error) {
        console.error(`cleanup "${label}" failed:`, error);
      }
    }
  })();
  return cleaning;
}

export function cleanUpOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping what the benchmark started...`);
      void cleanUp().finally(() => process.exit(130));
    });
  }
}

/** A port nobody listens on right now (the tests' own helper). */
export { freePort } from '../../src/server/testing/server-process';

export type Child = { process: ChildProcess; output: () => string; stop: () => Promise<void> };

/** Starts `node [nodeArgs] --import tsx <script>`; its output is kept (last 200 lines) and shown if it fails. */
export function startNode(label: string, script: string, env: Record<string, string>, nodeArgs: string[] = []): Child {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = onCleanup(`stop ${label}`, async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
    await exited;
    clearTimeout(timer);
  });
  return { process: child, output: () => lines.join('\n'), stop };
}

/** Waits until `url` answers 200, or fails with the child's output if it exits or takes too long. */
export async function waitUntilServing(child: Child, url: string, label: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null)
      throw new Error(`${label} exited with code ${child.process.exitCode}:\n${child.output()}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${label} did not answer ${url} within ${timeoutMs / 1000} s:\n${child.output()}`);
}
