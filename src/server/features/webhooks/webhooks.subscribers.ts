import { subscriber } from '../../events/subscriber';
import { applicationFacts, jobFacts, queueDeliveries } from './webhook-payloads';

// The domain events a startup's endpoints may choose (decision 050): each queues one delivery per
// endpoint that chose it, in the subscriber's transaction, with the payload as it is now. The delivery
// task sends them. `application.submitted` is the webhook's `application.created`.

const now = () => new Date().toISOString();

export const webhooksSubscribers = [
  subscriber({
    name: 'webhooks.application-created',
    on: 'application.submitted',
    async handle({ tx }, event) {
      const facts = await applicationFacts(tx, event.applicationId);
      if (!facts) return;
      await queueDeliveries(tx, facts.startupId, { type: 'application.created', timestamp: now(), data: { ...facts, status: 'submitted', isResubmission: event.isResubmission } });
    },
  }),
  subscriber({
    name: 'webhooks.application-status-changed',
    on: 'application.status_changed',
    async handle({ tx }, event) {
      const facts = await applicationFacts(tx, event.applicationId);
      if (!facts) return;
      await queueDeliveries(tx, facts.startupId, { type: 'application.status_changed', timestamp: now(), data: { ...facts, status: event.toStatus, previousStatus: event.fromStatus } });
    },
  }),
  subscriber({
    name: 'webhooks.application-withdrawn',
    on: 'application.withdrawn',
    async handle({ tx }, event) {
      const facts = await applicationFacts(tx, event.applicationId);
      if (!facts) return;
      await queueDeliveries(tx, facts.startupId, { type: 'application.withdrawn', timestamp: now(), data: { ...facts, status: 'withdrawn', previousStatus: event.fromStatus } });
    },
  }),
  subscriber({
    name: 'webhooks.job-closed',
    on: 'job.closed',
    async handle({ tx }, event) {
      const facts = await jobFacts(tx, event.jobId);
      if (!facts) return;
      await queueDeliveries(tx, facts.startupId, { type: 'job.closed', timestamp: now(), data: facts });
    },
  }),
];
