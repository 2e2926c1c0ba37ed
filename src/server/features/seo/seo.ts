import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { marketingPages, type MarketingPath } from '../../../shared/marketing';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { findPublishedHead } from '../blog/blog.service';

type Head = { title: string; description: string; path: string; type: 'website' | 'article'; extra?: HtmlEscapedString | Promise<HtmlEscapedString> | '' };

/**
 * Title, description, canonical link and Open Graph tags of a page as first served, so that search
 * engines and link previews see them without running the app. Values go through hono's html
 * template, which escapes them.
 */
async function renderHead(config: Config, { title, description, path, type, extra = '' }: Head): Promise<string> {
  const url = `${config.publicUrl}${path}`;
  const head = html`<title>${title} · ${config.platformName}</title>
    <meta name="description" content="${description}" />
    <link rel="canonical" href="${url}" />
    <meta property="og:type" content="${type}" />
    <meta property="og:site_name" content="${config.platformName}" />
    <meta property="og:title" content="${title}" />
    <meta property="og:description" content="${description}" />
    <meta property="og:url" content="${url}" />
    ${extra}`;
  return (await head).toString();
}

/** The head of a marketing page: its own title and description (shared/marketing.ts). */
export function marketingHead({ config, path }: { config: Config; path: MarketingPath }): Promise<string> {
  return renderHead(config, { ...marketingPages[path], path, type: 'website' });
}

/** The head of a published blog post, with its cover image and publication time; null for drafts and unknown slugs. */
export async function blogPostHead({ db, config, slug }: { db: Db; config: Config; slug: string }): Promise<string | null> {
  const post = await findPublishedHead({ db, slug });
  if (!post) return null;
  const image = post.coverImageUrl ? new URL(post.coverImageUrl, config.publicUrl).toString() : null;
  return renderHead(config, {
    title: post.metaTitle || post.title,
    description: post.metaDescription || post.excerpt,
    path: `/blog/${encodeURIComponent(slug)}`,
    type: 'article',
    extra: html`${image ? html`<meta property="og:image" content="${image}" /><meta name="twitter:card" content="summary_large_image" />` : ''}
    ${post.publishedAt ? html`<meta property="article:published_time" content="${post.publishedAt.toISOString()}" />` : ''}`,
  });
}
