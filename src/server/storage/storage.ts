import type { Readable } from 'node:stream';

/** Where uploaded files live. One interface: a local folder by default, object storage when configured. */
export type Storage = {
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** The file's bytes as a stream, or null when there is no such file. */
  getStream(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every key under `folder/` (or one owner's, `folder/owner/`), in no particular order. */
  list(prefix: string): AsyncIterable<string>;
  /** The address a browser uses for a public file. */
  publicUrl(key: string): string;
};

export const PUBLIC_FILES_PREFIX = '/files/';

// Keys are made by the server (folder/owner/name.ext); anything else is refused before touching the disk
// or the bucket. A folder is lower-case words joined by single hyphens ("kept-resumes"): never a dot nor a slash.
const FOLDER = '[a-z]+(?:-[a-z]+)*';
const KEY_PATTERN = new RegExp(`^${FOLDER}/[0-9a-f-]{36}/[0-9a-z_-]+\\.(jpg|png|webp|pdf)$`);
const LIST_PREFIX_PATTERN = new RegExp(`^${FOLDER}(/[0-9a-f-]{36})?$`);

export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** What `list` accepts: a folder, or a folder and one owner. */
export function isValidListPrefix(prefix: string): boolean {
  return LIST_PREFIX_PATTERN.test(prefix);
}

/** The key of a public file from its URL, or null for any URL this storage did not hand out. */
export function keyFromPublicUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith(PUBLIC_FILES_PREFIX)) return null;
  return url.slice(PUBLIC_FILES_PREFIX.length);
}
