import type { Subscriber } from './events/subscriber';
import { auditSubscribers } from './features/audit/audit.subscribers';
import { factorChangeSubscribers } from './features/audit/factor-change.subscribers';
import { newDeviceSubscribers } from './features/audit/new-device.subscribers';
import { welcomeSubscribers } from './features/account/welcome.subscribers';
import { moderationSubscribers } from './features/moderation/moderation.subscribers';
import { applicationMessagesSubscribers } from './features/hiring/messages/application-messages.subscribers';
import { applicationReceiptSubscribers } from './features/hiring/applications/application-receipt.subscribers';
import { applicationsSubscribers } from './features/hiring/applications/applications.subscribers';
import { applicationDigestSubscribers } from './features/hiring/digests/application-digest.subscribers';
import { followsSubscribers } from './features/follows/follows.subscribers';
import { interviewsSubscribers } from './features/hiring/interviews/interviews.subscribers';
import { invitationsSubscribers } from './features/hiring/invitations/invitations.subscribers';
import { pipelineStagesSubscribers } from './features/hiring/stages/pipeline-stages.subscribers';
import { startupsSubscribers } from './features/startups/startups.subscribers';
import { webhooksSubscribers } from './features/webhooks/webhooks.subscribers';

/**
 * What follows each domain event, from every feature, in one list that the dispatcher runs (decision
 * 027). A feature declares its own in `<feature>.subscribers.ts`; names are stored with the events they
 * handled, so a renamed subscriber would run again on events still pending.
 */
export const subscribers: readonly Subscriber[] = [
  ...applicationsSubscribers,
  ...applicationReceiptSubscribers,
  ...applicationDigestSubscribers,
  ...applicationMessagesSubscribers,
  ...followsSubscribers,
  ...startupsSubscribers,
  ...invitationsSubscribers,
  ...interviewsSubscribers,
  ...pipelineStagesSubscribers,
  ...auditSubscribers,
  ...newDeviceSubscribers,
  ...factorChangeSubscribers,
  ...welcomeSubscribers,
  ...moderationSubscribers,
  ...webhooksSubscribers,
];
