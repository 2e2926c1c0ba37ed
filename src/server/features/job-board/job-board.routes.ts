import { Hono } from 'hono';
import { jobBoardQuerySchema } from '../../../shared/job-board';
import type { AppEnv } from '../../app-env';
import { publicGet } from '../../lib/public-cache';
import { validate } from '../../lib/validate';
import { listJobBoard } from './job-board.service';

/** Public: the jobs board's pages (GET /api/jobs). Mounted ahead of the owners' job routes. */
export const jobBoardRoutes = new Hono<AppEnv>().get('/', publicGet(), validate('query', jobBoardQuerySchema), async (c) => {
  return c.json(await listJobBoard({ db: c.get('deps').db, query: c.req.valid('query') }));
});
