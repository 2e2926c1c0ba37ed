import type { Db } from '../db/client';
import { openTestDatabase } from './test-database';

/** A database that fails every query, as one that is down or out of connections does. */
export async function closedDatabase(): Promise<Db> {
  const database = await openTestDatabase();
  await database.close();
  return database.db;
}

/**
 * The reasons of promises that failed with nobody handling them while `run` ran: such a failure ends a
 * Node process, so a request path that leaves one behind takes a server process down with it.
 */
export async function unhandledRejectionsOf(run: () => Promise<unknown>): Promise<unknown[]> {
  const unhandled: unknown[] = [];
  const record = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', record);
  try {
    await run();
    // Node reports them once the microtasks of the turn that dropped them have run.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return unhandled;
  } finally {
    process.off('unhandledRejection', record);
  }
}
