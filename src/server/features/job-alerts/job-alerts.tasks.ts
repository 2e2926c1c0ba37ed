import type { ScheduledTask } from '../../tasks';
import { sendDueDigests } from './digest';

/** A digest is due at most a minute late; with a short scheduling day (the journeys), sooner. */
export const jobAlertsTasks: ScheduledTask[] = [
  {
    name: 'job alert digests',
    everyMs: ({ config }) => Math.min(60_000, (config.scheduleDaySeconds * 1000) / 4),
    run: ({ db, config, logger }) => sendDueDigests({ db, config, logger }),
  },
];
