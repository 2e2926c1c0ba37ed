import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Building2, Search, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { countryName } from '../../../shared/catalog';
import type { StartupCard } from '../../../shared/startups';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Input } from '../../components/field';
import { EmptyState, ErrorState, Spinner } from '../../components/states';
import { failureText } from '../../lib/failure';
import { api, unwrap } from '../../lib/api';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useDocumentTitle } from '../../lib/use-document-title';

type AdminStartup = StartupCard & { active: boolean };

/** /admin/startups: every startup, searchable, and deletion with its jobs and applications. */
export default function AdminStartupsPage() {
  useDocumentTitle('Manage Startups');
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const list = useQuery({
    queryKey: ['admin', 'startups', debounced],
    queryFn: () => unwrap<{ items: AdminStartup[]; total: number }>(api.admin.startups.$get({ query: debounced ? { search: debounced } : {} })),
  });
  const [deleting, setDeleting] = useState<AdminStartup | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => unwrap(api.admin.startups[':id'].$delete({ param: { id } })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      void queryClient.invalidateQueries({ queryKey: ['startups'] });
      toast.success('Startup deleted');
    },
    onError: (e) => toast.error(e.message || 'Failed to delete startup. Please try again.'),
    onSettled: () => setDeleting(null),
  });

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900">Manage Startups {list.data && <span className="text-brand-600">({list.data.total})</span>}</h1>
        <label className="relative block w-full sm:w-72">
          <span className="sr-only">Search startups</span>
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
          <Input className="pl-9" placeholder="Search startups..." value={search} onChange={(e) => setSearch(e.target.value)} />
        </label>
      </div>
      {list.isPending ? (
        <Spinner label="Loading startups..." />
      ) : list.isError ? (
        <ErrorState message="Failed to load startups. Please try again." detail={failureText(list.error, '')} isRetrying={list.isFetching} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState icon={Building2} title="No startups found" />
      ) : (
        <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          <table className="w-full min-w-[900px] text-left text-sm">
            <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
              <tr>{['Startup', 'Owner', 'Industry', 'Stage', 'Team', 'Location', 'Status', 'Actions'].map((h) => <th key={h} scope="col" className="px-4 py-3 font-semibold">{h}</th>)}</tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.data.items.map((s) => (
                <tr key={s.id}>
                  <td className="px-4 py-3">
                    <Link to={`/startup/${encodeURIComponent(s.slug)}`} className="flex items-center gap-3 font-semibold text-slate-900 hover:text-brand-700">
                      {s.logoUrl ? <img src={s.logoUrl} alt="" width={36} height={36} className="size-9 rounded-lg object-cover" /> : <span className="grid size-9 place-items-center rounded-lg bg-slate-100"><Building2 className="size-4 text-slate-400" aria-hidden /></span>}
                      {s.name}
                    </Link>
                  </td>
                  <td className="px-4 py-3 text-slate-700">{s.owner.firstName} {s.owner.lastName}</td>
                  <td className="px-4 py-3 text-slate-700">{s.industry}</td>
                  <td className="px-4 py-3 text-slate-700">{s.stage}</td>
                  <td className="px-4 py-3 text-slate-700">{s.teamSize}</td>
                  <td className="px-4 py-3 text-slate-700">{countryName(s.country)}</td>
                  <td className="px-4 py-3"><Badge tone={s.active ? 'success' : 'neutral'}>{s.active ? 'Active' : 'Inactive'}</Badge></td>
                  <td className="px-4 py-3"><Button variant="ghost" size="sm" aria-label={`Delete ${s.name}`} onClick={() => setDeleting(s)}><Trash2 className="size-4 text-error" aria-hidden /></Button></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
