import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { validate } from '../../lib/validate';
import { follow, listFollowing, unfollow } from './follows.service';

const startupParam = z.object({ startupId: z.uuid({ error: 'Invalid startup ID' }) });

/** /api/follows: the signed-in member's followed startups (decision 018). */
export const followsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    return c.json({ startupIds: await listFollowing({ db: c.get('deps').db, userId: c.get('user')!.id }) });
  })
  .put('/:startupId', validate('param', startupParam), async (c) => {
    return c.json(await follow({ db: c.get('deps').db, userId: c.get('user')!.id, startupId: c.req.valid('param').startupId }));
  })
  .delete('/:startupId', validate('param', startupParam), async (c) => {
    return c.json(await unfollow({ db: c.get('deps').db, userId: c.get('user')!.id, startupId: c.req.valid('param').startupId }));
  });
