import { Clock, MapPin, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import type { JobBoardItem } from '../../../../shared/job-board';
import { compensationText, equityText, locationText, VISA_BADGE } from '../../../../shared/job-text';
import { relativeTime } from '../../../../shared/relative-time';
import { Badge } from '../../../components/badge';
import { VerifiedBadge } from '../../../entities/startup/verified-badge';
import { useFormatLocale } from '../../../lib/use-hydrated';

/** One position on the board: what it is, where, what it pays, and who is hiring. */
export function JobRow({ job }: { job: JobBoardItem }) {
  const jobPage = `/jobs/${job.id}`;
  const { locale } = useFormatLocale();
  const equity = equityText(job, locale);
  return (
    <article
      className="relative flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-300 sm:p-5"
      aria-label={`${job.title} at ${job.startup.name}`}
    >
      <img
        src={job.startup.logoUrl}
        alt=""
        width={48}
        height={48}
        className="size-12 shrink-0 rounded-xl bg-slate-100 object-cover ring-1 ring-slate-200"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <h2 className="text-base font-semibold text-slate-900">
            {/* The whole card opens the position's page. */}
            <Link to={jobPage} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none">
              {job.title}
            </Link>
          </h2>
          <span className="inline-flex items-center gap-1 text-xs text-slate-500" suppressHydrationWarning>
            <Clock className="size-3.5" aria-hidden /> {relativeTime(job.createdAt)}
          </span>
        </div>
        <p className="flex flex-wrap items-center gap-x-2 text-sm font-medium text-slate-700">
          {job.startup.name} <VerifiedBadge domain={job.startup.verifiedDomain} />
        </p>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1">
            <MapPin className="size-4 text-slate-400" aria-hidden /> {locationText(job)}
          </span>
          <span className="inline-flex items-center gap-1">
            <Wallet className="size-4 text-slate-400" aria-hidden /> {compensationText(job, locale)}
          </span>
        </p>
        <div className="mt-3 flex flex-wrap gap-1.5">
          <Badge tone="brand" className="normal-case">
            {job.jobType}
          </Badge>
          <Badge className="normal-case">{job.experienceLevel}</Badge>
          {equity && (
            <Badge tone="success" className="whitespace-nowrap normal-case">
              {equity}
            </Badge>
          )}
          {job.visaSponsorship && (
            <Badge tone="info" className="whitespace-nowrap normal-case">
              {VISA_BADGE}
            </Badge>
          )}
          {job.requiredSkills.slice(0, 4).map((skill) => (
            <Badge key={skill} className="normal-case">
              {skill}
            </Badge>
          ))}
        </div>
      </div>
    </article>
  );
}
