import { BellRing, Briefcase, Building2, FileText, Send, Star, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { DashboardMetrics } from '../../../../shared/applications';
import { paths } from '../../../../shared/paths';
import { useMetrics } from '../api/dashboard-api';

type Tile = {
  label: string;
  icon: LucideIcon;
  total: number | undefined;
  parts?: [name: string, value: number | undefined][];
  link?: { to: string; text: string };
};

/** The spec's three cards, about what a founder runs. */
const founderTiles = (m: DashboardMetrics | undefined): Tile[] => [
  {
    label: 'Total Startups',
    icon: Building2,
    total: m && m.startups.active + m.startups.inactive,
    parts: [
      ['Active', m?.startups.active],
      ['Inactive', m?.startups.inactive],
    ],
  },
  {
    label: 'Open Positions',
    icon: Briefcase,
    total: m && m.jobs.active + m.jobs.inactive,
    parts: [
      ['Active', m?.jobs.active],
      ['Inactive', m?.jobs.inactive],
    ],
  },
  {
    label: 'Total Applications',
    icon: FileText,
    total: m && m.applications.pending + m.applications.reviewed + m.applications.decided,
    parts: [
      ['Pending', m?.applications.pending],
      ['Reviewed', m?.applications.reviewed],
      ['Decided', m?.applications.decided],
    ],
  },
];

/** For someone who runs no startup (decision 020): their own applications, follows and alerts. */
const memberTiles = (m: DashboardMetrics | undefined): Tile[] => [
  {
    label: 'My Applications',
    icon: Send,
    total: m && m.member.applications.waiting + m.member.applications.answered,
    parts: [
      ['Waiting', m?.member.applications.waiting],
      ['Answered', m?.member.applications.answered],
    ],
  },
  { label: 'Following', icon: Star, total: m?.member.following, link: { to: paths.startups, text: 'Find startups' } },
  {
    label: 'Job Alerts',
    icon: BellRing,
    total: m?.member.alerts,
    link: { to: `${paths.jobs}?settings=alerts`, text: 'Manage alerts' },
  },
];

export function Metrics({ isFounder }: { isFounder: boolean }) {
  const { data } = useMetrics();
  const tiles = isFounder ? founderTiles(data) : memberTiles(data);
  return (
    // Three across on a phone too: the tabs, which hold what the person came for, stay near the top.
    <section aria-label="Metrics" className="grid grid-cols-3 gap-2 sm:gap-4">
      {tiles.map(({ label, icon: Icon, total, parts, link }) => {
        const body = (
          <>
            <p className="flex items-center gap-2 text-xs font-semibold text-slate-600 sm:text-sm">
              <Icon className="size-4 shrink-0 max-sm:hidden" aria-hidden /> {label}
            </p>
            <p className="mt-1 text-2xl font-bold text-slate-900 sm:mt-2 sm:text-3xl">{total ?? '—'}</p>
            {parts && (
              <dl className="mt-1 flex flex-col gap-x-4 text-xs sm:mt-2 sm:flex-row sm:text-sm">
                {parts.map(([name, value]) => (
                  <div key={name} className="flex gap-1">
                    <dt className="text-slate-500">{name}</dt>
                    <dd className="font-semibold text-slate-800">{value ?? '—'}</dd>
                  </div>
                ))}
              </dl>
            )}
            {link && (
              <span className="mt-1 block text-xs font-semibold text-brand-700 sm:mt-2 sm:text-sm">{link.text}</span>
            )}
          </>
        );
        const card = 'min-w-0 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-5';
        // A tile with somewhere to go is one link, the whole card a tap target.
        return link ? (
          <Link key={label} to={link.to} className={`${card} transition-shadow hover:shadow-md`}>
            {body}
          </Link>
        ) : (
          <div key={label} className={card}>
            {body}
          </div>
        );
      })}
    </section>
  );
}
