import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLLOW_LIMIT_MESSAGE, MAX_FOLLOWS } from '../../../shared/follows';
import { domainEvents, emailOutbox, notifications, startupFollows, startups } from '../../db/schema';
import { dispatchDueEvents } from '../../events/dispatcher';
import { subscribers } from '../../subscribers';
import { buildJob, insertStartup } from '../../seed/factories';
import { nextEvent } from '../../testing/sse';
import { postStartupOk } from '../../testing/startups';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = async <T>(response: Response) => (await response.json()) as T;
const newPositionMails = (to: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, 'followed_new_position')));
const publishedEvents = (jobId: string) =>
  t.db
    .select()
    .from(domainEvents)
    .where(and(eq(domainEvents.type, 'job.published'), sql`${domainEvents.payload}->>'jobId' = ${jobId}`));
const noticesOf = (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.title, 'New position')));

describe('following a startup', () => {
  it('follows and unfollows, counts followers for the founder, and refuses visitors and unknown startups', async () => {
    const founder = t.client();
    await founder.signUp();
    const startup = await postStartupOk(founder);
    const fan = t.client();
    await fan.signUp();

    expect((await t.client().request(`/api/follows/${startup.id}`, { method: 'PUT', json: {} })).status).toBe(401);
    expect((await t.client().request('/api/follows')).status).toBe(401);
    expect((await fan.request('/api/follows/not-a-uuid', { method: 'PUT', json: {} })).status).toBe(400);
    expect(
      (await fan.request('/api/follows/00000000-0000-4000-8000-000000000000', { method: 'PUT', json: {} })).status,
    ).toBe(404);

    expect(await json(await fan.request(`/api/follows/${startup.id}`, { method: 'PUT', json: {} }))).toEqual({
      following: true,
      followers: 1,
    });
    // Again (a second tab): still one follow.
    expect(await json(await fan.request(`/api/follows/${startup.id}`, { method: 'PUT', json: {} }))).toEqual({
      following: true,
      followers: 1,
    });
    expect(await json(await fan.request('/api/follows'))).toEqual({ startupIds: [startup.id] });

    const mine = await json<{ items: { id: string; followerCount: number }[] }>(
      await founder.request('/api/startups/mine'),
    );
    expect(mine.items.find((s) => s.id === startup.id)?.followerCount).toBe(1);

    expect(await json(await fan.request(`/api/follows/${startup.id}`, { method: 'DELETE' }))).toEqual({
      following: false,
      followers: 0,
    });
    expect(await json(await fan.request('/api/follows'))).toEqual({ startupIds: [] });

    // A startup hidden by its founder or the administrator cannot be followed.
    await t.db.update(startups).set({ active: false }).where(eq(startups.id, startup.id));
    expect((await fan.request(`/api/follows/${startup.id}`, { method: 'PUT', json: {} })).status).toBe(404);
  });

  it(`stops at ${MAX_FOLLOWS} startups per member`, async () => {
    const founder = t.client();
    const founderUser = await founder.signUp();
    const fan = t.client();
    const fanUser = await fan.signUp();
    const owned = [];
    for (let i = 0; i < MAX_FOLLOWS + 1; i++)
      owned.push(await insertStartup(t.db, founderUser.id, { slug: `follow-limit-${Date.now()}-${i}` }));
    await t.db
      .insert(startupFollows)
      .values(owned.slice(0, MAX_FOLLOWS).map((s) => ({ startupId: s.id, userId: fanUser.id })));
    const refused = await fan.request(`/api/follows/${owned.at(-1)!.id}`, { method: 'PUT', json: {} });
    expect(refused.status).toBe(409);
    expect((await json<{ error: { message: string } }>(refused)).error.message).toBe(FOLLOW_LIMIT_MESSAGE);
    // One already followed can still be followed again (it is no new row).
    expect((await fan.request(`/api/follows/${owned[0]!.id}`, { method: 'PUT', json: {} })).status).toBe(200);
  });
});

describe('a new position reaches the followers', () => {
  it('notifies every follower once, live too, and e-mails those whose settings allow, with a one-click unsubscribe', async () => {
    const founder = t.client({ isDraining: false });
    await founder.signUp();
    const startup = await postStartupOk(founder, { name: 'Orbit Labs' });
    // E-mails go only to a proved address: both followers proved theirs, so only the settings keep quiet's away.
    const fan = t.client();
    const fanUser = await fan.signUp({ firstName: 'Farah' }, { verified: true });
    const quiet = t.client();
    const quietUser = await quiet.signUp({}, { verified: true });
    const stranger = t.client();
    const strangerUser = await stranger.signUp();
    await fan.request(`/api/follows/${startup.id}`, { method: 'PUT', json: {} });
    await quiet.request(`/api/follows/${startup.id}`, { method: 'PUT', json: {} });
    const quietSettings = {
      emailNotifications: true,
      statusUpdates: true,
      jobRecommendations: true,
      followedStartups: false,
      messageEmails: true,
      hiringReminders: true,
      applicationDigest: true,
      showProfile: true,
      allowMessages: true,
    };
    expect((await quiet.request('/api/account/settings', { method: 'PUT', json: quietSettings })).status).toBe(200);

    const stream = (await fan.request('/api/notifications/stream')).body!.getReader();
    await nextEvent(stream, 'ready');
    const posted = await json<{ job: { id: string } }>(
      await founder.request(`/api/startups/${startup.id}/jobs`, { json: buildJob({ title: 'Rocket Engineer' }) }),
    );
    // The founder's save only records the event; its subscriber tells the followers once it has committed.
    const [published] = await publishedEvents(posted.job.id);
    expect(published).toMatchObject({
      status: 'pending',
      payload: { type: 'job.published', jobId: posted.job.id, startupId: startup.id },
    });
    expect(await noticesOf(fanUser.id)).toEqual([]);

    await t.drainEvents();
    const live = await nextEvent(stream, 'notification');
    expect(JSON.parse(live.data)).toMatchObject({
      title: 'New position',
      message: 'Orbit Labs, which you follow, is hiring: Rocket Engineer',
      type: 'info',
      link: `/jobs/${posted.job.id}`,
      read: false,
    });
    await stream.cancel();

    expect(await noticesOf(fanUser.id)).toHaveLength(1);
    expect(await noticesOf(quietUser.id)).toHaveLength(1);
    expect(await noticesOf(strangerUser.id)).toEqual([]);
    const [mail, ...more] = await newPositionMails(fanUser.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Orbit Labs is hiring: Rocket Engineer');
    expect(mail!.text).toContain(`${t.config.publicUrl}/jobs/${posted.job.id}`);
    expect(mail!.text).toContain('Hi Farah,');
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.headers?.['List-Unsubscribe']).toMatch(
      new RegExp(`^<${t.config.publicUrl}/api/unsubscribe\\?token=[^>]+>$`),
    );
    expect(mail!.html).toContain(`${t.config.publicUrl}/unsubscribe?token=`);
    expect(await newPositionMails(quietUser.email)).toEqual([]);

    // Announced once: another run (another server process) finds nothing left to do.
    expect(await publishedEvents(posted.job.id)).toMatchObject([
      { status: 'done', handledBy: ['follows.tell-followers-of-position'] },
    ]);
    expect(await dispatchDueEvents({ db: t.db, subscribers, config: t.config, logger: t.logger })).toBe(0);
    expect(await noticesOf(fanUser.id)).toHaveLength(1);
  });

  it('says nothing of a position closed or paused before its turn came', async () => {
    const founder = t.client({ isDraining: false });
    await founder.signUp();
    const startup = await postStartupOk(founder);
    const fan = t.client();
    const fanUser = await fan.signUp();
    await fan.request(`/api/follows/${startup.id}`, { method: 'PUT', json: {} });
    const posted = await json<{ job: { id: string } }>(
      await founder.request(`/api/startups/${startup.id}/jobs`, { json: buildJob() }),
    );
    await founder.request(`/api/jobs/${posted.job.id}/active`, { method: 'PATCH', json: { active: false } });
    await t.drainEvents();
    expect(await noticesOf(fanUser.id)).toEqual([]);
    expect(await publishedEvents(posted.job.id)).toMatchObject([{ status: 'done' }]);
  });

  it('announces each position once when several processes run the announcer at the same time', async () => {
    const founder = t.client({ isDraining: false });
    await founder.signUp();
    const startup = await postStartupOk(founder);
    const fan = t.client();
    // The fan receives the e-mails, and e-mails go only to a proved address.
    const fanUser = await fan.signUp({}, { verified: true });
    await fan.request(`/api/follows/${startup.id}`, { method: 'PUT', json: {} });
    for (let i = 0; i < 4; i++)
      await founder.request(`/api/startups/${startup.id}/jobs`, { json: buildJob({ title: `Role ${i}` }) });
    const dispatcher = () => dispatchDueEvents({ db: t.db, subscribers, config: t.config, logger: t.logger });
    await Promise.all([dispatcher(), dispatcher(), dispatcher()]);
    expect(await noticesOf(fanUser.id)).toHaveLength(4);
    expect(await newPositionMails(fanUser.email)).toHaveLength(4);
  });
});
