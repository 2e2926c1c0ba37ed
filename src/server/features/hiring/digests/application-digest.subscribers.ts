import { subscriber } from '../../../events/subscriber';
import { enrollInApplicationDigest } from './application-digest';

export const applicationDigestSubscribers = [
  /**
   * An application starts its founder's daily e-mail of new applications unless it is already running
   * (every application, applying again included: it is new to the founder again). The bell's notice is
   * the applications feature's own (applications.subscribers.ts).
   */
  subscriber({
    name: 'application-digest.enroll-founder',
    on: 'application.submitted',
    async handle({ tx, config }, event) {
      await enrollInApplicationDigest(tx, config, { ownerId: event.ownerId, applicationId: event.applicationId });
    },
  }),
];
