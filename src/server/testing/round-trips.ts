import pg from 'pg';

/**
 * How many statements this process sends to PostgreSQL while `run` runs: each is a round trip over
 * the network (BEGIN and COMMIT included). Counted on pg's Client, under the pool and Drizzle, so
 * better-auth's queries count too. Only on PostgreSQL (TEST_DATABASE_URL): the embedded database has
 * no network between the app and its data. Nothing else may use the database meanwhile.
 */
export async function countRoundTrips<T>(
  run: () => Promise<T>,
): Promise<{ result: T; roundTrips: number; statements: string[] }> {
  const statements: string[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text;
    statements.push((text ?? '?').replace(/\s+/g, ' ').slice(0, 160));
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    const result = await run();
    return { result, roundTrips: statements.length, statements };
  } finally {
    pg.Client.prototype.query = query;
  }
}
