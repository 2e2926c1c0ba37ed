import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { timingsMarkdown, writeTimings, type FileTiming } from './table';

const SLOWEST_TESTS = 20;

/**
 * Writes the slowest journey files and tests of a full Playwright run to docs/benchmarks/journey-timings.md.
 * A run of some files, projects or titles writes nothing: its figures would replace the whole suite's.
 */
export default class JourneyTimingsReporter implements Reporter {
  private isFull = false;
  private startedAt = Date.now();
  private readonly tests: { file: string; title: string; seconds: number }[] = [];

  onBegin(config: FullConfig, suite: Suite) {
    this.startedAt = Date.now();
    const everything = (grep: RegExp | RegExp[]) => [grep].flat().every((pattern) => pattern.source === '.*');
    const specFiles = new Set(
      config.projects.flatMap((project) =>
        readdirSync(project.testDir)
          .filter((name) => name.endsWith('.spec.ts'))
          .map((name) => path.join(project.testDir, name)),
      ),
    );
    const runFiles = new Set(suite.allTests().map((test) => test.location.file));
    const allProjects = config.projects.length === suite.suites.length;
    // A project may select its tests by tag (playwright.config.ts): a run of every file and project counts.
    this.isFull = allProjects && everything(config.grep) && !config.grepInvert && runFiles.size === specFiles.size;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    this.tests.push({
      file: path.basename(test.location.file),
      title: `[${test.titlePath()[1]}] ${[path.basename(test.location.file), ...test.titlePath().slice(3)].join(' › ')}`,
      seconds: result.duration / 1000,
    });
  }

  onEnd(result: FullResult) {
    // `--list` runs nothing: no timings to write.
    if (!this.isFull || result.status === 'interrupted' || this.tests.length === 0) return;
    const byFile = new Map<string, FileTiming>();
    for (const test of this.tests) {
      const file = byFile.get(test.file) ?? { file: test.file, tests: 0, seconds: 0 };
      byFile.set(test.file, { ...file, tests: file.tests + 1, seconds: file.seconds + test.seconds });
    }
    const slowest = [...this.tests].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST_TESTS);
    const markdown = [
      timingsMarkdown(
        'Journey timings',
        (Date.now() - this.startedAt) / 1000,
        [...byFile.values()],
        `Result: ${result.status}. One browser at a time; the server's start and the build are not counted.`,
      ),
      `The ${slowest.length} slowest journeys:`,
      '',
      '| Journey | Seconds |',
      '|---|---:|',
      ...slowest.map((test) => `| ${test.title.replaceAll('|', '\\|')} | ${test.seconds.toFixed(1)} |`),
      '',
    ].join('\n');
    console.log(`Timings of the slowest journeys: ${writeTimings('journey-timings.md', markdown)}`);
  }
}
