import { compress, COMPRESS_MIN_BYTES, isCompressible } from './compression';
import { ALL_TAGS, tagsOfAnswer, type CacheTag } from './public-cache-tags';

// The visitors' cache itself (publicGet in public-cache.ts fills it and answers from it): each answer
// with its compressed copies and the public data it shows (decision 032).

/**
 * maxEntryBytes bounds an answer's own text (a longer one is not kept); maxBytes bounds everything kept,
 * the compressed copies included.
 */
export type PublicCacheLimits = { ttlMs: number; maxEntries: number; maxBytes: number; maxEntryBytes: number };

export const DEFAULT_PUBLIC_CACHE: PublicCacheLimits = {
  ttlMs: 5_000,
  maxEntries: 500,
  maxBytes: 16 * 1024 * 1024,
  maxEntryBytes: 512 * 1024,
};

/** The encodings a kept answer has copies in, the preferred first. */
export const KEPT_ENCODINGS = ['br', 'gzip'] as const;
export type KeptEncoding = (typeof KEPT_ENCODINGS)[number];

/** An answer as the route gave it. */
export type Answer = {
  body: string;
  etag: string;
  contentType: string;
  cacheControl: string;
  /** The route's other headers, so that a copy answers as the route did. */
  headers: [string, string][];
};

export type Entry = Answer & {
  key: string;
  /** The body's length in bytes, sent as it is. */
  length: number;
  /** The public data it shows: a write that changes one of them forgets it (public-cache-tags.ts). */
  tags: readonly CacheTag[];
  /** Text of 1 KB or more that its route lets be transformed: it is sent compressed to whoever accepts it. */
  isCompressible: boolean;
  /** Its compressed copies, each made once, on the first request that accepts that encoding. */
  encoded: Partial<Record<KeptEncoding, Uint8Array>>;
  compressing: Partial<Record<KeptEncoding, Promise<Uint8Array>>>;
  expires: number;
  /** Key, body and compressed copies: what the cache's byte bound counts. */
  bytes: number;
};

/** A least-recently-used map of responses, bounded in entries and in bytes, each fresh for ttlMs. */
export class ResponseCache {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;
  /** How many times each tag was forgotten, so that an answer read before a write is not kept after it. */
  readonly #forgotten = new Map<CacheTag, number>();
  constructor(readonly limits: PublicCacheLimits) {}

  get size() {
    return this.#entries.size;
  }
  get bytes() {
    return this.#bytes;
  }

  get(key: string, now = Date.now()): Entry | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expires <= now) {
      this.#bytes -= entry.bytes;
      return undefined;
    }
    this.#entries.set(key, entry);
    return entry;
  }

  /**
   * Taken before the route runs and given to set(): a write that changes what the answer shows,
   * made while the route was reading, keeps it out of the cache (it may hold what was there before).
   */
  markOf(key: string): number {
    let mark = 0;
    for (const tag of tagsOfAnswer(pathOf(key))) mark += this.#forgotten.get(tag) ?? 0;
    return mark;
  }

  /** Keeps an answer (under its path and query); undefined when it is not kept. */
  set(key: string, answer: Answer, now = Date.now(), mark?: number): Entry | undefined {
    const length = Buffer.byteLength(answer.body);
    const bytes = length + key.length;
    if (this.limits.ttlMs <= 0 || bytes > this.limits.maxEntryBytes) return undefined;
    if (mark !== undefined && mark !== this.markOf(key)) return undefined;
    this.delete(key);
    const entry: Entry = {
      ...answer,
      key,
      length,
      tags: tagsOfAnswer(pathOf(key)),
      isCompressible: length >= COMPRESS_MIN_BYTES && isCompressible(answer.contentType, answer.cacheControl),
      encoded: {},
      compressing: {},
      bytes,
      expires: now + this.limits.ttlMs,
    };
    this.#entries.set(key, entry);
    this.#bytes += bytes;
    this.#trim();
    return entry;
  }

  /** The entry's body in this encoding: compressed once, then kept with it (and counted) while it is kept. */
  encoded(entry: Entry, encoding: KeptEncoding): Uint8Array | Promise<Uint8Array> {
    const kept = entry.encoded[encoding];
    if (kept) return kept;
    // Requests that arrive while it is being compressed wait for the same copy.
    let compressing = entry.compressing[encoding];
    if (!compressing) {
      compressing = compress(entry.body, encoding, 'stored').then(
        (bytes) => {
          delete entry.compressing[encoding];
          this.#keepEncoded(entry, encoding, bytes);
          return bytes;
        },
        (error: unknown) => {
          delete entry.compressing[encoding];
          throw error;
        },
      );
      entry.compressing[encoding] = compressing;
    }
    return compressing;
  }

  #keepEncoded(entry: Entry, encoding: KeptEncoding, bytes: Uint8Array) {
    // Forgotten or replaced meanwhile: the copy serves the requests that waited for it, and no more.
    if (this.#entries.get(entry.key) !== entry) return;
    entry.encoded[encoding] = bytes;
    entry.bytes += bytes.byteLength;
    this.#bytes += bytes.byteLength;
    this.#trim();
  }

  #trim() {
    // Maps iterate in insertion order, and a read re-inserts: the first key is the least recently used.
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.limits.maxEntries && this.#bytes <= this.limits.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  /** Forgets every answer that shows any of these tags. */
  forget(tags: readonly CacheTag[]) {
    if (tags.length === 0) return;
    for (const tag of tags) this.#forgotten.set(tag, (this.#forgotten.get(tag) ?? 0) + 1);
    for (const [key, entry] of this.#entries) if (entry.tags.some((tag) => tags.includes(tag))) this.delete(key);
  }

  clear() {
    this.forget(ALL_TAGS);
    this.#entries.clear();
    this.#bytes = 0;
  }
}

/** A key's path, without its query. */
function pathOf(key: string): string {
  const query = key.indexOf('?');
  return query === -1 ? key : key.slice(0, query);
}
