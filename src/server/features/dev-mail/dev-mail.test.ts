import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../testing/test-app';

// The local mail view (decision 024): on a machine without SMTP_URL, a new member reads their
// confirmation code there. Only from this machine, never through a proxy, never in production.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /dev/mail', () => {
  it("shows this machine the e-mails a mailbox would hold, a new member's code first", async () => {
    const member = t.client();
    const { email } = await member.signUp({ firstName: 'Nova' });
    const response = await t.client({ ip: '127.0.0.1' }).request('/dev/mail');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = await response.text();
    expect(page).toContain('Development e-mails');
    const first = page.indexOf('<article>');
    expect(page.slice(first, page.indexOf('</article>', first))).toContain(email);
    expect(page).toMatch(/Your code: \d{6}/);
    expect((await t.client({ ip: '::1' }).request('/dev/mail')).status).toBe(200);
  });

  it('shows what a member wrote as text, never as markup', async () => {
    await t.client().signUp({ firstName: 'Scripta' });
    await t.db.execute(
      // An e-mail whose subject and text carry markup, as a contact form message could.
      sql`insert into email_outbox (template, to_address, subject, html, text, status) values ('contact', 'team@example.com', '<script>alert(1)</script>', '', '<img src=x onerror=alert(2)>', 'sent')`,
    );
    const page = await (await t.client({ ip: '127.0.0.1' }).request('/dev/mail')).text();
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toContain('<img src=x');
  });

  it('does not exist for another machine, for a request a proxy forwarded, or without a socket', async () => {
    expect((await t.client({ ip: '10.0.0.5' }).request('/dev/mail')).status).toBe(404);
    expect(
      (await t.client({ ip: '127.0.0.1' }).request('/dev/mail', { headers: { 'X-Forwarded-For': '203.0.113.9' } }))
        .status,
    ).toBe(404);
    expect(
      (await t.client({ ip: '127.0.0.1' }).request('/dev/mail', { headers: { Forwarded: 'for=203.0.113.9' } })).status,
    ).toBe(404);
    expect((await t.client().request('/dev/mail')).status).toBe(404);
  });

  it('is off with SMTP, in production, and behind a proxy', async () => {
    expect(loadConfig({}).isDevMailOn).toBe(true);
    expect(loadConfig({ SMTP_URL: 'smtp://localhost:2525' }).isDevMailOn).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).isDevMailOn).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).isDevMailOn).toBe(false);
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      expect((await production.client({ ip: '127.0.0.1' }).request('/dev/mail')).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
