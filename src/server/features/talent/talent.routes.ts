import { Hono } from 'hono';
import { z } from 'zod';
import { hiddenFromSchema, openPositionsSchema, talentPageSchema, talentQuerySchema } from '../../../shared/talent';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { describeRoute, json } from '../../lib/contract';
import { validate } from '../../lib/validate';
import { hideFrom, listHiddenFrom, unhideFrom } from './hidden-from.service';
import { findTalent, listOpenPositions } from './talent.service';

const startupParam = z.object({ startupId: z.uuid({ error: 'Invalid startup ID' }) });

/**
 * /api/talent: candidates for founders with a listed startup and the administrator; each member's own "Hide from
 * these startups".
 */
export const talentRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/',
    describeRoute({
      summary:
        "Members open to work who show their profile, filtered, newest change first or ranked against one of the caller's open positions (founders with a listed startup and the administrator)",
      responses: { 200: json(talentPageSchema) },
    }),
    validate('query', talentQuerySchema),
    async (c) => c.json(await findTalent({ db: c.get('deps').db, actor: c.get('actor'), query: c.req.valid('query') })),
  )
  .get(
    '/positions',
    describeRoute({
      summary:
        "The caller's open positions, to rank candidates against or invite them to, and whether they may look for candidates",
      responses: { 200: json(openPositionsSchema) },
    }),
    async (c) => {
      return c.json(await listOpenPositions({ db: c.get('deps').db, actor: c.get('actor') }));
    },
  )
  .get(
    '/hidden-from',
    describeRoute({
      summary: 'The startups whose founders the member hides from',
      responses: { 200: json(hiddenFromSchema) },
    }),
    async (c) => {
      return c.json(await listHiddenFrom({ db: c.get('deps').db, userId: c.get('actor').id }));
    },
  )
  .put(
    '/hidden-from/:startupId',
    describeRoute({
      summary: "Hides the member from a startup's founders",
      responses: { 200: json(hiddenFromSchema) },
    }),
    validate('param', startupParam),
    async (c) => {
      return c.json(
        await hideFrom({ db: c.get('deps').db, userId: c.get('actor').id, startupId: c.req.valid('param').startupId }),
      );
    },
  )
  .delete(
    '/hidden-from/:startupId',
    describeRoute({
      summary: "Shows the member to a startup's founders again",
      responses: { 200: json(hiddenFromSchema) },
    }),
    validate('param', startupParam),
    async (c) => {
      return c.json(
        await unhideFrom({
          db: c.get('deps').db,
          userId: c.get('actor').id,
          startupId: c.req.valid('param').startupId,
        }),
      );
    },
  );
