import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import type { BlogPostSummary } from '../../../../shared/blog';
import { useFormatLocale } from '../../../lib/use-hydrated';

/** A post's date in the reader's language and time zone (fixed while a server-rendered page hydrates). */
export function PostDate({ post }: { post: Pick<BlogPostSummary, 'publishedAt' | 'createdAt'> }) {
  const { locale, timeZone } = useFormatLocale();
  return (
    <>
      {new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(
        new Date(post.publishedAt ?? post.createdAt),
      )}
    </>
  );
}

/** A post in a grid: cover, title, excerpt, date and reading time, as the category page shows it. */
export function PostCard({ post }: { post: BlogPostSummary }) {
  return (
    <article className="group overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md">
      <Link to={`/blog/${post.slug}`} className="block">
        <div className="aspect-[1.91/1] bg-gradient-to-br from-brand-100 to-accent-300/40">
          {post.coverImageUrl && (
            <img
              src={post.coverImageUrl}
              alt=""
              width={600}
              height={314}
              loading="lazy"
              className="size-full object-cover"
            />
          )}
        </div>
        <div className="p-5">
          <h3 className="line-clamp-2 text-lg font-semibold text-slate-900 group-hover:text-brand-700">{post.title}</h3>
          <p className="mt-2 line-clamp-3 text-sm text-slate-600">{post.excerpt}</p>
          <p className="mt-4 flex items-center gap-3 text-xs text-slate-500">
            <span>
              <PostDate post={post} />
            </span>
            <span className="inline-flex items-center gap-1">
              <Clock className="size-3.5" aria-hidden /> {post.readingTime} min read
            </span>
          </p>
        </div>
      </Link>
    </article>
  );
}
