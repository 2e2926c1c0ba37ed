import { describe, expect, it } from 'vitest';
import { filesOfPage, overBudget, pageSizes, type Manifest } from './pages';

// A build of two pages sharing the boot: the landing page small, the other importing a large chunk.
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', dynamicImports: ['main.tsx'], css: ['assets/index.css'] },
  'main.tsx': {
    file: 'assets/main.js',
    imports: ['_framework.js'],
    dynamicImports: ['landing.tsx', 'big-page.tsx', 'editor.tsx'],
  },
  '_framework.js': { file: 'assets/framework.js' },
  'landing.tsx': { file: 'assets/landing.js', imports: ['_framework.js', 'main.tsx'] },
  'big-page.tsx': {
    file: 'assets/big-page.js',
    imports: ['_schemas.js', 'main.tsx'],
    dynamicImports: ['editor.tsx'],
    css: ['assets/big-page.css'],
  },
  '_schemas.js': { file: 'assets/schemas.js', imports: ['_framework.js'] },
  'editor.tsx': { file: 'assets/editor.js' },
};

// Each file's size on the wire, in KiB.
const files: Record<string, number> = {
  'assets/index.js': 1,
  'assets/index.css': 2,
  'assets/main.js': 3,
  'assets/framework.js': 10,
  'assets/landing.js': 1,
  'assets/big-page.js': 2,
  'assets/big-page.css': 1,
  'assets/schemas.js': 20,
  'assets/editor.js': 100,
};
const wireBytes = (file: string) => files[file]! * 1024;

describe('the bundle budget', () => {
  it('counts the boot and the page with what they import, each file once, and never what loads on demand', () => {
    expect(filesOfPage(manifest, ['index.html', 'main.tsx', 'big-page.tsx'])).toEqual([
      'assets/big-page.css',
      'assets/big-page.js',
      'assets/framework.js',
      'assets/index.css',
      'assets/index.js',
      'assets/main.js',
      'assets/schemas.js',
    ]);
  });

  it('fails a page over its budget and passes one within it', () => {
    const sizes = pageSizes(manifest, wireBytes, [
      { page: '/', module: 'landing.tsx', budgetKib: 20 },
      { page: '/big', module: 'big-page.tsx', budgetKib: 20 },
    ]);
    expect(sizes.map((size) => size.kib)).toEqual([1 + 2 + 3 + 10 + 1, 1 + 2 + 3 + 10 + 2 + 1 + 20]);
    expect(overBudget(sizes).map((size) => size.page)).toEqual(['/big']);
  });

  it('refuses a page whose module the build does not have, rather than counting nothing', () => {
    expect(() => filesOfPage(manifest, ['index.html', 'gone-page.tsx'])).toThrow(/not in the build's manifest/);
  });
});
