import type { ScheduledTask } from '../../tasks';
import { sendDueDeliveries } from './webhook-delivery';
import { pruneFinishedDeliveries } from './webhook-retention';

/**
 * Due webhook deliveries go out within seconds: the query reads only the partial index of pending
 * ones. Safe with several processes: each claims its deliveries with `for update skip locked`. Once an
 * hour, finished deliveries past their retention are deleted (webhook-retention.ts).
 */
export const webhooksTasks: ScheduledTask[] = [
  {
    name: 'webhook deliveries',
    everyMs: () => 5_000,
    run: ({ db, config, logger }) => sendDueDeliveries({ db, config, logger }),
  },
  { name: 'webhook delivery retention', everyMs: () => 3_600_000, run: ({ db }) => pruneFinishedDeliveries(db) },
];
