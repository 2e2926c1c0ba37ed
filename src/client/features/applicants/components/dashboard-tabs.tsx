import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';

const linkClass =
  'flex items-center justify-center rounded-lg px-3 py-2 text-center text-sm font-semibold transition-colors';

/** The dashboard's strip of sections, with Applicants chosen: this page is a tab of the dashboard with its own address. */
export function DashboardTabs() {
  return (
    <nav aria-label="Dashboard sections" className="grid max-w-xl grid-cols-3 rounded-xl bg-slate-100 p-1">
      <Link to={paths.dashboard} className={`${linkClass} text-slate-600 hover:text-slate-900`}>
        Manage Startups
      </Link>
      <Link to={`${paths.dashboard}?tab=applications`} className={`${linkClass} text-slate-600 hover:text-slate-900`}>
        My Applications
      </Link>
      <Link to={paths.applicants} aria-current="page" className={`${linkClass} bg-white text-slate-900 shadow-sm`}>
        Applicants
      </Link>
    </nav>
  );
}
