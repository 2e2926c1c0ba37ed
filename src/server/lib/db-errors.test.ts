import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { inputErrorFromDatabase, isDatabaseUnavailable, markFromDatabase } from './db-errors';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });
/** As Drizzle throws it: its own error with the driver's in `cause`. */
const wrapped = (cause: unknown) => new DrizzleQueryError('select 1', [], cause as Error);

describe('isDatabaseUnavailable', () => {
  it('knows a restart, a refused or lost connection and a full server, however wrapped', () => {
    for (const error of [
      pgError('57P01', 'terminating connection due to administrator command'),
      pgError('57P03', 'the database system is starting up'),
      pgError('53300', 'sorry, too many clients already'),
      pgError('08006'),
      pgError('ECONNREFUSED'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new AggregateError([pgError('ECONNREFUSED'), pgError('ECONNREFUSED')], ''),
    ]) {
      expect(isDatabaseUnavailable(wrapped(error)), `wrapped ${String(error)}`).toBe(true);
    }
    // The pool's own rejections (a health ping, a transaction's connect) are marked as the database's.
    expect(isDatabaseUnavailable(markFromDatabase(pgError('ECONNREFUSED')))).toBe(true);
    expect(isDatabaseUnavailable(pgError('57P01'))).toBe(true);
  });

  it('does not take storage or mail failing on the network for the database', () => {
    for (const error of [
      pgError('ECONNREFUSED'),
      pgError('ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
      Object.assign(new Error('S3 upload failed'), { cause: pgError('ETIMEDOUT') }),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });

  it('leaves every other error alone: a broken rule is not an outage', () => {
    for (const error of [pgError('23505', 'duplicate key'), pgError('22021'), new Error('boom'), null, 'text']) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
    expect(inputErrorFromDatabase(wrapped(pgError('22021')))?.status).toBe(400);
  });
});
