import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { adminStartupPageSchema, adminStartupQuerySchema, deletedSchema } from '../../../shared/startups';
import { requestFacts } from '../../audit/request-facts';
import { requireAdmin } from '../../auth/guards';
import { describeRoute, json } from '../../lib/contract';
import { idParam } from '../../lib/id-param';
import { validate } from '../../lib/validate';
import { listAllStartups } from '../startups/admin-startups.service';
import { deleteStartupAsAdmin } from '../startups/startups.service';

/** The administrator's startup table. */
export const adminRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get(
    '/startups',
    describeRoute({
      summary:
        "Every startup, listed or not, newest first, searchable by name, 25 a page; the next page by the previous one's cursor",
      responses: { 200: json(adminStartupPageSchema) },
    }),
    validate('query', adminStartupQuerySchema),
    async (c) => c.json(await listAllStartups({ db: c.get('deps').db, query: c.req.valid('query') })),
  )
  .delete(
    '/startups/:id',
    describeRoute({
      summary: 'Deletes any startup with its positions and their applications',
      responses: { 200: json(deletedSchema) },
    }),
    idParam('Startup not found'),
    async (c) => {
      const { db, storage } = c.get('deps');
      await deleteStartupAsAdmin({
        db,
        storage,
        id: c.req.valid('param').id,
        actorId: c.get('actor').id,
        request: requestFacts(c),
      });
      return c.json({ deleted: true });
    },
  );
