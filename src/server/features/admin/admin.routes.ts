import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { adminStartupPageSchema, deletedSchema } from '../../../shared/startups';
import { requireAdmin } from '../../auth/guards';
import { describeRoute, json } from '../../lib/contract';
import { idParam } from '../../lib/id-param';
import { validate } from '../../lib/validate';
import { deleteStartupAsAdmin, listAllStartups } from '../startups/startups.service';

const listQuery = z.object({
  search: z.string().trim().max(80).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});

/** The administrator's startup table (spec 2, "Admin startups"). */
export const adminRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/startups', describeRoute({ summary: 'Every startup, listed or not, newest first, searchable by name, 25 a page', responses: { 200: json(adminStartupPageSchema) } }), validate('query', listQuery), async (c) => c.json(await listAllStartups({ db: c.get('deps').db, ...c.req.valid('query') })))
  .delete('/startups/:id', describeRoute({ summary: 'Deletes any startup with its positions and their applications', responses: { 200: json(deletedSchema) } }), idParam('Startup not found'), async (c) => {
    const { db, storage } = c.get('deps');
    await deleteStartupAsAdmin({ db, storage, id: c.req.valid('param').id });
    return c.json({ deleted: true });
  });
