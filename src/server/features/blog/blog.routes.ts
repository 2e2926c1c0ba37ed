import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { blogCategoryKeys, COVER_MAX_BYTES, COVER_MIN_HEIGHT, COVER_MIN_WIDTH, COVER_TOO_LARGE, COVER_TOO_SMALL, COVER_WRONG_TYPE, postSchema } from '../../../shared/blog';
import { singleLineText } from '../../../shared/fields';
import type { AppEnv } from '../../app-env';
import { requireAdminWith } from '../../auth/guards';
import { AppError } from '../../lib/app-error';
import { idParam } from '../../lib/id-param';
import { publicGet } from '../../lib/public-cache';
import { validate } from '../../lib/validate';
import { checkUploadQuota } from '../../storage/upload-quota';
import { imageDimensions, newFileKey, readCheckedImage, readUpload } from '../../storage/uploads';
import { createPost, deletePost, getPostById, getPostBySlug, listCategorySections, listPosts, postStats, relatedPosts, updatePost } from './blog.service';

const postId = idParam('Post not found');
const slugParam = z.object({ slug: singleLineText().max(120, 'Post not found') });
// Covers must be large (spec 2 section 5); images inside a post may be any size.
const imageQuery = z.object({ kind: z.enum(['cover', 'inline']).catch('cover').default('cover') });
const listQuery = z.object({
  category: z.enum(blogCategoryKeys).optional().catch(undefined),
  status: z.enum(['draft', 'published']).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});

export const blogRoutes = new Hono<AppEnv>()
  .get('/', publicGet(), async (c) => {
    return c.json({ sections: await listCategorySections({ db: c.get('deps').db, isAdmin: !!c.get('actor')?.isAdmin }) });
  })
  .get('/posts', publicGet(), validate('query', listQuery), async (c) => {
    return c.json(await listPosts({ db: c.get('deps').db, isAdmin: !!c.get('actor')?.isAdmin, ...c.req.valid('query') }));
  })
  .get('/stats', requireAdminWith(), async (c) => c.json(await postStats({ db: c.get('deps').db })))
  .get('/posts/by-id/:id', requireAdminWith(), postId, async (c) => c.json({ post: await getPostById({ db: c.get('deps').db, id: c.req.valid('param').id }) }))
  .get('/posts/:slug', publicGet(), validate('param', slugParam), async (c) => {
    const db = c.get('deps').db;
    const post = await getPostBySlug({ db, slug: c.req.valid('param').slug, isAdmin: !!c.get('actor')?.isAdmin });
    return c.json({ post, related: await relatedPosts({ db, post }) });
  })
  .post('/posts', requireAdminWith('Only admin can create posts', 'Not authenticated'), validate('json', postSchema), async (c) => {
    return c.json({ post: await createPost({ db: c.get('deps').db, authorId: c.get('user')!.id, input: c.req.valid('json') }) }, 201);
  })
  .put('/posts/:id', requireAdminWith('Only admin can update posts', 'Not authenticated'), postId, validate('json', postSchema), async (c) => {
    const { db, storage } = c.get('deps');
    return c.json({ post: await updatePost({ db, storage, id: c.req.valid('param').id, input: c.req.valid('json') }) });
  })
  .delete('/posts/:id', requireAdminWith('Only admin can delete posts', 'Not authenticated'), postId, async (c) => {
    const { db, storage } = c.get('deps');
    await deletePost({ db, storage, id: c.req.valid('param').id });
    return c.json({ deleted: true });
  })
  .post(
    '/images',
    requireAdminWith('Only admin can upload blog images', 'Not authenticated'),
    bodyLimit({ maxSize: COVER_MAX_BYTES + 64 * 1024, onError: () => { throw new AppError('PAYLOAD_TOO_LARGE', COVER_TOO_LARGE, { image: COVER_TOO_LARGE }); } }),
    validate('query', imageQuery),
    async (c) => {
      await checkUploadQuota({ ...c.get('deps'), userId: c.get('user')!.id, kind: 'blog' });
      const { file: image } = await readUpload(c.req, readCheckedImage, { maxBytes: COVER_MAX_BYTES, tooLarge: COVER_TOO_LARGE, wrongType: COVER_WRONG_TYPE, missing: 'Please choose an image', field: 'image' });
      // A cover must be at least 1200x630 (spec 2 section 5); inline images may be any size.
      if (c.req.valid('query').kind === 'cover') {
        const size = imageDimensions(image.bytes);
        if (!size || size.width < COVER_MIN_WIDTH || size.height < COVER_MIN_HEIGHT) throw new AppError('INVALID_INPUT', COVER_TOO_SMALL, { image: COVER_TOO_SMALL });
      }
      const { storage } = c.get('deps');
      const key = newFileKey('blog', c.get('user')!.id, image.extension);
      await storage.put(key, image.bytes, image.contentType);
      return c.json({ url: storage.publicUrl(key) }, 201);
    },
  );
