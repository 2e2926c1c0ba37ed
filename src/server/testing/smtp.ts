import { SMTPServer } from 'smtp-server';

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
        const mail = { from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw };
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
