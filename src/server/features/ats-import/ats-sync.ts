import { eq, sql, type SQL } from 'drizzle-orm';
import { atsSyncedFields, type AtsProvider } from '../../../shared/ats-import';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { atsBoards, jobs } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import { setJobsStatus } from '../jobs/jobs.service';
import { forgetListingCounts } from '../startups/listing-count.service';
import { CLOSED_HERE, same, SYNCED_COLUMNS, type PostingColumns } from './ats-link-rules';
import type { AtsPosting } from './ats-posting';
import { fetchBoard } from './ats-sources';

/** A board is read again this long after its last read. */
export const ATS_SYNC_INTERVAL_MINUTES = 60;
/** At most this many boards in one tick of one process; the next tick (or another process) takes the rest. */
const BOARDS_PER_TICK = 20;

type ClaimedBoard = { id: string; startup_id: string; ats: AtsProvider; board: string };

/** "Sync now" reads a board again at most this long after its last read, whoever read it. */
export const ATS_SYNC_NOW_INTERVAL_SECONDS = 60;

/** Last read longer ago than `interval`, or never. */
const readBefore = (interval: SQL) => sql`(last_synced_at is null or last_synced_at < now() - ${interval})`;

/**
 * One board that `condition` picks, claimed: its last read moves to now in the same statement, so no
 * other process (no later tick, no "Sync now") reads it again before its interval. SKIP LOCKED: two
 * processes claim two boards. The one lock of a board's reads, for the hourly sync and "Sync now".
 */
async function claimBoard(db: Db, condition: SQL): Promise<ClaimedBoard | null> {
  const result = (await db.execute(sql`
    update ${atsBoards} set last_synced_at = now()
    where id = (
      select id from ${atsBoards}
      where ${condition}
      order by last_synced_at nulls first
      limit 1
      for update skip locked)
    returning id, startup_id, ats, board`)) as unknown as { rows: ClaimedBoard[] };
  return result.rows[0] ?? null;
}

/** One board due for the hourly sync (read over an hour ago), claimed. */
const claimDueBoard = (db: Db) => claimBoard(db, readBefore(sql`make_interval(mins => ${ATS_SYNC_INTERVAL_MINUTES})`));

export type SyncNowResult =
  { status: 'synced' } | { status: 'too-soon'; retryAfterSeconds: number } | { status: 'missing' };

/**
 * "Sync now": the startup's board, read at once by the hourly sync's own code, under its claim. A board
 * read less than a minute ago (by either) is not read again: the answer says in how many seconds it can
 * be. A read ends within ATS_TIMEOUT_MS, well inside that minute, so two reads of a board never overlap.
 */
export async function syncBoardNow(
  db: Db,
  config: Pick<Config, 'atsApiBases'>,
  { startupId, boardId }: { startupId: string; boardId: string },
): Promise<SyncNowResult> {
  const board = await claimBoard(
    db,
    sql`id = ${boardId} and startup_id = ${startupId} and ${readBefore(sql`make_interval(secs => ${ATS_SYNC_NOW_INTERVAL_SECONDS})`)}`,
  );
  if (board) {
    await syncBoard(db, config, board);
    return { status: 'synced' };
  }
  // Not claimed: no such board of this startup, or read within the minute (or being claimed this instant).
  const wait = await secondsUntilSyncNow(db, { startupId, boardId });
  return wait === null ? { status: 'missing' } : { status: 'too-soon', retryAfterSeconds: Math.max(1, wait) };
}

/**
 * In how many seconds "Sync now" may read the board (0 or less: now), by the database's clock; null
 * when the startup has no such board. Asked before a press is counted, so a refused one costs nothing.
 */
export async function secondsUntilSyncNow(
  db: Db,
  { startupId, boardId }: { startupId: string; boardId: string },
): Promise<number | null> {
  const [row] = (
    (await db.execute(sql`
    select coalesce(ceil(extract(epoch from (last_synced_at + make_interval(secs => ${ATS_SYNC_NOW_INTERVAL_SECONDS}) - now())))::int, 0) as wait
    from ${atsBoards} where id = ${boardId} and startup_id = ${startupId}`)) as unknown as { rows: { wait: number }[] }
  ).rows;
  return row ? row.wait : null;
}

/** The columns of the fields the founder has not edited here that differ from the posting. */
export function changedColumns(
  job: PostingColumns & { detachedFields: string[] },
  posting: AtsPosting,
): Partial<PostingColumns> {
  const changes: Partial<PostingColumns> = {};
  for (const field of atsSyncedFields) {
    if (job.detachedFields.includes(field)) continue;
    const columns = SYNCED_COLUMNS[field];
    if (columns.every((column) => same(job[column], posting.columns[column]))) continue;
    for (const column of columns) (changes as Record<string, unknown>)[column] = posting.columns[column];
  }
  return changes;
}

type LinkedJob = PostingColumns & {
  id: string;
  startupId: string;
  status: string;
  sourceId: string;
  detachedFields: string[];
};
type ChangedJob = PostingColumns & { id: string; sourceUrl: string | null };

/** Every synced column, in one order: the columns of the set-based write. */
const POSTING_COLUMNS = Object.values(SYNCED_COLUMNS).flat();

/**
 * The changed positions in one statement however many there are (UPDATE … FROM VALUES). Each row
 * carries every synced column: the posting's value for a field that changed, the stored one for the
 * others, the founder's edits among them. The rows are locked since they were read, so writing back
 * what was read changes nothing: changedColumns alone decides, field by field, what follows the board.
 */
async function writeChanges(tx: DbOrTx, changed: ChangedJob[]): Promise<void> {
  if (changed.length === 0) return;
  const columns = ['id', 'sourceUrl', ...POSTING_COLUMNS] as const;
  const name = (column: (typeof columns)[number]) => sql.identifier(jobs[column].name);
  // Each value cast to its column's type: VALUES has no table to take the types from.
  const rows = changed.map(
    (job) =>
      sql`(${sql.join(
        columns.map((column) => sql`${job[column]}::${sql.raw(jobs[column].getSQLType())}`),
        sql`, `,
      )})`,
  );
  await tx.execute(sql`
    update ${jobs} set ${sql.join(
      columns.slice(1).map((column) => sql`${name(column)} = changed.${name(column)}`),
      sql`, `,
    )}, updated_at = now()
    from (values ${sql.join(rows, sql`, `)}) as changed (${sql.join(columns.map(name), sql`, `)})
    where ${jobs.id} = changed.id`);
}

/**
 * Brings the board's positions in step: a changed posting updates the fields the founder has not edited
 * here; a posting gone from the board closes its position (it answers 410 and leaves the sitemap), and
 * one back on the board reopens it if the sync closed it, not the founder. A board that cannot be read
 * keeps its positions as they are and records why.
 */
async function syncBoard(db: Db, config: Pick<Config, 'atsApiBases'>, board: ClaimedBoard): Promise<void> {
  let postings: AtsPosting[];
  try {
    postings = await fetchBoard(config, board.ats, board.board);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await db.update(atsBoards).set({ lastError: error.message }).where(eq(atsBoards.id, board.id));
    return;
  }
  const bySourceId = new Map(postings.map((posting) => [posting.sourceId, posting]));
  let isChanged = false;
  await db.transaction(async (tx) => {
    const linked = (await tx
      .select({
        id: jobs.id,
        startupId: jobs.startupId,
        status: jobs.status,
        sourceId: jobs.sourceId,
        detachedFields: jobs.detachedFields,
        ...Object.fromEntries(POSTING_COLUMNS.map((column) => [column, jobs[column]])),
      })
      .from(jobs)
      .where(eq(jobs.atsBoardId, board.id))
      .for('update')) as unknown as LinkedJob[];
    const changed: ChangedJob[] = [];
    const gone: LinkedJob[] = [];
    const back: LinkedJob[] = [];
    for (const job of linked) {
      const posting = bySourceId.get(job.sourceId);
      if (!posting) {
        if (job.status === 'open') gone.push(job);
        continue;
      }
      if (job.status === 'closed' && !job.detachedFields.includes(CLOSED_HERE)) back.push(job);
      const changes = changedColumns(job, posting);
      if (Object.keys(changes).length > 0) changed.push({ ...job, ...changes, sourceUrl: posting.sourceUrl });
    }
    await writeChanges(tx, changed);
    // As when the founder closes or reopens a position: the same write and events (jobs.service).
    await setJobsStatus(tx, gone, 'closed');
    await setJobsStatus(tx, back, 'open');
    isChanged = changed.length + gone.length + back.length > 0;
    await tx.update(atsBoards).set({ lastError: null }).where(eq(atsBoards.id, board.id));
  });
  if (isChanged) forgetListingCounts(db);
}

/** Reads every board due (an hour after its last read), a few per tick; answers how many were read. */
export async function syncDueBoards({
  db,
  config,
  logger,
}: {
  db: Db;
  config: Pick<Config, 'atsApiBases'>;
  logger: Pick<Logger, 'warn'>;
}): Promise<number> {
  let synced = 0;
  for (; synced < BOARDS_PER_TICK; synced++) {
    const board = await claimDueBoard(db);
    if (!board) break;
    await syncBoard(db, config, board).catch((error: unknown) => {
      logger.warn({ err: error, board: board.id }, 'ATS sync: a board failed');
    });
  }
  return synced;
}
