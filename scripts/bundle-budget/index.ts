// The bundle budget (decision 068), run at the end of `npm run build`: prints what each public page
// loads on the wire (the build's brotli copies, decision 069), and exits 1 when a page is over its
// budget, naming its largest files.
//
//   node --import tsx scripts/bundle-budget/index.ts [--dir dist/client]
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { overBudget, pageSizes, type Manifest } from './pages';

const { values: args } = parseArgs({ options: { dir: { type: 'string', default: 'dist/client' } } });
const dir = args.dir!;
const manifest = JSON.parse(readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
// A file under 1 KiB has no compressed copy: the server sends it as it is.
const wireBytes = (file: string) => {
  const copy = path.join(dir, `${file}.br`);
  return existsSync(copy) ? statSync(copy).size : statSync(path.join(dir, file)).size;
};
const sizes = pageSizes(manifest, wireBytes);

const kib = (n: number) => `${n.toFixed(1)} KiB`;
console.log('Bundle budget: JavaScript and CSS each public page loads, as brotli on the wire');
for (const size of sizes)
  console.log(
    `  ${size.kib <= size.budgetKib ? 'ok  ' : 'OVER'} ${size.page.padEnd(16)} ${kib(size.kib).padStart(10)} of ${kib(size.budgetKib)}`,
  );

const over = overBudget(sizes);
if (over.length) {
  for (const size of over) {
    console.error(`\n${size.page} is ${kib(size.kib - size.budgetKib)} over its budget. Its largest files:`);
    for (const file of [...size.files].sort((a, b) => b.kib - a.kib).slice(0, 6))
      console.error(`  ${kib(file.kib).padStart(10)}  ${file.file}`);
  }
  console.error(
    '\nLoad what the page does not show on demand (a dynamic import), or move code only members use out of the shared chunks.',
  );
  process.exit(1);
}
