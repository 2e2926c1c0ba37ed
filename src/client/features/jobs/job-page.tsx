import { ArrowLeft, BriefcaseBusiness, Building2, MapPin, Users } from 'lucide-react';
import { SafetyNotice } from '../../entities/report/safety-notice';
import { Link, useParams } from 'react-router';
import { countryName } from '../../../shared/catalog';
import type { JobPage } from '../../../shared/job-board';
import { equityRangeText } from '../../../shared/job-text';
import { ResponseRecordNote } from '../../entities/startup/response-record-note';
import { VerifiedBadge } from '../../entities/startup/verified-badge';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { JobDetail } from '../../entities/job/job-detail';
import { EmptyState, ErrorState } from '../../components/states';
import { PageSkeleton } from '../../components/skeleton';
import { ApiError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { failureText, isTransientFailure } from '../../lib/failure';
import type { PagePrefetch } from '../../lib/prefetch';
import { isUuid } from '../../../shared/ids';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFormatLocale } from '../../lib/use-hydrated';
import { jobPageOptions, useJobPage } from './api/get-job';
import { JobRow } from './components/job-row';
import { dateFormat } from '../../../shared/intl-formats';

/** Rendered on the server; a position no longer open answers 410, so search engines drop it. */
export const prefetch: PagePrefetch = async (queryClient, { params }) => {
  const id = params.id ?? '';
  // An address that can name no position is not found, without asking the API.
  if (!isUuid(id)) return { status: 404 };
  await queryClient.prefetchQuery(jobPageOptions(id));
  if (queryClient.getQueryData(jobPageOptions(id).queryKey)?.kind === 'gone') return { status: 410 };
};

function JobNotFound() {
  useDocumentTitle('Job not found');
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <EmptyState
        icon={BriefcaseBusiness}
        title="Job not found"
        text="The position you are looking for does not exist."
        action={
          <Button asChild variant="secondary">
            <Link to="/jobs">Browse Jobs</Link>
          </Button>
        }
      />
    </div>
  );
}

/** /jobs/:id: one position on its own address, with its startup and the Apply flow. */
export default function JobPage() {
  const { id = '' } = useParams();
  return isUuid(id) ? <JobPageOf id={id} /> : <JobNotFound />;
}

function JobPageOf({ id }: { id: string }) {
  const { data, isPending, error, isFetching, refetch } = useJobPage(id);
  const isNotFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
  useDocumentTitle(
    data?.kind === 'open'
      ? `${data.page.job.title} at ${data.page.startup.name}`
      : data?.kind === 'gone'
        ? 'Position closed'
        : isNotFound
          ? 'Job not found'
          : 'Job',
  );
  const back = (
    <Link
      to="/jobs"
      className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900"
    >
      <ArrowLeft className="size-4" aria-hidden /> All jobs
    </Link>
  );

  if (isPending) return <PageSkeleton label="Loading job..." />;
  if (error || !data) {
    if (isNotFound) return <JobNotFound />;
    return (
      <div className="mx-auto max-w-xl space-y-6 px-4 py-16 text-center">
        <ErrorState
          message="Failed to load job details"
          detail={failureText(error, '')}
          isRetrying={isFetching}
          onRetry={() => void refetch()}
        />
        {!isTransientFailure(error) && back}
      </div>
    );
  }

  if (data.kind === 'gone') {
    const { startup, similar, removed } = data.page;
    return (
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
        {back}
        <EmptyState
          icon={BriefcaseBusiness}
          title={removed ? 'This position has been removed' : 'This position is no longer open'}
          // Hidden by the moderators: the page says so, in the server's words.
          text={
            removed
              ? data.page.error.message
              : startup
                ? `${startup.name} is not hiring for it any more. Their other open positions are on their page.`
                : 'It has been filled or taken down.'
          }
          action={
            <div className="flex flex-wrap justify-center gap-3">
              {startup && (
                <Button asChild>
                  <Link to={`/startup/${encodeURIComponent(startup.slug)}`}>See {startup.name}</Link>
                </Button>
              )}
              <Button asChild variant="secondary">
                <Link to="/jobs">Browse Jobs</Link>
              </Button>
            </div>
          }
        />
        {similar.length > 0 && (
          <section aria-labelledby="similar-jobs">
            <h2 id="similar-jobs" className="mb-3 text-lg font-semibold text-slate-900">
              Similar open positions
            </h2>
            <ul className="space-y-3" aria-label="Similar open positions">
              {similar.map((job) => (
                <li key={job.id}>
                  <JobRow job={job} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    );
  }

  const { job, startup, applicationStatus, applicationStage, validThrough, similar: alike } = data.page;
  const startupPage = `/startup/${encodeURIComponent(startup.slug)}`;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      {back}
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <p className="mb-4 text-sm font-medium text-slate-600">
            <Link to={startupPage} className="hover:text-brand-700">
              {startup.name}
            </Link>{' '}
            is hiring
            <VerifiedBadge domain={startup.verifiedDomain} className="ml-2 align-middle" />
          </p>
          <JobDetail
            job={job}
            applicationStatus={applicationStatus}
            applicationStage={applicationStage}
            ownerId={startup.ownerId}
            headingLevel={1}
          />
          <JobFacts job={job} validThrough={validThrough} />
        </section>
        <aside aria-label="About the startup">
          <Card title="About the startup">
            <Link to={startupPage} className="flex items-center gap-3 hover:text-brand-700">
              <img
                src={startup.logoUrl}
                alt=""
                width={56}
                height={56}
                className="size-14 shrink-0 rounded-xl object-cover ring-1 ring-slate-200"
              />
              <span>
                <span className="block font-semibold text-slate-900">{startup.name}</span>
                <span className="block text-sm text-slate-600">{startup.tagline}</span>
              </span>
            </Link>
            <ul className="mt-4 space-y-2 text-sm text-slate-600">
              <li className="inline-flex w-full items-center gap-2">
                <Building2 className="size-4 text-slate-400" aria-hidden /> {startup.industry} · {startup.stage}
              </li>
              <li className="inline-flex w-full items-center gap-2">
                <Users className="size-4 text-slate-400" aria-hidden /> {startup.teamSize} team{' '}
                {startup.teamSize === 1 ? 'member' : 'members'}
              </li>
              <li className="inline-flex w-full items-center gap-2">
                <MapPin className="size-4 text-slate-400" aria-hidden /> {countryName(startup.country)}
              </li>
            </ul>
            <ResponseRecordNote record={data.page.responseRecord} className="mt-4" />
            <Button asChild variant="secondary" className="mt-4 w-full">
              <Link to={startupPage}>See the startup</Link>
            </Button>
          </Card>
          <SafetyNotice
            jobId={job.id}
            jobTitle={`${job.title} at ${startup.name}`}
            back={`/jobs/${job.id}`}
            className="mt-4"
          />
        </aside>
      </div>
      {alike.length > 0 && (
        <section aria-labelledby="similar-jobs">
          <h2 id="similar-jobs" className="mb-3 text-lg font-semibold text-slate-900">
            Similar positions
          </h2>
          <ul className="space-y-3" aria-label="Similar positions">
            {alike.map((other) => (
              <li key={other.id}>
                <JobRow job={other} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/**
 * When it was posted, until when it is open (the date its JobPosting gives search engines), whether
 * it comes with equity and how much, and whether its startup sponsors a visa, said in words. Dates in
 * a fixed form until hydrated.
 */
function JobFacts({ job, validThrough }: { job: JobPage['job']; validThrough: string }) {
  const { locale, timeZone } = useFormatLocale();
  const day = (iso: string) =>
    dateFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(new Date(iso));
  const range = equityRangeText(job, locale);
  const kind =
    job.compensationType === 'Equity' ? 'equity only' : job.compensationType === 'Paid+Equity' ? 'with pay' : null;
  const equity = !kind
    ? 'No equity'
    : range
      ? `${range}, ${kind}`
      : kind === 'equity only'
        ? 'Equity only'
        : 'Pay and equity';
  return (
    <dl
      className={cn(
        'mt-6 grid grid-cols-2 gap-3 border-t border-slate-100 pt-5 text-sm',
        job.visaSponsorship ? 'sm:grid-cols-4' : 'sm:grid-cols-3',
      )}
      aria-label="About this position"
    >
      <div>
        <dt className="text-slate-500">Posted</dt>
        <dd className="mt-0.5 font-medium text-slate-900">
          <time dateTime={job.createdAt}>{day(job.createdAt)}</time>
        </dd>
      </div>
      <div>
        <dt className="text-slate-500">Open until</dt>
        <dd className="mt-0.5 font-medium text-slate-900">
          <time dateTime={validThrough}>{day(validThrough)}</time>
        </dd>
      </div>
      <div>
        <dt className="text-slate-500">Equity</dt>
        <dd className="mt-0.5 font-medium text-slate-900">{equity}</dd>
      </div>
      {/* Said only when offered: positions from before the choice existed never said no. */}
      {job.visaSponsorship && (
        <div>
          <dt className="text-slate-500">Visa sponsorship</dt>
          <dd className="mt-0.5 font-medium text-slate-900">Available</dd>
        </div>
      )}
    </dl>
  );
}
