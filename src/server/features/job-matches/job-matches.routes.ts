import { Hono } from 'hono';
import { dismissalSchema, dismissalStateSchema, jobMatchesSchema } from '../../../shared/job-matches';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { describeRoute, json } from '../../lib/contract';
import { idParam } from '../../lib/id-param';
import { validate } from '../../lib/validate';
import { dismissJob, undismissJob } from './dismissals.service';
import { listJobMatches } from './job-matches.service';

const jobId = idParam('Job not found');

/** /api/job-matches: Jobs for you, the signed-in member's own. */
export const jobMatchesRoutes = new Hono<AppEnv>().use(requireUser).get(
  '/',
  describeRoute({
    summary:
      'The open positions that fit the member best, with why; and what they have not filled in that matching reads',
    responses: { 200: json(jobMatchesSchema) },
  }),
  async (c) => {
    return c.json(await listJobMatches({ db: c.get('deps').db, userId: c.get('actor').id }));
  },
);

/** /api/jobs/:id/dismissal: "Not interested", and its undo. Mounted under /jobs, after the owners' job routes. */
export const jobDismissalRoutes = new Hono<AppEnv>()
  .put(
    '/:id/dismissal',
    describeRoute({
      summary: 'Not interested: the position is no longer suggested to the member; an optional reason is kept',
      responses: { 200: json(dismissalStateSchema) },
    }),
    requireUser,
    jobId,
    validate('json', dismissalSchema),
    async (c) => {
      return c.json(
        await dismissJob({
          db: c.get('deps').db,
          userId: c.get('actor').id,
          jobId: c.req.valid('param').id,
          reason: c.req.valid('json').reason,
        }),
      );
    },
  )
  .delete(
    '/:id/dismissal',
    describeRoute({
      summary: 'Undoes Not interested: the position may be suggested again',
      responses: { 200: json(dismissalStateSchema) },
    }),
    requireUser,
    jobId,
    async (c) => {
      return c.json(
        await undismissJob({ db: c.get('deps').db, userId: c.get('actor').id, jobId: c.req.valid('param').id }),
      );
    },
  );
