import type { ScheduledTask } from '../../../tasks';
import { sendDueInterviewReminders } from './interview-reminders';

/** A reminder is due at most a minute late. */
export const interviewsTasks: ScheduledTask[] = [
  {
    name: 'interview reminders',
    everyMs: () => 60_000,
    run: ({ db, config, logger }) => sendDueInterviewReminders({ db, config, logger }),
  },
];
