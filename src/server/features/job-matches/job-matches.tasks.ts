import type { ScheduledTask } from '../../tasks';
import { sendDueMatchDigests } from './match-digest';

/** A weekly e-mail is due at most a minute late; with a short scheduling day (the journeys), sooner. */
export const jobMatchesTasks: ScheduledTask[] = [
  {
    name: 'weekly job matches',
    everyMs: ({ config }) => Math.min(60_000, (config.scheduleDaySeconds * 1000) / 4),
    run: ({ db, config, logger }) => sendDueMatchDigests({ db, config, logger }),
  },
];
