import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { ATS_LABELS, type AtsBoardRow, type AtsPreviewAnswer, type AtsProvider } from '../../../shared/ats-import';
import { MAX_JOBS_PER_STARTUP } from '../../../shared/limits';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { atsBoards, jobs } from '../../db/schema';
import { emit } from '../../events/emit';
import { AppError, notFound } from '../../lib/app-error';
import { enforceRateLimit, tooManyRequests } from '../../lib/rate-limit';
import { assertStartupOwner } from '../jobs/jobs.service';
import { forgetListingCounts } from '../startups/listing-count.service';
import { previewOf, type AtsPosting } from './ats-posting';
import { tryAgainIn } from './ats-retry';
import { fetchBoard } from './ats-sources';
import { secondsUntilSyncNow, syncBoardNow } from './ats-sync';
import type { Actor } from '../../auth/actor';

type Board = { ats: AtsProvider; board: string };
type Deps = { db: Db; config: Pick<Config, 'atsApiBases'> };

/** Each preview or import reads an ATS: a member's reads are bounded (docs/SECURITY.md). */
export const ATS_READS_PER_HOUR = 30;

/** The board's postings that are already positions of this startup, by their id on the board. */
async function importedSourceIds(db: DbOrTx, startupId: string, { ats, board }: Board): Promise<Set<string>> {
  const rows = await db
    .select({ sourceId: jobs.sourceId })
    .from(jobs)
    .innerJoin(atsBoards, eq(atsBoards.id, jobs.atsBoardId))
    .where(
      and(
        eq(atsBoards.startupId, startupId),
        eq(atsBoards.ats, ats),
        eq(atsBoards.board, board),
        isNotNull(jobs.sourceId),
      ),
    );
  return new Set(rows.map((row) => row.sourceId!));
}

/** Counts one read of a board by the member against their hourly bound. */
const countRead = (db: Db, actor: Actor) =>
  enforceRateLimit(
    db,
    { name: 'ats-read', windowSeconds: 3600, max: ATS_READS_PER_HOUR },
    actor.id,
    'You have read job boards many times this hour. Please try again later.',
  );

async function readBoard(deps: Deps, actor: Actor, { ats, board }: Board): Promise<AtsPosting[]> {
  await countRead(deps.db, actor);
  return fetchBoard(deps.config, ats, board);
}

/** The board's postings as they would become positions here; nothing is written. */
export async function previewBoard({
  actor,
  startupId,
  input,
  ...deps
}: Deps & { actor: Actor; startupId: string; input: Board }): Promise<AtsPreviewAnswer> {
  await assertStartupOwner(deps.db, startupId, actor);
  const postings = await readBoard(deps, actor, input);
  const imported = await importedSourceIds(deps.db, startupId, input);
  return { postings: postings.map((posting) => previewOf(posting, imported.has(posting.sourceId))) };
}

/**
 * Imports the chosen postings as open positions, each linked to its board and id there, in one
 * transaction: all of them or, on any refusal, none. The board is read again here (the preview's
 * content never comes back from the browser). Postings imported before are skipped, not doubled.
 */
export async function importPositions({
  actor,
  startupId,
  input,
  ...deps
}: Deps & { actor: Actor; startupId: string; input: Board & { sourceIds: string[] } }): Promise<{
  imported: number;
}> {
  await assertStartupOwner(deps.db, startupId, actor);
  const postings = await readBoard(deps, actor, input);
  const bySourceId = new Map(postings.map((posting) => [posting.sourceId, posting]));
  const missing = input.sourceIds.filter((id) => !bySourceId.has(id));
  if (missing.length > 0) {
    throw new AppError(
      'INVALID_INPUT',
      `${missing.length === 1 ? 'A position you chose is' : 'Positions you chose are'} no longer on the ${ATS_LABELS[input.ats]} board. Preview the board again.`,
    );
  }
  const result = await deps.db.transaction(async (tx) => {
    // The startup's row is held: two imports (or an import and a new position) take turns on the limit.
    await assertStartupOwner(tx, startupId, actor, true);
    const [boardRow] = await tx
      .insert(atsBoards)
      .values({ startupId, ats: input.ats, board: input.board, lastSyncedAt: new Date() })
      .onConflictDoUpdate({ target: [atsBoards.startupId, atsBoards.ats, atsBoards.board], set: { lastError: null } })
      .returning({ id: atsBoards.id });
    const already = await importedSourceIds(tx, startupId, input);
    const chosen = input.sourceIds.filter((id) => !already.has(id)).map((id) => bySourceId.get(id)!);
    if (chosen.length === 0) return { imported: 0 };
    const [existing] = await tx.select({ n: count() }).from(jobs).where(eq(jobs.startupId, startupId));
    const total = (existing?.n ?? 0) + chosen.length;
    if (total > MAX_JOBS_PER_STARTUP) {
      throw new AppError(
        'JOB_LIMIT',
        `A startup can have at most ${MAX_JOBS_PER_STARTUP} positions; importing these would make ${total}. Choose fewer, or delete positions you no longer need.`,
      );
    }
    const rows = await tx
      .insert(jobs)
      .values(
        chosen.map((posting) => ({
          startupId,
          ...posting.columns,
          experienceLevel: posting.experienceLevel,
          status: 'open',
          atsBoardId: boardRow!.id,
          sourceId: posting.sourceId,
          sourceUrl: posting.sourceUrl,
        })),
      )
      .returning({ id: jobs.id });
    // The startup's followers hear of each once it commits, as of a position posted here.
    for (const row of rows) await emit(tx, { type: 'job.published', jobId: row.id, startupId });
    return { imported: rows.length };
  });
  forgetListingCounts(deps.db);
  return result;
}

/** The boards a startup imported from (one of them, with `boardId`): when each was last read and whether that worked. */
async function boardRows(db: Db, startupId: string, boardId?: string) {
  const rows = await db
    .select({
      id: atsBoards.id,
      ats: atsBoards.ats,
      board: atsBoards.board,
      lastSyncedAt: atsBoards.lastSyncedAt,
      lastError: atsBoards.lastError,
    })
    .from(atsBoards)
    .where(and(eq(atsBoards.startupId, startupId), boardId ? eq(atsBoards.id, boardId) : undefined))
    .orderBy(atsBoards.createdAt);
  const counts = rows.length
    ? await db
        .select({ boardId: jobs.atsBoardId, n: count() })
        .from(jobs)
        .where(
          and(
            inArray(
              jobs.atsBoardId,
              rows.map((r) => r.id),
            ),
            eq(jobs.status, 'open'),
          ),
        )
        .groupBy(jobs.atsBoardId)
    : [];
  const openBy = new Map(counts.map((c) => [c.boardId, c.n]));
  return rows.map((row) => ({
    id: row.id,
    ats: row.ats as AtsProvider,
    board: row.board,
    openPositions: openBy.get(row.id) ?? 0,
    lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
    lastError: row.lastError,
  }));
}

/** The boards a startup imported from, for its owner: when each was last read and whether that worked. */
export async function listBoards({ db, actor, startupId }: { db: Db; actor: Actor; startupId: string }) {
  await assertStartupOwner(db, startupId, actor);
  return { boards: await boardRows(db, startupId) };
}

/**
 * "Sync now" (decision 065): the owner has one board read at once, as the hourly sync reads it (changes,
 * closures, reopenings), instead of waiting for the hour. Once a minute per board, and each read counts
 * against the member's hourly reads. Answers the board as the list shows it, its last error included.
 */
export async function syncBoardNowForOwner({
  actor,
  startupId,
  boardId,
  ...deps
}: Deps & { actor: Actor; startupId: string; boardId: string }): Promise<AtsBoardRow> {
  await assertStartupOwner(deps.db, startupId, actor);
  const [board] = await boardRows(deps.db, startupId, boardId);
  if (!board) throw notFound('Board not found');
  const tooSoon = (seconds: number) =>
    tooManyRequests(
      `${ATS_LABELS[board.ats]} was read less than a minute ago. Please try again ${tryAgainIn(seconds)}.`,
      seconds,
    );
  // A press refused for being too soon reads nothing, so it does not count toward the hourly reads.
  const wait = await secondsUntilSyncNow(deps.db, { startupId, boardId });
  if (wait !== null && wait > 0) throw tooSoon(wait);
  await countRead(deps.db, actor);
  const result = await syncBoardNow(deps.db, deps.config, { startupId, boardId });
  if (result.status === 'missing') throw notFound('Board not found');
  if (result.status === 'too-soon') throw tooSoon(result.retryAfterSeconds);
  const [after] = await boardRows(deps.db, startupId, boardId);
  return after!;
}
