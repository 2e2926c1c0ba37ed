import { useInfiniteQuery } from '@tanstack/react-query';
import { ScrollText } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AUDIT_ACTION_LABELS, auditActions, type AuditAction } from '../../../shared/audit';
import { paths } from '../../../shared/paths';
import { Button } from '../../components/button';
import { Input, Select } from '../../components/field';
import { RowsSkeleton } from '../../components/skeleton';
import { EmptyState, ErrorState } from '../../components/states';
import { api, unwrap } from '../../lib/api';
import { formatDayTime } from '../../lib/dates';
import { failureText } from '../../lib/failure';
import { queryKeys } from '../../lib/query-keys';
import { useDocumentTitle } from '../../lib/use-document-title';
import { actionLabel, entryDetail, whereFrom } from './audit-entry-text';
import { AuditTargetLine } from './audit-target';

const UUID = /^[0-9a-f-]{36}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** /admin/audit: the whole log, newest first, filtered in the address (action, member, days), 50 at a time. */
export default function AdminAuditPage() {
  useDocumentTitle('Audit log');
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => {
    const action = params.get('action');
    const member = params.get('member');
    const from = params.get('from');
    const to = params.get('to');
    return {
      ...((auditActions as readonly string[]).includes(action ?? '') ? { action: action as AuditAction } : {}),
      ...(member && UUID.test(member) ? { member } : {}),
      ...(from && DAY.test(from) ? { from } : {}),
      ...(to && DAY.test(to) ? { to } : {}),
    };
  }, [params]);
  const log = useInfiniteQuery({
    queryKey: queryKeys.admin.audit(filters),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      unwrap(api.admin.audit.$get({ query: { ...filters, ...(pageParam ? { cursor: pageParam } : {}) } })),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const setFilter = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Audit log</h1>
          <p className="mt-1 text-sm text-slate-600">
            Every administrator action and member security event. Entries cannot be changed or deleted.
          </p>
        </div>
        <Link to={paths.adminReports} className="text-sm font-medium text-brand-700 hover:underline">
          ← Reports
        </Link>
      </div>
      <form className="grid gap-3 sm:grid-cols-4" aria-label="Filter the log" onSubmit={(e) => e.preventDefault()}>
        <label className="space-y-1 text-sm font-medium text-slate-800">
          <span>Action</span>
          <Select value={filters.action ?? ''} onChange={(e) => setFilter('action', e.target.value)}>
            <option value="">All actions</option>
            {auditActions.map((action) => (
              <option key={action} value={action}>
                {AUDIT_ACTION_LABELS[action]}
              </option>
            ))}
          </Select>
        </label>
        <label className="space-y-1 text-sm font-medium text-slate-800">
          <span>Member id</span>
          <Input
            defaultValue={filters.member ?? ''}
            placeholder="Paste a member's id"
            onChange={(e) =>
              UUID.test(e.target.value.trim()) || !e.target.value
                ? setFilter('member', e.target.value.trim())
                : undefined
            }
          />
        </label>
        <label className="space-y-1 text-sm font-medium text-slate-800">
          <span>From</span>
          <Input type="date" value={filters.from ?? ''} onChange={(e) => setFilter('from', e.target.value)} />
        </label>
        <label className="space-y-1 text-sm font-medium text-slate-800">
          <span>To</span>
          <Input type="date" value={filters.to ?? ''} onChange={(e) => setFilter('to', e.target.value)} />
        </label>
      </form>
      {log.isPending ? (
        <RowsSkeleton label="Loading the log..." rows={6} className="h-14" />
      ) : log.isError && !log.data ? (
        <ErrorState
          message="Failed to load the audit log. Please try again."
          detail={failureText(log.error, '')}
          isRetrying={log.isFetching}
          onRetry={() => void log.refetch()}
        />
      ) : entries.length === 0 ? (
        <EmptyState icon={ScrollText} title="No entries" text="Nothing matches these filters." />
      ) : (
        <ol
          className="divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
          aria-label="Audit entries"
        >
          {entries.map((entry) => (
            <li
              key={entry.id}
              className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[11rem_1fr_14rem] sm:gap-4"
              data-testid="audit-entry"
            >
              <time dateTime={entry.at} className="text-slate-500">
                {formatDayTime(entry.at)}
              </time>
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {actionLabel(entry)}{' '}
                  <span className="font-normal text-slate-600">
                    by{' '}
                    {entry.actor ? (
                      <button
                        type="button"
                        className="text-brand-700 hover:underline"
                        onClick={() => setFilter('member', entry.actor!.id)}
                      >
                        {entry.actor.name}
                      </button>
                    ) : (
                      'the platform'
                    )}
                    {entry.subject && entry.subject.id !== entry.actor?.id && (
                      <>
                        {' '}
                        · about{' '}
                        <button
                          type="button"
                          className="text-brand-700 hover:underline"
                          onClick={() => setFilter('member', entry.subject!.id)}
                        >
                          {entry.subject.name}
                        </button>
                      </>
                    )}
                  </span>
                </p>
                {entry.target && <AuditTargetLine target={entry.target} />}
                {entryDetail(entry) && <p className="break-words text-slate-600">{entryDetail(entry)}</p>}
              </div>
              <p className="break-words text-slate-500">{whereFrom(entry) || '—'}</p>
            </li>
          ))}
        </ol>
      )}
      {log.hasNextPage && (
        <div className="text-center">
          <Button variant="secondary" isLoading={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
            Load more
          </Button>
        </div>
      )}
    </div>
  );
}
