import { configDefaults, defineConfig } from 'vitest/config';
import { embeddedOnlyFiles } from './vitest.files.ts';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    // A PostgreSQL pass that the engines pass follows (.ci/run) leaves it the files that never use
    // PostgreSQL: they would run the same test twice (vitest.files.ts).
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.ENGINES_PASS_FOLLOWS === 'true' && process.env.TEST_DATABASE_URL ? embeddedOnlyFiles : []),
    ],
    environment: 'node',
    globalSetup: ['src/server/testing/global-setup.ts'],
    setupFiles: ['src/server/testing/fail-on-console-error.ts'],
    // Two cores: two workers, each with its own database.
    maxWorkers: 2,
    // A worker keeps the modules it has loaded from one file to the next: importing the app again for
    // each file was half the suite's time. Each file still opens a database of its own (decision 071).
    isolate: false,
    testTimeout: 20_000,
    // The slowest files of each full run go to docs/benchmarks/ (scripts/test-timings/).
    reporters: ['default', './scripts/test-timings/vitest-reporter.ts'],
    hookTimeout: 60_000,
  },
});
