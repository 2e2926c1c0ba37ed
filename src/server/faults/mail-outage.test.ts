import { eq, inArray } from 'drizzle-orm';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema';
import { enqueueEmail, MAX_ATTEMPTS } from '../email/outbox';
import { createMailTransport } from '../email/transport';
import { startOutboxWorker } from '../email/worker';
import type { Logger } from '../lib/logger';
import { startTestSmtp } from '../testing/smtp';
import { createTestApp, type TestApp } from '../testing/test-app';

// The mail server goes away and comes back on the same address, while two server processes' workers
// share one outbox. Nothing is lost, nothing is sent twice, and a message that never gets through is
// marked failed and logged.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A logger whose lines the test reads. */
function capturingLogger(): { logger: Logger; lines: { level: number; msg: string }[] } {
  const lines: { level: number; msg: string }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as { level: number; msg: string });
      done();
    },
  });
  return { logger: pino({ level: 'info' }, sink) as unknown as Logger, lines };
}

const mail = (n: number, run: string) => ({
  template: 'welcome',
  to: `person${n}@example.com`,
  subject: `Outage ${run} #${n}`,
  html: `<p>${n}</p>`,
  text: `Message ${run} ${n}`,
});
const makeDue = (ids: string[]) =>
  t.db
    .update(emailOutbox)
    .set({ nextAttemptAt: new Date(Date.now() - 1000) })
    .where(inArray(emailOutbox.id, ids));

describe('when the mail server stops and starts again', () => {
  it('keeps every e-mail while it is down and delivers each exactly once when it is back', async () => {
    let smtp = await startTestSmtp();
    const port = smtp.port;
    const { logger } = capturingLogger();
    // Two processes' workers on one outbox, as on two servers.
    const workers = [1, 2].map(() =>
      startOutboxWorker({
        db: t.db,
        transport: createMailTransport(`smtp://127.0.0.1:${port}`, logger),
        from: 'Liftoff <no-reply@liftoff.test>',
        logger,
        autoStart: false,
      }),
    );
    const ids = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((n) => enqueueEmail(t.db, mail(n, 'A'))));
    try {
      await smtp.close();
      for (let round = 0; round < 3; round++) {
        await makeDue(ids);
        await Promise.all(workers.map((w) => w.runOnce()));
      }
      const waiting = await t.db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids));
      expect(waiting.map((row) => row.status)).toEqual(ids.map(() => 'pending'));
      // Each tick claimed each message once between the two workers: three attempts, and a later retry.
      expect(waiting.map((row) => row.attempts)).toEqual(ids.map(() => 3));
      for (const row of waiting) expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

      smtp = await startTestSmtp(port);
      await makeDue(ids);
      for (let round = 0; round < 3; round++) await Promise.all(workers.map((w) => w.runOnce()));
      const sent = await t.db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids));
      expect(sent.map((row) => row.status)).toEqual(ids.map(() => 'sent'));
      const subjects = smtp.received
        .map((m) => /Subject: (.*)/.exec(m.raw)?.[1]?.trim())
        .filter((s) => s?.startsWith('Outage A'));
      expect(subjects.sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `Outage A #${n}`).sort());
    } finally {
      for (const w of workers) await w.stop();
      await smtp.close();
    }
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts, marks the e-mail failed and logs it as an error`, async () => {
    const smtp = await startTestSmtp();
    const port = smtp.port;
    await smtp.close();
    const { logger, lines } = capturingLogger();
    const worker = startOutboxWorker({
      db: t.db,
      transport: createMailTransport(`smtp://127.0.0.1:${port}`, logger),
      from: 'Liftoff <no-reply@liftoff.test>',
      logger,
      autoStart: false,
    });
    try {
      const id = await enqueueEmail(t.db, mail(1, 'B'));
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        await makeDue([id]);
        await worker.runOnce();
      }
      const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
      expect(lines.filter((line) => line.msg === 'email send failed; will retry')).toHaveLength(MAX_ATTEMPTS - 1);
      expect(
        lines.filter((line) => line.level === 50 && line.msg === 'email failed for good: no more retries'),
      ).toHaveLength(1);
      // Failed for good: no worker picks it up again.
      await makeDue([id]);
      expect(await worker.runOnce()).toBe(0);
    } finally {
      await worker.stop();
    }
  });
});
