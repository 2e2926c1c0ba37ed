import { KnockoutNote, QuestionAnswerRows } from '../../../entities/application/question-answers';
import { ChevronDown, ChevronUp, Trash2 } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';
import { formatDay } from '../../../lib/dates';
import { failureText } from '../../../lib/failure';
import { toast } from '../../../lib/toast';
import {
  ANSWER_LABELS,
  applicationStatuses,
  type ApplicationStatus,
  type ApplicationStatusChange,
  type ReceivedApplication,
} from '../../../../shared/applications';
import { ApplicationStatusBadge } from '../../../entities/application/application-status-badge';
import { ApplicationTimelinePanel } from '../../../entities/application/application-timeline';
import { useMessagesToggle } from '../../../entities/application/messages-disclosure';
import { Avatar } from '../../../components/avatar';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DeclineDialog, type DeclineChoice } from '../../../entities/application/decline-dialog';
import { RejectionNote } from '../../../entities/application/rejection-note';
import { ErrorState } from '../../../components/states';
import { Select } from '../../../components/field';
import { useApplicationActions, useReceivedApplications } from '../api/dashboard-api';
import { ResumeButton } from '../../../entities/application/resume-button';
import { RowsSkeleton } from '../../../components/skeleton';
import { queryKeys } from '../../../lib/query-keys';
import { paths } from '../../../../shared/paths';

export function ReceivedApplications({ jobId, startupName }: { jobId: string; startupName: string }) {
  const {
    data,
    isPending,
    error,
    isFetching,
    refetch,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
  } = useReceivedApplications(jobId, true);
  if (isPending)
    return (
      <div className="mt-3">
        <RowsSkeleton label="Loading applications..." rows={2} className="h-20" />
      </div>
    );
  if (error && !data)
    return (
      <div className="mt-3">
        <ErrorState message={failureText(error)} isRetrying={isFetching} onRetry={() => void refetch()} />
      </div>
    );
  const applications = data.pages.flatMap((page) => page.items);
  if (applications.length === 0) return <p className="py-3 text-sm text-slate-500">No applications yet.</p>;
  return (
    <div className="mt-3">
      <ul className="space-y-3" aria-label="Applications">
        {applications.map((application) => (
          <ApplicationItem key={application.id} application={application} startupName={startupName} />
        ))}
      </ul>
      {isFetchNextPageError && (
        <p role="alert" className="mt-3 text-sm text-error">
          {failureText(error, 'Failed to load more applications. Please try again.')}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center justify-center gap-3">
        {/* A page at a time: a position with hundreds of applicants does not load them all at once. */}
        {hasNextPage && (
          <Button variant="secondary" size="sm" isLoading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            Load more applications
          </Button>
        )}
        {/* The applicants view searches, filters and moves many at once: the place for a long list. */}
        <Link
          to={`${paths.applicants}?job=${jobId}`}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
        >
          Open in Applicants
        </Link>
      </div>
    </div>
  );
}

const statusLabel = (s: string) => s[0]!.toUpperCase() + s.slice(1);

function ApplicationItem({ application, startupName }: { application: ReceivedApplication; startupName: string }) {
  const { setStatus, remove } = useApplicationActions(application.id);
  const queryClient = useQueryClient();
  const [pendingStatus, setPendingStatus] = useState<ApplicationStatus | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const [isHistoryOpen, setIsHistoryOpen] = useState(false);
  const messages = useMessagesToggle({ applicationId: application.id, otherName: application.applicant.firstName });
  const panelId = useId();
  const noteId = useId();
  const { firstName, lastName } = application.applicant;
  const name = `${firstName} ${lastName}`;
  const isWithdrawn = application.status === 'withdrawn';
  const isNew = application.firstOpenedAt === null && !isWithdrawn;

  // The first read of the history is the founder opening it: the list drops its "New" badge.
  const onHistoryLoaded = useCallback(() => {
    if (application.firstOpenedAt === null)
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.received(application.jobId) });
  }, [application.firstOpenedAt, application.jobId, queryClient]);

  async function changeStatus(change: ApplicationStatusChange) {
    try {
      const result = await setStatus.mutateAsync(change);
      // The candidate's e-mail is committed with the change and retried until sent (decision 027).
      toast.success(`Marked as ${result.status}`);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : -1;
      // 409: the candidate withdrew meanwhile (the server's words say so); the list is read again.
      toast.error(
        status === 404
          ? 'Application not found'
          : status === 0 || status === 401 || status === 409
            ? failureText(error)
            : 'Failed to update application status',
      );
    } finally {
      setPendingStatus(null);
    }
  }

  return (
    <li className="rounded-xl bg-white p-4 ring-1 ring-slate-200" aria-label={`Application from ${name}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <Link
            to={`/profile/${application.applicant.id}`}
            className="flex min-w-0 items-center gap-3 hover:text-brand-700"
          >
            <Avatar name={name} src={application.applicant.avatarUrl} />
            <span className="min-w-0">
              <span className="block font-semibold">{name}</span>
              <span className="block break-all text-xs text-slate-500">
                {application.applicant.email} · {formatDay(application.createdAt)}
              </span>
            </span>
          </Link>
          {isNew && (
            <Badge tone="brand" title="You have not opened this application yet" data-testid="new-badge">
              New
            </Badge>
          )}
        </div>
        <div className="flex flex-col items-end gap-1">
          <div className="flex items-center gap-2">
            <ApplicationStatusBadge status={application.status} />
            <Select
              aria-label={`Status of ${name}`}
              aria-describedby={isWithdrawn ? noteId : undefined}
              className="w-36 py-1.5 text-sm max-sm:h-11 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600"
              value={application.status}
              disabled={isWithdrawn}
              onChange={(e) => setPendingStatus(e.target.value as ApplicationStatus)}
            >
              {applicationStatuses.map((s) => (
                <option key={s} value={s}>
                  {statusLabel(s)}
                </option>
              ))}
              {isWithdrawn && <option value="withdrawn">Withdrawn</option>}
            </Select>
          </div>
          {isWithdrawn && (
            <p id={noteId} className="text-xs text-slate-600">
              The candidate withdrew this application.
            </p>
          )}
        </div>
      </div>
      {application.rejection && (
        <RejectionNote rejection={application.rejection} audience="founder" startupName={startupName} />
      )}
      <dl className="mt-3 space-y-2 text-sm">
        {application.startupCultureAnswer && (
          <div>
            <dt className="font-semibold text-slate-700">{ANSWER_LABELS.startupCulture}</dt>
            <dd className="whitespace-pre-line text-slate-600">{application.startupCultureAnswer}</dd>
          </div>
        )}
        {application.problemSolvingAnswer && (
          <div>
            <dt className="font-semibold text-slate-700">{ANSWER_LABELS.problemSolving}</dt>
            <dd className="whitespace-pre-line text-slate-600">{application.problemSolvingAnswer}</dd>
          </div>
        )}
        <QuestionAnswerRows answers={application.answers} tone="slate-600" />
      </dl>
      <KnockoutNote knockout={application.knockout} />
      <div className="mt-3 flex flex-wrap gap-2">
        <ResumeButton applicationId={application.id} />
        <Button
          variant="secondary"
          size="sm"
          className="max-sm:h-11"
          aria-expanded={isHistoryOpen}
          aria-controls={panelId}
          onClick={() => setIsHistoryOpen((v) => !v)}
        >
          {isHistoryOpen ? (
            <ChevronUp className="size-4" aria-hidden />
          ) : (
            <ChevronDown className="size-4" aria-hidden />
          )}
          History
        </Button>
        {messages.button}
        <Button variant="ghost" size="sm" className="max-sm:h-11" onClick={() => setIsDeleting(true)}>
          <Trash2 className="size-4" aria-hidden /> Delete
        </Button>
      </div>
      {isHistoryOpen ? (
        <ApplicationTimelinePanel
          id={panelId}
          applicationId={application.id}
          audience="founder"
          startupName={startupName}
          label="History"
          shownMessage={application.rejection?.message}
          onLoaded={onHistoryLoaded}
        />
      ) : (
        <div id={panelId} hidden />
      )}
      {messages.panel}
      <ConfirmDialog
        open={pendingStatus !== null && pendingStatus !== 'rejected'}
        onOpenChange={(open) => !open && setPendingStatus(null)}
        title="Update Application Status"
        description={`Are you sure you want to mark this application as ${pendingStatus}?`}
        confirmLabel="Confirm"
        isLoading={setStatus.isPending}
        onConfirm={() => pendingStatus && void changeStatus({ status: pendingStatus })}
      />
      <DeclineDialog
        open={pendingStatus === 'rejected'}
        onOpenChange={(open) => !open && setPendingStatus(null)}
        firstName={firstName}
        isLoading={setStatus.isPending}
        onConfirm={(choice: DeclineChoice) => void changeStatus({ status: 'rejected', ...choice })}
      />
      <ConfirmDialog
        open={isDeleting}
        onOpenChange={setIsDeleting}
        title="Delete Application"
        description={`Delete ${name}'s application and resume? This action cannot be undone.`}
        confirmLabel="Delete"
        isDanger
        isLoading={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => toast.success('Application deleted'),
            onError: () => toast.error('Failed to delete application'),
          })
        }
      />
    </li>
  );
}
