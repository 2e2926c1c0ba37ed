import { z } from 'zod';
import { singleLineText } from './fields';

// Webhooks (decision 050): a startup's owner adds https endpoints for some of the
// startup's events; each event is sent as Standard Webhooks says (signed with the endpoint's secret),
// retried from the outbox until a 2xx or a day has passed, and listed with its status.

/** Endpoints one startup may have. */
export const WEBHOOK_ENDPOINTS_MAX = 10;
/** An endpoint's whole answer must come within this many seconds (redirects included). */
export const WEBHOOK_TIMEOUT_SECONDS = 5;
/** A delivery is given up this many hours after it was made (or resent). */
export const WEBHOOK_GIVE_UP_HOURS = 24;
export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DELIVERIES_PAGE_SIZE = 20;
/** Sent and given-up deliveries are kept this many days (from when they were made or resent), then deleted. */
export const WEBHOOK_DELIVERY_RETENTION_DAYS = 30;

/** The events an endpoint may choose, as the payload's `type` names them. */
export const webhookEventTypes = [
  'application.created',
  'application.status_changed',
  'application.withdrawn',
  'job.closed',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];
/** What "Send test event" sends: every endpoint gets it, whatever it chose. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export const webhookEventLabels: Record<WebhookEventType, string> = {
  'application.created': 'A candidate applied',
  'application.status_changed': "An application's status changed",
  'application.withdrawn': 'A candidate withdrew',
  'job.closed': 'A position closed',
};

export const WEBHOOK_URL_REQUIRED = 'Please enter the address of your endpoint';
export const WEBHOOK_URL_INVALID = 'Please enter a full address, such as https://example.com/webhooks';
export const WEBHOOK_URL_HTTPS = 'Use an https:// address';
export const WEBHOOK_URL_PRIVATE = 'This address is on a private network. Use a public https:// address.';
export const WEBHOOK_EVENTS_REQUIRED = 'Please choose at least one event';
export const WEBHOOK_LIMIT_MESSAGE = `A startup can have up to ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints. Delete one to add another.`;
export const WEBHOOK_NOT_FOUND = 'Webhook endpoint not found';
export const WEBHOOK_DELIVERY_NOT_FOUND = 'Delivery not found';
export const WEBHOOK_NOT_YOURS = 'You can only manage the webhooks of your own startups.';
export const INVALID_DELIVERIES_CURSOR = 'This list has changed. Please reload it.';

/**
 * An endpoint's address: http(s), no user name or password in it, at most 2,000 characters. Whether
 * plain http (or a private address) is allowed is the server's to say (WEBHOOKS_ALLOW_LOOPBACK).
 */
export const webhookUrlField = singleLineText({ error: WEBHOOK_URL_REQUIRED })
  .min(1, WEBHOOK_URL_REQUIRED)
  .max(WEBHOOK_URL_MAX, `Please keep the address to ${WEBHOOK_URL_MAX} characters or fewer`)
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.hostname !== '' &&
      url.username === '' &&
      url.password === ''
    );
  }, WEBHOOK_URL_INVALID)
  .refine(
    (value) =>
      !URL.canParse(value) ||
      new URL(value).protocol !== 'http:' ||
      /^(127\.0\.0\.1|localhost)$/.test(new URL(value).hostname),
    WEBHOOK_URL_HTTPS,
  );

/** POST /api/startups/:id/webhooks. */
export const webhookEndpointInputSchema = z.object({
  url: webhookUrlField,
  events: z
    .array(z.enum(webhookEventTypes, { error: 'Please choose events from the list' }), {
      error: WEBHOOK_EVENTS_REQUIRED,
    })
    .min(1, WEBHOOK_EVENTS_REQUIRED)
    .max(webhookEventTypes.length, 'Please choose each event once')
    .refine((events) => new Set(events).size === events.length, 'Please choose each event once'),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointInputSchema>;

/** GET …/webhooks/:endpointId/deliveries: `cursor` is the page before's `nextCursor`. */
export const webhookDeliveriesQuerySchema = z.object({
  cursor: z.string().max(200, { error: INVALID_DELIVERIES_CURSOR }).optional(),
});

// The payloads, as an endpoint receives them (the OpenAPI document's `webhooks`).

const timestamp = z.iso.datetime().describe('When the event happened (ISO 8601, UTC)');
const applicationStatus = z.enum(['submitted', 'reviewed', 'accepted', 'rejected', 'withdrawn']);
const applicationData = {
  applicationId: z.uuid(),
  jobId: z.uuid(),
  jobTitle: z.string(),
  startupId: z.uuid(),
  /** The application's status after the event. */
  status: applicationStatus,
};

export const webhookPayloadSchemas = {
  'application.created': z
    .object({
      type: z.literal('application.created'),
      timestamp,
      data: z.object({
        ...applicationData,
        isResubmission: z.boolean().describe('The candidate applied again, which starts the application over'),
      }),
    })
    .describe("A candidate applied to one of the startup's positions (or applied again)."),
  'application.status_changed': z
    .object({
      type: z.literal('application.status_changed'),
      timestamp,
      data: z.object({ ...applicationData, previousStatus: applicationStatus }),
    })
    .describe("The startup (or the platform, closing an unanswered application) set an application's status."),
  'application.withdrawn': z
    .object({
      type: z.literal('application.withdrawn'),
      timestamp,
      data: z.object({ ...applicationData, previousStatus: applicationStatus }),
    })
    .describe('The candidate withdrew their application.'),
  'job.closed': z
    .object({
      type: z.literal('job.closed'),
      timestamp,
      data: z.object({ jobId: z.uuid(), jobTitle: z.string(), startupId: z.uuid() }),
    })
    .describe('A position of the startup closed.'),
  [WEBHOOK_TEST_EVENT]: z
    .object({
      type: z.literal(WEBHOOK_TEST_EVENT),
      timestamp,
      data: z.object({ startupId: z.uuid(), endpointId: z.uuid(), message: z.string() }),
    })
    .describe('"Send test event": sent to one endpoint when its owner asks, whatever events it chose.'),
} as const;
export type WebhookPayload = z.infer<(typeof webhookPayloadSchemas)[keyof typeof webhookPayloadSchemas]>;

// The answers.

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(z.enum(webhookEventTypes)),
  createdAt: z.iso.datetime(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;
export const webhookEndpointsSchema = z.object({ items: z.array(webhookEndpointSchema), limit: z.number().int() });
/** The secret is in this answer only: it is never shown again. */
export const webhookEndpointCreatedSchema = z.object({
  endpoint: webhookEndpointSchema,
  secret: z.string().startsWith('whsec_'),
});
export const webhookEndpointDeletedSchema = z.object({ deleted: z.literal(true) });

export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  endpointId: z.uuid(),
  eventType: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int().nonnegative(),
  /** The endpoint's last HTTP status; null when none came (a timeout, a refused address). */
  responseCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.iso.datetime().nullable(),
  lastAttemptAt: z.iso.datetime().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveriesSchema = z.object({
  items: z.array(webhookDeliverySchema),
  nextCursor: z.string().nullable(),
});
export type WebhookDeliveries = z.infer<typeof webhookDeliveriesSchema>;
export const webhookDeliveryResultSchema = z.object({ delivery: webhookDeliverySchema });
