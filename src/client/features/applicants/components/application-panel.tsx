import { KnockoutNote, QuestionAnswerRows } from '../../../entities/application/question-answers';
import { RefreshCw, UserRound, X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ApplicantRow } from '../../../../shared/applicants';
import { ANSWER_LABELS, type ApplicationStatus } from '../../../../shared/applications';
import { ApplicationStatusBadge } from '../../../entities/application/application-status-badge';
import { ApplicationConversation } from '../../../entities/application/application-conversation';
import { ApplicationTimelinePanel } from '../../../entities/application/application-timeline';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { Select } from '../../../components/field';
import { RejectionNote } from '../../../entities/application/rejection-note';
import { Skeleton } from '../../../components/states';
import { api } from '../../../lib/api';
import { useApplicationTimeline } from '../../../entities/application/use-application-timeline';
import { formatDay } from '../../../lib/dates';
import { failureText } from '../../../lib/failure';
import { toast } from '../../../lib/toast';
import { useAnswers, useMarkOpened, useNotes, useSetRating } from '../api/application-notes';
import { fullName, statusLabels } from '../status-labels';
import { useMoveToStage, usePipeline } from '../api/pipeline-stages';
import { NotesThread } from './notes-thread';
import { RatingInput } from './rating';
import { ScorecardSection } from './scorecard';
import { InterviewSection } from './interview-card';
import { ResumeButton } from '../../../entities/application/resume-button';
import type { MoveRequest } from './status-change';

type Props = { row: ApplicantRow | null; onClose(): void; onMove(request: MoveRequest): void };

/**
 * One application, beside the list: answers, resume, history, status, rating, scorecards and private notes.
 * Reading its history marks it opened for the candidate; the list drops its "New" badge.
 */
export function ApplicationPanel({ row, onClose, onMove }: Props) {
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <RadixDialog.Root open={!!row} onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <RadixDialog.Content
          ref={contentRef}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-xl flex-col bg-white shadow-xl focus:outline-none"
          data-testid="application-panel"
          // The sheet itself takes focus (its name and description are read), not its first control.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            contentRef.current?.focus();
          }}
        >
          {row && <PanelBody key={row.id} row={row} onMove={onMove} />}
          <RadixDialog.Close
            className="absolute right-3 top-2.5 grid size-11 place-items-center rounded-lg text-slate-500 hover:bg-slate-100"
            aria-label="Close"
          >
            <X className="size-5" aria-hidden />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function PanelBody({ row, onMove }: { row: ApplicantRow; onMove(request: MoveRequest): void }) {
  const name = fullName(row);
  const timeline = useApplicationTimeline(row.id);
  const notes = useNotes(row.id);
  const setRating = useSetRating(row.id);
  const markOpened = useMarkOpened();
  const timelineId = useId();
  const statusNoteId = useId();
  // The history is read again after each change; until then the row's values.
  const status = timeline.data?.status ?? row.status;
  const stage = timeline.data ? timeline.data.stage : row.stage;
  const pipeline = usePipeline(row.startup.id);
  const ownStages = pipeline.data?.stages.filter((s) => s.kind === 'own') ?? [];
  const moveToStage = useMoveToStage();
  // An own stage asks no confirmation (decision 044): the candidate sees at most "Interviewing" or "Offer", told by the server.
  function choose(value: string) {
    if (!value.startsWith('stage:'))
      return onMove({ rows: [{ ...row, status, stage }], to: value as ApplicationStatus });
    const target = ownStages.find((s) => `stage:${s.id}` === value);
    moveToStage.mutate(
      { ids: [row.id], stageId: value.slice('stage:'.length) },
      {
        onSuccess: () => toast.success(`Moved to ${target?.name ?? 'the stage'}`),
        onError: (error) => toast.error(failureText(error, 'Failed to move the application. Please try again.')),
      },
    );
  }
  const rejection = timeline.data ? timeline.data.rejection : row.rejection;
  const rating = notes.data ? notes.data.rating : row.rating;
  const isWithdrawn = status === 'withdrawn';
  const onTimelineLoaded = useCallback(() => markOpened(row.id), [markOpened, row.id]);

  function rate(next: number | null) {
    setRating.mutate(next, {
      onError: (error) => toast.error(failureText(error, 'Failed to save the rating. Please try again.')),
    });
  }

  return (
    <>
      {/* Whose application it is stays in sight while the rest scrolls. */}
      <div className="flex min-h-16 items-center gap-3 border-b border-slate-200 py-2.5 pl-5 pr-16 sm:pl-6">
        <Avatar name={name} src={row.applicant.avatarUrl} isDecorative />
        <RadixDialog.Title className="min-w-0 truncate text-lg font-semibold text-slate-900">{name}</RadixDialog.Title>
      </div>
      <div className="flex-1 overflow-y-auto overscroll-contain">
        <header className="border-b border-slate-200 px-5 py-5 sm:px-6">
          {row.applicant.headline && <p className="text-sm font-medium text-slate-800">{row.applicant.headline}</p>}
          <a href={`mailto:${row.applicant.email}`} className="block break-all text-sm text-brand-700 hover:underline">
            {row.applicant.email}
          </a>
          <RadixDialog.Description className="mt-2 text-sm text-slate-600">
            Applied for <span className="font-medium text-slate-800">{row.job.title}</span> at {row.startup.name} on{' '}
            {formatDay(row.createdAt)}
          </RadixDialog.Description>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <ApplicationStatusBadge status={status} stage={stage?.name} />
            <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
              <span className="shrink-0">Status</span>
              <Select
                className="w-44 min-w-0 py-1.5 max-sm:h-11 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500"
                value={stage ? `stage:${stage.id}` : status}
                disabled={isWithdrawn || moveToStage.isPending}
                aria-describedby={isWithdrawn ? statusNoteId : undefined}
                onChange={(e) => choose(e.target.value)}
              >
                {/* The pipeline's order: Submitted, Reviewed, the startup's own stages, Accepted, Rejected. */}
                <option value="submitted">{statusLabels.submitted}</option>
                <option value="reviewed">{statusLabels.reviewed}</option>
                {ownStages.map((s) => (
                  <option key={s.id} value={`stage:${s.id}`}>
                    {s.name}
                  </option>
                ))}
                {stage && !ownStages.some((s) => s.id === stage.id) && (
                  <option value={`stage:${stage.id}`}>{stage.name}</option>
                )}
                <option value="accepted">{statusLabels.accepted}</option>
                <option value="rejected">{statusLabels.rejected}</option>
                {isWithdrawn && <option value="withdrawn">Withdrawn</option>}
              </Select>
            </label>
          </div>
          {isWithdrawn && (
            <p id={statusNoteId} className="mt-2 text-xs text-slate-600">
              The candidate withdrew this application, so its status can no longer be changed.
            </p>
          )}
          {rejection && <RejectionNote rejection={rejection} audience="founder" startupName={row.startup.name} />}
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <ResumeButton applicationId={row.id} />
            <Button asChild variant="ghost" size="sm">
              <Link to={`/profile/${row.applicant.id}`}>
                <UserRound className="size-4" aria-hidden /> View profile
              </Link>
            </Button>
          </div>
        </header>

        <Section title="Rating">
          <RatingInput value={rating} onChange={rate} isDisabled={notes.isPending} />
        </Section>
        <Section title="Interview">
          <InterviewSection applicationId={row.id} status={status} candidateName={row.applicant.firstName} />
        </Section>
        <Section title="Answers">
          <Answers row={row} />
        </Section>
        <Section title="History">
          <ApplicationTimelinePanel
            id={timelineId}
            applicationId={row.id}
            audience="founder"
            startupName={row.startup.name}
            label="History"
            onLoaded={onTimelineLoaded}
          />
        </Section>
        <Section title="Resume">
          <ResumePreview applicationId={row.id} name={row.applicant.firstName} />
        </Section>
        <Section title="Messages">
          <ApplicationConversation applicationId={row.id} otherName={row.applicant.firstName} />
        </Section>
        <Section title="Scorecard">
          <ScorecardSection applicationId={row.id} isWithdrawn={isWithdrawn} />
        </Section>
        <Section title="Private notes">
          <NotesThread applicationId={row.id} />
        </Section>
      </div>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-b border-slate-200 px-5 py-5 last:border-0 sm:px-6">
      <h3 className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-500">{title}</h3>
      {children}
    </section>
  );
}

function Answers({ row }: { row: ApplicantRow }) {
  const answers = useAnswers(row.id);
  if (answers.isPending) {
    return (
      <div role="status" className="space-y-2">
        <span className="sr-only">Loading answers...</span>
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (answers.error) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <p className="text-red-800">{failureText(answers.error, 'Failed to load the answers. Please try again.')}</p>
        <Button variant="secondary" size="sm" className="max-sm:h-11" onClick={() => void answers.refetch()}>
          <RefreshCw className={answers.isFetching ? 'size-4 animate-spin' : 'size-4'} aria-hidden /> Try Again
        </Button>
      </div>
    );
  }
  if (!answers.data) return <p className="text-sm text-slate-500">This application is no longer there.</p>;
  return (
    <dl className="space-y-4 text-sm">
      <KnockoutNote knockout={answers.data.knockout} />
      {answers.data.startupCultureAnswer && (
        <div>
          <dt className="font-semibold text-slate-800">{ANSWER_LABELS.startupCulture}</dt>
          <dd className="mt-1 whitespace-pre-line break-words text-slate-700">{answers.data.startupCultureAnswer}</dd>
        </div>
      )}
      {answers.data.problemSolvingAnswer && (
        <div>
          <dt className="font-semibold text-slate-800">{ANSWER_LABELS.problemSolving}</dt>
          <dd className="mt-1 whitespace-pre-line break-words text-slate-700">{answers.data.problemSolvingAnswer}</dd>
        </div>
      )}
      <QuestionAnswerRows answers={answers.data.answers} />
    </dl>
  );
}

/**
 * The resume in the browser's own PDF viewer, inside the panel (decision 019), loaded when asked
 * for: the server serves it inline to the same people who may download it, framable by our pages only.
 */
function ResumePreview({ applicationId, name }: { applicationId: string; name: string }) {
  const [isOpen, setIsOpen] = useState(false);
  if (!isOpen)
    return (
      <Button variant="secondary" size="sm" onClick={() => setIsOpen(true)}>
        Read the resume here
      </Button>
    );
  return (
    <iframe
      title={`Resume of ${name}`}
      src={api.applications[':id'].resume.$path({
        param: { id: encodeURIComponent(applicationId) },
        query: { inline: '1' },
      })}
      className="h-[70vh] w-full rounded-lg ring-1 ring-slate-200"
    />
  );
}
