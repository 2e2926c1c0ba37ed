import { buffer } from 'node:stream/consumers';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import {
  KEPT_RESUME_NOT_FOUND,
  KEPT_RESUMES_LIMIT_MESSAGE,
  KEPT_RESUMES_MAX,
  type KeptResume,
  type UpdateKeptResumeInput,
} from '../../../../shared/resumes';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { memberResumes } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { Storage } from '../../../storage/storage';
import { newFileKey } from '../../../storage/uploads';

// Kept resumes (decision 040): up to three PDFs on a member's profile, one of them the
// default. Every query names the member: someone else's resume is "not found", whoever asks, the
// administrator too. While any is kept exactly one is the default; the partial unique index
// (member_resumes_one_default_idx) guards "at most one", and each write keeps "at least one".

/** The folder of kept resumes' files: private, never under /files (storage/files.routes.ts). */
export const KEPT_RESUMES_FOLDER = 'kept-resumes';

const notFound = () => new AppError('NOT_FOUND', KEPT_RESUME_NOT_FOUND);

const columns = {
  id: memberResumes.id,
  name: memberResumes.name,
  sizeBytes: memberResumes.sizeBytes,
  isDefault: memberResumes.isDefault,
  createdAt: memberResumes.createdAt,
};
const toKeptResume = (row: {
  id: string;
  name: string;
  sizeBytes: number;
  isDefault: boolean;
  createdAt: Date;
}): KeptResume => ({ ...row, createdAt: row.createdAt.toISOString() });

/** The member's kept resumes: the default first, then the newest. */
export async function listKeptResumes({ db, userId }: { db: DbOrTx; userId: string }): Promise<KeptResume[]> {
  const rows = await db
    .select(columns)
    .from(memberResumes)
    .where(eq(memberResumes.userId, userId))
    .orderBy(desc(memberResumes.isDefault), desc(memberResumes.createdAt), desc(memberResumes.id))
    .limit(KEPT_RESUMES_MAX);
  return rows.map(toKeptResume);
}

/**
 * One member's writes take turns: the limit is counted and the default moved under a lock of the
 * member's own (the job alerts' way), so two uploads at once cannot make a fourth resume and two
 * "make default" at once cannot meet on the unique index.
 */
async function asMember<T>(db: Db, userId: string, write: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`kept-resumes:${userId}`}, 0))`);
    return write(tx);
  });
}

/**
 * Keeps a checked PDF under `name`. The file is stored first and deleted again if its row is refused;
 * the first resume a member keeps (or one added while none is the default) becomes the default.
 */
export async function addKeptResume({
  db,
  storage,
  userId,
  name,
  bytes,
}: {
  db: Db;
  storage: Storage;
  userId: string;
  name: string;
  bytes: Uint8Array;
}) {
  const key = newFileKey(KEPT_RESUMES_FOLDER, userId, 'pdf');
  await storage.put(key, bytes, 'application/pdf');
  try {
    return await asMember(db, userId, async (tx) => {
      // The count and the insert are one statement, after the lock: what it counts is what is there.
      const result = (await tx.execute(sql`
        insert into member_resumes (user_id, name, storage_key, size_bytes, is_default)
        select ${userId}::uuid, ${name}, ${key}, ${bytes.byteLength},
          not exists (select 1 from member_resumes where user_id = ${userId}::uuid and is_default)
        where (select count(*) from member_resumes where user_id = ${userId}::uuid) < ${KEPT_RESUMES_MAX}
        returning id`)) as unknown as { rows: { id: string }[] };
      const id = result.rows[0]?.id;
      if (!id)
        throw new AppError('KEPT_RESUME_LIMIT', KEPT_RESUMES_LIMIT_MESSAGE, { resume: KEPT_RESUMES_LIMIT_MESSAGE });
      const items = await listKeptResumes({ db: tx, userId });
      return { resume: items.find((r) => r.id === id)!, items };
    });
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}

/** Renames a kept resume, makes it the default (the old default stops being it, in the same transaction), or both. */
export async function updateKeptResume({
  db,
  userId,
  id,
  input,
}: {
  db: Db;
  userId: string;
  id: string;
  input: UpdateKeptResumeInput;
}) {
  return asMember(db, userId, async (tx) => {
    const mine = and(eq(memberResumes.id, id), eq(memberResumes.userId, userId));
    const [row] =
      input.name === undefined
        ? await tx.select({ id: memberResumes.id }).from(memberResumes).where(mine)
        : await tx.update(memberResumes).set({ name: input.name }).where(mine).returning({ id: memberResumes.id });
    if (!row) throw notFound();
    if (input.isDefault) {
      // The old default first: the unique index is checked row by row, so both cannot be true at once.
      await tx
        .update(memberResumes)
        .set({ isDefault: false })
        .where(and(eq(memberResumes.userId, userId), eq(memberResumes.isDefault, true), ne(memberResumes.id, id)));
      await tx.update(memberResumes).set({ isDefault: true }).where(mine);
    }
    const items = await listKeptResumes({ db: tx, userId });
    return { resume: items.find((r) => r.id === id)!, items };
  });
}

/** Removes a kept resume; if it was the default, the newest one left becomes it. Its file goes after commit. */
export async function deleteKeptResume({
  db,
  storage,
  userId,
  id,
}: {
  db: Db;
  storage: Storage;
  userId: string;
  id: string;
}) {
  const { storageKey, items } = await asMember(db, userId, async (tx) => {
    const [gone] = await tx
      .delete(memberResumes)
      .where(and(eq(memberResumes.id, id), eq(memberResumes.userId, userId)))
      .returning({ storageKey: memberResumes.storageKey, isDefault: memberResumes.isDefault });
    if (!gone) throw notFound();
    if (gone.isDefault) {
      await tx.execute(sql`
        update member_resumes set is_default = true
        where id = (select id from member_resumes where user_id = ${userId}::uuid order by created_at desc, id desc limit 1)`);
    }
    return { storageKey: gone.storageKey, items: await listKeptResumes({ db: tx, userId }) };
  });
  await storage.delete(storageKey);
  return items;
}

/** A kept resume's row, its member's only. */
async function findKeptResume(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select({ name: memberResumes.name, storageKey: memberResumes.storageKey })
    .from(memberResumes)
    .where(and(eq(memberResumes.id, id), eq(memberResumes.userId, userId)));
  if (!row) throw notFound();
  return row;
}

/** A download's file name: the resume's name with `.pdf`, only letters, digits, dots, hyphens and underscores. */
const fileNameOf = (name: string) => `${name}.pdf`.replace(/[^\p{L}\p{N}._-]+/gu, '-');

/** The file of a kept resume, to download (GET /api/resumes/:id/file): its member's only. */
export async function getKeptResumeFile({
  db,
  storage,
  userId,
  id,
}: {
  db: DbOrTx;
  storage: Storage;
  userId: string;
  id: string;
}) {
  const row = await findKeptResume(db, userId, id);
  const file = await storage.getStream(row.storageKey);
  if (!file) throw notFound();
  return { ...file, name: fileNameOf(row.name) };
}

/**
 * For applying with a kept resume: its bytes, to be stored as the application's own copy (an
 * application keeps its resume when the kept one is renamed, replaced or removed), and its name.
 * A resume that is not `userId`'s, or whose file is gone, is a 404.
 */
export async function readKeptResume({
  db,
  storage,
  userId,
  resumeId,
}: {
  db: DbOrTx;
  storage: Storage;
  userId: string;
  resumeId: string;
}): Promise<{ bytes: Uint8Array; name: string }> {
  const row = await findKeptResume(db, userId, resumeId);
  const file = await storage.getStream(row.storageKey);
  if (!file) throw notFound();
  return { bytes: new Uint8Array(await buffer(file.stream)), name: row.name };
}
