import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { JOB_MATCHES_PREVIEW, type JobMatches } from '../../../shared/job-matches';
import { Button } from '../../components/button';
import { LoadingRegion, Skeleton } from '../../components/skeleton';
import { ErrorState } from '../../components/states';
import { cn } from '../../lib/cn';
import { failureText } from '../../lib/failure';
import { useSession } from '../../lib/session';
import { JobMatchCard } from './job-match-card';
import { missingText, OPEN_TO_WORK_HREF, useJobMatches } from './job-matches';

export const JOBS_FOR_YOU_HREF = '/jobs/for-you';

/**
 * Cards in a grid: one column on a phone, up to three on a wide screen. `isRow`: on a phone, a row to
 * swipe through instead, so that a preview over other content stays one card tall.
 */
export function JobMatchGrid({ items, isRow = false }: { items: JobMatches['items']; isRow?: boolean }) {
  return (
    <ul
      className={cn(
        'gap-3 sm:grid sm:grid-cols-2 lg:grid-cols-3',
        isRow ? 'flex snap-x snap-mandatory overflow-x-auto pb-2 sm:overflow-visible sm:pb-0' : 'grid',
      )}
      aria-label="Matching positions"
    >
      {items.map((job) => (
        <li key={job.id} className={cn(isRow && 'w-[85%] shrink-0 snap-start sm:w-auto')}>
          <JobMatchCard job={job} />
        </li>
      ))}
    </ul>
  );
}

export function JobMatchSkeleton({ count }: { count: number }) {
  return (
    <LoadingRegion label="Loading jobs for you..." className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="h-48 rounded-2xl" />
      ))}
    </LoadingRegion>
  );
}

/** Nothing to match on yet: what to fill in, and the way to the form. */
export function FillInPrompt({ missing }: { missing: JobMatches['missing'] }) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-dashed border-brand-300 bg-brand-50/50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <p className="text-sm text-slate-700">{missingText(missing)}</p>
      <Button asChild size="sm" className="shrink-0">
        <Link to={OPEN_TO_WORK_HREF}>Fill in your profile</Link>
      </Button>
    </div>
  );
}

/**
 * The dashboard's and the board's "Jobs for you": the best few matches of a signed-in member and the
 * way to all of them. Nothing for visitors.
 */
export function JobsForYouSection({ className }: { className?: string }) {
  const { user } = useSession();
  const query = useJobMatches();
  if (!user) return null;
  const items = query.data?.items ?? [];
  const missing = query.data?.missing ?? [];
  const hasNothingToMatch = missing.length === 2 && items.length === 0;
  return (
    <section aria-labelledby="jobs-for-you-title" className={className}>
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="jobs-for-you-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Sparkles className="size-5 text-brand-600" aria-hidden /> Jobs for you
        </h2>
        {items.length > 0 && (
          <Link
            to={JOBS_FOR_YOU_HREF}
            className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            See all <ArrowRight className="size-4" aria-hidden />
          </Link>
        )}
      </div>
      {query.isPending ? (
        <JobMatchSkeleton count={JOB_MATCHES_PREVIEW} />
      ) : query.isError ? (
        <ErrorState
          message="Failed to load jobs for you"
          detail={failureText(query.error, '')}
          isRetrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : hasNothingToMatch ? (
        <FillInPrompt missing={missing} />
      ) : items.length === 0 ? (
        <p className="rounded-2xl bg-white px-4 py-3 text-sm text-slate-600 ring-1 ring-slate-200">
          No matching positions right now. New ones show up here as startups post them.
        </p>
      ) : (
        <JobMatchGrid items={items.slice(0, JOB_MATCHES_PREVIEW)} isRow />
      )}
    </section>
  );
}
