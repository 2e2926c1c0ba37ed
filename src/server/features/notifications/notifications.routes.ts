import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { notificationListSchema } from '../../../shared/notifications';
import { okSchema } from '../../../shared/api-error';
import { describeRoute, json } from '../../lib/contract';
import { idParam } from '../../lib/id-param';
import { sessionChecksOf } from '../../realtime/session-checks';
import { listNotifications, markAllRead, markRead } from './notifications.service';

/**
 * Why the server ends a stream. The browser does not reconnect after `session-ended` or `replaced`;
 * after `restarting` (this process is stopping) it does, to another process or this one restarted.
 */
type StreamEnd = 'session-ended' | 'replaced' | 'restarting';

/** The reconnection delay a stopping server asks for: the browser's own. */
const RESTART_RETRY_MS = 5_000;

export const notificationsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/',
    describeRoute({
      summary: 'The newest 50 notifications and how many are unread',
      responses: { 200: json(notificationListSchema) },
    }),
    async (c) => c.json(await listNotifications({ db: c.get('deps').db, userId: c.get('user').id })),
  )
  .post(
    '/read-all',
    describeRoute({ summary: 'Marks every notification read', responses: { 200: json(okSchema) } }),
    async (c) => {
      await markAllRead({ db: c.get('deps').db, userId: c.get('user').id });
      return c.json({ ok: true });
    },
  )
  .post(
    '/:id/read',
    describeRoute({ summary: 'Marks one notification read', responses: { 200: json(okSchema) } }),
    idParam('Notification not found'),
    async (c) => {
      await markRead({ db: c.get('deps').db, userId: c.get('user').id, id: c.req.valid('param').id });
      return c.json({ ok: true });
    },
  )
  /**
   * Server-Sent Events: the caller's new notifications as they are stored, from any server process.
   * The stream lives no longer than its session: when the session's row goes (sign-out, a password
   * change elsewhere, revocation or account deletion) every process hears it at once through the bus
   * and ends its streams with `session-ended`; every `streamSessionCheckMs` one query also checks the
   * sessions of all the process's open streams (realtime/session-checks.ts), the safety net for an
   * expiry or a missed NOTIFY, and each live stream gets a ping. A member's fourth stream in this
   * process ends the oldest with `replaced`. Either event tells the browser not to reconnect. A
   * stopping server ends each with `restarting` and a `retry` hint.
   */
  .get(
    '/stream',
    describeRoute({
      summary:
        'New notifications as they are stored (Server-Sent Events: ready, notification, ping, and session-ended, replaced or restarting at the end)',
      responses: { 200: { description: 'An event stream', contentType: 'text/event-stream' } },
    }),
    (c) => {
      const deps = c.get('deps');
      const userId = c.get('user').id;
      const sessionId = c.get('sessionId')!;
      return streamSSE(c, async (stream) => {
        let ending = null as StreamEnd | null;
        let wake = () => {};
        const woken = new Promise<void>((resolve) => (wake = resolve));
        const release = deps.realtime.claimStreamSlot(userId, sessionId, (reason) => {
          ending ??= reason === 'server-stopping' ? 'restarting' : reason;
          wake();
        });
        const unsubscribe = deps.realtime.subscribe(userId, (notification) => {
          void stream.writeSSE({ event: 'notification', id: notification.id, data: JSON.stringify(notification) });
        });
        const unwatch = sessionChecksOf(deps).watch(sessionId, (isLive) => {
          if (stream.aborted || ending) return;
          if (isLive) {
            void stream.writeSSE({ event: 'ping', data: '{}' });
            return;
          }
          ending = 'session-ended';
          wake();
        });
        stream.onAbort(() => wake());
        try {
          await stream.writeSSE({ event: 'ready', data: '{}' });
          if (!stream.aborted && !ending) await woken;
          if (ending === 'restarting' && !stream.aborted)
            await stream.writeSSE({ event: ending, data: '{}', retry: RESTART_RETRY_MS });
          else if (ending && !stream.aborted) await stream.writeSSE({ event: ending, data: '{}' });
        } finally {
          unwatch();
          unsubscribe();
          release();
        }
      });
    },
  );
