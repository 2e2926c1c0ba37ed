import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// What both timing reporters write: the slowest files of a full run, so that the suite's cost is known
// at each full run and a new slow file shows at once (docs/benchmarks/README.md).

export type FileTiming = { file: string; tests: number; seconds: number };

export const TIMINGS_DIR = path.join(process.cwd(), 'docs', 'benchmarks');
const SHOWN = 30;

const seconds = (value: number) => value.toFixed(1);

export function timingsMarkdown(title: string, wallSeconds: number, files: FileTiming[], note: string): string {
  const slowest = [...files].sort((a, b) => b.seconds - a.seconds);
  const total = files.reduce((sum, file) => sum + file.seconds, 0);
  const tests = files.reduce((sum, file) => sum + file.tests, 0);
  const rows = slowest
    .slice(0, SHOWN)
    .map(
      (file) =>
        `| ${file.file} | ${file.tests} | ${seconds(file.seconds)} | ${((100 * file.seconds) / (total || 1)).toFixed(1)}% |`,
    );
  return [
    `# ${title}`,
    '',
    `Written by the last full run on ${new Date().toISOString().slice(0, 10)}: ${files.length} files, ${tests} tests, ${seconds(wallSeconds)} s from start to end. ${note}`,
    '',
    `The ${Math.min(SHOWN, files.length)} slowest files (their own time, summed over their tests and hooks: ${seconds(total)} s in all):`,
    '',
    '| File | Tests | Seconds | Share |',
    '|---|---:|---:|---:|',
    ...rows,
    '',
  ].join('\n');
}

export function writeTimings(name: string, markdown: string): string {
  mkdirSync(TIMINGS_DIR, { recursive: true });
  const target = path.join(TIMINGS_DIR, name);
  writeFileSync(target, markdown);
  return path.relative(process.cwd(), target);
}
