import path from 'node:path';
import type { Config } from '../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

/** The bucket when S3_BUCKET is set (checked before the server starts), else DATA_DIR/uploads. */
export async function createStorage(config: Config): Promise<{ storage: Storage; kind: string; close(): void }> {
  if (config.s3) {
    const storage = createS3Storage(config.s3);
    await storage.check();
    return { storage, kind: `S3 bucket ${config.s3.bucket}`, close: storage.close };
  }
  const root = path.join(config.dataDir, 'uploads');
  return { storage: createLocalStorage(root), kind: `local folder ${root}`, close: () => {} };
}
