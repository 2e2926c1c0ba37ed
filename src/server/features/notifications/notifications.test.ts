import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildJob } from '../../seed/factories';
import { applicationForm } from '../../testing/images';
import { nextEvent } from '../../testing/sse';
import { postStartupOk } from '../../testing/startups';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createNotification } from './notifications.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ListBody = { items: { id: string; title: string; read: boolean; userId: string }[]; unread: number };

describe('notifications', () => {
  it('lets a user read and mark only their own', async () => {
    const alice = t.client();
    const aliceUser = await alice.signUp();
    const bob = t.client();
    const bobUser = await bob.signUp();
    await createNotification(t.db, {
      userId: aliceUser.id,
      title: 'Hello Alice',
      message: 'One',
      type: 'info',
      link: '/jobs',
    });
    await createNotification(t.db, {
      userId: aliceUser.id,
      title: 'Hello again',
      message: 'Two',
      type: 'success',
      link: '/jobs',
    });
    await createNotification(t.db, {
      userId: bobUser.id,
      title: 'Hello Bob',
      message: 'Three',
      type: 'info',
      link: '/jobs',
    });

    const list = (await (await alice.request('/api/notifications')).json()) as ListBody;
    expect(list.items.map((n) => n.title)).toEqual(['Hello again', 'Hello Alice']);
    expect(list.unread).toBe(2);

    const bobs = (await (await bob.request('/api/notifications')).json()) as ListBody;
    const forbidden = await alice.request(`/api/notifications/${bobs.items[0]!.id}/read`, { method: 'POST', json: {} });
    expect(forbidden.status).toBe(404);
    expect(((await (await bob.request('/api/notifications')).json()) as ListBody).unread).toBe(1);

    expect(
      (await alice.request(`/api/notifications/${list.items[0]!.id}/read`, { method: 'POST', json: {} })).status,
    ).toBe(200);
    expect(((await (await alice.request('/api/notifications')).json()) as ListBody).unread).toBe(1);
    await alice.request('/api/notifications/read-all', { method: 'POST', json: {} });
    expect(((await (await alice.request('/api/notifications')).json()) as ListBody).unread).toBe(0);
    expect(((await (await bob.request('/api/notifications')).json()) as ListBody).unread).toBe(1);

    expect((await t.client().request('/api/notifications')).status).toBe(401);
    expect((await t.client().request('/api/notifications/stream')).status).toBe(401);
  });

  it('streams a new notification live, to its owner only', async () => {
    const founder = t.client();
    await founder.signUp();
    const startup = await postStartupOk(founder);
    const job = (
      (await (
        await founder.request(`/api/startups/${startup.id}/jobs`, { json: buildJob({ title: 'Live Role' }) })
      ).json()) as { job: { id: string } }
    ).job;
    const bystander = t.client();
    await bystander.signUp();

    // A browser asks for gzip; an event stream must still arrive uncompressed, event by event.
    const stream = await founder.request('/api/notifications/stream', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.headers.get('content-encoding')).toBeNull();
    const reader = stream.body!.getReader();
    await nextEvent(reader, 'ready');
    const other = (await bystander.request('/api/notifications/stream')).body!.getReader();
    await nextEvent(other, 'ready');

    const applicant = t.client();
    await applicant.signUp({ firstName: 'Lina' });
    await applicant.request(`/api/jobs/${job.id}/applications`, { form: applicationForm() });

    const event = await nextEvent(reader, 'notification');
    expect(JSON.parse(event.data)).toMatchObject({ title: 'New application', type: 'info', read: false });
    expect(JSON.parse(event.data).message).toContain('Live Role');
    await expect(nextEvent(other, 'notification', 800)).rejects.toThrow();
    await reader.cancel();
    await other.cancel();
  });
});
