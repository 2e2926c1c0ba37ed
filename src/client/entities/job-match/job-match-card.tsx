import { CircleAlert, MapPin, Sparkles, ThumbsDown, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { matchSummary, misfitSummary } from '../../../shared/job-match-text';
import type { JobMatch } from '../../../shared/job-matches';
import { compensationText, locationText } from '../../../shared/job-text';
import { Button } from '../../components/button';
import { useFormatLocale } from '../../lib/use-hydrated';
import { VerifiedBadge } from '../startup/verified-badge';
import { DismissDialog } from './dismiss-dialog';
import { useDismissJob } from './job-matches';

/** A position suggested to the member: what it is, why it is here, and "Not interested". */
export function JobMatchCard({ job }: { job: JobMatch }) {
  const { locale } = useFormatLocale();
  const dismiss = useDismissJob();
  const [isAsking, setIsAsking] = useState(false);
  return (
    <article
      className="relative flex h-full flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-300 sm:p-5"
      aria-label={`${job.title} at ${job.startup.name}`}
    >
      <div className="flex gap-3">
        <img
          src={job.startup.logoUrl}
          alt=""
          width={44}
          height={44}
          className="size-11 shrink-0 rounded-xl bg-slate-100 object-cover ring-1 ring-slate-200"
        />
        <div className="min-w-0">
          <h3 className="text-base font-semibold text-slate-900">
            {/* The whole card opens the position's page; "Not interested" sits above the link. */}
            <Link
              to={`/jobs/${job.id}`}
              className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
            >
              {job.title}
            </Link>
          </h3>
          <p className="flex flex-wrap items-center gap-x-2 text-sm font-medium text-slate-700">
            {job.startup.name} <VerifiedBadge domain={job.startup.verifiedDomain} />
          </p>
        </div>
      </div>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        <span className="inline-flex items-center gap-1">
          <MapPin className="size-4 text-slate-400" aria-hidden /> {locationText(job)}
        </span>
        <span className="inline-flex items-center gap-1">
          <Wallet className="size-4 text-slate-400" aria-hidden /> {compensationText(job, locale)}
        </span>
      </p>
      <div className="mt-3 space-y-1 rounded-lg bg-brand-50 px-3 py-2 text-sm">
        <p className="flex items-start gap-1.5 font-medium text-brand-800" data-testid="match-reasons">
          <Sparkles className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            <span className="sr-only">Why: </span>
            {matchSummary(job.match, 'candidate')}
          </span>
        </p>
        {/* What does not fit is said beside what does (decision 060). */}
        {job.match.misfits.length > 0 && (
          <p className="flex items-start gap-1.5 text-amber-900" data-testid="match-misfits">
            <CircleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
            <span>
              <span className="sr-only">Does not fit: </span>
              {misfitSummary(job.match, 'candidate')}
            </span>
          </p>
        )}
      </div>
      <div className="mt-auto flex justify-end pt-3">
        <Button
          variant="ghost"
          size="sm"
          className="relative z-10 -mr-2 -mb-1 text-slate-600"
          onClick={() => setIsAsking(true)}
          aria-label={`Not interested in ${job.title}`}
        >
          <ThumbsDown className="size-4" aria-hidden /> Not interested
        </Button>
      </div>
      <DismissDialog
        title={job.title}
        open={isAsking}
        onOpenChange={setIsAsking}
        onDismiss={(reason) => dismiss.mutate({ jobId: job.id, title: job.title, reason })}
      />
    </article>
  );
}
