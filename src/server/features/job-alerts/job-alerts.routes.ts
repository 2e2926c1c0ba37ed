import { Hono } from 'hono';
import { createJobAlertSchema, updateJobAlertSchema } from '../../../shared/job-alerts';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { idParam } from '../../lib/id-param';
import { validate } from '../../lib/validate';
import { createJobAlert, deleteJobAlert, listJobAlerts, updateJobAlert } from './job-alerts.service';

const alertId = idParam('Invalid alert ID');

/** /api/job-alerts: the signed-in member's saved /jobs searches (decision 018). */
export const jobAlertsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    return c.json({ items: await listJobAlerts({ db: c.get('deps').db, userId: c.get('user')!.id }) });
  })
  .post('/', validate('json', createJobAlertSchema), async (c) => {
    return c.json({ alert: await createJobAlert({ db: c.get('deps').db, config: c.get('deps').config, userId: c.get('user')!.id, input: c.req.valid('json') }) }, 201);
  })
  .patch('/:id', alertId, validate('json', updateJobAlertSchema), async (c) => {
    return c.json({ alert: await updateJobAlert({ db: c.get('deps').db, config: c.get('deps').config, userId: c.get('user')!.id, id: c.req.valid('param').id, input: c.req.valid('json') }) });
  })
  .delete('/:id', alertId, async (c) => {
    await deleteJobAlert({ db: c.get('deps').db, userId: c.get('user')!.id, id: c.req.valid('param').id });
    return c.json({ ok: true as const });
  });
