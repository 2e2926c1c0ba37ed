import { Eye, FileText, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import { type BlogPostSummary } from '../../../shared/blog';
import { blogCategories, blogCategoryKeys, type BlogCategory } from '../../../shared/blog-categories';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageBar } from '../../components/page-bar';
import { EmptyState, ErrorState } from '../../components/states';
import { failureText, isTransientFailure } from '../../lib/failure';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';
import { pageCountOf, useBlogStats, useDeletePost, usePostById, usePostList } from './api/blog-api';
import { PostDate } from './components/post-card';
import { PostForm } from './components/post-form';
import { PostFormSkeleton, PostRowsSkeleton } from './components/post-skeletons';
import { postCount } from './post-count';

/** /blog/admin: the administrator's posts, analytics and editor. */
export default function BlogAdminPage() {
  useDocumentTitle('Blog Admin');
  const [params, setParams] = useSearchParams();
  const editing = params.get('edit');
  const done = () => setParams({}, { replace: true });

  if (editing === 'new')
    return (
      <Shell title="New Post">
        <PostForm onDone={done} />
      </Shell>
    );
  if (editing) return <EditPost id={editing} onDone={done} />;
  return <PostList onNew={() => setParams({ edit: 'new' })} onEdit={(id) => setParams({ edit: id })} />;
}

function Shell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <h1 className="mb-6 text-3xl font-bold text-slate-900">{title}</h1>
      {children}
    </div>
  );
}

function EditPost({ id, onDone }: { id: string; onDone(): void }) {
  const post = usePostById(id);
  if (post.isPending)
    return (
      <Shell title="Edit Post">
        <PostFormSkeleton />
      </Shell>
    );
  if (post.isError && isTransientFailure(post.error))
    return (
      <Shell title="Edit Post">
        <ErrorState
          message="Failed to load post"
          detail={failureText(post.error, '')}
          isRetrying={post.isFetching}
          onRetry={() => void post.refetch()}
        />
      </Shell>
    );
  if (post.isError)
    return (
      <Shell title="Edit Post">
        <ErrorState message="Post not found" onRetry={onDone} retryLabel="Back to posts" />
      </Shell>
    );
  return (
    <Shell title="Edit Post">
      <PostForm post={post.data} onDone={onDone} />
    </Shell>
  );
}

function PostList({ onNew, onEdit }: { onNew(): void; onEdit(id: string): void }) {
  const [filter, setFilter] = useState<BlogCategory | undefined>();
  const [page, setPage] = useState(1);
  const stats = useBlogStats();
  const list = usePostList({ category: filter, page });
  const pageCount = pageCountOf(list.data);
  // Deleting the last post of the last page leaves it empty: show the page before it.
  useEffect(() => {
    if (list.data && page > 1 && page > pageCount) setPage(Math.max(1, pageCount));
  }, [list.data, page, pageCount]);
  const remove = useDeletePost();
  const [deleting, setDeleting] = useState<BlogPostSummary | null>(null);
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">Blog Admin</h1>
        <Button onClick={onNew}>
          <Plus className="size-4" aria-hidden /> New Post
        </Button>
      </div>
      <section aria-label="Analytics" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <dl className="grid grid-cols-3 gap-4">
          {[
            ['Total Posts', stats.data?.total],
            ['Published', stats.data?.published],
            ['Drafts', stats.data?.drafts],
          ].map(([label, value]) => (
            <div key={label as string}>
              <dt className="text-sm text-slate-500">{label}</dt>
              <dd className="text-2xl font-bold text-slate-900">{value ?? '—'}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" role="group" aria-label="Filter by category">
          {blogCategoryKeys.map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={filter === key}
              onClick={() => {
                setFilter(filter === key ? undefined : key);
                setPage(1);
              }}
              className={cn(
                'rounded-xl p-3 text-left ring-1 ring-inset',
                filter === key ? 'bg-brand-50 ring-brand-600' : 'ring-slate-200 hover:bg-slate-50',
              )}
            >
              <span className="block text-sm font-semibold text-slate-900">{blogCategories[key].name}</span>
              <span className="text-sm text-slate-500">
                {stats.data ? postCount(stats.data.byCategory[key] ?? 0) : '—'}
              </span>
            </button>
          ))}
        </div>
      </section>
      {list.isPending ? (
        <PostRowsSkeleton />
      ) : list.isError ? (
        <ErrorState
          message={failureText(list.error, 'Failed to load posts')}
          isRetrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={FileText}
          title="No Posts Found"
          action={<Button onClick={onNew}>Create Your First Post</Button>}
        />
      ) : (
        <ul
          className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
          aria-label="Posts"
        >
          {list.data.items.map((post) => (
            <li key={post.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <Link to={`/blog/${post.slug}`} className="font-semibold text-slate-900 hover:text-brand-700">
                  {post.title}
                </Link>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500">
                  <Badge tone={post.status === 'published' ? 'success' : 'warning'}>{post.status}</Badge>
                  {blogCategories[post.category]?.name} · <PostDate post={post} />
                </p>
              </div>
              <div className="flex gap-1">
                <Button variant="ghost" size="sm" onClick={() => onEdit(post.id)}>
                  <Pencil className="size-4" aria-hidden /> Edit
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setDeleting(post)}>
                  <Trash2 className="size-4" aria-hidden /> Delete
                </Button>
                <Button asChild variant="ghost" size="sm">
                  <Link to={`/blog/${post.slug}`}>
                    <Eye className="size-4" aria-hidden /> View
                  </Link>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <PageBar pageCount={pageCount} current={page} onGo={setPage} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Post"
        description={`Are you sure you want to delete "${deleting?.title}"? This action cannot be undone.`}
        confirmLabel="Delete"
        isDanger
        isLoading={remove.isPending}
        onConfirm={() =>
          remove.mutate(deleting!.id, {
            onSettled: () => setDeleting(null),
            onSuccess: () => toast.success('Post deleted'),
            onError: (e) => toast.error(e.message || 'Failed to delete post'),
          })
        }
      />
    </div>
  );
}
