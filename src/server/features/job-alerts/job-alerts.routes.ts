import { Hono } from 'hono';
import {
  createJobAlertSchema,
  jobAlertAnswerSchema,
  jobAlertListSchema,
  updateJobAlertSchema,
} from '../../../shared/job-alerts';
import { okSchema } from '../../../shared/api-error';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { idParam } from '../../lib/id-param';
import { describeRoute, json } from '../../lib/contract';
import { validate } from '../../lib/validate';
import { createJobAlert, deleteJobAlert, listJobAlerts, updateJobAlert } from './job-alerts.service';

const alertId = idParam('Invalid alert ID');

/** /api/job-alerts: the signed-in member's saved /jobs searches (decision 018). */
export const jobAlertsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/',
    describeRoute({ summary: "The member's job alerts", responses: { 200: json(jobAlertListSchema) } }),
    async (c) => {
      return c.json({ items: await listJobAlerts({ db: c.get('deps').db, userId: c.get('user').id }) });
    },
  )
  .post(
    '/',
    describeRoute({
      summary: 'Saves a search of the jobs board as an alert, e-mailed daily or weekly',
      responses: { 201: json(jobAlertAnswerSchema, 'Created') },
    }),
    validate('json', createJobAlertSchema),
    async (c) => {
      return c.json(
        {
          alert: await createJobAlert({
            db: c.get('deps').db,
            config: c.get('deps').config,
            userId: c.get('user').id,
            input: c.req.valid('json'),
          }),
        },
        201,
      );
    },
  )
  .patch(
    '/:id',
    describeRoute({
      summary: 'Renames an alert or changes how often it comes',
      responses: { 200: json(jobAlertAnswerSchema) },
    }),
    alertId,
    validate('json', updateJobAlertSchema),
    async (c) => {
      return c.json({
        alert: await updateJobAlert({
          db: c.get('deps').db,
          config: c.get('deps').config,
          userId: c.get('user').id,
          id: c.req.valid('param').id,
          input: c.req.valid('json'),
        }),
      });
    },
  )
  .delete(
    '/:id',
    describeRoute({ summary: 'Deletes an alert', responses: { 200: json(okSchema) } }),
    alertId,
    async (c) => {
      await deleteJobAlert({ db: c.get('deps').db, userId: c.get('user').id, id: c.req.valid('param').id });
      return c.json({ ok: true as const });
    },
  );
