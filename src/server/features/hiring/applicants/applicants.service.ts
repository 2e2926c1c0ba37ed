import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import {
  APPLICANTS_PAGE_SIZE,
  INVALID_APPLICANTS_CURSOR,
  type ApplicantRow,
  type ApplicantSort,
  type ApplicantsPage,
  type ApplicantsQuery,
} from '../../../../shared/applicants';
import { applicationStates, type ApplicationState, type RejectionReason } from '../../../../shared/applications';
import type { CandidateView } from '../../../../shared/pipeline-stages';
import { assertOwner } from '../../../auth/guards';
import type { Db } from '../../../db/client';
import { applicationNotes, jobApplications, jobs, pipelineStages, profiles, startups, users } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { selectApplications } from '../application.service';
import type { Actor } from '../../../auth/actor';

// The applicants page (decision 019): every application to the actor's startups, filtered, sorted,
// a keyset page at a time, so the thousandth page costs what the first does.

const cursorTime = sql<string>`to_char(${jobApplications.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const ratingKey = sql<number>`coalesce(${jobApplications.rating}, 0)`;

export const applicantColumns = {
  id: jobApplications.id,
  status: jobApplications.status,
  createdAt: jobApplications.createdAt,
  updatedAt: jobApplications.updatedAt,
  firstOpenedAt: jobApplications.firstOpenedAt,
  rating: jobApplications.rating,
  rejectionReason: jobApplications.rejectionReason,
  rejectionMessage: jobApplications.rejectionMessage,
  startupCultureAnswer: jobApplications.startupCultureAnswer,
  problemSolvingAnswer: jobApplications.problemSolvingAnswer,
  answers: jobApplications.answers,
  knockoutQuestionId: jobApplications.knockoutQuestionId,
  stageId: pipelineStages.id,
  stageName: pipelineStages.name,
  stageView: pipelineStages.candidateView,
  jobId: jobs.id,
  jobTitle: jobs.title,
  startupId: startups.id,
  startupName: startups.name,
  ownerId: startups.ownerId,
  applicantId: users.id,
  email: users.email,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  avatarUrl: profiles.avatarUrl,
  headline: profiles.headline,
  cursorTime,
};

type FilterQuery = Omit<ApplicantsQuery, 'cursor' | 'sort'>;

type PositionTables = { jobs: { id: AnyColumn }; startups: { id: AnyColumn; ownerId: AnyColumn } };

/** The filters on the actor's positions: whose startups, which startup, which position. */
function positionFilters(actor: Actor, query: FilterQuery, t: PositionTables = { jobs, startups }): SQL[] {
  const where: SQL[] = [eq(t.startups.ownerId, actor.id)];
  if (query.startup) where.push(eq(t.startups.id, query.startup));
  if (query.job) where.push(eq(t.jobs.id, query.job));
  return where;
}

const scopeJobs = alias(jobs, 'scope_jobs');
const scopeStartups = alias(startups, 'scope_startups');

/**
 * A search (decision 033): the words, within the actor's positions that the filters name, both answered
 * by the GIN index on (array[job_id], search). The positions are given as an array because only that
 * index reads one: a b-tree on job_id would take the positions and test the words on each of their
 * applications, reading every row's large search vector (a founder with 20,000 applications: 80,000
 * pages per query). So the index alone finds the matches, and only they are read.
 */
function searchFilters(actor: Actor, query: FilterQuery): SQL[] {
  if (!query.q) return [];
  const positions = new QueryBuilder()
    .select({ id: scopeJobs.id })
    .from(scopeJobs)
    .innerJoin(scopeStartups, eq(scopeStartups.id, scopeJobs.startupId))
    .where(and(...positionFilters(actor, query, { jobs: scopeJobs, startups: scopeStartups })));
  return [
    sql`array[${jobApplications.jobId}] && array(${positions})`,
    sql`${jobApplications.search} @@ websearch_to_tsquery('english', ${query.q})`,
  ];
}

/** The filters on the applications themselves: the status and the dates. */
function applicationFilters(query: FilterQuery, options: { withStatus?: boolean } = {}): SQL[] {
  const where: SQL[] = [];
  if (query.status && options.withStatus !== false) where.push(eq(jobApplications.status, query.status));
  if (query.stage && options.withStatus !== false)
    where.push(query.stage === 'none' ? isNull(jobApplications.stageId) : eq(jobApplications.stageId, query.stage));
  if (query.from) where.push(gte(jobApplications.createdAt, sql`${query.from}::date`));
  if (query.to) where.push(lt(jobApplications.createdAt, sql`${query.to}::date + 1`));
  return where;
}

/** The actor's applications that the filters name (all but the page cursor), on the applications joined to their job and startup. */
export function applicantFilters(actor: Actor, query: FilterQuery, options: { withStatus?: boolean } = {}): SQL[] {
  return [...positionFilters(actor, query), ...searchFilters(actor, query), ...applicationFilters(query, options)];
}

type Cursor = { sort: ApplicantSort; rating: number; createdAt: string; id: string };

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.rating, cursor.createdAt, cursor.id])).toString('base64url');
}

function decodeCursor(text: string, sort: ApplicantSort): Cursor {
  try {
    const [s, rating, createdAt, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    const isValid =
      s === sort &&
      Number.isInteger(rating) &&
      (rating as number) >= 0 &&
      (rating as number) <= 5 &&
      typeof createdAt === 'string' &&
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(createdAt) &&
      !Number.isNaN(Date.parse(createdAt)) &&
      typeof id === 'string' &&
      /^[0-9a-f-]{36}$/i.test(id);
    if (isValid) return { sort, rating: rating as number, createdAt: createdAt as string, id: id as string };
  } catch {
    // Falls through to the 400 below.
  }
  throw new AppError('INVALID_INPUT', INVALID_APPLICANTS_CURSOR, { cursor: INVALID_APPLICANTS_CURSOR });
}

/** Where the page after the cursor starts, in the sort's order. */
export function afterCursor(cursor: Cursor): SQL {
  const time = sql`${cursor.createdAt}::timestamptz`;
  if (cursor.sort === 'oldest')
    return sql`(${jobApplications.createdAt}, ${jobApplications.id}) > (${time}, ${cursor.id}::uuid)`;
  if (cursor.sort === 'rating')
    return sql`(${ratingKey}, ${jobApplications.createdAt}, ${jobApplications.id}) < (${cursor.rating}, ${time}, ${cursor.id}::uuid)`;
  return sql`(${jobApplications.createdAt}, ${jobApplications.id}) < (${time}, ${cursor.id}::uuid)`;
}

type SortKeys = { createdAt: AnyColumn | SQL.Aliased; id: AnyColumn | SQL.Aliased; rating: SQL | SQL.Aliased };

/** The sort's order, on the applications or on a subquery's columns of the same keys. */
export function orderOf(
  sort: ApplicantSort,
  keys: SortKeys = { createdAt: jobApplications.createdAt, id: jobApplications.id, rating: ratingKey },
): SQL[] {
  if (sort === 'oldest') return [asc(keys.createdAt), asc(keys.id)];
  if (sort === 'rating') return [desc(keys.rating), desc(keys.createdAt), desc(keys.id)];
  return [desc(keys.createdAt), desc(keys.id)];
}

/**
 * Where a search matched: a few words around each match from the answers and the first 20,000
 * characters of the resume (ts_headline reads the whole text it is given, on every row of the page).
 */
const matchOf = (q: string) =>
  sql<
    string | null
  >`ts_headline('english', ${jobApplications.startupCultureAnswer} || ' … ' || ${jobApplications.problemSolvingAnswer} || ' … ' || left(coalesce(${jobApplications.resumeText}, ''), 20000),
    websearch_to_tsquery('english', ${q}), 'StartSel=«, StopSel=», MaxFragments=2, MaxWords=14, MinWords=5, FragmentDelimiter=" … "')`;

/** The applications joined to their job, startup and applicant; with a search, where it matched. */
export function selectApplicants(db: Db, where: SQL[], q?: string) {
  return selectApplications(db, { ...applicantColumns, match: q ? matchOf(q) : sql<string | null>`null` })
    .innerJoin(users, eq(users.id, jobApplications.applicantId))
    .innerJoin(profiles, eq(profiles.id, jobApplications.applicantId))
    .leftJoin(pipelineStages, eq(pipelineStages.id, jobApplications.stageId))
    .where(and(...where));
}

/**
 * The ids of a page (one more than a page: is there a next one?). Without a search, in two steps the
 * planner cannot get wrong: each of the actor's positions gives its own first rows in the page's order
 * (a short walk of its (job_id, created_at) index), and the best of those make the page. Joined to
 * everything at once, a founder with thousands of applications per position had every one joined to its
 * person and sorted for 51 rows (docs/benchmarks, applicants). With a search, the GIN index gives the
 * matches in the actor's positions (searchFilters), and the best of them make the page.
 */
async function pageIds(db: Db, actor: Actor, query: ApplicantsQuery): Promise<string[]> {
  const where = applicationFilters(query);
  if (query.cursor) where.push(afterCursor(decodeCursor(query.cursor, query.sort)));
  if (query.q) {
    const matches = await db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(and(...searchFilters(actor, query), ...where))
      .orderBy(...orderOf(query.sort))
      .limit(APPLICANTS_PAGE_SIZE + 1);
    return matches.map((row) => row.id);
  }
  const perPosition = db
    .select({
      id: jobApplications.id,
      createdAt: jobApplications.createdAt,
      rating: sql<number>`${ratingKey}`.as('rating_key'),
    })
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, jobs.id), ...where))
    .orderBy(...orderOf(query.sort))
    .limit(APPLICANTS_PAGE_SIZE + 1)
    .as('first_rows');
  const rows = await db
    .select({ id: perPosition.id })
    .from(jobs)
    .innerJoin(startups, eq(startups.id, jobs.startupId))
    .innerJoinLateral(perPosition, sql`true`)
    .where(and(...positionFilters(actor, query)))
    .orderBy(...orderOf(query.sort, perPosition))
    .limit(APPLICANTS_PAGE_SIZE + 1);
  return rows.map((row) => row.id);
}

/**
 * The board's column heads: the same filters, every status, in one row (a count per status, with no
 * sort or hash of 20,000 statuses to group them). With a search, counted from the GIN index's matches
 * alone (searchFilters names the positions): no join for the planner to start from the positions'
 * b-tree and test the words on each of their applications.
 */
/** The same filters, by own stage (decision 044): only the applications in one, through the stage's partial index. */
async function countByStage(db: Db, actor: Actor, query: FilterQuery): Promise<Record<string, number>> {
  const rows = await selectApplications(db, { stageId: jobApplications.stageId, n: count() })
    .where(and(isNotNull(jobApplications.stageId), ...applicantFilters(actor, query, { withStatus: false })))
    .groupBy(jobApplications.stageId);
  return Object.fromEntries(rows.map((row) => [row.stageId!, row.n]));
}

async function countByStatus(db: Db, actor: Actor, query: FilterQuery): Promise<Record<ApplicationState, number>> {
  const perStatus = Object.fromEntries(
    applicationStates.map((state) => [
      state,
      sql<number>`count(*) filter (where ${jobApplications.status} = ${state})`.mapWith(Number),
    ]),
  ) as Record<ApplicationState, SQL<number>>;
  const [counts] = query.q
    ? await db
        .select(perStatus)
        .from(jobApplications)
        .where(and(...searchFilters(actor, query), ...applicationFilters(query, { withStatus: false })))
    : await selectApplications(db, perStatus).where(and(...applicantFilters(actor, query, { withStatus: false })));
  return counts!;
}

export async function listApplicants({
  db,
  actor,
  query,
}: {
  db: Db;
  actor: Actor;
  query: ApplicantsQuery;
}): Promise<ApplicantsPage> {
  const ids = await pageIds(db, actor, query);
  // Only the rows shown are read and, with a search, highlighted (ts_headline parses each one's text).
  // They are the actor's (pageIds), read by primary key and checked again here: with the owner in the
  // query, the planner started from the owner's positions and walked all their applications for these 50.
  const shown = ids.slice(0, APPLICANTS_PAGE_SIZE);
  const [selected, counts, stageCounts] = await Promise.all([
    shown.length === 0
      ? []
      : selectApplicants(db, [inArray(jobApplications.id, shown)], query.q).orderBy(...orderOf(query.sort)),
    countByStatus(db, actor, query),
    countByStage(db, actor, query),
  ]);
  const rows = selected.filter((row) => row.ownerId === actor.id);
  const notes = await noteCounts(
    db,
    rows.map((row) => row.id),
  );
  const last = rows.at(-1);
  return {
    items: rows.map((row) => toRow(row, notes.get(row.id) ?? 0)),
    nextCursor:
      ids.length > APPLICANTS_PAGE_SIZE && last
        ? encodeCursor({ sort: query.sort, rating: last.rating ?? 0, createdAt: last.cursorTime, id: last.id })
        : null,
    counts,
    stageCounts,
  };
}

/**
 * One application as a row of the page, for the panel a notification opens (decision 020):
 * another founder's is forbidden, as everywhere else an application is the owner's.
 */
export async function getApplicant({ db, actor, id }: { db: Db; actor: Actor; id: string }): Promise<ApplicantRow> {
  const [row] = await selectApplicants(db, [eq(jobApplications.id, id)]);
  if (!row) throw new AppError('NOT_FOUND', 'Application not found');
  assertOwner(row, actor, 'You can only see applications to your own startups.');
  const notes = await noteCounts(db, [row.id]);
  return toRow(row, notes.get(row.id) ?? 0);
}

/** Notes per application for a page of them, in one query. */
async function noteCounts(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: applicationNotes.applicationId, n: count() })
    .from(applicationNotes)
    .where(inArray(applicationNotes.applicationId, ids))
    .groupBy(applicationNotes.applicationId);
  return new Map(rows.map((row) => [row.id, row.n]));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectApplicants>['execute']>>[number];

function toRow(row: Selected, noteCount: number): ApplicantRow {
  return {
    id: row.id,
    status: row.status as ApplicationState,
    stage: row.stageId
      ? { id: row.stageId, name: row.stageName!, candidateView: row.stageView as CandidateView }
      : null,
    createdAt: row.createdAt.toISOString(),
    firstOpenedAt: row.firstOpenedAt?.toISOString() ?? null,
    rating: row.rating,
    noteCount,
    rejection:
      row.status === 'rejected'
        ? { reason: row.rejectionReason as RejectionReason | null, message: row.rejectionMessage }
        : null,
    match: row.match,
    job: { id: row.jobId, title: row.jobTitle },
    startup: { id: row.startupId, name: row.startupName },
    applicant: {
      id: row.applicantId,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      avatarUrl: row.avatarUrl,
      headline: row.headline,
    },
  };
}
