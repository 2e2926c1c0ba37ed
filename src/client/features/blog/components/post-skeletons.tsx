import { blogCategoryKeys } from '../../../../shared/blog-categories';
import { LoadingRegion, Skeleton } from '../../../components/skeleton';
import { cn } from '../../../lib/cn';

// The blog's loading states, each the shape of what replaces it (DESIGN.md: skeletons, not words). The
// spec's loading text stays, for screen readers, in the region around them.

/** Shaped like PostCard: cover at 1.91:1, two title lines, excerpt, date. */
export function PostCardSkeleton({ className }: { className?: string }) {
  return (
    <div className={cn('overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200', className)}>
      <Skeleton className="aspect-[1.91/1] rounded-none" />
      {/* Line boxes of the card's text: a 28 px title, three 20 px excerpt lines, a 16 px date line. */}
      <div className="p-5">
        <Skeleton className="my-1 h-5 w-4/5" />
        <div className="mt-2 space-y-1.5 py-0.5">
          <Skeleton className="h-3.5 w-full" />
          <Skeleton className="h-3.5 w-full" />
          <Skeleton className="h-3.5 w-3/4" />
        </div>
        <Skeleton className="mt-4 h-3 w-1/2" />
      </div>
    </div>
  );
}

/** A grid of cards; on a phone only the first `phoneCount`, the rest would be below the fold anyway. */
function CardGrid({ count, phoneCount }: { count: number; phoneCount: number }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <PostCardSkeleton key={i} className={cn(i >= phoneCount && 'hidden sm:block')} />
      ))}
    </div>
  );
}

/** /blog: a heading and a row of cards per category. */
export function BlogSectionsSkeleton() {
  return (
    <LoadingRegion label="Loading blog posts..." className="mt-10 space-y-14">
      {blogCategoryKeys.map((key) => (
        <div key={key}>
          <div className="flex items-end justify-between gap-4">
            <Skeleton className="h-8 w-56 max-w-[60%]" />
            <Skeleton className="h-5 w-16" />
          </div>
          <div className="mt-5">
            <CardGrid count={3} phoneCount={1} />
          </div>
        </div>
      ))}
    </LoadingRegion>
  );
}

/** A category's page of posts. */
export function PostGridSkeleton() {
  return (
    <LoadingRegion label="Loading posts...">
      <CardGrid count={6} phoneCount={2} />
    </LoadingRegion>
  );
}

/** /blog/{slug}: back link, badge, title, date line, cover and paragraphs, at the article's width. */
export function PostArticleSkeleton() {
  return (
    <LoadingRegion label="Loading post..." className="mx-auto min-h-dvh max-w-3xl px-4 py-10 sm:px-6">
      <Skeleton className="h-5 w-28" />
      <Skeleton className="mt-6 h-6 w-32 rounded-full" />
      <Skeleton className="mt-4 h-9 w-full" />
      <Skeleton className="mt-2 h-9 w-2/3" />
      <Skeleton className="mt-3 h-5 w-48" />
      <Skeleton className="mt-8 aspect-[1.91/1] rounded-2xl" />
      <div className="mt-8 max-w-prose space-y-3">
        {['w-full', 'w-full', 'w-11/12', 'w-full', 'w-4/5', 'w-full', 'w-2/3'].map((width, i) => (
          <Skeleton key={i} className={cn('h-5', width)} />
        ))}
      </div>
    </LoadingRegion>
  );
}

/** The admin's list of posts: a title, a status badge and three actions per row. */
export function PostRowsSkeleton({ label = 'Loading blog posts...' }: { label?: string }) {
  return (
    <LoadingRegion
      label={label}
      className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div className="min-w-0 flex-1">
            <Skeleton className="h-5 w-72 max-w-full" />
            <Skeleton className="mt-2 h-4 w-48 max-w-full" />
          </div>
          <Skeleton className="h-9 w-52" />
        </div>
      ))}
    </LoadingRegion>
  );
}

/** The post form while the post being edited loads. */
export function PostFormSkeleton() {
  return (
    <LoadingRegion label="Loading post..." className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="grid gap-5 sm:grid-cols-2">
        {['sm:col-span-2', '', ''].map((span, i) => (
          <div key={i} className={span}>
            <Skeleton className="h-4 w-20" />
            <Skeleton className="mt-2 h-10" />
          </div>
        ))}
        <div className="sm:col-span-2">
          <Skeleton className="h-4 w-20" />
          <Skeleton className="mt-2 h-[540px]" />
        </div>
      </div>
    </LoadingRegion>
  );
}
