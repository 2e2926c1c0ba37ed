import path from 'node:path';
import type { Reporter, TestModule, TestRunEndReason, Vitest } from 'vitest/node';
import { timingsMarkdown, writeTimings, type FileTiming } from './table';

/**
 * Writes the slowest test files of a full Vitest run to docs/benchmarks/ (`vitest-timings-<engine>.md`).
 * A run of some files or some tests (a path or `-t` on the command line) writes nothing: its figures
 * would replace the whole suite's.
 */
export default class TimingsReporter implements Reporter {
  private vitest: Vitest | undefined;
  private startedAt = Date.now();

  constructor(private readonly options: { suite?: string } = {}) {}

  onInit(vitest: Vitest) {
    this.vitest = vitest;
    this.startedAt = Date.now();
  }

  async onTestRunEnd(modules: ReadonlyArray<TestModule>, _errors: unknown, reason: TestRunEndReason) {
    const vitest = this.vitest;
    if (!vitest || reason === 'interrupted' || vitest.config.testNamePattern) return;
    if (modules.length < (await vitest.globTestSpecifications()).length) return;
    const engine = process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite';
    const suite = this.options.suite ?? 'all';
    const files: FileTiming[] = modules.map((module) => {
      const timing = module.diagnostic();
      const own =
        timing.environmentSetupDuration +
        timing.prepareDuration +
        timing.setupDuration +
        timing.collectDuration +
        timing.duration;
      return {
        file: path.relative(vitest.config.root, module.moduleId),
        tests: [...module.children.allTests()].length,
        seconds: own / 1000,
      };
    });
    const note = `Engine: ${engine}. Files run ${vitest.config.maxWorkers} at a time, so the wall time is less than their sum.`;
    const written = writeTimings(
      `vitest-timings-${suite}-${engine}.md`,
      timingsMarkdown(`Vitest timings: ${suite} files, ${engine}`, (Date.now() - this.startedAt) / 1000, files, note),
    );
    console.log(`Timings of the slowest files: ${written}`);
  }
}
