import { Building2, FileText, Flag, ScrollText, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

const PAGES: { to: string; title: string; text: string; icon: LucideIcon }[] = [
  {
    to: paths.adminMembers,
    title: 'Members',
    text: 'Find a member by name or e-mail; see their startups, applications, reports and security events; suspend, export or erase.',
    icon: Users,
  },
  {
    to: paths.adminReports,
    title: 'Reports',
    text: 'Reported startups, positions, profiles and messages, the most reported first, and your decisions.',
    icon: Flag,
  },
  {
    to: paths.adminStartups,
    title: 'Manage Startups',
    text: 'Every startup, listed or paused, searchable by name.',
    icon: Building2,
  },
  {
    to: paths.blogAdmin,
    title: 'Blog Admin',
    text: 'Write, edit and publish posts, and see how they are read.',
    icon: FileText,
  },
  {
    to: paths.adminAudit,
    title: 'Audit log',
    text: 'Every administrator action and member security event: who, what, when.',
    icon: ScrollText,
  },
];

/** /admin: a link to every administrator page (decision 063). */
export default function AdminHomePage() {
  useDocumentTitle('Admin');
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Admin</h1>
        <p className="mt-1 text-sm text-slate-600">Everything an administrator looks after, in one place.</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Administrator pages">
        {PAGES.map(({ to, title, text, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-300 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <Icon className="size-6 shrink-0 text-brand-600" aria-hidden />
              <span>
                <span className="block font-semibold text-slate-900">{title}</span>
                <span className="mt-1 block text-sm text-slate-600">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
