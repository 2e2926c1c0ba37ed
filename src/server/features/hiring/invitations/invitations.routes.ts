import { Hono } from 'hono';
import { z } from 'zod';
import {
  CANDIDATE_NOT_FOUND,
  createInvitationSchema,
  declineInvitationSchema,
  invitationAnswerSchema,
  inviteOptionsSchema,
  receivedInvitationAnswerSchema,
  receivedInvitationsSchema,
  sentInvitationsSchema,
} from '../../../../shared/invitations';
import type { AppEnv } from '../../../app-env';
import { requireUser } from '../../../auth/guards';
import { describeRoute, json } from '../../../lib/contract';
import { idParam } from '../../../lib/id-param';
import { validate } from '../../../lib/validate';
import {
  declineInvitation,
  inviteOptions,
  listReceivedInvitations,
  listSentInvitations,
  sendInvitation,
} from './invitations.service';

const candidateParam = z.object({ candidateId: z.uuid({ error: CANDIDATE_NOT_FOUND }) });

/** /api/invitations: founders invite listed candidates to apply; candidates see theirs and decline. */
export const invitationsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post(
    '/',
    describeRoute({
      summary:
        "Invites a listed candidate who allows messages to one of the caller's open positions: once per candidate and position, 20 a day",
      responses: { 201: json(invitationAnswerSchema, 'Created') },
    }),
    validate('json', createInvitationSchema),
    async (c) =>
      c.json(
        {
          invitation: await sendInvitation({
            db: c.get('deps').db,
            actor: c.get('actor'),
            input: c.req.valid('json'),
          }),
        },
        201,
      ),
  )
  .get(
    '/options/:candidateId',
    describeRoute({
      summary:
        "What the invite dialog offers for one candidate: whether they may be invited, the caller's open positions, what is left of today",
      responses: { 200: json(inviteOptionsSchema) },
    }),
    validate('param', candidateParam),
    async (c) => {
      return c.json(
        await inviteOptions({
          db: c.get('deps').db,
          actor: c.get('actor'),
          candidateId: c.req.valid('param').candidateId,
        }),
      );
    },
  )
  .get(
    '/received',
    describeRoute({
      summary: 'The invitations the caller received, newest first (50)',
      responses: { 200: json(receivedInvitationsSchema) },
    }),
    async (c) => {
      return c.json(await listReceivedInvitations({ db: c.get('deps').db, actor: c.get('actor') }));
    },
  )
  .get(
    '/sent',
    describeRoute({
      summary: 'The invitations the caller sent, newest first (50), and how they were answered',
      responses: { 200: json(sentInvitationsSchema) },
    }),
    async (c) => {
      return c.json(await listSentInvitations({ db: c.get('deps').db, actor: c.get('actor') }));
    },
  )
  .post(
    '/:id/decline',
    describeRoute({
      summary: 'The candidate declines an invitation, with an optional message for the founder',
      responses: { 200: json(receivedInvitationAnswerSchema) },
    }),
    idParam('Invitation not found'),
    validate('json', declineInvitationSchema),
    async (c) =>
      c.json({
        invitation: await declineInvitation({
          db: c.get('deps').db,
          actor: c.get('actor'),
          id: c.req.valid('param').id,
          message: c.req.valid('json').message,
        }),
      }),
  );
