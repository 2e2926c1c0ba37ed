import { Hono } from 'hono';
import {
  applicationConversationSchema,
  applicationMessageSentSchema,
  messageSchema,
} from '../../../../shared/application-messages';
import type { AppEnv } from '../../../app-env';
import { requireUser } from '../../../auth/guards';
import { describeRoute, json } from '../../../lib/contract';
import { idParam } from '../../../lib/id-param';
import { validate } from '../../../lib/validate';
import { getConversation, sendMessage } from './application-messages.service';

const applicationId = idParam('Application not found');

/** /api/applications/:id/messages: the founder and the candidate only (decision 019). */
export const applicationMessagesRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/:id/messages',
    describeRoute({
      summary: "An application's conversation, oldest first, marked read, and whether the caller may write",
      responses: { 200: json(applicationConversationSchema) },
    }),
    applicationId,
    async (c) => {
      return c.json(
        await getConversation({ db: c.get('deps').db, id: c.req.valid('param').id, actor: c.get('actor') }),
      );
    },
  )
  .post(
    '/:id/messages',
    describeRoute({
      summary: 'The candidate or the startup sends a message in the conversation of an application',
      responses: { 201: json(applicationMessageSentSchema, 'Created') },
    }),
    applicationId,
    validate('json', messageSchema),
    async (c) => {
      const { db } = c.get('deps');
      return c.json(
        {
          message: await sendMessage({
            db,
            id: c.req.valid('param').id,
            actor: c.get('actor'),
            body: c.req.valid('json').body,
          }),
        },
        201,
      );
    },
  );
