import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './testing/server-process';

// Which React build the server loads, and whether its development aids stay on (decision 034).

const work = mkdtempSync(path.join(tmpdir(), 'liftoff-node-env-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Loaded before the server: at its exit, writes which of React's builds ran in it. */
const probe = path.join(work, 'react-build-probe.mjs');
writeFileSync(
  probe,
  `import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
const require = createRequire(import.meta.url);
process.on('exit', () => {
  const builds = Object.entries(require.cache).flatMap(([file, module]) => (module.loaded && /[\\\\/]react[\\\\/]cjs[\\\\/]react\\.(production|development)\\.js$/.test(file) ? [file.includes('production') ? 'production' : 'development'] : []));
  writeFileSync(process.env.REACT_BUILD_PROBE, JSON.stringify(builds));
});
`,
);

/** This environment without NODE_ENV (vitest sets it to test), as a shell that never set it has, and `more`. */
function envWithoutNodeEnv(more: Record<string, string>) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.NODE_ENV;
  return { ...env, ...more };
}

describe('NODE_ENV', () => {
  it("unset, is production for React, and the operator's own (unset or development) for the configuration", () => {
    const script = `const { operatorNodeEnv } = await import('./src/server/node-env.ts'); await import('react'); console.log(JSON.stringify({ operatorNodeEnv: operatorNodeEnv ?? null, nodeEnv: process.env.NODE_ENV }));`;
    const run = (env: NodeJS.ProcessEnv, out: string) => {
      const stdout = execFileSync(
        process.execPath,
        ['--import', 'tsx', '--import', probe, '--input-type=module', '-e', script],
        { env: { ...env, REACT_BUILD_PROBE: out }, encoding: 'utf8' },
      );
      return { ...(JSON.parse(stdout) as object), builds: JSON.parse(readFileSync(out, 'utf8')) as string[] };
    };
    expect(run(envWithoutNodeEnv({}), path.join(work, 'unset.json'))).toEqual({
      operatorNodeEnv: null,
      nodeEnv: 'production',
      builds: ['production'],
    });
    expect(run(envWithoutNodeEnv({ NODE_ENV: 'development' }), path.join(work, 'development.json'))).toEqual({
      operatorNodeEnv: 'development',
      nodeEnv: 'development',
      builds: ['development'],
    });
  }, 60_000);

  it("under `npm start` the server renders with React's production build and keeps /dev/mail; WEB_CONCURRENCY>1 on the embedded database says why it runs one process", async () => {
    const port = await freePort();
    const out = path.join(work, 'server.json');
    const child = spawn(process.execPath, ['--import', 'tsx', '--import', probe, 'src/server/main.ts'], {
      env: envWithoutNodeEnv({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(work, 'data'),
        DATABASE_URL: '',
        SMTP_URL: '',
        SEED_DEMO: 'false',
        WEB_CONCURRENCY: '2',
        REACT_BUILD_PROBE: out,
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      // Generous: the server compiles while other tests run.
      await expect.poll(() => output, { timeout: 120_000, interval: 200 }).toContain('is running on');
      expect(output).toContain(
        'WEB_CONCURRENCY=2 is ignored: the embedded database (PGlite) can be opened by one process only',
      );
      expect(output).not.toContain('server processes');
      expect((await fetch(`http://127.0.0.1:${port}/dev/mail`)).status).toBe(200);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual(['production']);
    } finally {
      child.kill('SIGKILL');
    }
  }, 180_000);
});
