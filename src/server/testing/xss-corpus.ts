import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The shared XSS payload corpus (one payload a line). The team's copy in ../shared/testdata is used
 * when it is there, so new payloads are picked up; otherwise the copy committed in tests/fixtures.
 */
export function readXssPayloads(): string[] {
  const shared = path.join(root, '../shared/testdata/xss-payloads.txt');
  const file = existsSync(shared) ? shared : path.join(root, 'tests/fixtures/xss-payloads.txt');
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
}
