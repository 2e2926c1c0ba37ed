import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE } from '../../shared/fields';
import { imageForm, largePng } from '../testing/images';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app';
import { inputErrorFromDatabase } from './db-errors';
import { REQUEST_TOO_LARGE } from './request-guards';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TWO_MB = 2 * 1024 * 1024;
const contact = { name: 'Grace', email: 'grace@example.com', subject: 'Review', message: 'Hello there.' };
const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  t.app.request(path, {
    method: 'POST',
    headers: { Origin: TEST_ORIGIN, 'Content-Type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);

/** A body sent in chunks with no Content-Length, as a client that does not say its size sends it. */
function chunked(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const chunk = new TextEncoder().encode('x'.repeat(Math.min(64 * 1024, bytes - sent)));
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
}

describe('request body limit', () => {
  it('answers 413 with a clear message to a 2 MB JSON body, on the public contact form and on sign-in', async () => {
    const huge = JSON.stringify({ ...contact, message: 'x'.repeat(TWO_MB) });
    for (const path of ['/api/contact', '/api/auth/sign-in/email']) {
      const response = await post(path, huge);
      expect(response.status, path).toBe(413);
      expect(await response.json()).toEqual({ error: { message: REQUEST_TOO_LARGE, code: 'PAYLOAD_TOO_LARGE' } });
    }
  });

  it('trusts no missing size: a chunked body is counted as it comes and stopped past 1 MB', async () => {
    const response = await post('/api/contact', chunked(TWO_MB));
    expect(response.status).toBe(413);
    const stated = await post('/api/contact', JSON.stringify({ ...contact, message: 'x'.repeat(TWO_MB) }), {
      'Content-Length': String(TWO_MB + 100),
    });
    expect(stated.status).toBe(413);
  });

  it('lets ordinary requests through, chunked or not', async () => {
    expect((await post('/api/contact', JSON.stringify(contact))).status).toBe(201);
    const body = new TextEncoder().encode(JSON.stringify(contact));
    const stream = new ReadableStream({ start: (c) => (c.enqueue(body), c.close()) });
    expect((await post('/api/contact', stream)).status).toBe(201);
  });

  it('leaves the upload routes their own larger limits', async () => {
    const caller = t.client();
    const user = await caller.signUp();
    // 1.5 MB is past the JSON limit but within the avatar's 2 MB: the file check answers, not the 1 MB limit.
    const response = await caller.request(`/api/profiles/${user.id}/avatar`, {
      method: 'PUT',
      form: imageForm('avatar', largePng(1.5 * 1024 * 1024), 'big.png', 'image/png'),
    });
    expect(response.status).toBe(200);
  });
});

describe('NUL bytes and control characters', () => {
  it('answers 400, never 500, to a NUL in the query string, a path parameter or a JSON body', async () => {
    const caller = t.client();
    const attempts: [string, Parameters<typeof caller.request>[1]?][] = [
      ['/api/startups?search=%00'],
      ['/api/startups?jobPosition=a%00b'],
      ['/api/startups/by-slug/%00'],
      ['/api/blog/posts/a%00b'],
      ['/files/logos/x%00/y.png'],
      ['/api/contact', { json: { ...contact, message: 'Hello\u0000there' } }],
      [
        '/api/auth/sign-up/email',
        {
          json: {
            firstName: 'Al\u0000ice',
            lastName: 'Smith',
            email: 'alice@example.com',
            phoneNumber: '2015550123',
            country: 'US',
            password: 'secret12',
          },
        },
      ],
    ];
    for (const [path, init] of attempts) {
      const response = await caller.request(path, init);
      expect(response.status, path).toBe(400);
    }
  });

  it('refuses other control characters in query text with the shared message', async () => {
    const response = await t.client().request('/api/startups?search=a%01b');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect((await t.client().request('/api/startups/by-slug/a%01b')).status).toBe(400);
    expect((await t.client().request('/api/startups/by-slug/a%7Fb')).status).toBe(400);
    expect((await t.client().request('/api/startups?search=robots')).status).toBe(200);
  });

  it('turns a database refusal of a NUL byte into a 400, as a safety net for a schema that forgot the rule', async () => {
    const error = await t.db.execute(sql`select ${'a\u0000b'}::text`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).not.toBeNull();
    expect(inputErrorFromDatabase(error)).toMatchObject({ status: 400, message: CONTROL_CHARACTERS_MESSAGE });
    const json = await t.db.execute(sql`select ${'{"a":"\\u0000"}'}::jsonb ->> 'a'`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(inputErrorFromDatabase(json)).toMatchObject({ status: 400 });
    expect(inputErrorFromDatabase(new Error('something else'))).toBeNull();
  });
});
