import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

describe("the build's compressed copies", () => {
  it('writes a brotli and a gzip copy of each script and stylesheet where it is smaller, and nothing else', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'liftoff-precompress-'));
    const script = 'export const greeting = "where startups take off";\n'.repeat(100);
    writeFileSync(path.join(dir, 'main-abc.js'), script);
    writeFileSync(path.join(dir, 'index-abc.css'), '.card{padding:1rem}\n'.repeat(100));
    writeFileSync(path.join(dir, 'small-abc.js'), 'export const a = "small", b = "small", c = "small";');
    writeFileSync(path.join(dir, 'tiny-abc.js'), 'export{}');
    writeFileSync(path.join(dir, 'main-abc.js.map'), '{"mappings":""}'.repeat(100));
    writeFileSync(path.join(dir, 'photo-abc.webp'), Buffer.alloc(4096, 7));

    expect(await precompressDir(dir)).toBe(3);

    const brotli = readFileSync(path.join(dir, 'main-abc.js.br'));
    expect(brotliDecompressSync(brotli).toString()).toBe(script);
    expect(gunzipSync(readFileSync(path.join(dir, 'main-abc.js.gz'))).toString()).toBe(script);
    expect(brotli.byteLength).toBeLessThan(script.length / 10);
    expect(existsSync(path.join(dir, 'index-abc.css.br'))).toBe(true);
    expect(existsSync(path.join(dir, 'small-abc.js.br'))).toBe(true);
    for (const untouched of ['tiny-abc.js', 'main-abc.js.map', 'photo-abc.webp']) {
      expect(existsSync(path.join(dir, `${untouched}.br`)), untouched).toBe(false);
      expect(existsSync(path.join(dir, `${untouched}.gz`)), untouched).toBe(false);
    }
  });
});
