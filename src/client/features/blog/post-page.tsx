import { ArrowLeft, Clock, Pencil } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { blogCategories } from '../../../shared/blog-categories';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { EmptyState, ErrorState } from '../../components/states';
import { failureText, isTransientFailure } from '../../lib/failure';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { PagePrefetch } from '../../lib/prefetch';
import { usePageUrl } from '../../lib/use-page-url';
import { blogPostOptions, useBlogPost } from './api/blog-api';
import { PostCard, PostDate } from './components/post-card';
import { PostArticleSkeleton } from './components/post-skeletons';
import { ShareLinks } from './components/share-links';

function ReadingProgress() {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    const update = () => {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      setProgress(max > 0 ? Math.min(100, (window.scrollY / max) * 100) : 0);
    };
    // Measured in the next frame, not in the effect: reading the page's height right after it was
    // hydrated would force the browser to lay out the whole post at once.
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, []);
  return (
    <div
      className="fixed inset-x-0 top-0 z-50 h-1 bg-accent-400 transition-[width]"
      style={{ width: `${progress}%` }}
      role="progressbar"
      aria-label="Reading progress"
      aria-valuenow={Math.round(progress)}
    />
  );
}

export const prefetch: PagePrefetch = (queryClient, { params }) =>
  queryClient.prefetchQuery(blogPostOptions(params.slug ?? ''));

/** /blog/{slug}: one post. The HTML was sanitized by the server before it was stored. */
export default function PostPage() {
  const { slug = '' } = useParams();
  const { user } = useSession();
  const { data, isPending, isError, error, isFetching, refetch } = useBlogPost(slug);
  const pageUrl = usePageUrl();
  useDocumentTitle(data?.post.metaTitle || data?.post.title || 'Blog');

  if (isPending) return <PostArticleSkeleton />;
  if (isError && isTransientFailure(error)) {
    return (
      <div className="mx-auto max-w-xl space-y-6 px-4 py-16 text-center">
        <ErrorState
          message="Failed to load post"
          detail={failureText(error, '')}
          isRetrying={isFetching}
          onRetry={() => void refetch()}
        />
        <Button asChild variant="secondary">
          <Link to="/blog">Back to Blog</Link>
        </Button>
      </div>
    );
  }
  if (isError || !data) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <EmptyState
          icon={ArrowLeft}
          title="Post not found"
          text="The post you are looking for does not exist or is not available."
          action={
            <Button asChild variant="secondary">
              <Link to="/blog">Back to Blog</Link>
            </Button>
          }
        />
      </div>
    );
  }
  const { post, related } = data;
  return (
    <>
      <ReadingProgress />
      <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <Link
          to="/blog"
          className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900"
        >
          <ArrowLeft className="size-4" aria-hidden /> Back to Blog
        </Link>
        <div className="mt-6 flex flex-wrap items-center gap-2">
          <Link to={`/blog/category/${post.category}`} className="inline-flex min-h-11 items-center">
            <Badge tone="brand">{blogCategories[post.category]?.name ?? post.category}</Badge>
          </Link>
          {user?.isAdmin && post.status === 'draft' && <Badge tone="warning">Draft</Badge>}
          {user?.isAdmin && (
            <Link
              to={`/blog/admin?edit=${post.id}`}
              className="ml-auto inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
            >
              <Pencil className="size-4" aria-hidden /> Edit Post
            </Link>
          )}
        </div>
        <h1 className="mt-4 text-3xl font-bold leading-tight text-slate-900 sm:text-4xl">{post.title}</h1>
        <p className="mt-3 flex items-center gap-3 text-sm text-slate-500">
          <span>
            <PostDate post={post} />
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden /> {post.readingTime} min read
          </span>
        </p>
        {post.coverImageUrl && (
          <img
            src={post.coverImageUrl}
            alt=""
            width={1200}
            height={630}
            className="mt-8 aspect-[1.91/1] w-full rounded-2xl object-cover"
          />
        )}
        <div className="post-content mt-8" dangerouslySetInnerHTML={{ __html: post.content }} />
        {post.tags.length > 0 && (
          <ul className="mt-8 flex flex-wrap gap-2" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
                #{tag}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-8 border-t border-slate-200 pt-6">
          <ShareLinks url={pageUrl} title={post.title} />
        </div>
      </article>
      {related.length > 0 && (
        <section className="mx-auto max-w-5xl px-4 pb-16 sm:px-6" aria-labelledby="related">
          <h2 id="related" className="text-2xl font-bold text-slate-900">
            Related posts
          </h2>
          <div className="mt-5 grid gap-6 sm:grid-cols-2">
            {related.map((p) => (
              <PostCard key={p.id} post={p} />
            ))}
          </div>
        </section>
      )}
    </>
  );
}
