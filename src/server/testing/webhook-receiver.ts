import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

// A real HTTP endpoint on 127.0.0.1 for the webhook tests (decision 050): it keeps every request and
// answers as the test says; `verified` checks a request with the Standard Webhooks implementation.

export type ReceivedHook = { path: string; headers: Record<string, string>; body: string };
type Answer = { status: number; headers?: Record<string, string>; body?: string } | 'hang';

export async function startWebhookReceiver() {
  const received: ReceivedHook[] = [];
  let answer: (hook: ReceivedHook) => Answer = () => ({ status: 200, body: 'ok' });
  const hanging = new Set<ServerResponse>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      const hook = { path: request.url ?? '/', headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(hook);
      const reply = answer(hook);
      if (reply === 'hang') {
        hanging.add(response);
        return;
      }
      response.writeHead(reply.status, reply.headers);
      response.end(reply.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    received,
    /** How the receiver answers from now on. */
    answerWith(next: (hook: ReceivedHook) => Answer) {
      answer = next;
    },
    reset() {
      received.length = 0;
      answer = () => ({ status: 200, body: 'ok' });
    },
    /** The payload of a request, if its signature is right for `secret` (throws otherwise). */
    verified(hook: ReceivedHook, secret: string): unknown {
      return new Webhook(secret).verify(hook.body, hook.headers);
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
