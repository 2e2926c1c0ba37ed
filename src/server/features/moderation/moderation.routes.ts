import { Hono } from 'hono';
import { z } from 'zod';
import {
  hideInputSchema,
  itemParamsSchema,
  memberParamsSchema,
  moderationDoneSchema,
  REPORT_SENT,
  reportInputSchema,
  reportQueueSchema,
  reportSentSchema,
} from '../../../shared/moderation';
import type { AppEnv } from '../../app-env';
import { requestFacts } from '../../audit/request-facts';
import { requireAdmin, requireUser } from '../../auth/guards';
import { describeRoute, json } from '../../lib/contract';
import { validate } from '../../lib/validate';
import {
  dismissReports,
  hideItem,
  listReportGroups,
  reinstateMember,
  restoreItem,
  suspendMember,
} from './moderation.service';
import { createReport } from './reports.service';

const queueQuerySchema = z.object({ view: z.enum(['open', 'resolved']).default('open') });

/** Any signed-in member reports a startup, a position, a profile or a message. */
export const reportsRoutes = new Hono<AppEnv>().post(
  '/',
  describeRoute({
    summary: 'Reports a startup, position, profile or message to the moderators: once per item, 10 a day',
    responses: { 201: json(reportSentSchema, 'Reported') },
  }),
  requireUser,
  validate('json', reportInputSchema),
  async (c) => {
    const input = c.req.valid('json');
    await createReport({
      db: c.get('deps').db,
      reporterId: c.get('actor').id,
      input: { ...input, note: input.note ?? '' },
      request: requestFacts(c),
    });
    return c.json({ ok: true as const, message: REPORT_SENT }, 201);
  },
);

/** The moderation queue and its decisions, for the administrator (`/admin/reports`). */
export const moderationAdminRoutes = new Hono<AppEnv>()
  .get(
    '/reports',
    describeRoute({
      summary:
        'Reported items grouped, with their count, reasons and notes: open ones most reported first, or the latest decisions',
      responses: { 200: json(reportQueueSchema) },
    }),
    requireAdmin,
    validate('query', queueQuerySchema),
    async (c) => {
      const { db, config } = c.get('deps');
      return c.json({
        items: await listReportGroups({ db, config, view: c.req.valid('query').view }),
        nextCursor: null,
      });
    },
  )
  .post(
    '/reports/:itemType/:itemId/hide',
    describeRoute({
      summary: 'Hides the item everywhere with a reason its owner is told, and closes its reports',
      responses: { 200: json(moderationDoneSchema) },
    }),
    requireAdmin,
    validate('param', itemParamsSchema),
    validate('json', hideInputSchema),
    async (c) => {
      await hideItem({
        db: c.get('deps').db,
        ...c.req.valid('param'),
        reason: c.req.valid('json').reason,
        actorId: c.get('actor').id,
        request: requestFacts(c),
      });
      return c.json({ ok: true as const });
    },
  )
  .post(
    '/reports/:itemType/:itemId/dismiss',
    describeRoute({
      summary: 'Closes the open reports of an item; one hidden on its reports is shown again',
      responses: { 200: json(moderationDoneSchema) },
    }),
    requireAdmin,
    validate('param', itemParamsSchema),
    async (c) => {
      await dismissReports({
        db: c.get('deps').db,
        ...c.req.valid('param'),
        actorId: c.get('actor').id,
        request: requestFacts(c),
      });
      return c.json({ ok: true as const });
    },
  )
  .post(
    '/reports/:itemType/:itemId/restore',
    describeRoute({ summary: 'Shows a hidden item again', responses: { 200: json(moderationDoneSchema) } }),
    requireAdmin,
    validate('param', itemParamsSchema),
    async (c) => {
      await restoreItem({
        db: c.get('deps').db,
        ...c.req.valid('param'),
        actorId: c.get('actor').id,
        request: requestFacts(c),
      });
      return c.json({ ok: true as const });
    },
  )
  .post(
    '/members/:userId/suspend',
    describeRoute({
      summary: 'Suspends a member: signed out everywhere, no sign-in, their startups and positions hidden',
      responses: { 200: json(moderationDoneSchema) },
    }),
    requireAdmin,
    validate('param', memberParamsSchema),
    async (c) => {
      const { db, config } = c.get('deps');
      await suspendMember({
        db,
        config,
        userId: c.req.valid('param').userId,
        actorId: c.get('actor').id,
        request: requestFacts(c),
      });
      return c.json({ ok: true as const });
    },
  )
  .post(
    '/members/:userId/reinstate',
    describeRoute({
      summary: 'Lifts a suspension: the member may sign in, and what was hidden with the account is shown',
      responses: { 200: json(moderationDoneSchema) },
    }),
    requireAdmin,
    validate('param', memberParamsSchema),
    async (c) => {
      await reinstateMember({
        db: c.get('deps').db,
        userId: c.req.valid('param').userId,
        actorId: c.get('actor').id,
        request: requestFacts(c),
      });
      return c.json({ ok: true as const });
    },
  );
