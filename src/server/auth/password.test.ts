import { isAPIError } from 'better-auth/api';
import { describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_QUEUE, verifyPassword } from './password';

describe('password hashing under load', () => {
  it('answers 503 to the callers past the line instead of queueing Argon2 work without end', async () => {
    const total = PASSWORD_HASH_CONCURRENCY + PASSWORD_HASH_QUEUE + 5;
    const outcomes = await Promise.allSettled(Array.from({ length: total }, () => hashPassword('a-password')));
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(refused).toHaveLength(5);
    for (const o of refused)
      expect(isAPIError((o as PromiseRejectedResult).reason) && (o as PromiseRejectedResult).reason.statusCode).toBe(
        503,
      );
    const digest = (outcomes.find((o) => o.status === 'fulfilled') as PromiseFulfilledResult<string>).value;
    // Once the burst is over, work goes through again.
    expect(await verifyPassword({ hash: digest, password: 'a-password' })).toBe(true);
    expect(await verifyPassword({ hash: digest, password: 'another' })).toBe(false);
  });
});
