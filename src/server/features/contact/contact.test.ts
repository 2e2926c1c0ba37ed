import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstContactError } from '../../../shared/contact';
import { contactMessages, emailOutbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CONTACT_EMAIL: 'team@liftoff.test' });
});
afterAll(() => t.close());

const valid = { name: 'Grace', email: 'grace@example.com', subject: 'Partnership', message: 'We run an accelerator and would like to talk.' };

describe('contact form', () => {
  it('checks the five rules in the spec order, showing the first failure', () => {
    const empty = { name: '', email: '', subject: '', customSubject: '', message: '' };
    expect(firstContactError(empty)?.message).toBe('Please enter a valid email address.');
    expect(firstContactError({ ...empty, email: 'a@b.co' })?.message).toBe('Please enter your name.');
    expect(firstContactError({ ...empty, email: 'a@b.co', name: 'A' })?.message).toBe('Please select a subject.');
    expect(firstContactError({ ...empty, email: 'a@b.co', name: 'A', subject: 'Other' })?.message).toBe('Please enter a custom subject.');
    expect(firstContactError({ ...empty, email: 'a@b.co', name: 'A', subject: 'Review' })?.message).toBe('Please enter your message.');
    expect(firstContactError({ ...valid })).toBeNull();
  });

  it('stores every message and queues it to CONTACT_EMAIL, replies going to the sender', async () => {
    const response = await t.client().request('/api/contact', { json: { ...valid, subject: 'Other', customSubject: 'Office hours' } });
    expect(response.status).toBe(201);
    const [stored] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, 'grace@example.com'));
    expect(stored).toMatchObject({ name: 'Grace', subject: 'Other', customSubject: 'Office hours' });
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'contact'));
    expect(mail).toMatchObject({ toAddress: 'team@liftoff.test', replyTo: 'grace@example.com', subject: 'Contact Form: Office hours' });
    expect(mail!.text).toContain('We run an accelerator');
  });

  it('answers a bad form with 400 and the first message', async () => {
    const response = await t.client().request('/api/contact', { json: { ...valid, email: 'nope' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { message: 'Please enter a valid email address.' } });
  });
});
