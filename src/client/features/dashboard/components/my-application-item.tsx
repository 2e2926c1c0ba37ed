import { ChevronDown, ChevronUp, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { MyApplication } from '../../../../shared/applications';
import { ApplicationStatusBadge } from '../../../entities/application/application-status-badge';
import { candidateStageLabels } from '../../../../shared/candidate-stages';
import { ApplicationTimelinePanel } from '../../../entities/application/application-timeline';
import { useMessagesToggle } from '../../../entities/application/messages-disclosure';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { RejectionNote } from '../../../entities/application/rejection-note';
import { ApplicationInterviewLink } from '../../../entities/interview/application-interview-link';
import { cn } from '../../../lib/cn';
import { failureText } from '../../../lib/failure';
import { toast } from '../../../lib/toast';
import { useWithdrawApplication } from '../api/dashboard-api';

const withdrawable = new Set<MyApplication['status']>(['submitted', 'reviewed', 'accepted']);

/** One application in My Applications: status, what the founder said, its timeline, and withdrawing it. */
export function MyApplicationItem({
  application,
  isHighlighted = false,
  onDetails,
}: {
  application: MyApplication;
  isHighlighted?: boolean;
  onDetails(): void;
}) {
  const withdraw = useWithdrawApplication(application.id);
  const [isTimelineOpen, setIsTimelineOpen] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const messages = useMessagesToggle({ applicationId: application.id, otherName: application.startupName });
  const panelId = useId();
  const toggleId = useId();
  const { startupName, jobTitle } = application;

  async function confirmWithdraw() {
    try {
      await withdraw.mutateAsync();
      toast.success(`Application withdrawn. ${startupName} has been told.`);
      setIsConfirming(false);
      // The Withdraw button is gone; keep keyboard focus in this application.
      setTimeout(() => document.getElementById(toggleId)?.focus(), 0);
    } catch (error) {
      toast.error(failureText(error, 'Failed to withdraw application. Please try again.'));
      setIsConfirming(false);
    }
  }

  return (
    <li
      data-reveal={application.id}
      aria-current={isHighlighted ? 'true' : undefined}
      className={cn(
        'scroll-mt-20 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200',
        isHighlighted && 'ring-2 ring-brand-500',
      )}
      aria-label={`${jobTitle} at ${startupName}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <img
            src={application.startupLogoUrl}
            alt=""
            width={44}
            height={44}
            className="size-11 shrink-0 rounded-xl object-cover ring-1 ring-slate-200"
          />
          <div className="min-w-0">
            <Link
              to={`/startup/${encodeURIComponent(application.startupSlug)}`}
              className="font-semibold text-slate-900 hover:text-brand-700"
            >
              {startupName}
            </Link>
            <p className="text-sm text-slate-600">{jobTitle}</p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ApplicationStatusBadge
            status={application.status}
            stage={application.candidateStage && candidateStageLabels[application.candidateStage]}
          />
          <Button variant="secondary" size="sm" className="max-sm:h-11" onClick={onDetails}>
            Details
          </Button>
          <Button
            id={toggleId}
            variant="secondary"
            size="sm"
            className="max-sm:h-11"
            aria-expanded={isTimelineOpen}
            aria-controls={panelId}
            onClick={() => setIsTimelineOpen((v) => !v)}
          >
            {isTimelineOpen ? (
              <ChevronUp className="size-4" aria-hidden />
            ) : (
              <ChevronDown className="size-4" aria-hidden />
            )}
            Timeline
          </Button>
          {messages.button}
          {withdrawable.has(application.status) && (
            <Button variant="ghost" size="sm" className="max-sm:h-11" onClick={() => setIsConfirming(true)}>
              <Undo2 className="size-4" aria-hidden /> Withdraw application
            </Button>
          )}
        </div>
      </div>
      <ApplicationInterviewLink interview={application.openInterview} />
      {application.rejection && (
        <RejectionNote rejection={application.rejection} audience="candidate" startupName={startupName} />
      )}
      {isTimelineOpen ? (
        <ApplicationTimelinePanel
          id={panelId}
          applicationId={application.id}
          audience="candidate"
          startupName={startupName}
          label="Timeline"
          shownMessage={application.rejection?.message}
        />
      ) : (
        <div id={panelId} hidden />
      )}
      {messages.panel}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Withdraw Application"
        description={`${startupName} will see that you withdrew your application for ${jobTitle}, and can no longer change its status. You can apply again later if you change your mind.`}
        confirmLabel="Withdraw"
        isDanger
        isLoading={withdraw.isPending}
        onConfirm={() => void confirmWithdraw()}
      />
    </li>
  );
}
