import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, serverProcesses } from '../testing/server-process';

// SIGTERM while requests are in flight (decision 015). Each client keeps one keep-alive
// connection busy, as a browser or a load balancer does; after the signal every request that reached
// the server is answered, and the only refusal is a new connection the stopped server does not take.

const { start, waitForHealth, stopAll } = serverProcesses('liftoff-stop-load-');
afterAll(stopAll);

const CLIENTS = 24;

type Outcome =
  | { kind: 'answered'; status: number; isClosing: boolean; afterStop: boolean }
  | { kind: 'failed'; code: string; afterStop: boolean };

function get(agent: http.Agent, port: number, path: string, stoppedAt: () => number | undefined): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({
          kind: 'answered',
          status: response.statusCode ?? 0,
          isClosing: response.headers.connection === 'close',
          afterStop: stoppedAt() !== undefined,
        }),
      );
      response.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ kind: 'failed', code: error.code ?? error.message, afterStop: stoppedAt() !== undefined }),
      );
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ kind: 'failed', code: error.code ?? error.message, afterStop: stoppedAt() !== undefined }),
    );
  });
}

describe('a stop under load', () => {
  it('answers every request that reached the server, tells keep-alive clients to close, refuses only new connections, and exits', async () => {
    const port = await freePort();
    const server = start(port);
    await waitForHealth(port, server);

    const stop: { at?: number } = {};
    const outcomes: Outcome[] = [];
    const paths = ['/api/startups', '/api/health', '/api/blog/posts?page=1', '/startups'];
    // Each client: one socket, reused for request after request until the server stops taking them.
    const clients = Array.from({ length: CLIENTS }, async (_, index) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      for (let n = 0; ; n++) {
        const outcome = await get(agent, port, paths[(index + n) % paths.length]!, () => stop.at);
        outcomes.push(outcome);
        if (outcome.kind === 'failed') break;
      }
      agent.destroy();
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    server.child.kill('SIGTERM');
    stop.at = performance.now();
    await Promise.all(clients);
    const exitCode = await server.exited;
    const stoppedIn = performance.now() - stop.at;

    const failures = outcomes.filter((o) => o.kind === 'failed');
    const answered = outcomes.filter((o) => o.kind === 'answered');
    expect(answered.filter((o) => o.afterStop).length, 'requests answered after the signal').toBeGreaterThan(0);
    // No request the server had taken was dropped: no reset, no hang-up, no 5xx.
    expect(failures.map((f) => f.code).filter((code) => code !== 'ECONNREFUSED')).toEqual([]);
    expect(answered.filter((o) => o.status >= 500)).toEqual([]);
    // Each client learnt from its last answer that the connection was closing.
    expect(answered.filter((o) => o.afterStop && o.isClosing).length).toBeGreaterThanOrEqual(CLIENTS);
    expect(exitCode).toBe(0);
    expect(stoppedIn).toBeLessThan(9_000);
  }, 60_000);
});
