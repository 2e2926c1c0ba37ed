import { Hono } from 'hono';
import {
  scorecardDeletedSchema,
  scorecardInputSchema,
  scorecardSavedSchema,
  scorecardsSchema,
} from '../../../../shared/scorecards';
import type { AppEnv } from '../../../app-env';
import { requireUser } from '../../../auth/guards';
import { describeRoute, json } from '../../../lib/contract';
import { idParam } from '../../../lib/id-param';
import { validate } from '../../../lib/validate';
import { deleteScorecard, listScorecards, saveScorecard } from './scorecards.service';

const applicationId = idParam('Application not found');

/** /api/applications/:id/scorecards and /scorecard: private to the startup's owner (the administrator reads them), never the candidate's (decision 041). */
export const scorecardsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/:id/scorecards',
    describeRoute({
      summary: "An application's private scorecards, for the startup's owner and the administrator",
      responses: { 200: json(scorecardsSchema) },
    }),
    applicationId,
    async (c) => {
      return c.json(await listScorecards({ db: c.get('deps').db, id: c.req.valid('param').id, actor: c.get('actor') }));
    },
  )
  .put(
    '/:id/scorecard',
    describeRoute({
      summary: "The startup's owner writes or replaces their own scorecard of an application (not once withdrawn)",
      responses: { 200: json(scorecardSavedSchema) },
    }),
    applicationId,
    validate('json', scorecardInputSchema),
    async (c) => {
      return c.json({
        scorecard: await saveScorecard({
          db: c.get('deps').db,
          id: c.req.valid('param').id,
          actor: c.get('actor'),
          input: c.req.valid('json'),
        }),
      });
    },
  )
  .delete(
    '/:id/scorecard',
    describeRoute({
      summary: "The startup's owner deletes their own scorecard of an application",
      responses: { 200: json(scorecardDeletedSchema) },
    }),
    applicationId,
    async (c) => {
      await deleteScorecard({ db: c.get('deps').db, id: c.req.valid('param').id, actor: c.get('actor') });
      return c.json({ deleted: true as const });
    },
  );
