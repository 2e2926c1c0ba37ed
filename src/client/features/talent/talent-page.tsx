import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { Button } from '../../components/button';
import { FilterChips } from '../../components/filter-chips';
import { FilterSheet } from '../../components/filter-sheet';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { useOpenPositions, useStartupsPaused } from '../../entities/invitation/invitations';
import { ApiError } from '../../lib/api';
import { failureText } from '../../lib/failure';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useUrlFilters } from '../../lib/use-url-filters';
import { useTalent } from './api/find-talent';
import { TalentCard } from './components/talent-card';
import { talentFilterChips, TalentFiltersForm } from './components/talent-filters';
import { parseTalentFilters, type FilterName } from './talent-filters-of';

/** /talent: members open to work who show their profile, for founders with a listed startup and the administrator. */
export default function TalentPage() {
  useDocumentTitle('Candidates');
  const { filters, setFilters, clearFilters } = useUrlFilters({ parse: parseTalentFilters });
  const positions = useOpenPositions();
  const startupsPaused = useStartupsPaused();
  const talent = useTalent(filters);
  const chips = talentFilterChips(filters, positions.data);
  const change = (name: FilterName, value: string) => setFilters({ [name]: value || undefined });
  const clear = () => clearFilters();
  const form = () => <TalentFiltersForm filters={filters} positions={positions.data} onChange={change} />;
  const forJob = talent.data?.pages[0]?.forJob ?? null;
  const items = talent.data?.pages.flatMap((page) => page.items) ?? [];

  if (talent.error instanceof ApiError && talent.error.status === 403) {
    // Which refusal it is comes with the positions (the profile menu has usually asked already).
    if (startupsPaused.isPending)
      return (
        <div role="status" aria-label="Loading candidates" className="mx-auto max-w-3xl px-4 py-10">
          <Skeleton className="h-48 rounded-2xl" />
        </div>
      );
    if (startupsPaused.data) {
      return (
        <div className="mx-auto max-w-3xl px-4 py-10">
          <EmptyState
            icon={Users}
            title="Your startup is paused"
            text="Candidates are for founders with a listed startup. List yours again from your dashboard to look for candidates."
            action={
              <Button asChild>
                <Link to={paths.dashboard}>Go to dashboard</Link>
              </Button>
            }
          />
        </div>
      );
    }
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <EmptyState
          icon={Users}
          title="Candidates are for founders hiring here"
          text={talent.error.message}
          action={
            <Button asChild>
              <Link to={paths.postStartup}>Post a Startup</Link>
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Candidates</h1>
      <p className="mt-1 text-slate-600">
        People open to work who show their profile. Rank them for one of your positions and invite them to apply.
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_1fr]">
        <aside className="hidden lg:block" aria-label="Filters">
          {form()}
        </aside>
        <div className="min-w-0">
          <FilterSheet description="Narrow the list of candidates" activeCount={chips.length}>
            {form()}
          </FilterSheet>
          <FilterChips
            chips={chips}
            onRemove={(name) => change(name, '')}
            onClear={clear}
            className="-mt-2 mb-3 lg:mt-0"
          />
          {talent.isPending ? (
            <div role="status" aria-label="Loading candidates" className="grid gap-4 md:grid-cols-2">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="h-64 rounded-2xl" />
              ))}
            </div>
          ) : talent.isError ? (
            <ErrorState
              message="Failed to load candidates"
              detail={failureText(talent.error, '')}
              isRetrying={talent.isFetching}
              onRetry={() => void talent.refetch()}
            />
          ) : items.length === 0 ? (
            <EmptyState
              icon={Users}
              title="No candidates found"
              text={
                chips.length > 0
                  ? 'Nobody open to work matches these filters. Try fewer of them.'
                  : 'Nobody is open to work yet. Members who say they are open to work on their profile show here.'
              }
              action={
                chips.length > 0 ? (
                  <Button variant="secondary" onClick={clear}>
                    Clear filters
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <>
              <ul className="grid gap-4 md:grid-cols-2" aria-label="Candidates">
                {items.map((candidate) => (
                  <li key={candidate.id} className="flex">
                    <TalentCard candidate={candidate} forJob={forJob} />
                  </li>
                ))}
              </ul>
              {talent.hasNextPage && (
                <div className="mt-6 flex justify-center">
                  <Button
                    variant="secondary"
                    isLoading={talent.isFetchingNextPage}
                    onClick={() => void talent.fetchNextPage()}
                  >
                    Load more
                  </Button>
                </div>
              )}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
