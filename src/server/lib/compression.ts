import { promisify } from 'node:util';
import { deflate, gzip } from 'node:zlib';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import type { Context, MiddlewareHandler } from 'hono';

type Encoding = 'gzip' | 'deflate';

/** Below this many bytes gzip saves less than it costs (a response fits in one packet anyway). */
export const COMPRESS_MIN_BYTES = 1024;

const compressors: Record<Encoding, (bytes: Uint8Array) => Promise<Buffer>> = { gzip: promisify(gzip), deflate: promisify(deflate) };
const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/**
 * gzip (or deflate) for text, only where it helps:
 * - nothing for a client that does not ask, for HEAD, for 204/206/304, or an already encoded body;
 * - never for an event stream (each event must arrive as it is sent);
 * - a body the app built in memory (JSON, HTML, XML: no Content-Length yet) is compressed in one call
 *   off the main thread when it is at least 1 KB, and sent with its length; a smaller one as it is;
 * - a file of known length (static assets) is compressed as a stream, as before.
 */
export function compressText({ threshold = COMPRESS_MIN_BYTES }: { threshold?: number } = {}): MiddlewareHandler {
  return async function compressText(c, next) {
    await next();
    const accepted = c.req.header('accept-encoding');
    if (!accepted || c.req.method === 'HEAD') return;
    const res = c.res;
    if (res.status === 204 || res.status === 206 || res.status === 304) return;
    const type = res.headers.get('content-type');
    if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) || type.includes('event-stream')) return;
    if (res.headers.has('content-encoding') || res.headers.has('transfer-encoding') || noTransform.test(res.headers.get('cache-control') ?? '')) return;
    const length = res.headers.get('content-length');
    if (length !== null && Number(length) < threshold) return;
    const encoding = chooseEncoding(accepted);
    if (!encoding || !res.body) return;

    if (length !== null) {
      replace(c, new Response(res.body.pipeThrough(new CompressionStream(encoding)), res), encoding);
      return;
    }
    const bytes = new Uint8Array(await res.arrayBuffer());
    if (bytes.byteLength < threshold) {
      replace(c, new Response(bytes, res), null);
      return;
    }
    const compressed = await compressors[encoding](bytes);
    replace(c, new Response(new Uint8Array(compressed), res), encoding);
    c.res.headers.set('Content-Length', String(compressed.byteLength));
  };
}

function replace(c: Context, response: Response, encoding: Encoding | null) {
  if (encoding) {
    response.headers.delete('Content-Length');
    response.headers.set('Content-Encoding', encoding);
    const vary = response.headers.get('Vary');
    if (!vary) response.headers.set('Vary', 'Accept-Encoding');
    else if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary)) response.headers.set('Vary', `${vary}, Accept-Encoding`);
    const etag = response.headers.get('ETag');
    // The compressed bytes differ from the ones the strong tag names.
    if (etag && !etag.startsWith('W/')) response.headers.set('ETag', `W/${etag}`);
  }
  // Reset first: otherwise hono merges the old response's headers back over the new one's.
  c.res = undefined;
  c.res = response;
}

/** gzip unless the client refuses it (q=0) and takes deflate; a missing q is 1. */
export function chooseEncoding(acceptEncoding: string): Encoding | null {
  let best: { encoding: Encoding; q: number } | null = null;
  let wildcard: number | null = null;
  const explicit = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (name === '*') wildcard = Number.isFinite(q) ? q : 0;
    else explicit.set(name.trim(), Number.isFinite(q) ? q : 0);
  }
  for (const encoding of ['gzip', 'deflate'] as const) {
    const q = explicit.get(encoding) ?? wildcard ?? 0;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding ?? null;
}
