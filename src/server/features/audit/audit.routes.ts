import { Hono } from 'hono';
import { auditPageSchema, auditQuerySchema, securityEventsSchema } from '../../../shared/audit';
import type { AppEnv } from '../../app-env';
import { requireAdmin, requireUser } from '../../auth/guards';
import { describeRoute, json } from '../../lib/contract';
import { validate } from '../../lib/validate';
import { listAudit, listOwnSecurityEvents } from './audit.service';

/** The administrator's whole log, filterable. Read only: no route edits or deletes an entry. */
export const auditAdminRoutes = new Hono<AppEnv>().get(
  '/audit',
  describeRoute({
    summary:
      'The audit log, newest first: every administrator action and member security event, filtered by action, member and days, 50 a page',
    responses: { 200: json(auditPageSchema) },
  }),
  requireAdmin,
  validate('query', auditQuerySchema),
  async (c) => c.json(await listAudit({ db: c.get('deps').db, query: c.req.valid('query') })),
);

/** A member's own security events, for Settings. */
export const securityEventsRoutes = new Hono<AppEnv>().get(
  '/security-events',
  describeRoute({
    summary: "The member's own security events, newest first: sign-ins, password and e-mail changes, second factors",
    responses: { 200: json(securityEventsSchema) },
  }),
  requireUser,
  async (c) => c.json({ items: await listOwnSecurityEvents({ db: c.get('deps').db, userId: c.get('actor').id }) }),
);
