import { CalendarCheck, CalendarX, Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import type { Interview } from '../../../../shared/interviews';
import { Button } from '../../../components/button';
import { CancelInterviewDialog } from '../../../entities/interview/cancel-interview-dialog';
import { InterviewTime } from '../../../entities/interview/interview-time';
import { calendarPath } from '../../../entities/interview/interviews-api';
import { ZoneLine } from './zone-line';

/** The time booked, in the viewer's zone, with the calendar file and the way to cancel. */
export function BookedInterview({ interview }: { interview: Interview }) {
  const [isCancelling, setIsCancelling] = useState(false);
  const otherName = interview.role === 'candidate' ? interview.organizer.name : interview.candidate.name;
  return (
    <section
      aria-labelledby="booked"
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-green-200 sm:p-6"
    >
      <h2 id="booked" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CalendarCheck className="size-5 text-success" aria-hidden /> You're booked
      </h2>
      {interview.startsAt && (
        <>
          <p className="text-xl font-semibold text-slate-900">
            <InterviewTime instant={interview.startsAt} isZoneShown={false} />
          </p>
          <ZoneLine instant={interview.startsAt} />
        </>
      )}
      {interview.role !== 'admin' && (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild variant="secondary">
            <a href={calendarPath(interview.id)} download>
              <Download className="size-4" aria-hidden /> Add to calendar
            </a>
          </Button>
          <Button variant="ghost" onClick={() => setIsCancelling(true)}>
            <CalendarX className="size-4" aria-hidden /> Cancel interview
          </Button>
        </div>
      )}
      <CancelInterviewDialog
        interviewId={interview.id}
        open={isCancelling}
        onOpenChange={setIsCancelling}
        otherName={otherName}
      />
    </section>
  );
}

export function CancelledInterview({ interview }: { interview: Interview }) {
  return (
    <section className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CalendarX className="size-5 text-slate-400" aria-hidden /> This interview was cancelled
      </h2>
      {interview.cancelReason && (
        <p className="whitespace-pre-line text-sm text-slate-700">Reason: {interview.cancelReason}</p>
      )}
      {interview.role === 'candidate' && (
        <Button asChild variant="secondary">
          <Link to={`${paths.dashboard}?tab=applications&application=${interview.applicationId}`}>
            See your application
          </Link>
        </Button>
      )}
    </section>
  );
}
