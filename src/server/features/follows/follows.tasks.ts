import type { ScheduledTask } from '../../tasks';
import { announceNewJobs } from './announcer';

/** New positions told to their startup's followers soon after they are posted (announcer.ts). */
export const followsTasks: ScheduledTask[] = [{ name: 'follower announcements', everyMs: () => 2_000, run: ({ db, config }) => announceNewJobs({ db, config }) }];
