import { Hono } from 'hono';
import { z } from 'zod';
import { jobBoardQuerySchema } from '../../../shared/job-board';
import type { AppEnv } from '../../app-env';
import { publicGet } from '../../lib/public-cache';
import { validate } from '../../lib/validate';
import { getJobPage, listJobBoard } from './job-board.service';

const jobIdParam = z.object({ id: z.uuid({ error: 'Job not found' }) });

/** Public: the jobs board's pages and a position's own page. Mounted ahead of the owners' job routes. */
export const jobBoardRoutes = new Hono<AppEnv>()
  .get('/', publicGet(), validate('query', jobBoardQuerySchema), async (c) => {
    return c.json(await listJobBoard({ db: c.get('deps').db, query: c.req.valid('query') }));
  })
  // 410 for a position that is no longer open, with where to go instead (decision 017).
  .get('/:id/page', publicGet(), validate('param', jobIdParam), async (c) => {
    const result = await getJobPage({ db: c.get('deps').db, id: c.req.valid('param').id, viewerId: c.get('user')?.id ?? null });
    return result.kind === 'open' ? c.json(result.page) : c.json(result.page, 410);
  });
