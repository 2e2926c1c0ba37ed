import { ArrowLeft, FolderX, Newspaper } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { blogCategories, type BlogCategory } from '../../../shared/blog-categories';
import { Button } from '../../components/button';
import { EmptyState, ErrorState } from '../../components/states';
import { failureText } from '../../lib/failure';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageBar } from '../../components/page-bar';
import type { PagePrefetch } from '../../lib/prefetch';
import { pageCountOf, postListOptions, usePostList } from './api/blog-api';
import { PostCard } from './components/post-card';
import { PostGridSkeleton } from './components/post-skeletons';
import { postCount } from './post-count';

// Own keys only: "constructor" is in every object, and names no category.
const knownCategory = (category: string) =>
  Object.hasOwn(blogCategories, category) ? (category as BlogCategory) : null;
const pageOf = (params: URLSearchParams) => Math.max(1, Math.floor(Number(params.get('page'))) || 1);

export const prefetch: PagePrefetch = async (queryClient, { params, searchParams }) => {
  const category = knownCategory(params.category ?? '');
  // An unknown category renders "Category not found" under a 404, so that no search engine keeps it.
  if (!category) return { status: 404 };
  await queryClient.prefetchQuery(postListOptions({ category, page: pageOf(searchParams) }));
};

/** /blog/category/{category}: one category's posts. */
export default function CategoryPage() {
  const { category = '' } = useParams();
  const known = knownCategory(category);
  useDocumentTitle(known ? blogCategories[known].name : 'Category not found');
  if (!known) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <EmptyState
          icon={FolderX}
          title="Category not found"
          text="The category you are looking for does not exist."
          action={
            <Button asChild variant="secondary">
              <Link to="/blog">Back to Blog</Link>
            </Button>
          }
        />
      </div>
    );
  }
  return <CategoryPosts category={known} />;
}

function CategoryPosts({ category }: { category: BlogCategory }) {
  // The page is in the address, so that page 2 of a category can be shared and indexed.
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const { data, isPending, isError, error, isFetching, refetch } = usePostList({ category, page });
  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <Link
        to="/blog"
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft className="size-4" aria-hidden /> Back to Blog
      </Link>
      <h1 className="mt-4 text-4xl font-bold text-slate-900">{blogCategories[category].name}</h1>
      <p className="mt-2 max-w-2xl text-lg text-slate-600">{blogCategories[category].description}</p>
      {/* Its line is kept while the posts load, so the grid does not move when the count arrives. */}
      <p className="mt-2 h-5 text-sm font-medium text-slate-500">{data && data.total > 0 && postCount(data.total)}</p>
      <div className="mt-8">
        {isPending ? (
          <PostGridSkeleton />
        ) : isError ? (
          <ErrorState
            message={failureText(error, 'Failed to load posts')}
            isRetrying={isFetching}
            onRetry={() => void refetch()}
          />
        ) : data.items.length === 0 ? (
          <EmptyState icon={Newspaper} title="No posts in this category yet" text="Check back later for new content." />
        ) : (
          <>
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {data.items.map((post) => (
                <PostCard key={post.id} post={post} />
              ))}
            </div>
            <PageBar pageCount={pageCountOf(data)} current={page} onGo={goTo} />
          </>
        )}
      </div>
    </div>
  );
}
