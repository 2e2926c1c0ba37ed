import { Hono } from 'hono';
import { z } from 'zod';
import { jobAnswerSchema, jobSchema, ownerJobsSchema } from '../../../shared/jobs';
import { activeStateSchema, deletedSchema } from '../../../shared/startups';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { describeRoute, json } from '../../lib/contract';
import { idParam } from '../../lib/id-param';
import { validate } from '../../lib/validate';
import { createJob, deleteJob, getOwnJob, listJobsForOwner, setJobActive, updateJob } from './jobs.service';

const startupId = idParam('Startup not found');
const jobId = idParam('Job not found');
const activeBody = z.object({ active: z.boolean({ error: 'active must be true or false' }) });

/** The owner's positions of one startup: mounted under /startups, after the startups' own routes. */
export const startupJobsRoutes = new Hono<AppEnv>()
  .get(
    '/:id/jobs',
    describeRoute({
      tokenScope: 'jobs:read',
      summary: "The positions of one of the caller's startups, with their application counts",
      responses: { 200: json(ownerJobsSchema) },
    }),
    requireUser,
    startupId,
    async (c) => {
      return c.json({
        items: await listJobsForOwner({
          db: c.get('deps').db,
          startupId: c.req.valid('param').id,
          actor: c.get('actor'),
        }),
      });
    },
  )
  .post(
    '/:id/jobs',
    describeRoute({
      tokenScope: 'jobs:write',
      summary: "Posts a position for one of the caller's startups",
      responses: { 201: json(jobAnswerSchema, 'Created') },
    }),
    requireUser,
    startupId,
    validate('json', jobSchema),
    async (c) => {
      const job = await createJob({
        db: c.get('deps').db,
        startupId: c.req.valid('param').id,
        actor: c.get('actor'),
        input: c.req.valid('json'),
      });
      return c.json({ job }, 201);
    },
  );

/** The owner's own position, to edit, pause or delete. Mounted after the public board (job-board.routes.ts). */
export const jobsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/:id',
    describeRoute({
      tokenScope: 'jobs:read',
      summary: "One of the caller's positions, to edit",
      responses: { 200: json(jobAnswerSchema) },
    }),
    jobId,
    async (c) => {
      return c.json({
        job: await getOwnJob({ db: c.get('deps').db, id: c.req.valid('param').id, actor: c.get('actor') }),
      });
    },
  )
  .put(
    '/:id',
    describeRoute({
      tokenScope: 'jobs:write',
      summary: "Edits one of the caller's positions",
      responses: { 200: json(jobAnswerSchema) },
    }),
    jobId,
    validate('json', jobSchema),
    async (c) => {
      return c.json({
        job: await updateJob({
          db: c.get('deps').db,
          id: c.req.valid('param').id,
          actor: c.get('actor'),
          input: c.req.valid('json'),
        }),
      });
    },
  )
  .patch(
    '/:id/active',
    describeRoute({
      tokenScope: 'jobs:write',
      summary: "Lists or pauses one of the caller's positions",
      responses: { 200: json(activeStateSchema) },
    }),
    jobId,
    validate('json', activeBody),
    async (c) => {
      await setJobActive({
        db: c.get('deps').db,
        id: c.req.valid('param').id,
        actor: c.get('actor'),
        isActive: c.req.valid('json').active,
      });
      return c.json({ active: c.req.valid('json').active });
    },
  )
  .delete(
    '/:id',
    describeRoute({
      summary: "Deletes one of the caller's positions with its applications",
      responses: { 200: json(deletedSchema) },
    }),
    jobId,
    async (c) => {
      const { db, storage } = c.get('deps');
      await deleteJob({ db, storage, id: c.req.valid('param').id, actor: c.get('actor') });
      return c.json({ deleted: true });
    },
  );
