import type { Readable } from 'node:stream';

/** Where uploaded files live. One interface: a local folder by default, object storage when configured. */
export type Storage = {
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** The file's bytes as a stream, or null when there is no such file. */
  getStream(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The address a browser uses for a public file. */
  publicUrl(key: string): string;
};

export const PUBLIC_FILES_PREFIX = '/files/';

/** The key of a public file from its URL, or null for any URL this storage did not hand out. */
export function keyFromPublicUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith(PUBLIC_FILES_PREFIX)) return null;
  return url.slice(PUBLIC_FILES_PREFIX.length);
}
