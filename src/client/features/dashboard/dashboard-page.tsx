import { Briefcase, Building2, Compass, FileText, PlusCircle, TrendingUp, User, type LucideIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../shared/paths';
import { Button } from '../../components/button';
import { EmptyState, ErrorState, Spinner } from '../../components/states';
import { failureText } from '../../lib/failure';
import { Tabs, TabsContent, TabsList } from '../../components/tabs';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMetrics, useOwnedStartups } from './api/dashboard-api';
import { MyApplications } from './components/my-applications';
import { StartupPanel } from './components/startup-panel';

const tiles: { to: string; label: string; text: string; icon: LucideIcon }[] = [
  { to: '/post-startup', label: 'Post a Startup', text: 'Share what you are building', icon: PlusCircle },
  { to: '/startups', label: 'Browse Startups', text: 'Find a team to join', icon: Compass },
  { to: '/profile', label: 'Your Profile', text: 'Keep it current', icon: User },
  { to: '/invest', label: 'Invest', text: 'Tell us how you invest', icon: TrendingUp },
];

/** /dashboard: a founder's summary and tools, and everyone's applications (spec 1, "Dashboard"). */
export default function DashboardPage() {
  const { user } = useSession();
  const [params] = useSearchParams();
  const isFounder = (useOwnedStartups().data?.length ?? 0) > 0;
  useDocumentTitle('Dashboard');
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">Welcome Back, {user?.firstName}!</h1>
      <nav aria-label="Shortcuts" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {tiles.map(({ to, label, text, icon: Icon }) => (
          <Link key={to} to={to} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md">
            <Icon className="size-6 text-brand-600" aria-hidden />
            <span className="mt-3 block font-semibold text-slate-900">{label}</span>
            <span className="text-sm text-slate-600">{text}</span>
          </Link>
        ))}
      </nav>
      <Metrics />
      <Tabs defaultValue={params.get('tab') === 'applications' ? 'applications' : 'startups'}>
        {/* Applicants has its own address (/dashboard/applicants): a link in the same strip, for founders. */}
        <div className={`flex rounded-xl bg-slate-100 ${isFounder ? 'max-w-xl' : 'max-w-md'}`}>
          <TabsList label="Dashboard sections" className={isFounder ? 'flex-[2]' : 'flex-1'} tabs={[{ value: 'startups', label: 'Manage Startups' }, { value: 'applications', label: 'My Applications' }]} />
          {isFounder && <Link to={paths.applicants} className="m-1 flex flex-1 items-center justify-center rounded-lg px-3 py-2 text-center text-sm font-semibold text-slate-600 transition-colors hover:text-slate-900">Applicants</Link>}
        </div>
        <TabsContent value="startups" className="mt-6"><ManageStartups /></TabsContent>
        <TabsContent value="applications" className="mt-6"><MyApplications /></TabsContent>
      </Tabs>
    </div>
  );
}

function Metrics() {
  const { data } = useMetrics();
  const cards = [
    { label: 'Total Startups', icon: Building2, a: ['Active', data?.startups.active], b: ['Inactive', data?.startups.inactive] },
    { label: 'Open Positions', icon: Briefcase, a: ['Active', data?.jobs.active], b: ['Inactive', data?.jobs.inactive] },
    { label: 'Total Applications', icon: FileText, a: ['Pending', data?.applications.pending], b: ['Reviewed', data?.applications.reviewed] },
  ] as const;
  return (
    <section aria-label="Metrics" className="grid gap-4 sm:grid-cols-3">
      {cards.map(({ label, icon: Icon, a, b }) => (
        <div key={label} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <p className="flex items-center gap-2 text-sm font-semibold text-slate-600"><Icon className="size-4" aria-hidden /> {label}</p>
          <p className="mt-2 text-3xl font-bold text-slate-900">{data ? (a[1] ?? 0) + (b[1] ?? 0) : '—'}</p>
          <dl className="mt-2 flex gap-4 text-sm">
            {[a, b].map(([name, value]) => (
              <div key={name} className="flex gap-1"><dt className="text-slate-500">{name}</dt><dd className="font-semibold text-slate-800">{value ?? '—'}</dd></div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}

function ManageStartups() {
  const { data, isPending, error, isFetching, refetch } = useOwnedStartups();
  if (isPending) return <Spinner label="Loading startups..." />;
  if (error) return <ErrorState message="Failed to load startups. Please try again." detail={failureText(error, '')} isRetrying={isFetching} onRetry={() => void refetch()} />;
  if (data.length === 0) {
    return <EmptyState icon={Building2} title="No Startups Found" text="You haven't posted any startups yet" action={<Button asChild><Link to="/post-startup">Post Your Startup</Link></Button>} />;
  }
  return <div className="space-y-6">{data.map((startup) => <StartupPanel key={startup.id} startup={startup} />)}</div>;
}
