import { configDefaults, defineConfig } from 'vitest/config';
import base from './vitest.config';
import { engineFiles } from './vitest.files.ts';

// The short pass on the embedded PGlite that CI runs after the whole suite has run on PostgreSQL
// (`npm run test:engines`; decision 071): the files of what differs between the engines (vitest.files.ts).

// Spread, not mergeConfig: merging would add these files and reporters to the whole suite's.
export default defineConfig({
  test: {
    ...base.test,
    include: engineFiles,
    exclude: configDefaults.exclude,
    reporters: ['default', ['./scripts/test-timings/vitest-reporter.ts', { suite: 'engines' }]],
  },
});
