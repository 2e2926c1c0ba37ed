import type { WebhookEventType, WebhookPayload } from '../../../shared/webhooks';
import type { Tx } from '../../db/client';
import type { EventOf, EventType } from '../../events/catalog';
import { subscriber } from '../../events/subscriber';
import { applicationFacts, jobFacts, queueDeliveries } from './webhook-payloads';

// The domain events a startup's endpoints may choose (decision 050): each queues one delivery per
// endpoint that chose it, in the subscriber's transaction, with the payload as it is now. The delivery
// task sends them. `application.submitted` is the webhook's `application.created`.

type Facts = { startupId: string };

/**
 * A subscriber that reads the facts of the event's application or position and queues the payload made
 * of them for the startup's endpoints. Nothing is queued when the row is gone (deleted meanwhile).
 * `name` is stored with each event it handled: keep it stable.
 */
function forwarded<T extends EventType, F extends Facts>(definition: {
  name: string;
  on: T;
  facts(tx: Tx, event: EventOf<T>): Promise<F | undefined>;
  payload(facts: F, event: EventOf<T>, timestamp: string): WebhookPayload & { type: WebhookEventType };
}) {
  return subscriber({
    name: definition.name,
    on: definition.on,
    async handle({ tx }, event) {
      const facts = await definition.facts(tx, event);
      if (facts) await queueDeliveries(tx, facts.startupId, definition.payload(facts, event, new Date().toISOString()));
    },
  });
}

export const webhooksSubscribers = [
  forwarded({
    name: 'webhooks.application-created',
    on: 'application.submitted',
    facts: (tx, event) => applicationFacts(tx, event.applicationId),
    payload: (facts, event, timestamp) => ({
      type: 'application.created',
      timestamp,
      data: { ...facts, status: 'submitted', isResubmission: event.isResubmission },
    }),
  }),
  forwarded({
    name: 'webhooks.application-status-changed',
    on: 'application.status_changed',
    facts: (tx, event) => applicationFacts(tx, event.applicationId),
    payload: (facts, event, timestamp) => ({
      type: 'application.status_changed',
      timestamp,
      data: { ...facts, status: event.toStatus, previousStatus: event.fromStatus },
    }),
  }),
  forwarded({
    name: 'webhooks.application-withdrawn',
    on: 'application.withdrawn',
    facts: (tx, event) => applicationFacts(tx, event.applicationId),
    payload: (facts, event, timestamp) => ({
      type: 'application.withdrawn',
      timestamp,
      data: { ...facts, status: 'withdrawn', previousStatus: event.fromStatus },
    }),
  }),
  forwarded({
    name: 'webhooks.job-closed',
    on: 'job.closed',
    facts: (tx, event) => jobFacts(tx, event.jobId),
    payload: (facts, _event, timestamp) => ({ type: 'job.closed', timestamp, data: facts }),
  }),
];
