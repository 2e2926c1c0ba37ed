import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSignUp } from './seed/factories';
import { serverProcesses } from './testing/server-process';

// The real server process, as `npm start` runs it, on the embedded database.

const { dataDir, start, waitForHealth, stopAll } = serverProcesses('liftoff-main-', { LOG_LEVEL: 'info' });
afterAll(stopAll);

const basePort = 31_000 + Math.floor(Math.random() * 2000);

describe('the server process', () => {
  it('refuses a second server on the same data folder, and shuts down gracefully on SIGTERM', async () => {
    const first = start(basePort);
    await waitForHealth(basePort, first);

    const second = start(basePort + 1);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Another server is already running on the data folder ${dataDir}`);

    // A request in flight when SIGTERM arrives still gets its answer: its body is sent after the signal.
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: basePort,
          path: '/api/auth/sign-in/email',
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: `http://localhost:${basePort}` },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
      request.write('{"email":"nobody@example.com",');
      setTimeout(() => {
        first.child.kill('SIGTERM');
        setTimeout(() => request.end('"password":"whatever1"}'), 300);
      }, 300);
    });
    const response = await answer;
    expect(response.status).toBe(401);
    expect(response.body).toContain('Invalid email or password');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('stopped cleanly');

    // The lock went with it: a new server may now open the folder, and the data survived.
    const third = start(basePort + 2);
    await waitForHealth(basePort + 2, third);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 60_000);

  it('ends open notification streams with a hint to come back, and stops well before its 10 s limit', async () => {
    const port = basePort + 3;
    const server = start(port);
    await waitForHealth(port, server);
    const origin = `http://localhost:${port}`;
    const signUp = await fetch(`http://127.0.0.1:${port}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify(buildSignUp()),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers.get('set-cookie')!.split(';')[0]!;

    const stream = await fetch(`http://127.0.0.1:${port}/api/notifications/stream`, { headers: { Cookie: cookie } });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    let text = '';
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) return false;
        text += Buffer.from(value).toString();
      }
      return true;
    };
    expect(await readUntil('event: ready')).toBe(true);

    const stopping = performance.now();
    server.child.kill('SIGTERM');
    // The browser reconnects after a `restarting` end, in the time `retry` gives.
    expect(await readUntil('event: restarting')).toBe(true);
    await readUntil('\n\n');
    expect(text).toMatch(/event: restarting\ndata: \{\}\n(?:id: .*\n)?retry: 5000/);
    expect((await reader.read()).done).toBe(true);
    expect(await server.exited).toBe(0);
    expect(performance.now() - stopping).toBeLessThan(9_000);
    expect(server.output()).toContain('stopped cleanly');
    // Stopped: new connections are refused, not left hanging.
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 60_000);

  it('without SMTP and outside production, says where the e-mails are, and shows a new member their code there', async () => {
    const port = basePort + 4;
    const server = start(port, { NODE_ENV: '', SMTP_URL: '' });
    await waitForHealth(port, server);
    // The log line may reach the pipe a moment after the server answers its first request.
    await expect
      .poll(() => server.output(), { timeout: 10_000 })
      .toContain(`Read them at http://localhost:${port}/dev/mail`);
    const origin = `http://localhost:${port}`;
    const person = buildSignUp({ firstName: 'Newt' });
    const signUp = await fetch(`http://127.0.0.1:${port}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify(person),
    });
    expect(signUp.status).toBe(200);
    const page = await fetch(`http://127.0.0.1:${port}/dev/mail`);
    expect(page.status).toBe(200);
    const body = await page.text();
    expect(body).toContain(person.email);
    expect(body).toMatch(/Your code: \d{6}/);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);
});
