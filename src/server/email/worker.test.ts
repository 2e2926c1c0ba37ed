import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema';
import { createLogger } from '../lib/logger';
import { startTestSmtp } from '../testing/smtp';
import { createTestApp, type TestApp } from '../testing/test-app';
import { enqueueEmail, MAX_ATTEMPTS } from './outbox';
import { createMailTransport } from './transport';
import { startOutboxWorker } from './worker';

// The outbox worker against a real SMTP server on this machine.

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;

beforeAll(async () => {
  t = await createTestApp();
  smtp = await startTestSmtp();
});

afterAll(async () => {
  await smtp.close();
  await t.close();
});

function worker() {
  const logger = createLogger('silent');
  return startOutboxWorker({
    db: t.db,
    transport: createMailTransport(`smtp://127.0.0.1:${smtp.port}`, logger),
    from: 'Liftoff <no-reply@liftoff.dev>',
    logger,
    autoStart: false,
  });
}

const email = (to: string) => ({
  template: 'welcome',
  to,
  subject: 'Welcome to Liftoff, Ada!',
  html: '<p>Hello Ada</p>',
  text: 'Hello Ada',
});

describe('outbox worker', () => {
  it('sends a queued e-mail over SMTP and marks it sent', async () => {
    const id = await enqueueEmail(t.db, email('ada@example.com'));
    const w = worker();
    expect(await w.runOnce()).toBe(1);
    await w.stop();
    const message = smtp.received.find((m) => m.to.includes('ada@example.com'));
    expect(message?.from).toBe('no-reply@liftoff.dev');
    expect(message?.raw).toContain('Subject: Welcome to Liftoff, Ada!');
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('keeps a refused e-mail pending with a later retry, then gives up after the last attempt', async () => {
    smtp.refuse();
    try {
      const id = await enqueueEmail(t.db, email('retry@example.com'));
      const w = worker();
      await w.runOnce();
      let [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row!.lastError).toContain('mailbox unavailable');
      expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

      // Not due yet: the next tick leaves it alone.
      expect(await w.runOnce()).toBe(0);

      for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
        await t.db
          .update(emailOutbox)
          .set({ nextAttemptAt: new Date(Date.now() - 1000) })
          .where(eq(emailOutbox.id, id));
        await w.runOnce();
      }
      [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
      await w.stop();
    } finally {
      smtp.accept();
    }
  });

  it('does not lose an e-mail while the mail server is down; it goes out when it is back', async () => {
    const logger = createLogger('silent');
    const down = startOutboxWorker({
      db: t.db,
      transport: createMailTransport('smtp://127.0.0.1:1', logger),
      from: 'x@liftoff.dev',
      logger,
      autoStart: false,
    });
    const id = await enqueueEmail(t.db, email('later@example.com'));
    await down.runOnce();
    await down.stop();
    await t.db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(emailOutbox.id, id));
    const up = worker();
    await up.runOnce();
    await up.stop();
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received.some((m) => m.to.includes('later@example.com'))).toBe(true);
  });
});
