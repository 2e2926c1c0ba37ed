import { ArrowRight, PenLine } from 'lucide-react';
import { Link } from 'react-router';
import { blogCategories, blogCategoryKeys } from '../../../shared/blog-categories';
import { Button } from '../../components/button';
import { ErrorState } from '../../components/states';
import { failureText } from '../../lib/failure';
import { clientConfig } from '../../lib/client-config';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { PagePrefetch } from '../../lib/prefetch';
import { blogSectionsOptions, useBlogSections } from './api/blog-api';
import { PostCard } from './components/post-card';
import { BlogSectionsSkeleton } from './components/post-skeletons';

export const prefetch: PagePrefetch = (queryClient) => queryClient.prefetchQuery(blogSectionsOptions);

/** /blog: "Insights & Stories", a section per category with up to six posts. */
export default function BlogPage() {
  useDocumentTitle('Insights & Stories');
  const { data, isPending, isError, error, isFetching, refetch } = useBlogSections();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <header className="max-w-2xl">
        <h1 className="text-4xl font-bold text-slate-900">Insights & Stories</h1>
        <p className="mt-2 text-lg text-slate-600">
          Advice from founders, trends worth watching, and how great early teams are built.
        </p>
      </header>
      {isPending ? (
        <BlogSectionsSkeleton />
      ) : isError ? (
        <div className="mt-8">
          <ErrorState
            message={failureText(error, 'Failed to load posts')}
            isRetrying={isFetching}
            onRetry={() => void refetch()}
          />
        </div>
      ) : (
        <div className="mt-10 space-y-14">
          {blogCategoryKeys.map((key) => {
            const posts = data[key] ?? [];
            return (
              <section key={key} aria-labelledby={`section-${key}`}>
                <div className="flex items-end justify-between gap-4">
                  <h2 id={`section-${key}`} className="text-2xl font-bold text-slate-900">
                    {blogCategories[key].name}
                  </h2>
                  <Link
                    to={`/blog/category/${key}`}
                    className="inline-flex min-h-11 shrink-0 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
                  >
                    View all <ArrowRight className="size-4" aria-hidden />
                  </Link>
                </div>
                {posts.length === 0 ? (
                  <p className="mt-4 text-slate-500">No posts in this category yet</p>
                ) : (
                  <div className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                    {posts.map((post) => (
                      <PostCard key={post.id} post={post} />
                    ))}
                  </div>
                )}
              </section>
            );
          })}
        </div>
      )}
      <aside className="mt-16 rounded-3xl bg-gradient-to-r from-brand-800 to-brand-600 p-8 text-white sm:p-10">
        <PenLine className="size-8 text-accent-300" aria-hidden />
        <h2 className="mt-4 text-2xl font-bold">Share Your Story</h2>
        <p className="mt-2 max-w-xl text-brand-100">
          Built something, learned something, or hired your first ten people? Tell the community; we publish stories
          from founders, talent and investors.
        </p>
        <Button asChild variant="accent" className="mt-6">
          <a href={`mailto:${clientConfig.contactEmail}?subject=${encodeURIComponent('Blog Contribution')}`}>
            Write to us
          </a>
        </Button>
      </aside>
    </div>
  );
}
