import { Building2, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { countryName } from '../../../../shared/catalog';
import type { StartupCard } from '../../../../shared/startups';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';

export type AdminStartup = StartupCard & { active: boolean };

type ListProps = { items: AdminStartup[]; onDelete(startup: AdminStartup): void };

const startupPath = (startup: AdminStartup) => `/startup/${encodeURIComponent(startup.slug)}`;

/** Cards on a phone or tablet, where eight columns do not fit; the table from a laptop up. */
export function AdminStartupList(props: ListProps) {
  return (
    <>
      <StartupCards {...props} />
      <StartupTable {...props} />
    </>
  );
}

function Logo({ startup }: { startup: AdminStartup }) {
  return startup.logoUrl ? (
    <img src={startup.logoUrl} alt="" width={36} height={36} className="size-9 shrink-0 rounded-lg object-cover" />
  ) : (
    <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-slate-100">
      <Building2 className="size-4 text-slate-400" aria-hidden />
    </span>
  );
}

function StatusBadge({ startup }: { startup: AdminStartup }) {
  return <Badge tone={startup.active ? 'success' : 'neutral'}>{startup.active ? 'Active' : 'Inactive'}</Badge>;
}

function StartupCards({ items, onDelete }: ListProps) {
  return (
    <ul className="space-y-4 lg:hidden" aria-label="Startups">
      {items.map((s) => (
        <li key={s.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <div className="flex items-start justify-between gap-3">
            <Link
              to={startupPath(s)}
              className="flex min-h-11 min-w-0 items-center gap-3 font-semibold text-slate-900 hover:text-brand-700"
            >
              <Logo startup={s} />
              <span className="break-words">{s.name}</span>
            </Link>
            <StatusBadge startup={s} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {[
              ['Owner', `${s.owner.firstName} ${s.owner.lastName}`],
              ['Industry', s.industry],
              ['Stage', s.stage],
              ['Team', String(s.teamSize)],
              ['Location', countryName(s.country)],
            ].map(([term, value]) => (
              <div key={term} className="min-w-0">
                <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{term}</dt>
                <dd className="break-words text-slate-700">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-4 flex justify-end border-t border-slate-100 pt-3">
            <Button
              variant="ghost"
              className="h-11 text-error hover:bg-red-50"
              aria-label={`Delete ${s.name}`}
              onClick={() => onDelete(s)}
            >
              <Trash2 className="size-4" aria-hidden /> Delete
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

function StartupTable({ items, onDelete }: ListProps) {
  return (
    <div className="hidden overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 lg:block">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            {['Startup', 'Owner', 'Industry', 'Stage', 'Team', 'Location', 'Status', 'Actions'].map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((s) => (
            <tr key={s.id}>
              <td className="px-4 py-3">
                <Link
                  to={startupPath(s)}
                  className="flex items-center gap-3 font-semibold text-slate-900 hover:text-brand-700"
                >
                  <Logo startup={s} />
                  {s.name}
                </Link>
              </td>
              <td className="px-4 py-3 text-slate-700">
                {s.owner.firstName} {s.owner.lastName}
              </td>
              <td className="px-4 py-3 text-slate-700">{s.industry}</td>
              <td className="px-4 py-3 text-slate-700">{s.stage}</td>
              <td className="px-4 py-3 text-slate-700">{s.teamSize}</td>
              <td className="px-4 py-3 text-slate-700">{countryName(s.country)}</td>
              <td className="px-4 py-3">
                <StatusBadge startup={s} />
              </td>
              <td className="px-4 py-3">
                <Button variant="ghost" size="sm" aria-label={`Delete ${s.name}`} onClick={() => onDelete(s)}>
                  <Trash2 className="size-4 text-error" aria-hidden />
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
