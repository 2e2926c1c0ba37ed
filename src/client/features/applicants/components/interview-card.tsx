import {
  CalendarCheck,
  CalendarClock,
  CalendarPlus,
  CalendarX,
  Download,
  MessageSquareText,
  RefreshCw,
} from 'lucide-react';
import { useState } from 'react';
import type { ApplicationState } from '../../../../shared/applications';
import type { Interview } from '../../../../shared/interviews';
import { Alert } from '../../../components/alert';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { Skeleton } from '../../../components/states';
import { CancelInterviewDialog } from '../../../entities/interview/cancel-interview-dialog';
import { InterviewFacts } from '../../../entities/interview/interview-facts';
import { InterviewTime, ViewerZoneName } from '../../../entities/interview/interview-time';
import {
  calendarPath,
  useApplicationInterviews,
  useRescheduleInterview,
  useScheduleInterview,
} from '../../../entities/interview/interviews-api';
import { failureText } from '../../../lib/failure';
import { toast } from '../../../lib/toast';
import { InterviewScheduler } from './interview-scheduler';

const closed = new Set<ApplicationState>(['withdrawn', 'rejected']);

/**
 * The applicants panel's Interview section: schedule one, then see where it stands:
 * times offered (or the candidate's request for others), booked, or cancelled.
 */
export function InterviewSection({
  applicationId,
  status,
  candidateName,
}: {
  applicationId: string;
  status: ApplicationState;
  candidateName: string;
}) {
  const interviews = useApplicationInterviews(applicationId);
  const [isFormOpen, setIsFormOpen] = useState(false);
  const latest = interviews.data?.[0] ?? null;
  const isOpen = latest && latest.status !== 'cancelled' ? latest : null;
  const schedule = useScheduleInterview(applicationId);

  if (interviews.isPending) {
    return (
      <div role="status" className="space-y-2">
        <span className="sr-only">Loading the interview...</span>
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-11 w-44" />
      </div>
    );
  }
  if (interviews.error) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <p className="text-red-800">
          {failureText(interviews.error, 'Failed to load the interview. Please try again.')}
        </p>
        <Button variant="secondary" size="sm" onClick={() => void interviews.refetch()}>
          <RefreshCw className="size-4" aria-hidden /> Try Again
        </Button>
      </div>
    );
  }
  if (isOpen) return <OpenInterview interview={isOpen} candidateName={candidateName} />;
  if (isFormOpen) {
    return (
      <InterviewScheduler
        interview={null}
        onSubmit={async (values) => {
          await schedule.mutateAsync(values);
          toast.success(`Invitation sent. ${candidateName} can now choose a time.`);
        }}
        onDone={() => setIsFormOpen(false)}
      />
    );
  }
  return (
    <div className="space-y-3">
      {latest?.status === 'cancelled' && <CancelledNote interview={latest} />}
      {closed.has(status) ? (
        <p className="text-sm text-slate-600">This application is {status}, so no interview can be scheduled.</p>
      ) : (
        <>
          {!latest && (
            <p className="text-sm text-slate-600">
              Offer {candidateName} a few times; they choose one from their notification or e-mail.
            </p>
          )}
          <Button onClick={() => setIsFormOpen(true)}>
            <CalendarPlus className="size-4" aria-hidden /> Schedule interview
          </Button>
        </>
      )}
    </div>
  );
}

function CancelledNote({ interview }: { interview: Interview }) {
  return (
    <p className="flex items-start gap-2 text-sm text-slate-600">
      <CalendarX className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
      <span>The last interview was cancelled{interview.cancelReason ? `: ${interview.cancelReason}` : '.'}</span>
    </p>
  );
}

function OpenInterview({ interview, candidateName }: { interview: Interview; candidateName: string }) {
  const [isRescheduling, setIsRescheduling] = useState(false);
  const [isCancelling, setIsCancelling] = useState(false);
  const reschedule = useRescheduleInterview(interview.id);
  if (isRescheduling) {
    return (
      <InterviewScheduler
        interview={interview}
        onSubmit={async (values) => {
          await reschedule.mutateAsync(values);
          toast.success(`New times sent to ${candidateName}.`);
        }}
        onDone={() => setIsRescheduling(false)}
      />
    );
  }
  const isBooked = interview.status === 'booked';
  return (
    <div data-testid="interview-card" className="space-y-4 rounded-xl p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 font-semibold text-slate-900">
          {isBooked ? (
            <CalendarCheck className="size-5 text-success" aria-hidden />
          ) : (
            <CalendarClock className="size-5 text-brand-600" aria-hidden />
          )}
          {isBooked ? 'Interview booked' : 'Waiting for a time'}
        </p>
        <Badge tone={isBooked ? 'success' : interview.otherTimesNote ? 'warning' : 'info'}>
          {isBooked ? 'Booked' : interview.otherTimesNote ? 'Other times asked' : 'Times offered'}
        </Badge>
      </div>
      {interview.otherTimesNote && !isBooked && (
        <Alert tone="warning">
          <p className="font-semibold">{candidateName} asked for other times:</p>
          <p className="mt-1 whitespace-pre-line">{interview.otherTimesNote}</p>
        </Alert>
      )}
      {isBooked && interview.startsAt && (
        <p className="text-base font-semibold text-slate-900">
          <InterviewTime instant={interview.startsAt} />
        </p>
      )}
      <InterviewFacts interview={interview} />
      {!isBooked && (
        <div>
          <p className="text-sm font-medium text-slate-800">
            {interview.slots.length > 0
              ? `Times offered (${interview.slots.length})`
              : 'No offered time is still ahead.'}
          </p>
          <ul className="mt-1.5 space-y-1 text-sm text-slate-700">
            {interview.slots.map((slot) => (
              <li key={slot.id}>
                <InterviewTime instant={slot.startsAt} isZoneShown={false} />
              </li>
            ))}
          </ul>
          {interview.slots.length > 0 && (
            <p className="mt-1 text-xs text-slate-500">
              In your time zone: <ViewerZoneName instant={interview.slots[0]!.startsAt} />
            </p>
          )}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {isBooked && (
          <Button asChild variant="secondary" size="sm">
            <a href={calendarPath(interview.id)} download>
              <Download className="size-4" aria-hidden /> Add to calendar
            </a>
          </Button>
        )}
        <Button
          variant={interview.otherTimesNote && !isBooked ? 'primary' : 'secondary'}
          size="sm"
          onClick={() => setIsRescheduling(true)}
        >
          <MessageSquareText className="size-4" aria-hidden /> {isBooked ? 'Reschedule' : 'Offer new times'}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setIsCancelling(true)}>
          <CalendarX className="size-4" aria-hidden /> Cancel interview
        </Button>
      </div>
      <CancelInterviewDialog
        interviewId={interview.id}
        open={isCancelling}
        onOpenChange={setIsCancelling}
        otherName={candidateName}
      />
    </div>
  );
}
