import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import {
  blogImageUploadedSchema,
  blogPostAnswerSchema,
  blogPostDeletedSchema,
  blogPostPageSchema,
  blogPostStatuses,
  blogPostWithRelatedSchema,
  blogSectionsSchema,
  blogStatsSchema,
  COVER_MAX_BYTES,
  COVER_MIN_HEIGHT,
  COVER_MIN_WIDTH,
  COVER_TOO_LARGE,
  COVER_TOO_SMALL,
  COVER_WRONG_TYPE,
  postSchema,
} from '../../../shared/blog';
import { blogCategoryKeys } from '../../../shared/blog-categories';
import { singleLineText } from '../../../shared/fields';
import type { AppEnv } from '../../app-env';
import { requestFacts } from '../../audit/request-facts';
import { requireAdminWith, secondFactorRequired } from '../../auth/guards';
import { AppError } from '../../lib/app-error';
import { describeRoute, json } from '../../lib/contract';
import { idParam } from '../../lib/id-param';
import { publicGet } from '../../lib/public-cache';
import { validate } from '../../lib/validate';
import { checkUploadQuota } from '../../storage/upload-quota';
import { imageDimensions, newFileKey, readCheckedImage, readUpload } from '../../storage/uploads';
import {
  createPost,
  deletePost,
  getPostById,
  getPostBySlug,
  listCategorySections,
  listPosts,
  postStats,
  relatedPosts,
  updatePost,
} from './blog.service';

const postId = idParam('Post not found');
const slugParam = z.object({ slug: singleLineText().max(120, 'Post not found') });
// Covers must be large; images inside a post may be any size.
const imageQuery = z.object({ kind: z.enum(['cover', 'inline']).catch('cover').default('cover') });
const listQuery = z.object({
  category: z.enum(blogCategoryKeys).optional().catch(undefined),
  status: z.enum(blogPostStatuses).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
// publicGet answers a matching If-None-Match with a 304 and no body.
const notModified = { 304: { description: 'Not modified: the ETag sent in If-None-Match still matches' } };
const imageUpload = {
  contentType: 'multipart/form-data',
  schema: z.object({ image: z.string().meta({ format: 'binary' }) }),
};

export const blogRoutes = new Hono<AppEnv>()
  .get(
    '/',
    describeRoute({
      summary: 'The blog home: the newest posts of each category, drafts too for the administrator',
      responses: { 200: json(blogSectionsSchema), ...notModified },
    }),
    publicGet(),
    async (c) => {
      return c.json({
        sections: await listCategorySections({ db: c.get('deps').db, isAdmin: !!c.get('actor')?.isAdmin }),
      });
    },
  )
  .get(
    '/posts',
    describeRoute({
      summary: 'A page of posts, newest first, optionally of one category (and status, for the administrator)',
      responses: { 200: json(blogPostPageSchema), ...notModified },
    }),
    publicGet(),
    validate('query', listQuery),
    async (c) => {
      return c.json(
        await listPosts({ db: c.get('deps').db, isAdmin: !!c.get('actor')?.isAdmin, ...c.req.valid('query') }),
      );
    },
  )
  .get(
    '/stats',
    describeRoute({
      summary: 'How many posts there are, published and drafts, and per category',
      responses: { 200: json(blogStatsSchema) },
    }),
    requireAdminWith(),
    async (c) => c.json(await postStats({ db: c.get('deps').db })),
  )
  .get(
    '/posts/by-id/:id',
    describeRoute({
      summary: 'A post by its id, draft or published, to edit it',
      responses: { 200: json(blogPostAnswerSchema) },
    }),
    requireAdminWith(),
    postId,
    async (c) => c.json({ post: await getPostById({ db: c.get('deps').db, id: c.req.valid('param').id }) }),
  )
  .get(
    '/posts/:slug',
    describeRoute({
      summary: 'A post by its slug (drafts for the administrator only), with two related posts',
      responses: { 200: json(blogPostWithRelatedSchema), ...notModified },
    }),
    publicGet(),
    validate('param', slugParam),
    async (c) => {
      const db = c.get('deps').db;
      const actor = c.get('actor');
      const slug = c.req.valid('param').slug;
      // A draft for an administrator who has yet to add a second factor: told why, not "not found" (decision 046).
      const post = await getPostBySlug({ db, slug, isAdmin: !!actor?.isAdmin }).catch(async (error: unknown) => {
        if (
          actor?.needsSecondFactor &&
          (await getPostBySlug({ db, slug, isAdmin: true }).then(
            () => true,
            () => false,
          ))
        )
          throw secondFactorRequired(actor.needsSecondFactor);
        throw error;
      });
      return c.json({ post, related: await relatedPosts({ db, post }) });
    },
  )
  .post(
    '/posts',
    describeRoute({ summary: 'Creates a post', responses: { 201: json(blogPostAnswerSchema, 'Created') } }),
    requireAdminWith('Only admin can create posts', 'Not authenticated'),
    validate('json', postSchema),
    async (c) => {
      return c.json(
        { post: await createPost({ db: c.get('deps').db, authorId: c.get('user').id, input: c.req.valid('json') }) },
        201,
      );
    },
  )
  .put(
    '/posts/by-id/:id',
    describeRoute({
      summary: 'Updates a post; a replaced cover image is deleted',
      responses: { 200: json(blogPostAnswerSchema) },
    }),
    requireAdminWith('Only admin can update posts', 'Not authenticated'),
    postId,
    validate('json', postSchema),
    async (c) => {
      const { db, storage } = c.get('deps');
      return c.json({
        post: await updatePost({ db, storage, id: c.req.valid('param').id, input: c.req.valid('json') }),
      });
    },
  )
  .delete(
    '/posts/by-id/:id',
    describeRoute({ summary: 'Deletes a post and its cover image', responses: { 200: json(blogPostDeletedSchema) } }),
    requireAdminWith('Only admin can delete posts', 'Not authenticated'),
    postId,
    async (c) => {
      const { db, storage } = c.get('deps');
      await deletePost({
        db,
        storage,
        id: c.req.valid('param').id,
        actorId: c.get('actor').id,
        request: requestFacts(c),
      });
      return c.json({ deleted: true });
    },
  )
  .post(
    '/images',
    describeRoute({
      summary: 'Uploads a blog image (JPEG, PNG or WebP up to 10MB); a cover must be at least 1200x630',
      responses: { 201: json(blogImageUploadedSchema, 'Created') },
      body: imageUpload,
    }),
    requireAdminWith('Only admin can upload blog images', 'Not authenticated'),
    bodyLimit({
      maxSize: COVER_MAX_BYTES + 64 * 1024,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE', COVER_TOO_LARGE, { image: COVER_TOO_LARGE });
      },
    }),
    validate('query', imageQuery),
    async (c) => {
      await checkUploadQuota({ ...c.get('deps'), userId: c.get('user').id, kind: 'blog' });
      const { file: image } = await readUpload(c.req, readCheckedImage, {
        maxBytes: COVER_MAX_BYTES,
        tooLarge: COVER_TOO_LARGE,
        wrongType: COVER_WRONG_TYPE,
        missing: 'Please choose an image',
        field: 'image',
      });
      // A cover must be at least 1200x630; inline images may be any size.
      if (c.req.valid('query').kind === 'cover') {
        const size = imageDimensions(image.bytes);
        if (!size || size.width < COVER_MIN_WIDTH || size.height < COVER_MIN_HEIGHT)
          throw new AppError('INVALID_INPUT', COVER_TOO_SMALL, { image: COVER_TOO_SMALL });
      }
      const { storage } = c.get('deps');
      const key = newFileKey('blog', c.get('user').id, image.extension);
      await storage.put(key, image.bytes, image.contentType);
      return c.json({ url: storage.publicUrl(key) }, 201);
    },
  );
