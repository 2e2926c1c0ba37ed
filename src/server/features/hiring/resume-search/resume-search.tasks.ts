import type { ScheduledTask } from '../../../tasks';
import { indexResumes } from './resume-indexer';

/** New resumes' text, extracted once for the applicants search (resume-indexer.ts). */
export const resumeSearchTasks: ScheduledTask[] = [
  {
    name: 'resume indexer',
    everyMs: () => 3_000,
    run: ({ db, storage, logger }) => indexResumes({ db, storage, logger }),
  },
];
