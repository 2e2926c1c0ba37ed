import { BriefcaseBusiness, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { JOB_MATCHES_LIMIT } from '../../../shared/job-matches';
import { Button } from '../../components/button';
import { EmptyState, ErrorState } from '../../components/states';
import { OPEN_TO_WORK_HREF, useJobMatches } from '../../entities/job-match/job-matches';
import { FillInPrompt, JobMatchGrid, JobMatchSkeleton } from '../../entities/job-match/jobs-for-you';
import { failureText } from '../../lib/failure';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /jobs/for-you: the member's best matches, best first, each saying why. */
export default function JobMatchesPage() {
  useDocumentTitle('Jobs for you');
  const query = useJobMatches();
  const items = query.data?.items ?? [];
  const missing = query.data?.missing ?? [];
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <header>
        <h1 className="flex items-center gap-2 text-3xl font-bold text-slate-900">
          <Sparkles className="size-7 text-brand-600" aria-hidden /> Jobs for you
        </h1>
        <p className="mt-1 text-slate-600">Open positions that fit your skills and what you are open to, best first.</p>
        {/* Said, so that a member who would move knows how to see positions elsewhere (decision 060). */}
        <p className="mt-1 text-sm text-slate-600">
          Positions you could not take from where you live or the countries you named are left out.{' '}
          <Link to={OPEN_TO_WORK_HREF} className="font-semibold text-brand-700 hover:underline">
            Change your countries
          </Link>
        </p>
      </header>
      <div className="mt-6 space-y-4">
        {query.isPending ? (
          <JobMatchSkeleton count={6} />
        ) : query.isError ? (
          <ErrorState
            message="Failed to load jobs for you. Please try again."
            detail={failureText(query.error, '')}
            isRetrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        ) : missing.length === 2 && items.length === 0 ? (
          <EmptyState
            icon={Sparkles}
            title="Tell us what you're looking for"
            text="Add your skills and say what you are open to (job types, places, pay) on your profile, and we will show the positions that fit."
            action={
              <Button asChild>
                <Link to={OPEN_TO_WORK_HREF}>Fill in your profile</Link>
              </Button>
            }
          />
        ) : (
          <>
            {missing.length > 0 && <FillInPrompt missing={missing} />}
            {items.length === 0 ? (
              <EmptyState
                icon={BriefcaseBusiness}
                title="No matches right now"
                text="New positions show up here as startups post them. Meanwhile, every open position is on the board."
                action={
                  <Button asChild variant="secondary">
                    <Link to="/jobs">Browse all jobs</Link>
                  </Button>
                }
              />
            ) : (
              <>
                <JobMatchGrid items={items} />
                {items.length >= JOB_MATCHES_LIMIT && (
                  <p className="text-center text-sm text-slate-600">
                    These are your {JOB_MATCHES_LIMIT} best matches.{' '}
                    <Link to="/jobs" className="font-semibold text-brand-700 hover:underline">
                      Browse all jobs
                    </Link>
                  </p>
                )}
              </>
            )}
          </>
        )}
      </div>
    </div>
  );
}
