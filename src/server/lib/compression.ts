import { promisify } from 'node:util';
import { brotliCompress, constants, deflate, gzip } from 'node:zlib';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import type { Context, MiddlewareHandler } from 'hono';

export type Encoding = 'br' | 'gzip' | 'deflate';

/** Below this many bytes compressing saves less than it costs (a response fits in one packet anyway). */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * How hard brotli works. A response made for one request must be quick: quality 5 is about as fast as
 * gzip's default and a little smaller. A copy the visitors' cache keeps serves many requests, but only
 * for seconds, and is made while a request waits: one step more. Qualities 9 to 11 save a few percent
 * more at 15 to 50 times the time (a 22 KB listing: 0.4 ms at 5 or 6, 20 ms at 11).
 */
export const BROTLI_QUALITY = { dynamic: 5, stored: 6 } as const;

const gzipAsync = promisify(gzip);
const deflateAsync = promisify(deflate);
const brotliAsync = promisify(brotliCompress);

/** Compressed off the main thread (zlib's thread pool). */
export function compress(
  bytes: Uint8Array | string,
  encoding: Encoding,
  use: keyof typeof BROTLI_QUALITY = 'dynamic',
): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(bytes);
  if (encoding === 'deflate') return deflateAsync(bytes);
  const size = typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.byteLength;
  return brotliAsync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[use],
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  });
}

const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/** Text worth compressing, that its route allows to be transformed. */
export function isCompressible(contentType: string | null, cacheControl: string | null): boolean {
  if (!contentType || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType) || contentType.includes('event-stream'))
    return false;
  return !noTransform.test(cacheControl ?? '');
}

/**
 * Compression for text, only where it helps:
 * - nothing for a client that does not ask, for HEAD, for 204/206/304, or an already encoded body (the
 *   visitors' cache answers with its own compressed copy, lib/public-cache.ts);
 * - never for an event stream (each event must arrive as it is sent);
 * - a body the app built in memory (JSON, HTML, XML: no Content-Length yet) is compressed in one call
 *   off the main thread when it is at least 1 KB, brotli first, and sent with its length; a smaller one as it is;
 * - a file of known length (static assets) is compressed as a stream with gzip or deflate (Node's
 *   CompressionStream has no brotli).
 */
export function compressText({ threshold = COMPRESS_MIN_BYTES }: { threshold?: number } = {}): MiddlewareHandler {
  return async function compressText(c, next) {
    await next();
    const accepted = c.req.header('accept-encoding');
    if (!accepted || c.req.method === 'HEAD') return;
    const res = c.res;
    if (res.status === 204 || res.status === 206 || res.status === 304) return;
    if (!isCompressible(res.headers.get('content-type'), res.headers.get('cache-control'))) return;
    if (res.headers.has('content-encoding') || res.headers.has('transfer-encoding')) return;
    const length = res.headers.get('content-length');
    if (length !== null && Number(length) < threshold) return;
    if (!res.body) return;

    if (length !== null) {
      const encoding = chooseEncoding(accepted, STREAM_ENCODINGS);
      if (encoding) replace(c, new Response(res.body.pipeThrough(new CompressionStream(encoding)), res), encoding);
      return;
    }
    const encoding = chooseEncoding(accepted);
    if (!encoding) return;
    const bytes = new Uint8Array(await res.arrayBuffer());
    if (bytes.byteLength < threshold) {
      replace(c, new Response(bytes, res), null);
      return;
    }
    const compressed = await compress(bytes, encoding);
    replace(c, new Response(new Uint8Array(compressed), res), encoding);
    c.res.headers.set('Content-Length', String(compressed.byteLength));
  };
}

const STREAM_ENCODINGS = ['gzip', 'deflate'] as const;

function replace(c: Context, response: Response, encoding: Encoding | null) {
  if (encoding) {
    response.headers.delete('Content-Length');
    response.headers.set('Content-Encoding', encoding);
    appendVary(response.headers, 'Accept-Encoding');
    const etag = response.headers.get('ETag');
    // The compressed bytes differ from the ones the strong tag names.
    if (etag && !etag.startsWith('W/')) response.headers.set('ETag', `W/${etag}`);
  }
  // Reset first: otherwise hono merges the old response's headers back over the new one's.
  c.res = undefined;
  c.res = response;
}

/** Adds a header name to Vary, once (a Vary of `*` already says everything). */
export function appendVary(headers: Headers, name: string) {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', name);
  else if (vary !== '*' && !new RegExp(`(?:^|,)\\s*${name}\\s*(?:,|$)`, 'i').test(vary))
    headers.set('Vary', `${vary}, ${name}`);
}

const ALL_ENCODINGS = ['br', 'gzip', 'deflate'] as const;

/**
 * The encoding to answer with, of those `offered` (in the server's order of preference): the one the
 * client gives the highest quality, the server's order breaking ties (so brotli when a browser lists
 * `gzip, deflate, br`); `q=0` refuses, `*` stands for any not named; null means as it is.
 */
export function chooseEncoding(acceptEncoding: string): Encoding | null;
export function chooseEncoding<E extends Encoding>(acceptEncoding: string, offered: readonly E[]): E | null;
export function chooseEncoding(acceptEncoding: string, offered: readonly Encoding[] = ALL_ENCODINGS): Encoding | null {
  let best: { encoding: Encoding; q: number } | null = null;
  let wildcard: number | null = null;
  const explicit = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (name.trim() === '*') wildcard = Number.isFinite(q) ? q : 0;
    else explicit.set(name.trim(), Number.isFinite(q) ? q : 0);
  }
  for (const encoding of offered) {
    const q = explicit.get(encoding) ?? wildcard ?? 0;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding ?? null;
}
