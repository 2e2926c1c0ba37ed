import { Hono } from 'hono';
import {
  adminMemberDetailSchema,
  adminMemberPageSchema,
  adminMemberQuerySchema,
  memberErasedSchema,
  memberExportSchema,
} from '../../../shared/members';
import { memberParamsSchema } from '../../../shared/moderation';
import type { AppEnv } from '../../app-env';
import { requestFacts } from '../../audit/request-facts';
import { requireAdmin } from '../../auth/guards';
import { describeRoute, json } from '../../lib/contract';
import { validate } from '../../lib/validate';
import { eraseMember } from '../account/member-erasure.service';
import { exportMemberData } from './member-actions.service';
import { getMemberDetail, listMembers } from './members.service';

/**
 * The administrator's members page (decision 063). Suspending and reinstating are the moderation
 * routes' (`/admin/members/:userId/suspend`, `/reinstate`); these list, show, export and erase.
 */
export const membersAdminRoutes = new Hono<AppEnv>()
  .get(
    '/members',
    describeRoute({
      summary:
        "Members newest first, found by part of a name or e-mail address, 25 a page; the next page by the previous one's cursor",
      responses: { 200: json(adminMemberPageSchema) },
    }),
    requireAdmin,
    validate('query', adminMemberQuerySchema),
    async (c) => {
      const { db, config } = c.get('deps');
      return c.json(await listMembers({ db, config, query: c.req.valid('query') }));
    },
  )
  .get(
    '/members/:userId',
    describeRoute({
      summary: "A member's account, startups, applications sent, reports by and about them, and security events",
      responses: { 200: json(adminMemberDetailSchema) },
    }),
    requireAdmin,
    validate('param', memberParamsSchema),
    async (c) => {
      const { db, config } = c.get('deps');
      return c.json(await getMemberDetail({ db, config, userId: c.req.valid('param').userId }));
    },
  )
  .post(
    '/members/:userId/export',
    describeRoute({
      summary:
        "Downloads the member's data as one JSON file (account, profile, settings, startups and positions, applications, reports, security events); the audit log records it",
      responses: { 200: json(memberExportSchema, "The member's data, as a file to keep") },
    }),
    requireAdmin,
    validate('param', memberParamsSchema),
    async (c) => {
      const { userId } = c.req.valid('param');
      const data = await exportMemberData({
        db: c.get('deps').db,
        userId,
        actorId: c.get('actor').id,
        request: requestFacts(c),
      });
      c.header('Content-Disposition', `attachment; filename="liftoff-member-${userId}.json"`);
      c.header('Cache-Control', 'no-store');
      return c.json(data);
    },
  )
  .delete(
    '/members/:userId',
    describeRoute({
      summary:
        "Erases a member's account with everything theirs, as deleting their own account does; never an administrator's",
      responses: { 200: json(memberErasedSchema) },
    }),
    requireAdmin,
    validate('param', memberParamsSchema),
    async (c) => {
      const { db, storage, config } = c.get('deps');
      await eraseMember({
        db,
        storage,
        config,
        userId: c.req.valid('param').userId,
        actorId: c.get('actor').id,
        request: requestFacts(c),
      });
      return c.json({ deleted: true as const });
    },
  );
