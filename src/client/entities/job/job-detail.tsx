import { CheckCircle2, Clock, Globe, MapPin, Plane, Wallet, XCircle } from 'lucide-react';
import { applicationLength, applicationLengthText } from '../../../shared/application-length';
import { candidateStageLabels, type CandidateStage } from '../../../shared/candidate-stages';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { ApplicationStatus } from '../../../shared/applications';
import {
  compensationText,
  equityText,
  locationText,
  remoteWhereText,
  VISA_BADGE,
  type Job,
} from '../../../shared/job-text';
import { cn } from '../../lib/cn';
import { useSession } from '../../lib/session';
import { loginPath } from '../../lib/sign-in-redirect';
import { useFormatLocale } from '../../lib/use-hydrated';
import { Button } from '../../components/button';

// The apply flow is a member's: its code (the form, its rules and their validation library) loads once
// the session says someone is signed in, so a visitor's job page never downloads it (decision 068).
const ApplyDialogs = lazy(() => import('../application/apply-dialogs').then((m) => ({ default: m.ApplyDialogs })));

/** Where the form will open, while its code is still on its way: the tap on Apply took effect. */
function OpeningApplication() {
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-6 z-50 mx-auto w-fit rounded-full bg-slate-900 px-4 py-2 text-sm font-medium text-white shadow-lg"
    >
      Opening the application form…
    </div>
  );
}

/** What the candidate's own application says in place of Apply: where it stands now. */
const standing: Record<ApplicationStatus, string> = {
  submitted: 'Application Submitted',
  reviewed: 'Application Reviewed',
  accepted: 'Application Accepted',
  rejected: 'Application Rejected',
};

type Props = {
  job: Job;
  /** The viewer's own application to it, not withdrawn; null: none. */
  applicationStatus: ApplicationStatus | null;
  /** "Interviewing" or "Offer" while the startup shows it one of those (decision 044). */
  applicationStage?: CandidateStage | null;
  ownerId?: string;
  headingLevel?: 1 | 3;
  /** On a page of several positions, the address parameter naming the chosen one: `?apply=` hands over to it, so this one stays chosen. */
  choiceParam?: string;
};

/** One position: what it is, where, what it pays, and the Apply flow (or "Application Submitted"). */
export function JobDetail({ job, applicationStatus, applicationStage, ownerId, headingLevel = 3, choiceParam }: Props) {
  const hasApplied = applicationStatus !== null;
  const Heading = headingLevel === 1 ? 'h1' : 'h3';
  const { user } = useSession();
  const [stage, setStage] = useState<'closed' | 'intro' | 'form' | 'confirm'>('closed');
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const applyingTo = params.get('apply');
  // Back from signing in to apply (`?apply=<this job>`, decision 022): the Apply flow opens by itself, once.
  useEffect(() => {
    if (!user || applyingTo !== job.id) return;
    if (!hasApplied) setStage('intro');
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('apply');
        if (choiceParam) next.set(choiceParam, job.id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [user, applyingTo, job.id, hasApplied, setParams, choiceParam]);
  /**
   * Apply is an address, so it works as a plain link before the page's code has loaded, and in a new
   * tab: `?apply=<id>` opens the Apply flow (above); a visitor signs in first and comes back to it.
   */
  const applyParams = new URLSearchParams(location.search);
  applyParams.set('apply', job.id);
  const applyPath = `${location.pathname}?${applyParams}`;
  const { locale } = useFormatLocale();
  const badge = equityText(job, locale);
  const remoteWhere = remoteWhereText(job);
  return (
    <article aria-label={job.title}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Heading className={cn('font-bold text-slate-900', headingLevel === 1 ? 'text-2xl sm:text-3xl' : 'text-xl')}>
            {/* Inside the startup's page, the title is the position's own address, to open or share. */}
            {headingLevel === 1 ? (
              job.title
            ) : (
              <Link to={`/jobs/${job.id}`} className="-my-2.5 inline-block py-2.5 hover:text-brand-700 hover:underline">
                {job.title}
              </Link>
            )}
          </Heading>
          <p className="text-sm text-slate-600">{job.experienceLevel}</p>
        </div>
        {/* The founder's own position: what she does with it, not Apply. */}
        {user && ownerId === user.id ? (
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="secondary">
              <Link to={`/jobs/${job.startupId}/edit/${job.id}`}>Edit</Link>
            </Button>
            <Button asChild>
              <Link to={`/dashboard/applicants?startup=${job.startupId}&job=${job.id}`}>View applications</Link>
            </Button>
          </div>
        ) : applicationStatus ? (
          <div className="flex flex-col items-end gap-1">
            <Button disabled variant="secondary">
              {applicationStatus === 'rejected' ? (
                <XCircle className="size-4 text-slate-500" aria-hidden />
              ) : (
                <CheckCircle2 className="size-4 text-success" aria-hidden />
              )}{' '}
              {applicationStage
                ? `Application: ${candidateStageLabels[applicationStage]}`
                : standing[applicationStatus]}
            </Button>
            <Link
              to="/dashboard?tab=applications"
              className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline sm:min-h-0"
            >
              See it in My Applications
            </Link>
          </div>
        ) : (
          <div className="flex flex-col items-end gap-1">
            <Button asChild>
              <Link to={user ? applyPath : loginPath(applyPath)} replace={!!user} preventScrollReset>
                Apply
              </Link>
            </Button>
            {/* How long the form is, before anyone starts it (decision 061). */}
            <p className="max-w-56 text-right text-xs text-slate-500" data-testid="application-length">
              {applicationLengthText(applicationLength({ essays: job.essays, questions: job.questions }))}
            </p>
          </div>
        )}
      </div>
      <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
        <li className="inline-flex items-center gap-1.5">
          <Clock className="size-4" aria-hidden /> {job.jobType}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <MapPin className="size-4" aria-hidden /> {locationText(job)}
        </li>
        {remoteWhere && (
          <li className="inline-flex items-center gap-1.5">
            <Globe className="size-4" aria-hidden /> Can be done from{' '}
            {remoteWhere === 'Anywhere' ? 'anywhere' : remoteWhere}
          </li>
        )}
        <li className="inline-flex items-center gap-1.5">
          <Wallet className="size-4" aria-hidden />
          {job.compensationType === 'Equity' ? null : compensationText(job, locale)}
          {badge && (
            <span className="whitespace-nowrap rounded-full bg-success/10 px-2 py-0.5 text-xs font-semibold text-success">
              {badge}
            </span>
          )}
        </li>
        {job.visaSponsorship && (
          <li className="inline-flex items-center gap-1.5">
            <Plane className="size-4" aria-hidden />
            <span className="whitespace-nowrap rounded-full bg-blue-50 px-2 py-0.5 text-xs font-semibold text-info">
              {VISA_BADGE}
            </span>
          </li>
        )}
      </ul>
      <p className="mt-4 whitespace-pre-line text-slate-700">{job.description}</p>
      {job.requiredSkills.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Required skills">
          {job.requiredSkills.map((skill) => (
            <li
              key={skill}
              className="rounded-full bg-white px-3 py-1 text-xs font-medium text-slate-700 ring-1 ring-slate-200"
            >
              {skill}
            </li>
          ))}
        </ul>
      )}
      {job.additionalRequirements && (
        <p className="mt-4 whitespace-pre-line text-sm text-slate-600">{job.additionalRequirements}</p>
      )}
      {user && (
        <Suspense fallback={stage === 'closed' ? null : <OpeningApplication />}>
          <ApplyDialogs
            jobId={job.id}
            jobTitle={job.title}
            questions={job.questions}
            essays={job.essays}
            stage={stage}
            onStageChange={setStage}
          />
        </Suspense>
      )}
    </article>
  );
}
