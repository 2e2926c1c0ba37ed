import { Search, Users } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { adminMemberPath, paths } from '../../../shared/paths';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { Input } from '../../components/field';
import { RowsSkeleton } from '../../components/skeleton';
import { EmptyState, ErrorState } from '../../components/states';
import { formatDay } from '../../lib/dates';
import { failureText } from '../../lib/failure';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAdminMembers } from './api/members';

/** /admin/members (decision 063): members newest first, found by part of a name or e-mail, 25 at a time. */
export default function AdminMembersPage() {
  useDocumentTitle('Members');
  // The search is kept in the address: a reload or a shared link finds the same members.
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
  const list = useAdminMembers(debounced);
  const items = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <Link to={paths.admin} className="text-sm font-medium text-brand-700 hover:underline">
        ← Admin
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900">Members</h1>
        <label className="relative block w-full sm:w-80">
          <span className="sr-only">Search members by name or e-mail</span>
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <Input
            className="pl-9"
            placeholder="Search by name or e-mail..."
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </label>
      </div>
      {list.isPending ? (
        <RowsSkeleton label="Loading members..." rows={5} className="h-16" />
      ) : list.isError && !list.data ? (
        <ErrorState
          message="Failed to load members. Please try again."
          detail={failureText(list.error, '')}
          isRetrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Users}
          title="No members found"
          text={debounced ? 'Nobody matches this name or e-mail.' : undefined}
        />
      ) : (
        <>
          <ul
            className="divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
            aria-label="Members"
          >
            {items.map((member) => (
              <li key={member.id}>
                <Link
                  to={adminMemberPath(member.id)}
                  className="flex min-h-14 flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 hover:bg-slate-50"
                  data-testid="member-row"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-slate-900">{member.name}</span>
                    <span className="block truncate text-sm text-slate-600">{member.email}</span>
                  </span>
                  <span className="flex items-center gap-2 text-sm text-slate-500">
                    {member.isAdmin && <Badge tone="info">Administrator</Badge>}
                    {member.suspendedAt && <Badge tone="error">Suspended</Badge>}
                    {!member.emailVerified && <Badge>Unverified</Badge>}
                    <span>Joined {formatDay(member.joinedAt)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {list.isFetchNextPageError && !list.isFetchingNextPage && (
            <ErrorState
              message="Failed to load more members"
              detail={failureText(list.error, '')}
              onRetry={() => void list.fetchNextPage()}
            />
          )}
          {list.hasNextPage && !list.isFetchNextPageError && (
            <div className="flex justify-center">
              <Button variant="secondary" isLoading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {list.isFetchingNextPage ? 'Loading more members...' : 'Load more members'}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
