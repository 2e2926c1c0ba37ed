import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { followingListSchema, followStateSchema } from '../../../shared/follows';
import { describeRoute, json } from '../../lib/contract';
import { validate } from '../../lib/validate';
import { follow, listFollowing, unfollow } from './follows.service';

const startupParam = z.object({ startupId: z.uuid({ error: 'Invalid startup ID' }) });

/** /api/follows: the signed-in member's followed startups (decision 018). */
export const followsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/',
    describeRoute({
      summary: 'The startups the member follows, newest first',
      responses: { 200: json(followingListSchema) },
    }),
    async (c) => {
      return c.json({ startupIds: await listFollowing({ db: c.get('deps').db, userId: c.get('user').id }) });
    },
  )
  .put(
    '/:startupId',
    describeRoute({
      summary: 'Follows a startup, to hear of its new positions',
      responses: { 200: json(followStateSchema) },
    }),
    validate('param', startupParam),
    async (c) => {
      return c.json(
        await follow({ db: c.get('deps').db, userId: c.get('user').id, startupId: c.req.valid('param').startupId }),
      );
    },
  )
  .delete(
    '/:startupId',
    describeRoute({ summary: 'Stops following a startup', responses: { 200: json(followStateSchema) } }),
    validate('param', startupParam),
    async (c) => {
      return c.json(
        await unfollow({ db: c.get('deps').db, userId: c.get('user').id, startupId: c.req.valid('param').startupId }),
      );
    },
  );
