import { and, count, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Job } from '../../../shared/jobs';
import {
  LOGO_REQUIRED,
  MAX_STARTUPS_PER_OWNER,
  resolvedBrandVoice,
  resolvedIndustry,
  STARTUP_LIMIT_MESSAGE,
  STARTUPS_PAGE_SIZE,
  startupSlug,
  type StartupData,
  type StartupDetail,
  type StartupListPage,
  type StartupListQuery,
} from '../../../shared/startups';
import { encodeStartupCursor } from '../../../shared/startup-cursor';
import { assertOwner } from '../../auth/guards';
import type { Db, DbOrTx } from '../../db/client';
import { jobs, profiles, startups, users } from '../../db/schema';
import { followerCounts } from '../follows/follows.service';
import { emit } from '../../events/emit';
import { ITEM_REMOVED } from '../../../shared/moderation';
import type { RequestFacts } from '../../events/catalog';
import { AppError } from '../../lib/app-error';
import { keyFromPublicUrl, type Storage } from '../../storage/storage';
import { deleteFilesAfterCommit, jobsFromJson, lockResumeKeys, openJobsJson } from '../jobs/jobs.service';
import { countListing, forgetListingCounts } from './listing-count.service';
import {
  afterCursor,
  cardColumns,
  cursorTime,
  listingFilters,
  sorts,
  toCard,
  type FilterValues,
} from './startup-queries';
import { readStartupSearch } from './startup-search';
import { listStartupSearch } from './startup-search-pages';
import { startupIsPublic } from './startup-visibility';
import { findSlugRedirect, firstFreeSlug, lockSlugs, moveSlug } from './startup-slugs';
import type { Actor } from '../../auth/actor';

// The jobs feature forgets the listing's counts when a position changes: the job-title filter counts positions.
/** Which filters a request uses, its sort and whether it pages by cursor: one statement each. */
type ListingShape = {
  sort: StartupListQuery['sort'];
  industry: boolean;
  stage: boolean;
  country: boolean;
  hasCursor: boolean;
};

function buildListing(db: Db, shape: ListingShape, name: string) {
  const sort = sorts[shape.sort];
  const filters = listingFilters(shape);
  if (shape.hasCursor) filters.push(afterCursor(shape.sort));
  const ids = db
    .select({ id: startups.id })
    .from(startups)
    .where(and(...filters))
    .orderBy(...sort.order)
    .limit(STARTUPS_PAGE_SIZE + 1);
  const pageIds = (shape.hasCursor ? ids : ids.offset(sql.placeholder('offset'))).as('page_ids');
  return db
    .select({ ...cardColumns, cursorTime })
    .from(pageIds)
    .innerJoin(startups, eq(startups.id, pageIds.id))
    .innerJoin(profiles, eq(profiles.id, startups.ownerId))
    .orderBy(...sort.order)
    .prepare(name);
}

// Compiling the listing's SQL through the query builder was a sixth of a listing request's CPU time.
// Each shape (at most 4 sorts x 8 filter sets x 2) is compiled once per database and kept as a named
// prepared statement, which PostgreSQL also parses once per connection.
const listingStatements = new WeakMap<Db, Map<string, ReturnType<typeof buildListing>>>();

function listingStatement(db: Db, shape: ListingShape) {
  let statements = listingStatements.get(db);
  if (!statements) listingStatements.set(db, (statements = new Map()));
  const key = [
    shape.sort,
    ...(['industry', 'stage', 'country', 'hasCursor'] as const).map((k) => (shape[k] ? 1 : 0)),
  ].join('_');
  let statement = statements.get(key);
  if (!statement) statements.set(key, (statement = buildListing(db, shape, `startups_list_${key}`)));
  return statement;
}

/**
 * The public listing: active startups, filtered and sorted, 15 a page. A page after the first comes by
 * the previous one's cursor (keyset: every page costs what the first costs); `page` without a cursor
 * still skips to that page, for old links. The ids of the page are found first, so the cards' owners
 * and open roles are read for those 15 alone; the count is kept cheap (listing-count.ts).
 */
export async function listStartups({ db, query }: { db: Db; query: StartupListQuery }): Promise<StartupListPage> {
  const search = readStartupSearch(query);
  if (search) return listStartupSearch({ db, query, search });
  const sort = sorts[query.sort];
  const shape: ListingShape = {
    sort: query.sort,
    industry: Boolean(query.industry),
    stage: Boolean(query.stage),
    country: Boolean(query.country),
    hasCursor: Boolean(query.cursor),
  };
  const filterValues: FilterValues = {
    industry: query.industry,
    stage: query.stage,
    country: query.country,
  };
  const values = {
    ...filterValues,
    cursorKey: query.cursor?.key,
    cursorId: query.cursor?.id,
    offset: query.cursor ? undefined : (query.page - 1) * STARTUPS_PAGE_SIZE,
  };
  const countKey = JSON.stringify([query.industry, query.stage, query.country]);
  const [rows, counted] = await Promise.all([
    listingStatement(db, shape).execute(values),
    countListing({ db, where: and(...listingFilters(shape, filterValues)), key: countKey, isFreeText: false }),
  ]);
  const items = rows.slice(0, STARTUPS_PAGE_SIZE);
  const last = items.at(-1);
  const hasMore = rows.length > STARTUPS_PAGE_SIZE;
  return {
    items: items.map(toCard),
    total: counted.total,
    isTotalExact: counted.isExact,
    page: query.page,
    pageSize: STARTUPS_PAGE_SIZE,
    hasMore,
    nextCursor:
      hasMore && last
        ? encodeStartupCursor({ sort: query.sort, key: sort.isTime ? last.cursorTime : last.name, id: last.id })
        : null,
    search: null,
  };
}

const detailColumns = {
  ...cardColumns,
  story: startups.story,
  contactEmail: startups.contactEmail,
  linkedinUrl: startups.linkedinUrl,
  websiteUrl: startups.websiteUrl,
  active: startups.active,
};

function toDetail(row: Awaited<ReturnType<typeof selectDetail>>[number]): StartupDetail {
  return {
    ...toCard(row),
    story: row.story,
    contactEmail: row.contactEmail,
    linkedinUrl: row.linkedinUrl,
    websiteUrl: row.websiteUrl,
    active: row.active,
    ownerId: row.ownerId,
  };
}

function selectDetail(db: Db, where: SQL | undefined) {
  return db.select(detailColumns).from(startups).innerJoin(profiles, eq(profiles.id, startups.ownerId)).where(where);
}

export type StartupPage = { startup: StartupDetail; jobs: Job[] } | { redirectTo: string };

function buildStartupPage(db: Db) {
  // The card's open roles are the titles of the open positions: read once, not by a second subquery.
  const { openRoles: _roles, ...pageColumns } = detailColumns;
  return db
    .select({ ...pageColumns, openJobs: openJobsJson })
    .from(startups)
    .innerJoin(profiles, eq(profiles.id, startups.ownerId))
    .where(and(startupIsPublic, sql`${startups.slug} = ${sql.placeholder('slug')}`))
    .prepare('startup_page');
}

// Compiled once per database, as the listing's statements are.
const startupPageStatements = new WeakMap<Db, ReturnType<typeof buildStartupPage>>();
function startupPageStatement(db: Db) {
  let statement = startupPageStatements.get(db);
  if (!statement) startupPageStatements.set(db, (statement = buildStartupPage(db)));
  return statement;
}

/**
 * /startup/{slug}: the active startup whose stored slug this is, with its open positions, in one query.
 * Otherwise, where the address should go: a slug the startup had before a rename, or an address typed
 * by hand whose slug form is one ("Orbit Labs", "ORBIT-LABS").
 */
export async function getStartupPage({ db, slug }: { db: Db; slug: string }): Promise<StartupPage> {
  const [row] = await startupPageStatement(db).execute({ slug });
  if (row) {
    const openJobs = jobsFromJson(row.openJobs);
    return {
      startup: toDetail({ ...row, openRoles: openJobs.map((job) => ({ id: job.id, title: job.title })) }),
      jobs: openJobs,
    };
  }
  // Only an address with a letter or digit has a slug form of its own ("!!!" would become "startup").
  const typed = /[\p{L}\p{N}]/u.test(slug) ? [startupSlug(slug)] : [];
  const redirectTo = await findSlugRedirect(db, [...new Set([slug, ...typed])]);
  if (redirectTo && redirectTo !== slug) return { redirectTo };
  // Hidden by moderation: gone, for people and search engines alike, rather than never there.
  const [hidden] = await db
    .select({ id: startups.id })
    .from(startups)
    .where(and(eq(startups.slug, slug), isNotNull(startups.hiddenAt)));
  if (hidden) throw new AppError('REMOVED', ITEM_REMOVED);
  throw new AppError('NOT_FOUND', 'Startup not found');
}

/** A startup for its owner to edit; anyone else gets 403. */
export async function getOwnStartup({ db, id, actor }: { db: Db; id: string; actor: Actor }) {
  const [row] = await selectDetail(db, eq(startups.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Startup not found');
  assertOwner(row, actor, 'You can only manage your own startups.');
  return toDetail(row);
}

export async function listOwnStartups({ db, actor }: { db: Db; actor: Actor }) {
  const rows = await selectDetail(db, eq(startups.ownerId, actor.id)).orderBy(desc(startups.createdAt));
  // The founder sees how many follow each (decision 018); a member owns at most a few startups.
  const followers = await followerCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...toDetail(row), followerCount: followers.get(row.id) ?? 0 }));
}

/** The owner's active startups, for their profile. */
export async function listActiveStartupsOf({ db, ownerId }: { db: Db; ownerId: string }) {
  const rows = await db
    .select(cardColumns)
    .from(startups)
    .innerJoin(profiles, eq(profiles.id, startups.ownerId))
    .where(and(eq(startups.ownerId, ownerId), startupIsPublic))
    .orderBy(desc(startups.createdAt));
  return rows.map(toCard);
}

function columnsOf(input: StartupData) {
  return {
    name: input.name,
    description: input.description,
    logoUrl: input.logoUrl,
    industry: resolvedIndustry(input),
    stage: input.stage,
    teamSize: input.teamSize,
    country: input.country,
    tagline: input.tagline,
    brandVoice: resolvedBrandVoice(input),
    mission: input.mission,
    story: input.story,
    highlightText: input.highlightText,
    contactEmail: input.contactEmail,
    linkedinUrl: input.linkedinUrl || null,
    websiteUrl: input.websiteUrl || null,
  };
}

/**
 * A logo must be one this owner uploaded through us (no pointing a startup at someone else's file), and
 * it must still be there: a draft kept in a browser for days may name a logo the unused-upload sweep
 * has since removed.
 */
async function assertOwnLogo(storage: Storage, logoUrl: string, actor: Actor, currentLogoUrl?: string) {
  if (logoUrl === currentLogoUrl) return;
  const key = keyFromPublicUrl(logoUrl);
  if (!key?.startsWith(`logos/${actor.id}/`) || !(await storage.exists(key))) {
    throw new AppError('INVALID_INPUT', LOGO_REQUIRED, { logoUrl: LOGO_REQUIRED });
  }
}

export async function createStartup({
  db,
  storage,
  actor,
  input,
}: {
  db: Db;
  storage: Storage;
  actor: Actor;
  input: StartupData;
}) {
  await assertOwnLogo(storage, input.logoUrl, actor);
  return db
    .transaction(async (tx) => {
      // Locking the owner's row makes two simultaneous posts take turns, so the limit holds.
      const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, actor.id)).for('update');
      if (!owner) throw new AppError('UNAUTHENTICATED', 'User not authenticated');
      const [existing] = await tx.select({ n: count() }).from(startups).where(eq(startups.ownerId, actor.id));
      if ((existing?.n ?? 0) >= MAX_STARTUPS_PER_OWNER) throw new AppError('STARTUP_LIMIT', STARTUP_LIMIT_MESSAGE);
      await lockSlugs(tx);
      const slug = await firstFreeSlug(tx, startupSlug(input.name));
      const [created] = await tx
        .insert(startups)
        .values({ ownerId: actor.id, slug, ...columnsOf(input) })
        .returning({ id: startups.id, name: startups.name, slug: startups.slug });
      // The founder's congratulations follow from the event (startups.subscribers.ts).
      await emit(tx, { type: 'startup.created', startupId: created!.id, ownerId: actor.id });
      return created!;
    })
    .finally(() => forgetListingCounts(db));
}

/**
 * A new name whose slug differs gets a new slug; the old one stays in the startup's history, so its
 * links keep working and no other startup can take it.
 */
export async function updateStartup({
  db,
  storage,
  id,
  actor,
  input,
}: {
  db: Db;
  storage: Storage;
  id: string;
  actor: Actor;
  input: StartupData;
}) {
  const current = await getOwnStartup({ db, id, actor });
  await assertOwnLogo(storage, input.logoUrl, actor, current.logoUrl);
  await db.transaction(async (tx) => {
    const row = await lockOwnStartup(tx, id, actor);
    await tx
      .update(startups)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(eq(startups.id, id));
    const base = startupSlug(input.name);
    if (base !== startupSlug(row.name)) await moveSlug(tx, row, base);
  });
  forgetListingCounts(db);
  if (current.logoUrl !== input.logoUrl) await deleteFilesAfterCommit(storage, [keyFromPublicUrl(current.logoUrl)]);
  return getOwnStartup({ db, id, actor });
}

export async function setStartupActive({
  db,
  id,
  actor,
  active,
}: {
  db: Db;
  id: string;
  actor: Actor;
  active: boolean;
}) {
  await getOwnStartup({ db, id, actor });
  await db.update(startups).set({ active, updatedAt: new Date() }).where(eq(startups.id, id));
  forgetListingCounts(db);
}

/** The startup's row, locked until the transaction ends; 404 when missing, 403 for anyone but `actor` (if given). */
async function lockOwnStartup(tx: DbOrTx, id: string, actor: Actor | null) {
  const [row] = await tx
    .select({
      id: startups.id,
      ownerId: startups.ownerId,
      name: startups.name,
      slug: startups.slug,
      logoUrl: startups.logoUrl,
    })
    .from(startups)
    .where(eq(startups.id, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'Startup not found');
  if (actor) assertOwner(row, actor, 'You can only manage your own startups.');
  return row;
}

/**
 * Deletes a startup with its jobs and applications (cascade), then its logo and every resume sent to
 * it at once. The jobs and applications are locked first, so an application arriving meanwhile waits
 * and then fails rather than leaving a resume nobody can reach.
 */
/** `byAdmin`: the administrator deletes it, an action the audit log records. */
async function removeStartup(
  db: Db,
  storage: Storage,
  id: string,
  actor: Actor | null,
  byAdmin?: { actorId: string; request: RequestFacts },
) {
  const files = await db.transaction(async (tx) => {
    const row = await lockOwnStartup(tx, id, actor);
    await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.startupId, id)).for('update');
    const resumes = await lockResumeKeys(tx, eq(jobs.startupId, id));
    await tx.delete(startups).where(eq(startups.id, id));
    if (byAdmin)
      await emit(tx, {
        type: 'startup.deleted_by_admin',
        actorId: byAdmin.actorId,
        startupId: id,
        ownerId: row.ownerId,
        name: row.name,
        request: byAdmin.request,
      });
    return [keyFromPublicUrl(row.logoUrl), ...resumes];
  });
  forgetListingCounts(db);
  await deleteFilesAfterCommit(storage, files);
}

export async function deleteStartup({
  db,
  storage,
  id,
  actor,
}: {
  db: Db;
  storage: Storage;
  id: string;
  actor: Actor;
}) {
  await removeStartup(db, storage, id, actor);
}

/** The administrator deletes any startup, as its owner would. */
export async function deleteStartupAsAdmin({
  db,
  storage,
  id,
  actorId,
  request,
}: {
  db: Db;
  storage: Storage;
  id: string;
  actorId: string;
  request: RequestFacts;
}) {
  await removeStartup(db, storage, id, null, { actorId, request });
}

/**
 * One sitemap file's worth of public startups: those whose id is between firstId and lastId, a range
 * of the primary key, so the last file costs what the first does (seo/sitemap-files.ts), at most `limit`.
 */
export async function listActiveStartupSlugs({
  db,
  firstId,
  lastId,
  limit,
}: {
  db: Db;
  firstId: string;
  lastId: string;
  limit: number;
}) {
  const range = sql`${startups.id} between ${firstId}::uuid and ${lastId}::uuid`;
  return db
    .select({ slug: startups.slug, updatedAt: startups.updatedAt })
    .from(startups)
    .where(and(startupIsPublic, range))
    .orderBy(startups.id)
    .limit(limit);
}

export async function countActiveStartups({ db }: { db: Db }): Promise<number> {
  const [row] = await db.select({ n: count() }).from(startups).where(startupIsPublic);
  return row?.n ?? 0;
}
