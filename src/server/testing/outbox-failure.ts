import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Runs `fn` while the outbox refuses every e-mail to `address` (a trigger that raises, as a full disk or
 * a broken row would), so a test can show that one member's failing e-mail does not stop the others'.
 */
export async function withOutboxRefusing<T>(db: Db, address: string, fn: () => Promise<T>): Promise<T> {
  // The address is the test's own; a literal, as a function body cannot take parameters.
  const literal = `'${address.replace(/'/g, "''")}'`;
  await db.execute(
    sql.raw(`
    create function refuse_outbox_for_test() returns trigger language plpgsql as $$
    begin
      if new.to_address = ${literal} then raise exception 'the outbox refused this e-mail'; end if;
      return new;
    end $$`),
  );
  await db.execute(
    sql`create trigger refuse_outbox_for_test before insert on email_outbox for each row execute function refuse_outbox_for_test()`,
  );
  try {
    return await fn();
  } finally {
    await db.execute(sql`drop trigger refuse_outbox_for_test on email_outbox`);
    await db.execute(sql`drop function refuse_outbox_for_test()`);
  }
}
