import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, pingDatabase, type Db } from '../../db/client';

/** When the newest migration this build ships was made (Drizzle's journal, read once). */
const newestMigration = (() => {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
})();

export type Readiness = { ready: true } | { ready: false; reason: 'database' | 'migrations' };

/**
 * Whether this process can serve: the database answers, and holds every migration this build ships
 * (a process of a newer version started against a database not yet migrated is not ready).
 */
export function readinessCheck(db: Db): () => Promise<Readiness> {
  // Migrations are never undone: once all are there, only the database's answer is checked.
  let migrated = false;
  return async () => {
    try {
      if (migrated) {
        await pingDatabase(db);
        return { ready: true };
      }
      // Drizzle's migrators record each applied migration with its journal time in `created_at`.
      const rows = await db.execute<{ newest: string | null }>(
        sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
      );
      const applied = Number(
        (rows as unknown as { rows?: { newest: string | null }[] }).rows?.[0]?.newest ??
          (rows as unknown as { newest: string | null }[])[0]?.newest ??
          0,
      );
      if (applied < newestMigration) return { ready: false, reason: 'migrations' };
      migrated = true;
      return { ready: true };
    } catch {
      return { ready: false, reason: 'database' };
    }
  };
}
