import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/server/testing/global-setup.ts'],
    setupFiles: ['src/server/testing/fail-on-console-error.ts'],
    // Two cores: two workers, each with its own database.
    maxWorkers: 2,
    testTimeout: 20_000,
    // The slowest files of each full run go to docs/benchmarks/ (scripts/test-timings/).
    reporters: ['default', './scripts/test-timings/vitest-reporter.ts'],
    hookTimeout: 60_000,
  },
});
