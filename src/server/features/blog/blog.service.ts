import { emit } from '../../events/emit';
import type { RequestFacts } from '../../events/catalog';
import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import {
  CATEGORY_SECTION_SIZE,
  readingTime,
  type BlogPost,
  type BlogPostSummary,
  type PostData,
} from '../../../shared/blog';
import { type BlogCategory } from '../../../shared/blog-categories';
import type { Db } from '../../db/client';
import { blogPosts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { keyFromPublicUrl, type Storage } from '../../storage/storage';
import { sanitizePostHtml } from './sanitize';

type Row = typeof blogPosts.$inferSelect;
const PAGE_SIZE = 20;

const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  coverImageUrl: blogPosts.coverImageUrl,
  category: blogPosts.category,
  tags: blogPosts.tags,
  status: blogPosts.status,
  readingTime: blogPosts.readingTime,
  createdAt: blogPosts.createdAt,
  publishedAt: blogPosts.publishedAt,
};
type SummaryRow = Pick<Row, keyof typeof summaryColumns>;

function toSummary(row: SummaryRow): BlogPostSummary {
  return {
    ...row,
    category: row.category as BlogCategory,
    status: row.status as BlogPostSummary['status'],
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

function toPost(row: Row): BlogPost {
  return {
    ...toSummary(row),
    content: row.content,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    authorId: row.authorId,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const published = eq(blogPosts.status, 'published');
// Newest first by published_at, falling back to created_at.
const newest = [desc(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`), desc(blogPosts.id)];

/** Up to six posts per category in one query (a window per category), for /blog. */
export async function listCategorySections({ db, isAdmin }: { db: Db; isAdmin: boolean }) {
  const ranked = db
    .select({
      ...summaryColumns,
      rank: sql<number>`row_number() over (partition by ${blogPosts.category} order by coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt}) desc)`.as(
        'rank',
      ),
    })
    .from(blogPosts)
    .where(isAdmin ? undefined : published)
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${CATEGORY_SECTION_SIZE}`);
  const sections: Record<string, BlogPostSummary[]> = {};
  // The rank only chose the rows: it is not part of a post.
  for (const { rank: _rank, ...row } of rows) (sections[row.category] ??= []).push(toSummary(row));
  for (const list of Object.values(sections))
    list.sort((a, b) => (b.publishedAt ?? b.createdAt).localeCompare(a.publishedAt ?? a.createdAt));
  return sections;
}

/** A page of posts: published ones for everyone, all for the administrator; optionally one category. */
export async function listPosts({
  db,
  isAdmin,
  category,
  status,
  page = 1,
}: {
  db: Db;
  isAdmin: boolean;
  category?: BlogCategory;
  status?: 'draft' | 'published';
  page?: number;
}) {
  const conditions: SQL[] = [];
  if (!isAdmin) conditions.push(published);
  else if (status) conditions.push(eq(blogPosts.status, status));
  if (category) conditions.push(eq(blogPosts.category, category));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(blogPosts)
      .where(where)
      .orderBy(...newest)
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(blogPosts).where(where),
  ]);
  return { items: rows.map(toSummary), total: total?.n ?? 0, page, pageSize: PAGE_SIZE };
}

/** Totals for the admin analytics card, in one query. */
export async function postStats({ db }: { db: Db }) {
  const rows = await db
    .select({
      category: blogPosts.category,
      total: count(),
      published: sql<number>`count(*) filter (where ${published})`.mapWith(Number),
    })
    .from(blogPosts)
    .groupBy(blogPosts.category);
  const total = rows.reduce((n, r) => n + r.total, 0);
  const publishedCount = rows.reduce((n, r) => n + r.published, 0);
  return {
    total,
    published: publishedCount,
    drafts: total - publishedCount,
    byCategory: Object.fromEntries(rows.map((r) => [r.category, r.total])),
  };
}

/** A post by slug: drafts only for the administrator; anyone else gets "Post not found". */
export async function getPostBySlug({ db, slug, isAdmin }: { db: Db; slug: string; isAdmin: boolean }) {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isAdmin ? undefined : published));
  if (!row) throw new AppError('NOT_FOUND', 'Post not found');
  return toPost(row);
}

/** Two published posts of the same category, newest first, in one query. */
export async function relatedPosts({ db, post }: { db: Db; post: BlogPost }) {
  const rows = await db
    .select(summaryColumns)
    .from(blogPosts)
    .where(and(published, eq(blogPosts.category, post.category), ne(blogPosts.id, post.id)))
    .orderBy(desc(blogPosts.publishedAt))
    .limit(2);
  return rows.map(toSummary);
}

function columnsOf(input: PostData) {
  const content = sanitizePostHtml(input.content);
  return {
    ...input,
    content,
    readingTime: readingTime(content),
    // Set on every save with status published, null otherwise.
    publishedAt: input.status === 'published' ? new Date() : null,
    updatedAt: new Date(),
  };
}

async function assertSlugFree(db: Db, slug: string, exceptId?: string) {
  const [clash] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), exceptId ? ne(blogPosts.id, exceptId) : undefined));
  if (clash) throw new AppError('SLUG_TAKEN', 'This slug is already in use', { slug: 'This slug is already in use' });
}

export async function createPost({ db, authorId, input }: { db: Db; authorId: string; input: PostData }) {
  await assertSlugFree(db, input.slug);
  const [row] = await db
    .insert(blogPosts)
    .values({ ...columnsOf(input), authorId })
    .returning();
  return toPost(row!);
}

export async function updatePost({
  db,
  storage,
  id,
  input,
}: {
  db: Db;
  storage: Storage;
  id: string;
  input: PostData;
}) {
  const [current] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  if (!current) throw new AppError('NOT_FOUND', 'Post not found');
  await assertSlugFree(db, input.slug, id);
  const [row] = await db.update(blogPosts).set(columnsOf(input)).where(eq(blogPosts.id, id)).returning();
  if (current.coverImageUrl && current.coverImageUrl !== input.coverImageUrl)
    await deleteFile(storage, current.coverImageUrl);
  return toPost(row!);
}

/** The administrator deletes a post; the audit log records it. */
export async function deletePost({
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
  const row = await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
    if (!deleted) throw new AppError('NOT_FOUND', 'Post not found');
    await emit(tx, { type: 'blog_post.deleted', actorId, postId: id, title: deleted.title, request });
    return deleted;
  });
  await deleteFile(storage, row.coverImageUrl);
}

/** Deletes a blog image; never a file of another kind, whatever URL a post holds. */
async function deleteFile(storage: Storage, url: string | null) {
  const key = keyFromPublicUrl(url);
  if (key?.startsWith('blog/')) await storage.delete(key);
}

/** Published posts for the feed and the sitemap, newest first, bounded. */
export async function listPublishedForFeed({ db, limit }: { db: Db; limit: number }) {
  return db
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      publishedAt: blogPosts.publishedAt,
      updatedAt: blogPosts.updatedAt,
      category: blogPosts.category,
    })
    .from(blogPosts)
    .where(published)
    .orderBy(desc(blogPosts.publishedAt))
    .limit(limit);
}

/** What a post page's head needs, for published posts only. */
export async function findPublishedHead({ db, slug }: { db: Db; slug: string }) {
  const [row] = await db
    .select({
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      metaTitle: blogPosts.metaTitle,
      metaDescription: blogPosts.metaDescription,
      coverImageUrl: blogPosts.coverImageUrl,
      publishedAt: blogPosts.publishedAt,
    })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), published));
  return row ?? null;
}

export async function getPostById({ db, id }: { db: Db; id: string }) {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Post not found');
  return toPost(row);
}
