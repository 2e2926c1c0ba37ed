import type { ScheduledTask } from '../../tasks';
import { syncDueBoards } from './ats-sync';

/**
 * Every few minutes each process looks for boards read more than an hour ago; claiming one moves its
 * last read to now, so each board is read once an hour across processes (ats-sync.ts).
 */
export const atsImportTasks: ScheduledTask[] = [
  {
    name: 'ATS sync',
    everyMs: () => 5 * 60_000,
    run: ({ db, config, logger }) => syncDueBoards({ db, config, logger }),
  },
];
