import { CalendarSearch } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { notificationLinks, paths } from '../../../shared/paths';
import type { Interview } from '../../../shared/interviews';
import { Button } from '../../components/button';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { Alert } from '../../components/alert';
import { InterviewFacts } from '../../entities/interview/interview-facts';
import { InterviewTime } from '../../entities/interview/interview-time';
import { useInterview } from '../../entities/interview/interviews-api';
import { ApiError } from '../../lib/api';
import { failureText } from '../../lib/failure';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BookedInterview, CancelledInterview } from './components/interview-outcome';
import { SlotPicker } from './components/slot-picker';
import { ZoneLine } from './components/zone-line';

/** /interviews/:id: the candidate chooses a time, asks for others, or sees the one booked. */
export default function InterviewPage() {
  const { id = '' } = useParams();
  const interview = useInterview(id);
  useDocumentTitle(interview.data ? `Interview with ${interview.data.position.startupName}` : 'Interview');
  return (
    <div className="mx-auto max-w-2xl px-4 py-6 sm:px-6 sm:py-10">
      {interview.data ? (
        <InterviewView interview={interview.data} />
      ) : interview.isPending ? (
        <InterviewSkeleton />
      ) : interview.error instanceof ApiError && (interview.error.status === 404 || interview.error.status === 403) ? (
        <EmptyState
          icon={CalendarSearch}
          title="Interview not found"
          text="This interview does not exist, or it belongs to another account. Check that you are signed in as the person it was sent to."
          action={
            <Button asChild variant="secondary">
              <Link to={`${paths.dashboard}?tab=applications`}>Go to My Applications</Link>
            </Button>
          }
        />
      ) : (
        <ErrorState
          message="Failed to load the interview. Please try again."
          detail={failureText(interview.error, '')}
          isRetrying={interview.isFetching}
          onRetry={() => void interview.refetch()}
        />
      )}
    </div>
  );
}

function InterviewView({ interview }: { interview: Interview }) {
  const isCandidate = interview.role === 'candidate';
  return (
    <article className="space-y-6">
      <header>
        <p className="text-sm font-semibold text-brand-700">Interview</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{interview.position.title}</h1>
        <p className="mt-1 text-slate-600">
          at{' '}
          <Link to={`/jobs/${interview.position.jobId}`} className="font-medium text-slate-800 hover:text-brand-700">
            {interview.position.startupName}
          </Link>
          {' · '}with {isCandidate ? interview.organizer.name : interview.candidate.name}
        </p>
      </header>
      <section
        aria-label="Details"
        className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <InterviewFacts interview={interview} />
        {interview.note && (
          <figure className="rounded-lg bg-slate-50 p-3 text-sm">
            <figcaption className="font-medium text-slate-800">A note from {interview.organizer.name}</figcaption>
            <blockquote className="mt-1 whitespace-pre-line text-slate-700">{interview.note}</blockquote>
          </figure>
        )}
      </section>
      {interview.status === 'booked' && <BookedInterview interview={interview} />}
      {interview.status === 'cancelled' && <CancelledInterview interview={interview} />}
      {interview.status === 'proposed' &&
        (isCandidate ? <SlotPicker interview={interview} /> : <OrganizerWaiting interview={interview} />)}
    </article>
  );
}

/** The founder (or the administrator) opening the candidate's page: where it stands, the times offered, and where to act. */
function OrganizerWaiting({ interview }: { interview: Interview }) {
  return (
    <section
      aria-labelledby="waiting"
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="waiting" className="text-lg font-semibold text-slate-900">
        Waiting for {interview.candidate.name} to choose a time
      </h2>
      {interview.otherTimesNote && (
        <Alert tone="warning">
          <span className="font-semibold">{interview.candidate.name} asked for other times:</span>{' '}
          <span className="whitespace-pre-line">{interview.otherTimesNote}</span>
        </Alert>
      )}
      {interview.slots.length > 0 ? (
        <div className="space-y-1.5">
          {interview.slots[0] && <ZoneLine instant={interview.slots[0].startsAt} />}
          <ul className="space-y-1 text-sm text-slate-800">
            {interview.slots.map((slot) => (
              <li key={slot.id}>
                <InterviewTime instant={slot.startsAt} isZoneShown={false} />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-slate-600">None of the times offered is still ahead.</p>
      )}
      {interview.role === 'organizer' && (
        <Button asChild variant="secondary">
          <Link to={notificationLinks.applicant(interview.applicationId)}>Open the application to offer new times</Link>
        </Button>
      )}
    </section>
  );
}

function InterviewSkeleton() {
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">Loading the interview...</span>
      <div className="space-y-2">
        <Skeleton className="h-4 w-20" />
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
      </div>
      <Skeleton className="h-28 rounded-2xl" />
      <Skeleton className="h-64 rounded-2xl" />
    </div>
  );
}
