import { Hono } from 'hono';
import { jobBoardQuerySchema } from '../../../shared/job-board';
import type { AppEnv } from '../../app-env';
import { idParam } from '../../lib/id-param';
import { publicGet } from '../../lib/public-cache';
import { validate } from '../../lib/validate';
import { getJobPage, listJobBoard } from './job-board.service';

/** Public: the jobs board's pages and a position's own page. Mounted ahead of the owners' job routes. */
export const jobBoardRoutes = new Hono<AppEnv>()
  .get('/', publicGet(), validate('query', jobBoardQuerySchema), async (c) => {
    return c.json(await listJobBoard({ db: c.get('deps').db, query: c.req.valid('query') }));
  })
  // 410 for a position that is no longer open, with where to go instead (decision 017).
  .get('/:id/page', publicGet(), idParam('Job not found'), async (c) => {
    const result = await getJobPage({ db: c.get('deps').db, id: c.req.valid('param').id, viewerId: c.get('user')?.id ?? null });
    return result.kind === 'open' ? c.json(result.page) : c.json(result.page, 410);
  });
