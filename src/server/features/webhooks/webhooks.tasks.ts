import type { ScheduledTask } from '../../tasks';
import { sendDueDeliveries } from './webhook-delivery';

/**
 * Due webhook deliveries go out within seconds: the query reads only the partial index of pending
 * ones. Safe with several processes: each claims its deliveries with `for update skip locked`.
 */
export const webhooksTasks: ScheduledTask[] = [
  { name: 'webhook deliveries', everyMs: () => 5_000, run: ({ db, config, logger }) => sendDueDeliveries({ db, config, logger }) },
];
