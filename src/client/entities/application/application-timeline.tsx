import { ArrowRight, CalendarClock, Eye, RefreshCw, Send, Undo2, type LucideIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { rejectionReasonLabels, type ApplicationEvent, type ApplicationState } from '../../../shared/applications';
import { candidateStageLabels, candidateStageOf } from '../../../shared/candidate-stages';
import { useApplicationTimeline } from './use-application-timeline';
import { formatInZone, zoneName } from '../../../shared/interview-time';
import { useViewerZone } from '../interview/viewer-zone';
import { formatDayTime, formatWhen } from '../../lib/dates';
import { failureText } from '../../lib/failure';
import { Button } from '../../components/button';
import { Skeleton } from '../../components/states';

/** Whose screen it is: the candidate reads "Opened by <startup>", the founder "You" and "Candidate". */
export type TimelineAudience = 'candidate' | 'founder';

const candidateStates: Record<ApplicationState, string> = {
  submitted: 'Submitted',
  reviewed: 'Reviewed',
  accepted: 'Accepted',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};
const founderStates: Record<ApplicationState, string> = { ...candidateStates, rejected: 'Rejected' };

type Step = { icon: LucideIcon; who?: string; what: string; from?: string; to?: string };

/** An interview's step, the same words for both sides but whose it was; its time in the viewer's zone, named. */
function interviewStep(event: ApplicationEvent, zone: string): string {
  const startsAt = event.interview?.startsAt;
  const at = startsAt ? ` for ${formatInZone(startsAt, zone)} (${zoneName(zone, startsAt)})` : '';
  switch (event.interview?.step) {
    case 'proposed':
      return 'Interview times offered';
    case 'booked':
      return `Interview booked${at}`;
    case 'other_times':
      return 'Asked for other interview times';
    case 'rescheduled':
      return 'New interview times offered';
    case 'cancelled':
      return 'Interview cancelled';
    default:
      return 'Interview';
  }
}

function describe(
  event: ApplicationEvent,
  isFirstSubmission: boolean,
  audience: TimelineAudience,
  startupName: string,
  zone: string,
): Step {
  const states = audience === 'candidate' ? candidateStates : founderStates;
  const from = event.fromStatus ? states[event.fromStatus] : undefined;
  const to = event.toStatus ? states[event.toStatus] : undefined;
  if (audience === 'candidate') {
    switch (event.kind) {
      case 'submitted':
        return { icon: Send, what: isFirstSubmission ? 'Sent' : 'Applied again' };
      case 'opened':
        return { icon: Eye, what: `Opened by ${startupName}` };
      case 'withdrawn':
        return { icon: Undo2, what: 'Withdrawn by you' };
      case 'interview':
        return { icon: CalendarClock, what: interviewStep(event, zone) };
      case 'status':
        if (event.by === 'platform') return { icon: ArrowRight, what: `Closed: ${startupName} did not answer in time` };
        return {
          icon: ArrowRight,
          what: event.toStatus === 'rejected' ? `Rejected by ${startupName}` : `Moved to ${to ?? 'a new status'}`,
        };
      // What the stage shows them ("Interviewing", "Offer"); the server never gives them its name (decision 044).
      case 'stage':
        return {
          icon: ArrowRight,
          what: `Moved to ${candidateStageLabels[candidateStageOf(event.candidateView) ?? 'interviewing']}`,
        };
    }
  }
  // The platform closes an application nobody answered (decision 019).
  const who = event.by === 'candidate' ? 'Candidate' : event.by === 'platform' ? 'Closed unanswered' : 'You';
  switch (event.kind) {
    case 'submitted':
      return { icon: Send, who, what: isFirstSubmission ? 'Applied' : 'Applied again' };
    case 'opened':
      return { icon: Eye, who, what: 'Opened the application' };
    // "Candidate · Reviewed → Withdrawn", "You · Submitted → Rejected".
    case 'withdrawn':
      return { icon: Undo2, who, what: from ? '' : 'Withdrew the application', from, to: to ?? states.withdrawn };
    case 'status':
      return {
        icon: ArrowRight,
        who,
        what: from && to && from !== to ? '' : `Moved to ${to ?? 'a new status'}`,
        from,
        to,
      };
    // The team's own stage by its name then, and what the candidate was shown.
    case 'stage': {
      const shown = candidateStageOf(event.candidateView);
      return {
        icon: ArrowRight,
        who,
        what: `Moved to ${event.stageName ?? 'a stage'} (candidate sees ${shown ? candidateStageLabels[shown] : (to ?? 'Reviewed')})`,
      };
    }
    case 'interview':
      return { icon: CalendarClock, who, what: interviewStep(event, zone) };
  }
}

type PanelProps = {
  /** The element's id, for the disclosure button's aria-controls. */
  id: string;
  applicationId: string;
  audience: TimelineAudience;
  startupName: string;
  /** The list's accessible name ("Timeline", "History"). */
  label: string;
  /** The founder's message already shown next to the panel: its step does not repeat it. */
  shownMessage?: string | null;
  /** Called once the history has arrived (the founder's first read marks the application opened). */
  onLoaded?(): void;
};

/** An application's steps, oldest first, loaded when shown: loading, error and empty states included. */
export function ApplicationTimelinePanel({
  id,
  applicationId,
  audience,
  startupName,
  label,
  shownMessage,
  onLoaded,
}: PanelProps) {
  const { data, isPending, error, isFetching, refetch } = useApplicationTimeline(applicationId);
  const zone = useViewerZone();
  const hasReported = useRef(false);
  useEffect(() => {
    if (data && !hasReported.current) {
      hasReported.current = true;
      onLoaded?.();
    }
  }, [data, onLoaded]);

  let body;
  if (isPending) {
    body = (
      <div role="status" className="space-y-3">
        <span className="sr-only">Loading {label.toLowerCase()}...</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-9 w-full max-w-sm" />
        ))}
      </div>
    );
  } else if (error) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <p className="text-red-800">
          {failureText(error, `Failed to load the ${label.toLowerCase()}. Please try again.`)}
        </p>
        <Button variant="secondary" size="sm" className="max-sm:h-11" onClick={() => void refetch()}>
          <RefreshCw className={isFetching ? 'size-4 animate-spin' : 'size-4'} aria-hidden /> Try Again
        </Button>
      </div>
    );
  } else if (data.events.length === 0) {
    body = <p className="text-sm text-slate-500">Nothing has happened to this application yet.</p>;
  } else {
    const firstSubmission = data.events.find((e) => e.kind === 'submitted')?.id;
    body = (
      <ol aria-label={label} className="space-y-3 border-l-2 border-slate-200 pl-5">
        {data.events.map((event) => (
          <TimelineStep
            key={event.id}
            event={event}
            step={describe(event, event.id === firstSubmission, audience, startupName, zone)}
            audience={audience}
            startupName={startupName}
            isMessageShown={!!event.message && event.message === shownMessage}
          />
        ))}
      </ol>
    );
  }
  return (
    <div id={id} className="mt-4 rounded-xl bg-slate-50 p-4">
      {body}
    </div>
  );
}

function TimelineStep({
  event,
  step,
  audience,
  startupName,
  isMessageShown,
}: {
  event: ApplicationEvent;
  step: Step;
  audience: TimelineAudience;
  startupName: string;
  isMessageShown: boolean;
}) {
  const Icon = step.icon;
  return (
    <li className="relative text-sm">
      <span className="absolute -left-[1.95rem] top-0 grid size-5 place-items-center rounded-full bg-white text-brand-600 ring-2 ring-slate-200">
        <Icon className="size-3" aria-hidden />
      </span>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="text-slate-800">
          {step.who && <span className="font-semibold">{step.who} · </span>}
          {step.what}
          {!step.what && step.from && step.to && (
            <>
              {step.from} <span aria-hidden>→</span>
              <span className="sr-only">to</span> {step.to}
            </>
          )}
        </p>
        <time
          dateTime={event.createdAt}
          title={formatDayTime(event.createdAt)}
          className="shrink-0 text-xs text-slate-500"
        >
          {formatWhen(event.createdAt)}
        </time>
      </div>
      {event.reason && <p className="mt-0.5 text-slate-600">Reason: {rejectionReasonLabels[event.reason]}</p>}
      {event.message && !isMessageShown && (
        <p className="mt-0.5 whitespace-pre-line text-slate-600">
          {audience === 'candidate' ? `Message from ${startupName}: ` : 'Your message: '}
          {event.message}
        </p>
      )}
    </li>
  );
}
