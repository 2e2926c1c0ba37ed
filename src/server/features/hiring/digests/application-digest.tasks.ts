import type { ScheduledTask } from '../../../tasks';
import { sendDueApplicationDigests } from './application-digest';

/** A daily e-mail is due at most a minute late; with a short scheduling day (the journeys), sooner. */
export const applicationDigestTasks: ScheduledTask[] = [
  {
    name: 'daily applications e-mail',
    everyMs: ({ config }) => Math.min(60_000, (config.scheduleDaySeconds * 1000) / 4),
    run: ({ db, config, logger }) => sendDueApplicationDigests({ db, config, logger }),
  },
];
