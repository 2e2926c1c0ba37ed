// Brotli and gzip copies of the client build's hashed files, made once at build time at the highest
// quality (decision 069): the server sends a copy instead of compressing the file for every request,
// and brotli at quality 11 is 12-15% smaller than the gzip the server made per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser loads; source maps are left alone (only developer tools read them). */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest)$/;

/** The brotli copy as the server sends it: what a page costs on the wire (the bundle budget reads it). */
export const brotliOf = (bytes: Uint8Array) =>
  brotliAsync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
    },
  });

/**
 * Writes `file.br` and `file.gz` beside each compressible file of `dir`, each only when smaller than the
 * file: made once, a copy costs no request anything, so even a small file's is worth sending.
 */
export async function precompressDir(dir: string): Promise<number> {
  const names = (await readdir(dir)).filter((name) => COMPRESSIBLE.test(name));
  let written = 0;
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const bytes = await readFile(file);
      const [br, gz] = await Promise.all([brotliOf(bytes), gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION })]);
      if (br.byteLength < bytes.byteLength) await writeFile(`${file}.br`, br);
      if (gz.byteLength < bytes.byteLength) await writeFile(`${file}.gz`, gz);
      if (br.byteLength < bytes.byteLength) written += 1;
    }),
  );
  return written;
}

/** The Vite plugin: after the browser build is written, its `assets/` get their compressed copies. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'liftoff:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      await precompressDir(path.join(outDir, 'assets'));
    },
  };
}
