// Which Vitest files run in which pass (vitest.config.ts, vitest.engines.config.ts; decisions 071 and 074).

/**
 * The files that open the embedded database whatever TEST_DATABASE_URL says: the server process as
 * `npm start` runs it, its lock, a crash, its files' modes. On PostgreSQL they would run the same test
 * again, so a PostgreSQL pass followed by the engines pass (ENGINES_PASS_FOLLOWS=true, as `.ci/run`
 * sets) leaves them to the engines pass.
 */
export const embeddedOnlyFiles = [
  'src/server/lib/data-dir-lock.test.ts',
  'src/server/faults/embedded-crash.test.ts',
  'src/server/node-env.test.ts',
  'src/server/main.test.ts',
  'src/server/lib/private-dir.test.ts',
];

// The short pass on the embedded PGlite that CI runs after the whole suite has run on PostgreSQL
// (`npm run test:engines`; decision 070). Services never know which engine they run on (db/client.ts),
// so what can differ is below them: opening and migrating the database, the embedded database's one
// owner, backups, LISTEN/NOTIFY, locks and queues, the extensions and the text search the queries use,
// the plans, and the errors the drivers raise. `npm test` without TEST_DATABASE_URL runs everything on
// PGlite, as a new user does.
export const engineFiles = [
  // Migrations, the query plans the guards read, and the demo data every newcomer starts with.
  'src/server/db/public-query-plans.test.ts',
  'src/server/testing/query-plans.test.ts',
  'src/server/seed/seed.test.ts',
  // One process owns the embedded database: its lock, a crash, WEB_CONCURRENCY ignored, its files' modes.
  ...embeddedOnlyFiles,
  'src/server/backup/backup.test.ts',
  // LISTEN/NOTIFY, the outbox and the event queue (SKIP LOCKED), the health check, the drivers' errors.
  'src/server/realtime/bus.test.ts',
  'src/server/events/dispatcher.test.ts',
  'src/server/email/worker.test.ts',
  'src/server/health.test.ts',
  'src/server/lib/db-errors.test.ts',
  // The extensions (pg_trgm, btree_gist) and the text search of the searches, and a race for one slot.
  'src/server/features/startups/startup-search.test.ts',
  'src/server/features/jobs/job-search.test.ts',
  'src/server/features/hiring/resume-search/resume-search.test.ts',
  'src/server/features/hiring/interviews/interview-booking.test.ts',
];
