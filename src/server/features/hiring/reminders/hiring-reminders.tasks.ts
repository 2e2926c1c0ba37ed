import type { ScheduledTask } from '../../../tasks';
import { closeUnanswered, sendWaitingReminders } from './hiring-reminders';

/** Hourly at most (sooner with a short scheduling day): reminders and closing are days-scale rules. */
export const hiringRemindersTasks: ScheduledTask[] = [
  {
    name: 'hiring reminders',
    everyMs: ({ config }) => Math.min(3_600_000, (config.scheduleDaySeconds * 1000) / 4),
    run: async ({ db, config }) =>
      (await sendWaitingReminders({ db, config })) + (await closeUnanswered({ db, config })),
  },
];
