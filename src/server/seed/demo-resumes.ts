import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../db/client';
import { memberResumes } from '../db/schema';
import { KEPT_RESUMES_FOLDER } from '../features/hiring/resumes/resumes.service';
import type { Storage } from '../storage/storage';
import { newFileKey } from '../storage/uploads';

const assets = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets');

/** A resume the member keeps on their profile, their default: applying offers it first. */
export async function seedDemoKeptResume({
  db,
  storage,
  userId,
  name,
}: {
  db: Db;
  storage: Storage;
  userId: string;
  name: string;
}) {
  const bytes = readFileSync(path.join(assets, 'demo-resume.pdf'));
  const key = newFileKey(KEPT_RESUMES_FOLDER, userId, 'pdf');
  await storage.put(key, bytes, 'application/pdf');
  await db
    .insert(memberResumes)
    .values({ userId, name, storageKey: key, sizeBytes: bytes.byteLength, isDefault: true });
}
