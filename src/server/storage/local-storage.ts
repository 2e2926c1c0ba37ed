import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../lib/private-dir';
import { isValidKey, isValidListPrefix, PUBLIC_FILES_PREFIX, type Storage } from './storage';

/** Files under `root` (DATA_DIR/uploads), one file per key. */
export function createLocalStorage(root: string): Storage {
  const fileOf = (key: string) => {
    if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, data) {
      const file = fileOf(key);
      // Owner-only whatever the umask (lib/private-dir.ts): resumes are private files.
      await mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
      // 'wx': never overwrite; every upload gets a new key.
      await writeFile(file, data, { flag: 'wx', mode: PRIVATE_FILE_MODE });
    },
    async getStream(key) {
      if (!isValidKey(key)) return null;
      const file = fileOf(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { stream: createReadStream(file), size: info.size };
    },
    async delete(key) {
      if (!isValidKey(key)) return;
      await rm(fileOf(key), { force: true });
    },
    async exists(key) {
      if (!isValidKey(key)) return false;
      return (await stat(fileOf(key)).catch(() => null))?.isFile() ?? false;
    },
    async *list(prefix) {
      if (!isValidListPrefix(prefix)) return;
      const [folder, onlyOwner] = prefix.split('/') as [string, string | undefined];
      const owners = onlyOwner ? [onlyOwner] : await readdir(path.join(root, folder)).catch(() => [] as string[]);
      for (const owner of owners) {
        for (const name of await readdir(path.join(root, folder, owner)).catch(() => [] as string[])) {
          const key = `${folder}/${owner}/${name}`;
          if (isValidKey(key)) yield key;
        }
      }
    },
    publicUrl: (key) => `${PUBLIC_FILES_PREFIX}${key}`,
  };
}
