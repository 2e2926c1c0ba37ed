import { eq, sql } from 'drizzle-orm';
import { COUNTING_REPORTER_MIN_AGE_DAYS } from '../../shared/moderation';
import { users } from '../db/schema';
import type { TestApp } from './test-app';

// Reporters whose reports count toward hiding an item (decision 053), and the fresh ones whose do not.

type Caller = ReturnType<TestApp['client']>;
export type Reporter = { id: string; email: string; caller: Caller };

/** Sets the account's sign-up a day past the counting age: a fact about the world, as an old account is. */
export async function ageAccount(t: TestApp, userId: string, days = COUNTING_REPORTER_MIN_AGE_DAYS + 1): Promise<void> {
  await t.db
    .update(users)
    .set({ createdAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(users.id, userId));
}

/** A member with a proved address and an account older than the counting age: their reports count. */
export async function countingReporter(t: TestApp): Promise<Reporter> {
  const caller = t.client();
  const person = await caller.signUp({}, { verified: true });
  await ageAccount(t, person.id);
  return { id: person.id, email: person.email, caller };
}

/** A member who signed up a minute ago, with their address proved or not: their reports do not count. */
export async function freshReporter(t: TestApp, options: { verified: boolean }): Promise<Reporter> {
  const caller = t.client();
  const person = await caller.signUp({}, { verified: options.verified });
  return { id: person.id, email: person.email, caller };
}

/** `reporter` reports the item; answers the status. */
export async function reportItem(
  reporter: Reporter,
  itemType: string,
  itemId: string,
  reason = 'scam',
): Promise<number> {
  const response = await reporter.caller.request('/api/reports', { json: { itemType, itemId, reason, note: '' } });
  return response.status;
}
