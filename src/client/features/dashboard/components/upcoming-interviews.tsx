import { CalendarClock, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { notificationLinks } from '../../../../shared/paths';
import { interviewKindLabels, type Interview } from '../../../../shared/interviews';
import { Skeleton } from '../../../components/states';
import { InterviewTime } from '../../../entities/interview/interview-time';
import { useUpcomingInterviews } from '../../../entities/interview/interviews-api';
import { failureText } from '../../../lib/failure';

/** The dashboard's "Upcoming interviews": booked ones ahead, either side, soonest first. */
export function UpcomingInterviews() {
  const upcoming = useUpcomingInterviews();
  let body;
  if (upcoming.isPending) {
    body = (
      <div role="status" className="space-y-2">
        <span className="sr-only">Loading upcoming interviews...</span>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  } else if (upcoming.error) {
    body = (
      <p role="alert" className="text-sm text-red-800">
        {failureText(upcoming.error, 'Failed to load your interviews.')}{' '}
        <button type="button" className="font-semibold underline" onClick={() => void upcoming.refetch()}>
          Try Again
        </button>
      </p>
    );
  } else if (upcoming.data.length === 0) {
    body = <p className="text-sm text-slate-600">No interviews booked yet. When a time is chosen, it shows here.</p>;
  } else {
    body = (
      <ul className="-mx-2 divide-y divide-slate-100">
        {upcoming.data.map((interview) => (
          <UpcomingRow key={interview.id} interview={interview} />
        ))}
      </ul>
    );
  }
  return (
    <section
      aria-labelledby="upcoming-interviews"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="upcoming-interviews" className="mb-3 text-base font-semibold text-slate-900">
        Upcoming interviews
      </h2>
      {body}
    </section>
  );
}

function UpcomingRow({ interview }: { interview: Interview }) {
  const isCandidate = interview.role === 'candidate';
  const to = isCandidate
    ? notificationLinks.interview(interview.id)
    : notificationLinks.applicant(interview.applicationId);
  const who = isCandidate ? `${interview.organizer.name}, ${interview.position.startupName}` : interview.candidate.name;
  return (
    <li>
      <Link to={to} className="flex items-center gap-3 rounded-lg px-2 py-3 hover:bg-slate-50">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-600">
          <CalendarClock className="size-5" aria-hidden />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold text-slate-900">
            {interview.startsAt && <InterviewTime instant={interview.startsAt} />}
          </span>
          <span className="block truncate text-sm text-slate-600">
            {who} · {interview.position.title} · {interviewKindLabels[interview.kind]}
          </span>
        </span>
        <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden />
      </Link>
    </li>
  );
}
