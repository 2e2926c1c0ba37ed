import { Hono } from 'hono';
import { goneJobPageSchema, jobBoardPageSchema, jobBoardQuerySchema, jobPageSchema } from '../../../shared/job-board';
import type { AppEnv } from '../../app-env';
import { describeRoute, json } from '../../lib/contract';
import { idParam } from '../../lib/id-param';
import { publicGet } from '../../lib/public-cache';
import { validate } from '../../lib/validate';
import { getJobPage, listJobBoard } from './job-board.service';

// publicGet answers a matching If-None-Match with a 304 and no body.
const notModified = { 304: { description: 'Not modified: the ETag sent in If-None-Match still matches' } };

/** Public: the jobs board's pages and a position's own page. Mounted ahead of the owners' job routes. */
export const jobBoardRoutes = new Hono<AppEnv>()
  .get(
    '/',
    describeRoute({
      tokenScope: 'jobs:read',
      summary: 'A page of the jobs board: open positions of listed startups, newest first, filtered',
      responses: { 200: json(jobBoardPageSchema), ...notModified },
    }),
    publicGet(),
    validate('query', jobBoardQuerySchema),
    async (c) => {
      return c.json(await listJobBoard({ db: c.get('deps').db, query: c.req.valid('query') }));
    },
  )
  // 410 for a position that is no longer open, with where to go instead (decision 017).
  .get(
    '/:id/page',
    describeRoute({
      tokenScope: 'jobs:read',
      summary: "A position's own page, or, once it is no longer open, where to go instead",
      responses: {
        200: json(jobPageSchema),
        ...notModified,
        410: json(goneJobPageSchema, 'No longer open: its startup (while listed) and similar open positions'),
      },
    }),
    publicGet(),
    idParam('Job not found'),
    async (c) => {
      const result = await getJobPage({
        db: c.get('deps').db,
        id: c.req.valid('param').id,
        actor: c.get('actor') ?? null,
      });
      return result.kind === 'open' ? c.json(result.page) : c.json(result.page, 410);
    },
  );
