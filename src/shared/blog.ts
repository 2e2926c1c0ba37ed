import { z } from 'zod';
import { multiLineText, singleLineText } from './fields';
import { BLOG_CONTENT_MAX_CHARS } from './limits';
import { blogCategoryKeys } from './blog-categories';

// Blog rules, for the post form and the API.

export const COVER_MAX_BYTES = 10 * 1024 * 1024;
export const COVER_MIN_WIDTH = 1200;
export const COVER_MIN_HEIGHT = 630;
export const COVER_TOO_LARGE = 'Image must be less than 10MB';
export const COVER_TOO_SMALL = 'Image dimensions should be at least 1200x630 pixels for optimal display';
export const COVER_WRONG_TYPE = 'Image must be JPEG, PNG, or WebP format';
export const SLUG_HINT = 'Lowercase letters, numbers, and hyphens only';
export const blogPostStatuses = ['draft', 'published'] as const;
export const WORDS_PER_MINUTE = 200;
export const CATEGORY_SECTION_SIZE = 6;

const required = (label: string, max: number, text = singleLineText) =>
  text({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Where uploaded blog images live (the server's /files/ route, folder blog). */
export const BLOG_IMAGE_PREFIX = '/files/blog/';
export const COVER_REUPLOAD = 'Please upload the cover image again';

/** A post's tags: how many, and how long each (the form's tag field takes the same limits). */
export const BLOG_TAGS_MAX = 20;
export const BLOG_TAG_MAX_LENGTH = 40;

export const postSchema = z.object({
  title: required('Title', 200),
  slug: required('Slug', 120).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, SLUG_HINT),
  category: z.enum(blogCategoryKeys, { error: 'Please select a category' }),
  content: multiLineText({ error: 'Content is required' })
    .max(BLOG_CONTENT_MAX_CHARS, `Content must be at most ${BLOG_CONTENT_MAX_CHARS.toLocaleString('en-US')} characters`)
    .refine((html) => textOf(html).trim().length > 0, 'Content is required'),
  excerpt: required('Excerpt', 500, multiLineText),
  // A cover is an image uploaded through /api/blog/images, so that replacing it deletes only blog files.
  coverImageUrl: singleLineText()
    .max(300)
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || v.startsWith(BLOG_IMAGE_PREFIX), COVER_REUPLOAD),
  status: z.enum(blogPostStatuses, { error: 'Please select a status' }),
  metaTitle: singleLineText()
    .max(60, 'Meta title must be at most 60 characters')
    .nullish()
    .transform((v) => v || null),
  metaDescription: singleLineText()
    .max(160, 'Meta description must be at most 160 characters')
    .nullish()
    .transform((v) => v || null),
  tags: z
    .array(
      singleLineText().min(1).max(BLOG_TAG_MAX_LENGTH, `Each tag must be at most ${BLOG_TAG_MAX_LENGTH} characters`),
    )
    .max(BLOG_TAGS_MAX, `Add at most ${BLOG_TAGS_MAX} tags`)
    .transform((tags) => [...new Set(tags)])
    .default([]),
});
export type PostInput = z.input<typeof postSchema>;
export type PostData = z.output<typeof postSchema>;

/**
 * The visible text of some HTML (tags dropped), for counting words. Linear time: a tag may not contain
 * `<`, so each `<` is looked at once (`<[^>]*>` rescanned the rest of the text from every `<` that had
 * no `>` after it, minutes for a 500 KB post). Sanitized HTML escapes `<` and `>` everywhere else.
 */
export function textOf(html: string): string {
  return html.replace(/<[^<>]*>/g, ' ').replace(/&nbsp;|&#160;/g, ' ');
}

/** Words / 200, rounded up, in minutes; at least 1 for any text. */
export function readingTime(html: string): number {
  const words = textOf(html).trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** A post in a list: everything but its content and meta tags. */
export const blogPostSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  coverImageUrl: z.string().nullable(),
  category: z.enum(blogCategoryKeys),
  tags: z.array(z.string()),
  status: z.enum(blogPostStatuses),
  readingTime: z.number().int().nonnegative(),
  createdAt: z.iso.datetime(),
  publishedAt: z.iso.datetime().nullable(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema.extend({
  content: z.string(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  authorId: z.uuid().nullable(),
  updatedAt: z.iso.datetime(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

// The API's answers (decision 029).
/** GET /api/blog: up to six posts of each category that has any. */
export const blogSectionsSchema = z.object({
  sections: z.partialRecord(z.enum(blogCategoryKeys), z.array(blogPostSummarySchema)),
});
export const blogPostPageSchema = z.object({
  items: z.array(blogPostSummarySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export const blogStatsSchema = z.object({
  total: z.number().int().nonnegative(),
  published: z.number().int().nonnegative(),
  drafts: z.number().int().nonnegative(),
  byCategory: z.partialRecord(z.enum(blogCategoryKeys), z.number().int().nonnegative()),
});
export const blogPostAnswerSchema = z.object({ post: blogPostSchema });
export const blogPostWithRelatedSchema = z.object({ post: blogPostSchema, related: z.array(blogPostSummarySchema) });
export const blogPostDeletedSchema = z.object({ deleted: z.literal(true) });
export const blogImageUploadedSchema = z.object({ url: z.string().startsWith(BLOG_IMAGE_PREFIX) });
