import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Building2, Search } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Input } from '../../components/field';
import { EmptyState, ErrorState } from '../../components/states';
import { failureText } from '../../lib/failure';
import { api, unwrap } from '../../lib/api';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AdminStartupList, type AdminStartup } from './components/admin-startup-list';
import { useAdminStartups } from './api/list-admin-startups';
import { countText } from './count-text';
import { RowsSkeleton } from '../../components/skeleton';
import { queryKeys } from '../../lib/query-keys';

/** /admin/startups: every startup, searchable, 25 at a time ("Load more"), and deletion with its jobs and applications. */
export default function AdminStartupsPage() {
  useDocumentTitle('Manage Startups');
  const queryClient = useQueryClient();
  // The search is kept in the address too: a reload or a shared link finds the same startups, not the whole table.
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(() => params.get('search') ?? '');
  const debounced = useDebouncedValue(search.trim(), 300);
  useEffect(() => {
    if ((params.get('search') ?? '') === debounced) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (debounced) next.set('search', debounced);
        else next.delete('search');
        return next;
      },
      { replace: true },
    );
  }, [debounced, params, setParams]);
  const list = useAdminStartups(debounced);
  const items = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const count = countText(list.data?.pages);
  const [deleting, setDeleting] = useState<AdminStartup | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => unwrap(api.admin.startups[':id'].$delete({ param: { id } })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.startups.all });
      toast.success('Startup deleted');
    },
    onError: (e) => toast.error(e.message || 'Failed to delete startup. Please try again.'),
    onSettled: () => setDeleting(null),
  });

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900">
          Manage Startups {count && <span className="text-brand-600">({count})</span>}
        </h1>
        <label className="relative block w-full sm:w-72">
          <span className="sr-only">Search startups</span>
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <Input
            className="pl-9"
            placeholder="Search startups..."
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </label>
      </div>
      {list.isPending ? (
        <RowsSkeleton label="Loading startups..." rows={4} className="h-16" />
      ) : list.isError && !list.data ? (
        <ErrorState
          message="Failed to load startups. Please try again."
          detail={failureText(list.error, '')}
          isRetrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState icon={Building2} title="No startups found" />
      ) : (
        <>
          <AdminStartupList items={items} onDelete={setDeleting} />
          {/* A next page that failed keeps the rows already shown. */}
          {list.isFetchNextPageError && !list.isFetchingNextPage && (
            <ErrorState
              message="Failed to load more startups"
              detail={failureText(list.error, '')}
              onRetry={() => void list.fetchNextPage()}
            />
          )}
          {list.hasNextPage && !list.isFetchNextPageError && (
            <div className="flex justify-center">
              <Button variant="secondary" isLoading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {list.isFetchingNextPage ? 'Loading more startups...' : 'Load more startups'}
              </Button>
            </div>
          )}
        </>
      )}
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Startup"
        description={`Are you sure you want to delete "${deleting?.name}"? This action cannot be undone.`}
        confirmLabel="Delete"
        isDanger
        isLoading={remove.isPending}
        onConfirm={() => remove.mutate(deleting!.id)}
      />
    </div>
  );
}
