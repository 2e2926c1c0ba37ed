import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { blogPosts, jobApplications, memberResumes, profiles, startups } from '../db/schema';
import type { Logger } from '../lib/logger';
import { PUBLIC_FILES_PREFIX, type Storage } from './storage';

// Files nothing points at: a logo uploaded in a wizard that was never finished, a cover or an inline
// image dropped from a blog post before saving. Rows that stop using a file delete it themselves; this
// sweep catches what was uploaded and never used.

const DAY_MS = 24 * 60 * 60 * 1000;
/** Files younger than this are left alone: their startup or post may still be being written. */
export const ORPHAN_GRACE_MS = 3 * DAY_MS;
/**
 * Logos sooner: any member can upload them, and the wizard uses one within a sitting. A draft kept
 * longer is told to upload its logo again when it is sent.
 */
export const LOGO_GRACE_MS = DAY_MS;
const BATCH = 500;

/** How long an unused file of `folder` is kept. */
export function orphanGraceMs(folder: string): number {
  return folder === 'logos' ? LOGO_GRACE_MS : ORPHAN_GRACE_MS;
}

/** When a key was made: keys are `folder/owner/<milliseconds>-<random>.ext` (newFileKey). */
export function createdAt(key: string): number {
  return Number(key.split('/')[2]?.split('-')[0]);
}

/** The keys of one folder that some row refers to, out of `keys` (at most a few hundred at a time). */
export async function referencedKeys(db: DbOrTx, folder: string, keys: string[]): Promise<Set<string>> {
  const urls = keys.map((key) => `${PUBLIC_FILES_PREFIX}${key}`);
  const keyOfUrl = (url: string | null) => url?.slice(PUBLIC_FILES_PREFIX.length) ?? '';
  switch (folder) {
    case 'avatars':
      return new Set(
        (await db.select({ url: profiles.avatarUrl }).from(profiles).where(inArray(profiles.avatarUrl, urls))).map(
          (r) => keyOfUrl(r.url),
        ),
      );
    case 'logos':
      return new Set(
        (await db.select({ url: startups.logoUrl }).from(startups).where(inArray(startups.logoUrl, urls))).map((r) =>
          keyOfUrl(r.url),
        ),
      );
    case 'resumes':
      return new Set(
        (
          await db
            .select({ key: jobApplications.resumeKey })
            .from(jobApplications)
            .where(inArray(jobApplications.resumeKey, keys))
        ).map((r) => r.key),
      );
    // A kept resume's file is stored just before its row; one left by a failed or interrupted upload has none.
    case 'kept-resumes':
      return new Set(
        (
          await db
            .select({ key: memberResumes.storageKey })
            .from(memberResumes)
            .where(inArray(memberResumes.storageKey, keys))
        ).map((r) => r.key),
      );
    case 'blog': {
      const covers = new Set(
        (
          await db
            .select({ url: blogPosts.coverImageUrl })
            .from(blogPosts)
            .where(inArray(blogPosts.coverImageUrl, urls))
        ).map((r) => keyOfUrl(r.url)),
      );
      // Inline images live in the HTML. Few keys reach this point: only old blog uploads without a cover use.
      for (const key of keys.filter((k) => !covers.has(k))) {
        const [used] = await db
          .select({ one: sql`1` })
          .from(blogPosts)
          .where(sql`position(${`${PUBLIC_FILES_PREFIX}${key}`} in ${blogPosts.content}) > 0`)
          .limit(1);
        if (used) covers.add(key);
      }
      return covers;
    }
    default:
      // A folder this code does not know: every file in it counts as used.
      return new Set(keys);
  }
}

/**
 * Deletes files older than their folder's grace period that no row refers to. Safe to run on several
 * servers at once: each step only reads, and deleting a missing file is not an error.
 */
export async function sweepOrphanFiles({
  db,
  storage,
  now = Date.now(),
}: {
  db: DbOrTx;
  storage: Storage;
  now?: number;
}) {
  const deleted: string[] = [];
  for (const folder of ['avatars', 'logos', 'blog', 'resumes', 'kept-resumes']) {
    const graceMs = orphanGraceMs(folder);
    let batch: string[] = [];
    const flush = async () => {
      const used = await referencedKeys(db, folder, batch);
      for (const key of batch) {
        if (used.has(key)) continue;
        await storage.delete(key);
        deleted.push(key);
      }
      batch = [];
    };
    for await (const key of storage.list(folder)) {
      const made = createdAt(key);
      if (!Number.isFinite(made) || now - made < graceMs) continue;
      batch.push(key);
      if (batch.length >= BATCH) await flush();
    }
    if (batch.length) await flush();
  }
  return { deleted };
}

/** Runs the sweep every `intervalMs` (6 hours), first a few minutes after start. */
export function startOrphanSweeper({
  db,
  storage,
  logger,
  intervalMs = 6 * 60 * 60 * 1000,
}: {
  db: DbOrTx;
  storage: Storage;
  logger: Logger;
  intervalMs?: number;
}) {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    running ??= sweepOrphanFiles({ db, storage })
      .then(({ deleted }) => {
        if (deleted.length) logger.info({ count: deleted.length }, 'deleted unused uploads');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'sweeping unused uploads failed'))
      .finally(() => {
        running = null;
      });
  };
  // A random first delay, so that servers started together do not sweep together.
  const first = setTimeout(tick, 60_000 + Math.random() * 4 * 60_000);
  const timer = setInterval(tick, intervalMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
