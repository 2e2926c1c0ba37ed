import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { validate } from '../../lib/validate';
import { listNotifications, markAllRead, markRead } from './notifications.service';

const HEARTBEAT_MS = 25_000;

export const notificationsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => c.json(await listNotifications({ db: c.get('deps').db, userId: c.get('user')!.id })))
  .post('/read-all', async (c) => {
    await markAllRead({ db: c.get('deps').db, userId: c.get('user')!.id });
    return c.json({ ok: true });
  })
  .post('/:id/read', validate('param', z.object({ id: z.uuid({ error: 'Notification not found' }) })), async (c) => {
    await markRead({ db: c.get('deps').db, userId: c.get('user')!.id, id: c.req.valid('param').id });
    return c.json({ ok: true });
  })
  /** Server-Sent Events: the caller's new notifications as they are stored, from any server process. */
  .get('/stream', (c) => {
    const { realtime } = c.get('deps');
    const userId = c.get('user')!.id;
    return streamSSE(c, async (stream) => {
      const unsubscribe = realtime.subscribe(userId, (notification) => {
        void stream.writeSSE({ event: 'notification', id: notification.id, data: JSON.stringify(notification) });
      });
      stream.onAbort(unsubscribe);
      await stream.writeSSE({ event: 'ready', data: '{}' });
      while (!stream.aborted) {
        await stream.sleep(HEARTBEAT_MS);
        if (!stream.aborted) await stream.writeSSE({ event: 'ping', data: '{}' });
      }
      unsubscribe();
    });
  });
