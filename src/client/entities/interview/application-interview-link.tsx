import { CalendarCheck, CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import type { MyApplication } from '../../../shared/applications';
import { notificationLinks } from '../../../shared/paths';
import { InterviewTime } from './interview-time';

/**
 * The candidate's open interview on their application: "Choose a time" while offered, the time once
 * booked. It comes with the application (`openInterview`), so My Applications asks nothing more.
 */
export function ApplicationInterviewLink({ interview }: { interview: MyApplication['openInterview'] }) {
  if (!interview) return null;
  const isBooked = interview.status === 'booked';
  return (
    <Link
      to={notificationLinks.interview(interview.id)}
      className="mt-3 flex min-h-11 items-center gap-3 rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-900 ring-1 ring-inset ring-brand-100 hover:bg-brand-100"
    >
      {isBooked ? (
        <CalendarCheck className="size-5 shrink-0 text-brand-600" aria-hidden />
      ) : (
        <CalendarClock className="size-5 shrink-0 text-brand-600" aria-hidden />
      )}
      {isBooked && interview.startsAt ? (
        <span>
          Interview:{' '}
          <span className="font-semibold">
            <InterviewTime instant={interview.startsAt} />
          </span>
        </span>
      ) : (
        <span>
          <span className="font-semibold">Choose a time</span> for your interview
        </span>
      )}
    </Link>
  );
}
