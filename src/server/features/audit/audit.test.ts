import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '../../../shared/audit';
import { auditEvents, emailOutbox } from '../../db/schema';
import { insertJob, insertStartup } from '../../seed/factories';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';
import { buildPost, seedWorld, type World } from '../../testing/world';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await seedWorld(t);
});
afterAll(() => t.close());

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** Signs in as a browser would, with (or without) the device cookie it kept; answers the cookies it was given. */
async function signIn(email: string, password: string, deviceCookie = '') {
  const response = await t.app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: {
      Origin: TEST_ORIGIN,
      'Content-Type': 'application/json',
      'User-Agent': PHONE,
      ...(deviceCookie ? { Cookie: deviceCookie } : {}),
    },
    body: JSON.stringify({ email, password }),
  });
  await t.drainEvents();
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]!);
  return {
    status: response.status,
    session: cookies.find((c) => c.includes('session_token')) ?? '',
    device: cookies.find((c) => c.startsWith('liftoff_device=')) ?? '',
  };
}
const newDeviceMails = (to: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.template, 'new_device_sign_in'), eq(emailOutbox.toAddress, to)));

describe('member security events', () => {
  it('records each sign-in with its address and browser, and e-mails the member about a device new to the account only', async () => {
    const member = t.client();
    const person = await member.signUp({}, { verified: true });
    // The browser that signed up is known; a phone that never signed in to the account is not.
    const first = await signIn(person.email, person.password);
    expect(first.status).toBe(200);
    expect(first.device).toMatch(/^liftoff_device=/);
    const mails = await newDeviceMails(person.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Safari on iOS');

    const again = await signIn(person.email, person.password, first.device);
    expect(again.status).toBe(200);
    expect(await newDeviceMails(person.email)).toHaveLength(1);

    const { items } = (await (
      await t.app.request('/api/account/security-events', { headers: { Cookie: again.session } })
    ).json()) as AuditPage;
    expect(items.filter((e) => e.action === 'sign_in').map((e) => e.detail.newDevice)).toEqual([false, true]);
    expect(items[0]).toMatchObject({ userAgent: PHONE, subject: { id: person.id } });
  });

  it('shows a member their own events only, and records a changed password', async () => {
    const member = t.client();
    const person = await member.signUp();
    expect(
      (
        await member.request('/api/auth/change-password', {
          json: { currentPassword: person.password, newPassword: 'a-new-password-42' },
        })
      ).status,
    ).toBe(200);
    const mine = (await (await member.request('/api/account/security-events')).json()) as AuditPage;
    expect(mine.items.map((e) => e.action)).toContain('password_changed');
    const theirs = (await (await w.send('member', '/api/account/security-events')).json()) as AuditPage;
    expect(theirs.items.some((e) => e.subject?.id === person.id)).toBe(false);
  });
});

describe("the administrator's log", () => {
  it('records deleting a startup and a post, filterable by action and member, a page at a time', async () => {
    const startup = await insertStartup(t.db, w.people.owner.id, { slug: w.unique('doomed') });
    expect((await w.send('admin', `/api/admin/startups/${startup.id}`, { method: 'DELETE' })).status).toBe(200);
    const created = (await (
      await w.send('admin', '/api/blog/posts', { json: buildPost(w.unique('doomed-post')) })
    ).json()) as { post: { id: string; title: string } };
    expect((await w.send('admin', `/api/blog/posts/by-id/${created.post.id}`, { method: 'DELETE' })).status).toBe(200);

    const deleted = (await (await w.send('admin', '/api/admin/audit?action=startup_deleted')).json()) as AuditPage;
    expect(deleted.items[0]).toMatchObject({
      action: 'startup_deleted',
      actor: { id: w.people.admin.id },
      subject: { id: w.people.owner.id },
      targetId: startup.id,
      detail: { name: startup.name },
    });
    const byOwner = (await (await w.send('admin', `/api/admin/audit?member=${w.people.owner.id}`)).json()) as AuditPage;
    expect(byOwner.items.every((e) => e.actor?.id === w.people.owner.id || e.subject?.id === w.people.owner.id)).toBe(
      true,
    );
    const posts = (await (await w.send('admin', '/api/admin/audit?action=post_deleted')).json()) as AuditPage;
    expect(posts.items[0]?.detail).toEqual({ title: created.post.title });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(((await (await w.send('admin', `/api/admin/audit?from=${tomorrow}`)).json()) as AuditPage).items).toEqual(
      [],
    );
  });

  it('pages by cursor without repeating an entry, and refuses a forged cursor', async () => {
    // More than a page (50), some at the very same instant: the id breaks the tie.
    const at = new Date();
    await t.db.insert(auditEvents).values(
      Array.from({ length: 60 }, (_, i) => ({
        action: 'sign_in',
        actorId: w.people.member.id,
        subjectId: w.people.member.id,
        createdAt: i % 2 ? at : new Date(at.getTime() - i * 1000),
      })),
    );
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const page = (await (
        await w.send('admin', `/api/admin/audit${cursor ? `?cursor=${cursor}` : ''}`)
      ).json()) as AuditPage;
      ids.push(...page.items.map((e) => e.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(60);
    const [all] = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditEvents);
    expect(ids.length).toBe(all?.n);
    expect((await w.send('admin', '/api/admin/audit?cursor=bm90LWEtY3Vyc29y')).status).toBe(400);
  });

  it('cannot be edited or deleted, even by a query that tries', async () => {
    await expect(t.db.update(auditEvents).set({ action: 'sign_in' })).rejects.toThrow();
    await expect(t.db.delete(auditEvents)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate audit_events`)).rejects.toThrow();
  });
});

describe('the log names what each administrator action was about', () => {
  it('names a hidden position with its startup and links it, and a suspended member by name', async () => {
    const startup = await insertStartup(t.db, w.people.owner.id, { name: 'Named Co', slug: w.unique('named') });
    const job = await insertJob(t.db, startup.id, { title: 'Remote Assistant' });
    expect(
      (await w.send('admin', `/api/admin/reports/job/${job.id}/hide`, { json: { reason: 'money_or_documents' } }))
        .status,
    ).toBe(200);
    const hidden = (await (await w.send('admin', '/api/admin/audit?action=item_hidden')).json()) as AuditPage;
    expect(hidden.items[0]?.target).toEqual({
      type: 'job',
      id: job.id,
      title: 'Remote Assistant at Named Co',
      path: `/jobs/${job.id}`,
      isDeleted: false,
    });

    const someone = await t.client().signUp({ firstName: 'Sam', lastName: 'Suspect' });
    expect((await w.send('admin', `/api/admin/members/${someone.id}/suspend`, { method: 'POST' })).status).toBe(200);
    const suspended = (await (await w.send('admin', '/api/admin/audit?action=member_suspended')).json()) as AuditPage;
    expect(suspended.items[0]?.target).toEqual({
      type: 'member',
      id: someone.id,
      title: 'Sam Suspect',
      path: `/admin/members/${someone.id}`,
      isDeleted: false,
    });
  });

  it('names the targets of older entries that kept no title, and marks those since deleted', async () => {
    const startup = await insertStartup(t.db, w.people.owner.id, { name: 'Older Co', slug: w.unique('older') });
    const gone = crypto.randomUUID();
    const at = new Date(Date.now() + 60_000);
    // Written as before titles were kept: a target type and id only, or a deletion's own name.
    await t.db.insert(auditEvents).values([
      {
        action: 'item_restored',
        actorId: w.people.admin.id,
        targetType: 'startup',
        targetId: startup.id,
        createdAt: at,
      },
      {
        action: 'startup_deleted',
        actorId: w.people.admin.id,
        targetType: 'startup',
        targetId: gone,
        detail: { name: 'Gone Co' },
        createdAt: new Date(at.getTime() - 1000),
      },
      {
        action: 'item_hidden',
        actorId: w.people.admin.id,
        targetType: 'profile',
        targetId: gone,
        detail: { reason: 'spam' },
        createdAt: new Date(at.getTime() - 2000),
      },
    ]);
    const page = (await (await w.send('admin', '/api/admin/audit')).json()) as AuditPage;
    const [restored, deleted, hidden] = page.items;
    expect(restored?.target).toEqual({
      type: 'startup',
      id: startup.id,
      title: 'Older Co',
      path: `/startup/${startup.slug}`,
      isDeleted: false,
    });
    expect(deleted?.target).toEqual({ type: 'startup', id: gone, title: 'Gone Co', path: null, isDeleted: true });
    expect(hidden?.target).toEqual({ type: 'profile', id: gone, title: null, path: null, isDeleted: true });
  });
});
