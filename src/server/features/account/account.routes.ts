import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { getSessionUser } from './account.service';

export const accountRoutes = new Hono<AppEnv>()
  /** The signed-in user as the client needs it, or `{ user: null }`: never 401, so the shell can ask freely. */
  .get('/session', async (c) => {
    const { db, config } = c.get('deps');
    const user = c.get('user');
    return c.json({ user: user ? await getSessionUser({ db, config, user }) : null });
  });
