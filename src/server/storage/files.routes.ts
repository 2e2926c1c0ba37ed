import { Readable } from 'node:stream';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { AppError } from '../lib/app-error';

// Public files (images). Private ones, such as resumes, are served by their feature after a permission check.
const PUBLIC_FOLDERS = new Set(['avatars', 'logos', 'blog']);
const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export const filesRoutes = new Hono<AppEnv>().get('/:folder/:owner/:name', async (c) => {
  const { folder, owner, name } = c.req.param();
  const contentType = CONTENT_TYPES[name.split('.').pop() ?? ''];
  if (!PUBLIC_FOLDERS.has(folder) || !contentType) throw new AppError('NOT_FOUND', 'File not found');
  const file = await c.get('deps').storage.getStream(`${folder}/${owner}/${name}`);
  if (!file) throw new AppError('NOT_FOUND', 'File not found');
  return new Response(Readable.toWeb(file.stream) as ReadableStream, {
    headers: {
      'Content-Type': contentType,
      'Content-Length': String(file.size),
      // A key is never reused for other content, so a file can be cached for good.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
