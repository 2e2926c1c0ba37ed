import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_REMOVED, MESSAGE_REMOVED, REPORTS_PER_DAY } from '../../../shared/moderation';
import { auditEvents, emailOutbox, jobs, notifications, reports, startups } from '../../db/schema';
import { insertJob, insertStartup } from '../../seed/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { countingReporter, reportItem } from '../../testing/reporters';
import { ADMIN_EMAIL, seedWorld, type World } from '../../testing/world';

let t: TestApp;
let w: World;
// Besides the world's administrator, two more listed addresses: one a member proves, one nobody does.
const PROVED_ADMIN = 'second-admin@example.com';
const UNPROVED_ADMIN = 'unproved-admin@example.com';
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: `${ADMIN_EMAIL},${PROVED_ADMIN},${UNPROVED_ADMIN}` });
  w = await seedWorld(t);
});
afterAll(() => t.close());

const report = (role: 'member' | 'applicant' | 'admin' | 'owner', body: object) =>
  w.send(role, '/api/reports', { json: { reason: 'scam', note: '', ...body } });
/** A fresh startup of the owner's with one open position, so that each test starts from a shown item. */
async function ownersStartup() {
  const startup = await insertStartup(t.db, w.people.owner.id, { slug: w.unique('reported') });
  const job = await insertJob(t.db, startup.id);
  return { startup, job };
}
const outbox = (template: string, to: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.template, template), eq(emailOutbox.toAddress, to)));
const audit = (action: string) =>
  t.db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(desc(auditEvents.createdAt));

describe('reporting', () => {
  it('takes one report per item and member, never of one\'s own, and a note with "other"', async () => {
    const { startup } = await ownersStartup();
    expect((await report('member', { itemType: 'startup', itemId: startup.id })).status).toBe(201);
    const again = await report('member', { itemType: 'startup', itemId: startup.id, reason: 'spam' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('ALREADY_REPORTED');
    expect((await report('owner', { itemType: 'startup', itemId: startup.id })).status).toBe(403);
    const noNote = await report('applicant', { itemType: 'startup', itemId: startup.id, reason: 'other' });
    expect(noNote.status).toBe(400);
    expect(
      (await report('applicant', { itemType: 'startup', itemId: '5f0c2a3e-8d1b-4c6f-9a7e-2b4d6f8a0c1e' })).status,
    ).toBe(404);
    expect(
      (await w.send('visitor', '/api/reports', { json: { itemType: 'startup', itemId: startup.id, reason: 'spam' } }))
        .status,
    ).toBe(401);
  });

  it(`takes at most ${REPORTS_PER_DAY} reports a day from one member`, async () => {
    const reporter = t.client();
    await reporter.signUp();
    for (let i = 0; i < REPORTS_PER_DAY; i++) {
      const { startup } = await ownersStartup();
      expect(
        (await reporter.request('/api/reports', { json: { itemType: 'startup', itemId: startup.id, reason: 'spam' } }))
          .status,
      ).toBe(201);
    }
    const { startup } = await ownersStartup();
    const over = await reporter.request('/api/reports', {
      json: { itemType: 'startup', itemId: startup.id, reason: 'spam' },
    });
    expect(over.status).toBe(429);
  });

  it('hides an item on its third report from different members until the administrator decides, and tells its owner', async () => {
    const { job } = await ownersStartup();
    // Members whose reports count (decision 053): a proved address and an account of some age.
    const [first, second, third] = [await countingReporter(t), await countingReporter(t), await countingReporter(t)];
    for (const reporter of [first!, second!])
      expect(await reportItem(reporter, 'job', job.id, 'money_or_documents')).toBe(201);
    expect((await w.send('visitor', `/api/jobs/${job.id}/page`)).status).toBe(200);
    expect(await reportItem(third!, 'job', job.id)).toBe(201);

    const page = await w.send('visitor', `/api/jobs/${job.id}/page`);
    expect(page.status).toBe(410);
    expect(((await page.json()) as { error: { message: string } }).error.message).toBe(ITEM_REMOVED);
    const board = (await (await w.send('visitor', '/api/jobs')).json()) as { items: { id: string }[] };
    expect(board.items.map((item) => item.id)).not.toContain(job.id);
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, w.people.owner.id))
      .orderBy(desc(notifications.createdAt))
      .limit(1);
    expect(notice?.title).toContain(job.title);
    // The platform hid it (no actor), for the reason most reports gave.
    const [entry] = await audit('item_hidden');
    expect(entry).toMatchObject({
      actorId: null,
      subjectId: w.people.owner.id,
      targetType: 'job',
      targetId: job.id,
      detail: { reason: 'money_or_documents' },
    });

    // Dismissing the reports shows it again.
    expect((await w.send('admin', `/api/admin/reports/job/${job.id}/dismiss`, { method: 'POST' })).status).toBe(200);
    expect((await w.send('visitor', `/api/jobs/${job.id}/page`)).status).toBe(200);
    expect((await audit('item_restored'))[0]?.targetId).toBe(job.id);
  });

  it('lets only the other side of an application report its message, which then reads as removed', async () => {
    const sent = await w.send('owner', `/api/applications/${w.application.id}/messages`, {
      json: { body: 'Please send a copy of your passport and 50 USD for the visa.' },
    });
    expect(sent.status).toBe(201);
    const { id } = ((await sent.json()) as { message: { id: string } }).message;
    expect((await report('member', { itemType: 'message', itemId: id })).status).toBe(404);
    expect((await report('owner', { itemType: 'message', itemId: id })).status).toBe(403);
    expect((await report('applicant', { itemType: 'message', itemId: id, reason: 'money_or_documents' })).status).toBe(
      201,
    );
    expect(
      (await w.send('admin', `/api/admin/reports/message/${id}/hide`, { json: { reason: 'money_or_documents' } }))
        .status,
    ).toBe(200);
    const thread = (await (await w.send('applicant', `/api/applications/${w.application.id}/messages`)).json()) as {
      items: { id: string; body: string; removed: boolean }[];
    };
    expect(thread.items.find((message) => message.id === id)).toMatchObject({ body: MESSAGE_REMOVED, removed: true });
  });
});

describe('the moderation queue', () => {
  it('groups open reports by item with their count and reasons, and hiding takes the item off every public list', async () => {
    const { startup, job } = await ownersStartup();
    await report('member', { itemType: 'startup', itemId: startup.id, reason: 'scam' });
    await report('applicant', {
      itemType: 'startup',
      itemId: startup.id,
      reason: 'other',
      note: 'They asked for my bank details.',
    });
    const queue = (await (await w.send('admin', '/api/admin/reports')).json()) as {
      items: {
        itemId: string;
        count: number;
        reasons: { reason: string; count: number }[];
        notes: { note: string }[];
        owner: { id: string };
      }[];
    };
    const group = queue.items.find((item) => item.itemId === startup.id);
    expect(group).toMatchObject({ count: 2, owner: { id: w.people.owner.id } });
    expect(group?.reasons.map((r) => r.reason).sort()).toEqual(['other', 'scam']);
    expect(group?.notes.map((n) => n.note)).toEqual(['They asked for my bank details.']);

    expect(
      (await w.send('admin', `/api/admin/reports/startup/${startup.id}/hide`, { json: { reason: 'scam' } })).status,
    ).toBe(200);
    expect((await w.send('visitor', `/api/startups/by-slug/${startup.slug}`)).status).toBe(410);
    const listing = (await (
      await w.send('visitor', '/api/startups?search=' + encodeURIComponent(startup.name))
    ).json()) as { items: { id: string }[] };
    expect(listing.items.map((item) => item.id)).not.toContain(startup.id);
    const board = (await (await w.send('visitor', '/api/jobs')).json()) as { items: { id: string }[] };
    expect(board.items.map((item) => item.id)).not.toContain(job.id);
    const sitemap = await (await w.send('visitor', '/sitemaps/startups-1-of-1.xml')).text();
    expect(sitemap).not.toContain(startup.slug);
    const feed = await (await w.send('visitor', '/jobs/feed.xml')).text();
    expect(feed).not.toContain(job.id);
    // Its reports are decided: the open queue no longer holds it; the owner was told by e-mail why.
    const after = (await (await w.send('admin', '/api/admin/reports')).json()) as { items: { itemId: string }[] };
    expect(after.items.map((item) => item.itemId)).not.toContain(startup.id);
    const resolved = (await (await w.send('admin', '/api/admin/reports?view=resolved')).json()) as {
      items: { itemId: string; hidden: boolean }[];
    };
    expect(resolved.items.find((item) => item.itemId === startup.id)?.hidden).toBe(true);
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, w.people.owner.id))
      .orderBy(desc(notifications.createdAt))
      .limit(1);
    expect(notice).toMatchObject({ title: `Your startup “${startup.name}” is hidden` });
    expect(notice?.message).toContain('scam or fraud');

    // Restored, it is back.
    expect((await w.send('admin', `/api/admin/reports/startup/${startup.id}/restore`, { method: 'POST' })).status).toBe(
      200,
    );
    expect((await w.send('visitor', `/api/startups/by-slug/${startup.slug}`)).status).toBe(200);
  });

  it('e-mails the owner of a hidden item why, at a proved address', async () => {
    const founder = t.client();
    const person = await founder.signUp({}, { verified: true });
    const startup = await insertStartup(t.db, person.id, { slug: w.unique('mailed') });
    await report('member', { itemType: 'startup', itemId: startup.id, reason: 'discriminatory' });
    expect(
      (await w.send('admin', `/api/admin/reports/startup/${startup.id}/hide`, { json: { reason: 'discriminatory' } }))
        .status,
    ).toBe(200);
    const [mail] = await outbox('item_hidden', person.email);
    expect(mail?.subject).toBe(`Your startup “${startup.name}” has been hidden on ${t.config.platformName}`);
    expect(mail?.text).toContain('The reason: discriminatory.');
  });

  it('hides a profile from everyone but its member and the administrator', async () => {
    const target = t.client();
    const person = await target.signUp();
    await report('member', { itemType: 'profile', itemId: person.id, reason: 'spam' });
    expect(
      (await w.send('admin', `/api/admin/reports/profile/${person.id}/hide`, { json: { reason: 'spam' } })).status,
    ).toBe(200);
    expect((await w.send('member', `/api/profiles/${person.id}`)).status).toBe(410);
    expect((await target.request(`/api/profiles/${person.id}`)).status).toBe(200);
    expect((await w.send('admin', `/api/profiles/${person.id}`)).status).toBe(200);
  });

  it('refuses decisions on items that do not exist or are not hidden', async () => {
    const { startup } = await ownersStartup();
    expect((await w.send('admin', `/api/admin/reports/startup/${startup.id}/dismiss`, { method: 'POST' })).status).toBe(
      404,
    );
    expect((await w.send('admin', `/api/admin/reports/startup/${startup.id}/restore`, { method: 'POST' })).status).toBe(
      400,
    );
    expect(
      (
        await w.send('admin', '/api/admin/reports/startup/5f0c2a3e-8d1b-4c6f-9a7e-2b4d6f8a0c1e/hide', {
          json: { reason: 'spam' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('suspending a member', () => {
  it('signs them out everywhere, refuses their sign-in, hides their startups and positions, and undoes it all on reinstating', async () => {
    const founder = t.client();
    const person = await founder.signUp();
    const startup = await insertStartup(t.db, person.id, { slug: w.unique('suspended-founder') });
    const job = await insertJob(t.db, startup.id);
    expect((await w.send('admin', `/api/admin/members/${person.id}/suspend`, { method: 'POST' })).status).toBe(200);

    const session = (await (await founder.request('/api/account/session')).json()) as { user: unknown };
    expect(session.user).toBeNull();
    const signIn = await t.client().signIn(person.email, person.password);
    expect(signIn.status).toBe(403);
    expect(((await signIn.json()) as { error: { code: string } }).error.code).toBe('ACCOUNT_SUSPENDED');
    expect((await w.send('visitor', `/api/startups/by-slug/${startup.slug}`)).status).toBe(410);
    expect((await w.send('visitor', `/api/jobs/${job.id}/page`)).status).toBe(410);
    expect((await audit('member_suspended'))[0]).toMatchObject({ actorId: w.people.admin.id, subjectId: person.id });

    expect((await w.send('admin', `/api/admin/members/${person.id}/reinstate`, { method: 'POST' })).status).toBe(200);
    expect((await t.client().signIn(person.email, person.password)).status).toBe(200);
    expect((await w.send('visitor', `/api/startups/by-slug/${startup.slug}`)).status).toBe(200);
    const [row] = await t.db.select({ hiddenAt: jobs.hiddenAt }).from(jobs).where(eq(jobs.id, job.id));
    expect(row?.hiddenAt).toBeNull();
  });

  it('never suspends an administrator', async () => {
    expect((await w.send('admin', `/api/admin/members/${w.people.admin.id}/suspend`, { method: 'POST' })).status).toBe(
      403,
    );
    const proved = await t.client().signUp({ email: PROVED_ADMIN }, { verified: true });
    expect((await w.send('admin', `/api/admin/members/${proved.id}/suspend`, { method: 'POST' })).status).toBe(403);
  });

  it('suspends a member who signed up with a listed administrator address and never proved it', async () => {
    const squatter = t.client();
    const person = await squatter.signUp({ email: UNPROVED_ADMIN });
    const startup = await insertStartup(t.db, person.id, { slug: w.unique('squatter') });
    await report('member', { itemType: 'startup', itemId: startup.id });
    const queue = (await (await w.send('admin', '/api/admin/reports')).json()) as {
      items: { itemId: string; owner: { isAdmin: boolean } }[];
    };
    expect(queue.items.find((item) => item.itemId === startup.id)?.owner.isAdmin).toBe(false);
    expect((await w.send('admin', `/api/admin/members/${person.id}/suspend`, { method: 'POST' })).status).toBe(200);
    expect((await t.client().signIn(person.email, person.password)).status).toBe(403);
  });

  it('keeps a startup hidden by reports hidden when its owner is reinstated', async () => {
    const founder = t.client();
    const person = await founder.signUp();
    const startup = await insertStartup(t.db, person.id, { slug: w.unique('twice') });
    await report('member', { itemType: 'startup', itemId: startup.id });
    await w.send('admin', `/api/admin/reports/startup/${startup.id}/hide`, { json: { reason: 'scam' } });
    await w.send('admin', `/api/admin/members/${person.id}/suspend`, { method: 'POST' });
    await w.send('admin', `/api/admin/members/${person.id}/reinstate`, { method: 'POST' });
    const [row] = await t.db
      .select({ hiddenReason: startups.hiddenReason })
      .from(startups)
      .where(eq(startups.id, startup.id));
    expect(row?.hiddenReason).toBe('scam');
    const open = await t.db.select().from(reports).where(eq(reports.itemId, startup.id));
    expect(open.every((r) => r.resolvedAt)).toBe(true);
  });
});
