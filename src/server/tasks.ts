import type { Config } from './config';
import type { Db } from './db/client';
import { atsImportTasks } from './features/ats-import/ats-import.tasks';
import { applicationDigestTasks } from './features/hiring/digests/application-digest.tasks';
import { hiringRemindersTasks } from './features/hiring/reminders/hiring-reminders.tasks';
import { interviewsTasks } from './features/hiring/interviews/interviews.tasks';
import { jobAlertsTasks } from './features/job-alerts/job-alerts.tasks';
import { jobMatchesTasks } from './features/job-matches/job-matches.tasks';
import { resumeSearchTasks } from './features/hiring/resume-search/resume-search.tasks';
import { webhooksTasks } from './features/webhooks/webhooks.tasks';
import type { Logger } from './lib/logger';
import type { TaskDefinition } from './lib/periodic';
import type { Storage } from './storage/storage';

/** What a scheduled task may use. */
export type TaskDeps = { db: Db; config: Config; storage: Storage; logger: Logger };
export type ScheduledTask = TaskDefinition<TaskDeps>;

/**
 * Every feature's scheduled work, in one list that main.ts starts and stops (decision 026). Each task
 * is safe with several server processes (see each one): every process runs every task.
 */
export const scheduledTasks: readonly ScheduledTask[] = [
  ...jobAlertsTasks,
  ...jobMatchesTasks,
  ...hiringRemindersTasks,
  ...resumeSearchTasks,
  ...applicationDigestTasks,
  ...interviewsTasks,
  ...atsImportTasks,
  ...webhooksTasks,
];
