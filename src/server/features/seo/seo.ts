import { html } from 'hono/html';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { findPublishedHead } from '../blog/blog.service';

/**
 * The head of a blog post page as first served: title, description, canonical link and Open Graph
 * tags, so that search engines and link previews see the post without running the app.
 * Values go through hono's html template, which escapes them.
 */
export async function blogPostHead({ db, config, slug }: { db: Db; config: Config; slug: string }): Promise<string | null> {
  const post = await findPublishedHead({ db, slug });
  if (!post) return null;
  const title = post.metaTitle || post.title;
  const description = post.metaDescription || post.excerpt;
  const url = `${config.publicUrl}/blog/${encodeURIComponent(slug)}`;
  const image = post.coverImageUrl ? new URL(post.coverImageUrl, config.publicUrl).toString() : null;
  const head = html`<title>${title} · ${config.platformName}</title>
    <meta name="description" content="${description}" />
    <link rel="canonical" href="${url}" />
    <meta property="og:type" content="article" />
    <meta property="og:site_name" content="${config.platformName}" />
    <meta property="og:title" content="${title}" />
    <meta property="og:description" content="${description}" />
    <meta property="og:url" content="${url}" />
    ${image ? html`<meta property="og:image" content="${image}" /><meta name="twitter:card" content="summary_large_image" />` : ''}
    ${post.publishedAt ? html`<meta property="article:published_time" content="${post.publishedAt.toISOString()}" />` : ''}`;
  return (await head).toString();
}
