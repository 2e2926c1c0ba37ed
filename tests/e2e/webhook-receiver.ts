import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

// A webhook receiver of the journey's own on 127.0.0.1 (the e2e server allows it with
// WEBHOOKS_ALLOW_LOOPBACK, decision 050): it answers 200 and keeps what it received, to check the
// signature with (webhooks.spec.ts, first-tap-founder-tools.spec.ts).

export type Received = { headers: Record<string, string>; body: string };

export async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)])), body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/liftoff-hooks`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
