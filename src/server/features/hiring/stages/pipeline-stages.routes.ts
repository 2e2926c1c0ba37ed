import { Hono } from 'hono';
import { z } from 'zod';
import { bulkStatusResultSchema, type BulkStatusResult } from '../../../../shared/applicants';
import {
  STAGE_NOT_FOUND,
  applicationStageResultSchema,
  applicationStageSchema,
  bulkStageSchema,
  pipelineSchema,
  stageInputSchema,
  stageOrderSchema,
  stageRemovedSchema,
  stageRemoveQuerySchema,
  stageSavedSchema,
  stagesOrderedSchema,
  stageUpdateSchema,
} from '../../../../shared/pipeline-stages';
import type { AppEnv } from '../../../app-env';
import { requireUser } from '../../../auth/guards';
import { describeRoute, json } from '../../../lib/contract';
import { idParam } from '../../../lib/id-param';
import { validate } from '../../../lib/validate';
import { addStage, getPipeline, removeStage, reorderStages, updateStage } from './pipeline-stages.service';
import { moveToStage, setApplicationStage } from './stage-moves.service';

const startupId = idParam('Startup not found');
const stageParams = validate(
  'param',
  z.object({ id: z.uuid({ error: 'Startup not found' }), stageId: z.uuid({ error: STAGE_NOT_FOUND }) }),
);
const applicationId = idParam('Application not found');

/**
 * /api/startups/:id/pipeline and …/pipeline-stages: the owner edits the startup's own stages; the administrator reads (decision 044).
 * Each route asks for a session itself: a `use` here would cover every route under /api/startups.
 */
export const pipelineStagesRoutes = new Hono<AppEnv>()
  .get(
    '/:id/pipeline',
    describeRoute({
      tokenScope: 'applications:read',
      summary:
        "A startup's whole pipeline in order, its own stages among the spec's, with how many applications each holds",
      responses: { 200: json(pipelineSchema) },
    }),
    requireUser,
    startupId,
    async (c) => {
      return c.json(
        await getPipeline({ db: c.get('deps').db, startupId: c.req.valid('param').id, actor: c.get('actor') }),
      );
    },
  )
  .post(
    '/:id/pipeline-stages',
    describeRoute({
      summary: "The startup's owner adds a stage of their own, last before Accepted",
      responses: { 201: json(stageSavedSchema, 'Created') },
    }),
    requireUser,
    startupId,
    validate('json', stageInputSchema),
    async (c) => {
      return c.json(
        {
          stage: await addStage({
            db: c.get('deps').db,
            startupId: c.req.valid('param').id,
            actor: c.get('actor'),
            input: c.req.valid('json'),
          }),
        },
        201,
      );
    },
  )
  .put(
    '/:id/pipeline-stages/order',
    describeRoute({
      summary: "The startup's owner reorders its own stages: every one's id, once each",
      responses: { 200: json(stagesOrderedSchema) },
    }),
    requireUser,
    startupId,
    validate('json', stageOrderSchema),
    async (c) => {
      return c.json({
        stages: await reorderStages({
          db: c.get('deps').db,
          startupId: c.req.valid('param').id,
          actor: c.get('actor'),
          ids: c.req.valid('json').ids,
        }),
      });
    },
  )
  .patch(
    '/:id/pipeline-stages/:stageId',
    describeRoute({
      summary: "The startup's owner renames a stage of their own or changes what the candidate sees in it",
      responses: { 200: json(stageSavedSchema) },
    }),
    requireUser,
    stageParams,
    validate('json', stageUpdateSchema),
    async (c) => {
      const { id, stageId } = c.req.valid('param');
      return c.json({
        stage: await updateStage({
          db: c.get('deps').db,
          startupId: id,
          stageId,
          actor: c.get('actor'),
          input: c.req.valid('json'),
        }),
      });
    },
  )
  .delete(
    '/:id/pipeline-stages/:stageId',
    describeRoute({
      summary: "The startup's owner removes a stage of their own, moving what is in it to another or back to Reviewed",
      responses: { 200: json(stageRemovedSchema) },
    }),
    requireUser,
    stageParams,
    validate('query', stageRemoveQuerySchema),
    async (c) => {
      const { id, stageId } = c.req.valid('param');
      const { moved } = await removeStage({
        db: c.get('deps').db,
        startupId: id,
        stageId,
        actor: c.get('actor'),
        moveTo: c.req.valid('query').moveTo,
      });
      return c.json({ removed: true as const, moved });
    },
  );

/** /api/applications/:id/stage: the owner moves one application into an own stage of its startup. */
export const applicationStageRoutes = new Hono<AppEnv>().use(requireUser).put(
  '/:id/stage',
  describeRoute({
    tokenScope: 'applications:write',
    summary:
      "The startup's owner moves an application into one of the startup's own stages (its status becomes Reviewed)",
    responses: { 200: json(applicationStageResultSchema) },
  }),
  applicationId,
  validate('json', applicationStageSchema),
  async (c) => {
    return c.json(
      await setApplicationStage({
        db: c.get('deps').db,
        id: c.req.valid('param').id,
        stageId: c.req.valid('json').stageId,
        actor: c.get('actor'),
      }),
    );
  },
);

/** /api/applicants/bulk-stage: the bulk bar's move, by the single move's rules, in one statement. */
export const bulkStageRoutes = new Hono<AppEnv>().use(requireUser).post(
  '/bulk-stage',
  describeRoute({
    summary: "Move several applications into one of their startup's own stages at once; the answer says which moved",
    responses: { 200: json(bulkStatusResultSchema) },
  }),
  validate('json', bulkStageSchema),
  async (c) => {
    const { ids, stageId } = c.req.valid('json');
    const outcomes = await moveToStage({ db: c.get('deps').db, ids, stageId, actor: c.get('actor') });
    const results: BulkStatusResult['results'] = outcomes.map((o) =>
      o.ok ? { id: o.id, ok: true } : { id: o.id, ok: false, error: o.error.message },
    );
    return c.json({ results } satisfies BulkStatusResult);
  },
);
