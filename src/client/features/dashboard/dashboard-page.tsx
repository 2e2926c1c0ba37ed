import { Building2, Compass, PlusCircle, TrendingUp, User, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../shared/paths';
import { Button } from '../../components/button';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { failureText } from '../../lib/failure';
import { JobsForYouSection } from '../../entities/job-match/jobs-for-you';
import { Tabs, TabsContent, TabsList } from '../../components/tabs';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOwnedStartups } from './api/dashboard-api';
import { InvitationsSummary } from './components/invitations-summary';
import { Metrics } from './components/metrics';
import { MyApplications } from './components/my-applications';
import { StartupPanel } from './components/startup-panel';
import { UpcomingInterviews } from './components/upcoming-interviews';

const tiles: { to: string; label: string; text: string; icon: LucideIcon }[] = [
  { to: '/post-startup', label: 'Post a Startup', text: 'Share what you are building', icon: PlusCircle },
  { to: '/startups', label: 'Browse Startups', text: 'Find a team to join', icon: Compass },
  { to: '/profile', label: 'Your Profile', text: 'Keep it current', icon: User },
  { to: '/invest', label: 'Invest', text: 'Tell us how you invest', icon: TrendingUp },
];

type Tab = 'startups' | 'applications';

/**
 * Which tab opens (decision 020): the one the address names, else the one that has something for
 * this person: a founder's startups, everyone else's applications. A link about an application
 * (`?application=`) opens My Applications; one about a position (`?job=`) opens Manage Startups.
 */
function tabFor(params: URLSearchParams, isFounder: boolean): Tab {
  const asked = params.get('tab');
  if (asked === 'applications' || asked === 'startups') return asked;
  if (params.get('application')) return 'applications';
  if (params.get('job')) return 'startups';
  return isFounder ? 'startups' : 'applications';
}

/** /dashboard: a founder's summary and tools, and everyone's applications. */
export default function DashboardPage() {
  const { user } = useSession();
  const [params] = useSearchParams();
  const owned = useOwnedStartups();
  const isFounder = (owned.data?.length ?? 0) > 0;
  useDocumentTitle('Dashboard');
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:space-y-8 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Welcome Back, {user?.firstName}!</h1>
      <nav aria-label="Shortcuts" className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
        {tiles.map(({ to, label, text, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            className="flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md sm:block sm:p-4"
          >
            <Icon className="size-5 shrink-0 text-brand-600 sm:size-6" aria-hidden />
            <span className="block text-sm font-semibold text-slate-900 sm:mt-3 sm:text-base">{label}</span>
            {/* On a phone the label says enough: the tabs below hold what the person came for. */}
            <span className="text-sm text-slate-600 max-sm:hidden">{text}</span>
          </Link>
        ))}
      </nav>
      {owned.isPending ? (
        <DashboardSkeleton />
      ) : (
        <>
          <Metrics isFounder={isFounder} />
          <UpcomingInterviews />
          <InvitationsSummary isFounder={isFounder} />
          {/* A new address (a notification followed while here) chooses the tab again; nothing else does. */}
          <DashboardTabs
            key={params.toString()}
            initialTab={tabFor(params, isFounder)}
            isFounder={isFounder}
            highlightId={params.get('application')}
            highlightJobId={params.get('job')}
          />
          {/* After the tabs: a member's own applications stay on the first screen of a phone (decision 020). */}
          <JobsForYouSection />
        </>
      )}
    </div>
  );
}

/** Chosen once when it mounts: a founder deleting their last startup stays on Manage Startups. */
function DashboardTabs({
  initialTab,
  isFounder,
  highlightId,
  highlightJobId,
}: {
  initialTab: Tab;
  isFounder: boolean;
  highlightId: string | null;
  highlightJobId: string | null;
}) {
  const [tab, setTab] = useState(initialTab);
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
      {/* Applicants has its own address (/dashboard/applicants): a link in the same strip, for founders. */}
      <div className={`flex rounded-xl bg-slate-100 ${isFounder ? 'max-w-xl' : 'max-w-md'}`}>
        <TabsList
          label="Dashboard sections"
          className={isFounder ? 'flex-[2]' : 'flex-1'}
          tabs={[
            { value: 'startups', label: 'Manage Startups' },
            { value: 'applications', label: 'My Applications' },
          ]}
        />
        {isFounder && (
          <Link
            to={paths.applicants}
            className="m-1 flex min-h-11 flex-1 items-center justify-center rounded-lg px-3 py-2 text-center text-sm font-semibold text-slate-600 transition-colors hover:text-slate-900"
          >
            Applicants
          </Link>
        )}
      </div>
      <TabsContent value="startups" className="mt-6">
        <ManageStartups highlightJobId={highlightJobId} />
      </TabsContent>
      <TabsContent value="applications" className="mt-6">
        <MyApplications highlightId={highlightId} />
      </TabsContent>
    </Tabs>
  );
}

function DashboardSkeleton() {
  return (
    <div role="status" aria-label="Loading dashboard" className="space-y-6">
      <div className="grid grid-cols-3 gap-2 sm:gap-4">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24 rounded-2xl sm:h-32" />
        ))}
      </div>
      <Skeleton className="h-11 max-w-md rounded-xl" />
      <Skeleton className="h-48 rounded-2xl" />
    </div>
  );
}

function ManageStartups({ highlightJobId }: { highlightJobId: string | null }) {
  const { data, error, isFetching, refetch } = useOwnedStartups();
  if (error)
    return (
      <ErrorState
        message="Failed to load startups. Please try again."
        detail={failureText(error, '')}
        isRetrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  if (!data || data.length === 0) {
    return (
      <EmptyState
        icon={Building2}
        title="No Startups Found"
        text="You haven't posted any startups yet"
        action={
          <Button asChild>
            <Link to="/post-startup">Post Your Startup</Link>
          </Button>
        }
      />
    );
  }
  return (
    <div className="space-y-6">
      {data.map((startup) => (
        <StartupPanel key={startup.id} startup={startup} highlightJobId={highlightJobId} />
      ))}
    </div>
  );
}
