import type { DbOrTx } from '../db/client';
import { AppError } from '../lib/app-error';
import { enforceRateLimit } from '../lib/rate-limit';
import { createdAt, orphanGraceMs, referencedKeys } from './orphan-sweep';
import type { Storage } from './storage';

// Uploads per member: a rate for every kind, and for the files uploaded before anything uses them
// (logos, blog images) a cap on those still unused, so one member cannot fill the disk that also holds
// the embedded database. Checked before the request's bytes are read or stored.

export type UploadKind = 'logo' | 'avatar' | 'blog' | 'resume' | 'kept-resume';

export const UPLOAD_RATE_WINDOW_SECONDS = 60 * 60;
export const UPLOAD_RATE_MESSAGE = 'You have uploaded too many files recently. Please try again later.';

type Rule = { folder: string; field: string; perHour: number; unused?: { max: number; message: string } };

export const UPLOAD_RULES: Record<UploadKind, Rule> = {
  logo: {
    folder: 'logos',
    field: 'logo',
    perHour: 30,
    unused: {
      max: 10,
      message: 'You have too many unused uploads. Finish or cancel the startup you are creating first.',
    },
  },
  blog: {
    folder: 'blog',
    field: 'image',
    perHour: 60,
    unused: { max: 20, message: 'You have too many unused images. Publish or save the post you are writing first.' },
  },
  // An avatar replaces the previous file, and a resume is stored with its application: a rate is enough.
  avatar: { folder: 'avatars', field: 'avatar', perHour: 30 },
  resume: { folder: 'resumes', field: 'resume', perHour: 30 },
  // A kept resume is stored with its row in the same request, and at most three are kept: a rate of its
  // own, so that replacing them does not eat into applying.
  'kept-resume': { folder: 'kept-resumes', field: 'resume', perHour: 30 },
};

/** Throws 429 when `userId` may not upload one more file of `kind` now. */
export async function checkUploadQuota({
  db,
  storage,
  userId,
  kind,
}: {
  db: DbOrTx;
  storage: Storage;
  userId: string;
  kind: UploadKind;
}) {
  const rule = UPLOAD_RULES[kind];
  await enforceRateLimit(
    db,
    { name: `upload-${kind}`, windowSeconds: UPLOAD_RATE_WINDOW_SECONDS, max: rule.perHour },
    userId,
    UPLOAD_RATE_MESSAGE,
  );
  if (!rule.unused) return;
  if ((await countUnusedUploads({ db, storage, folder: rule.folder, ownerId: userId })) >= rule.unused.max) {
    throw new AppError('TOO_MANY_UNUSED_UPLOADS', rule.unused.message, { [rule.field]: rule.unused.message });
  }
}

/**
 * The owner's files in `folder` that nothing refers to yet. Files past the sweep's grace period are
 * not counted: the next sweep deletes them, and the rate bounds how many recent ones there can be.
 */
export async function countUnusedUploads({
  db,
  storage,
  folder,
  ownerId,
  now = Date.now(),
}: {
  db: DbOrTx;
  storage: Storage;
  folder: string;
  ownerId: string;
  now?: number;
}) {
  const graceMs = orphanGraceMs(folder);
  const recent: string[] = [];
  for await (const key of storage.list(`${folder}/${ownerId}`)) {
    if (now - createdAt(key) < graceMs) recent.push(key);
  }
  let unused = 0;
  for (let i = 0; i < recent.length; i += 500) {
    const batch = recent.slice(i, i + 500);
    const used = await referencedKeys(db, folder, batch);
    unused += batch.filter((key) => !used.has(key)).length;
  }
  return unused;
}
