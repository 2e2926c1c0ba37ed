import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/client';

/** A migrated database of the test file's own: a PGlite from the dump, or a PostgreSQL copy of the template. */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (url && template) {
    const name = `liftoff_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`create database "${name}" template "${template}"`);
    } finally {
      await admin.end();
    }
    const fileUrl = new URL(url);
    fileUrl.pathname = `/${name}`;
    const database = openPostgres(fileUrl.toString(), 5);
    return {
      ...database,
      async close() {
        await database.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        try {
          // Without FORCE first: killing a connection that is still closing would surface as an
          // unhandled error in this process. Closed connections leave within moments.
          for (let attempt = 0; ; attempt++) {
            try {
              await cleanup.query(`drop database if exists "${name}"`);
              break;
            } catch (error) {
              if (attempt >= 30) {
                await cleanup.query(`drop database if exists "${name}" with (force)`);
                break;
              }
              if ((error as { code?: string }).code !== '55006') throw error;
              await new Promise((resolve) => setTimeout(resolve, 100));
            }
          }
        } finally {
          await cleanup.end();
        }
      },
    };
  }
  const dump = readFileSync(inject('pgliteDumpPath'));
  return openPglite({ loadDataDir: new Blob([dump]) });
}
