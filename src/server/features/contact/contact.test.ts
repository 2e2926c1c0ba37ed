import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstContactError } from '../../../shared/contact';
import { CONTROL_CHARACTERS_MESSAGE } from '../../../shared/fields';
import { contactMessages, emailOutbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CONTACT_EMAIL: 'team@liftoff.test' });
});
afterAll(() => t.close());

const valid = {
  name: 'Grace',
  email: 'grace@example.com',
  subject: 'Partnership',
  message: 'We run an accelerator and would like to talk.',
};

describe('contact form', () => {
  it('checks the five rules in the spec order, showing the first failure', () => {
    const empty = { name: '', email: '', subject: '', customSubject: '', message: '' };
    expect(firstContactError(empty)?.message).toBe('Please enter a valid email address.');
    expect(firstContactError({ ...empty, email: 'a@b.co' })?.message).toBe('Please enter your name.');
    expect(firstContactError({ ...empty, email: 'a@b.co', name: 'A' })?.message).toBe('Please select a subject.');
    expect(firstContactError({ ...empty, email: 'a@b.co', name: 'A', subject: 'Other' })?.message).toBe(
      'Please enter a custom subject.',
    );
    expect(firstContactError({ ...empty, email: 'a@b.co', name: 'A', subject: 'Review' })?.message).toBe(
      'Please enter your message.',
    );
    expect(firstContactError({ ...valid })).toBeNull();
  });

  it('stores every message and queues it to CONTACT_EMAIL, replies going to the sender', async () => {
    const response = await t
      .client()
      .request('/api/contact', { json: { ...valid, subject: 'Other', customSubject: 'Office hours' } });
    expect(response.status).toBe(201);
    const [stored] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, 'grace@example.com'));
    expect(stored).toMatchObject({ name: 'Grace', subject: 'Other', customSubject: 'Office hours' });
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'contact'));
    expect(mail).toMatchObject({
      toAddress: 'team@liftoff.test',
      replyTo: 'grace@example.com',
      subject: 'Contact Form: Office hours',
    });
    expect(mail!.text).toContain('We run an accelerator');
  });

  it('answers a bad form with 400 and the first message', async () => {
    const response = await t.client().request('/api/contact', { json: { ...valid, email: 'nope' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { message: 'Please enter a valid email address.' } });
  });

  it('refuses a message over 5000 characters and control characters, keeping line breaks', async () => {
    const caller = t.client();
    const long = await caller.request('/api/contact', { json: { ...valid, message: 'x'.repeat(5001) } });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({
      error: { fields: { message: 'Message must be at most 5000 characters' } },
    });
    for (const [field, value] of [
      ['message', 'Hello\u0000there'],
      ['message', 'Bell\u0007'],
      ['name', 'Gra\u0000ce'],
      ['name', 'Two\nlines'],
    ] as const) {
      const response = await caller.request('/api/contact', { json: { ...valid, [field]: value } });
      expect(response.status, JSON.stringify(value)).toBe(400);
      expect(await response.json()).toMatchObject({ error: { fields: { [field]: CONTROL_CHARACTERS_MESSAGE } } });
    }
    expect(
      (await caller.request('/api/contact', { json: { ...valid, message: 'Line one.\r\n\tLine two.' } })).status,
    ).toBe(201);
  });
});

describe('contact form rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ AUTH_RATE_LIMIT: 'true' });
  });
  afterAll(() => limited.close());

  it('takes 5 messages an hour from one address, then answers 429 with Retry-After and stores nothing more', async () => {
    const sender = limited.client({ ip: '198.51.100.20' });
    for (let i = 0; i < 5; i++) expect((await sender.request('/api/contact', { json: valid })).status).toBe(201);
    const refused = await sender.request('/api/contact', { json: { ...valid, message: 'one too many' } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({
      error: { message: 'You have sent several messages already. Please try again later.' },
    });
    expect(await limited.db.select().from(contactMessages).where(eq(contactMessages.message, 'one too many'))).toEqual(
      [],
    );
    expect((await limited.client({ ip: '198.51.100.21' }).request('/api/contact', { json: valid })).status).toBe(201);
  });
});
