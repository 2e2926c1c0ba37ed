import { SMTPServer } from 'smtp-server';
import type { Db } from '../db/client';
import { createMailTransport } from '../email/transport';
import { startOutboxWorker } from '../email/worker';
import { createLogger } from '../lib/logger';

export type ReceivedMail = { from: string; to: string[]; raw: string };

/** A real SMTP server on 127.0.0.1 for tests; `refuse()` makes it reject messages until `accept()`. */
export async function startTestSmtp(port = 0, onMessage?: (mail: ReceivedMail) => void) {
  const received: ReceivedMail[] = [];
  let isRefusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        if (isRefusing) return callback(new Error('mailbox unavailable'));
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        };
        received.push(mail);
        onMessage?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as { port: number }).port,
    received,
    refuse: () => void (isRefusing = true),
    accept: () => void (isRefusing = false),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What the outbox worker would send by now, sent to the test SMTP server on `port` (drained, not timed). */
export async function deliverOutbox(db: Db, port: number) {
  const logger = createLogger('silent');
  const worker = startOutboxWorker({
    db,
    transport: createMailTransport(`smtp://127.0.0.1:${port}`, logger),
    from: 'Liftoff <no-reply@liftoff.dev>',
    logger,
    autoStart: false,
  });
  while ((await worker.runOnce()) > 0);
  await worker.stop();
}
