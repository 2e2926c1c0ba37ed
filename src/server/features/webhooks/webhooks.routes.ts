import { Hono } from 'hono';
import { z } from 'zod';
import {
  WEBHOOK_DELIVERY_NOT_FOUND,
  WEBHOOK_NOT_FOUND,
  webhookDeliveriesQuerySchema,
  webhookDeliveriesSchema,
  webhookDeliveryResultSchema,
  webhookEndpointCreatedSchema,
  webhookEndpointDeletedSchema,
  webhookEndpointInputSchema,
  webhookEndpointsSchema,
} from '../../../shared/webhooks';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { describeRoute, json } from '../../lib/contract';
import { idParam } from '../../lib/id-param';
import { validate } from '../../lib/validate';
import {
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  resendDelivery,
  sendTestEvent,
} from './webhooks.service';

const startupId = idParam('Startup not found');
const endpointParams = validate(
  'param',
  z.object({ id: z.uuid({ error: 'Startup not found' }), endpointId: z.uuid({ error: WEBHOOK_NOT_FOUND }) }),
);
const deliveryParams = validate(
  'param',
  z.object({ id: z.uuid({ error: 'Startup not found' }), deliveryId: z.uuid({ error: WEBHOOK_DELIVERY_NOT_FOUND }) }),
);
const noBody = validate('json', z.object({}).strict());

/**
 * /api/startups/:id/webhooks: the startup's owner adds and removes endpoints, reads their deliveries,
 * sends a test event and resends a delivery (decision 050). Only the owner: the
 * administrator has no use for them. Each route asks for a session itself (a `use` here would cover
 * every route under /api/startups).
 */
export const webhooksRoutes = new Hono<AppEnv>()
  .get(
    '/:id/webhooks',
    describeRoute({
      summary: "A startup's webhook endpoints, newest first (never their secrets)",
      responses: { 200: json(webhookEndpointsSchema) },
    }),
    requireUser,
    startupId,
    async (c) => {
      return c.json(
        await listEndpoints({ db: c.get('deps').db, startupId: c.req.valid('param').id, actor: c.get('actor') }),
      );
    },
  )
  .post(
    '/:id/webhooks',
    describeRoute({
      summary:
        'Adds an https endpoint for the chosen events (10 per startup); the answer holds its signing secret, shown this once',
      responses: { 201: json(webhookEndpointCreatedSchema, 'Created') },
    }),
    requireUser,
    startupId,
    validate('json', webhookEndpointInputSchema),
    async (c) => {
      const deps = c.get('deps');
      return c.json(
        await createEndpoint({
          db: deps.db,
          deps,
          startupId: c.req.valid('param').id,
          actor: c.get('actor'),
          input: c.req.valid('json'),
        }),
        201,
      );
    },
  )
  .delete(
    '/:id/webhooks/:endpointId',
    describeRoute({
      summary: 'Removes an endpoint and its deliveries',
      responses: { 200: json(webhookEndpointDeletedSchema) },
    }),
    requireUser,
    endpointParams,
    async (c) => {
      const { id, endpointId } = c.req.valid('param');
      return c.json(await deleteEndpoint({ db: c.get('deps').db, startupId: id, endpointId, actor: c.get('actor') }));
    },
  )
  .get(
    '/:id/webhooks/:endpointId/deliveries',
    describeRoute({
      summary: "An endpoint's deliveries, newest first, 20 a page: their event, status and the endpoint's last answer",
      responses: { 200: json(webhookDeliveriesSchema) },
    }),
    requireUser,
    endpointParams,
    validate('query', webhookDeliveriesQuerySchema),
    async (c) => {
      const { id, endpointId } = c.req.valid('param');
      return c.json(
        await listDeliveries({
          db: c.get('deps').db,
          startupId: id,
          endpointId,
          actor: c.get('actor'),
          cursor: c.req.valid('query').cursor,
        }),
      );
    },
  )
  .post(
    '/:id/webhooks/:endpointId/test',
    describeRoute({
      summary:
        'Sends a `webhook.test` event to the endpoint now (5 seconds at most); the answer is the delivery as it stands after that attempt',
      responses: { 201: json(webhookDeliveryResultSchema, 'Created') },
    }),
    requireUser,
    endpointParams,
    noBody,
    async (c) => {
      const { id, endpointId } = c.req.valid('param');
      return c.json(
        await sendTestEvent({ deps: c.get('deps'), startupId: id, endpointId, actor: c.get('actor') }),
        201,
      );
    },
  )
  .post(
    '/:id/webhooks/deliveries/:deliveryId/resend',
    describeRoute({
      summary: 'Sends a delivery again now, with the same webhook-id and payload, and keeps retrying it for a day',
      responses: { 200: json(webhookDeliveryResultSchema) },
    }),
    requireUser,
    deliveryParams,
    noBody,
    async (c) => {
      const { id, deliveryId } = c.req.valid('param');
      return c.json(await resendDelivery({ deps: c.get('deps'), startupId: id, deliveryId, actor: c.get('actor') }));
    },
  );
