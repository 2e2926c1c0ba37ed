import { QuestionAnswerRows } from '../../../entities/application/question-answers';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ANSWER_LABELS, type MyApplication } from '../../../../shared/applications';
import { ApplicationStatusBadge } from '../../../entities/application/application-status-badge';
import { candidateStageLabels } from '../../../../shared/candidate-stages';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { RowsSkeleton } from '../../../components/skeleton';
import { EmptyState, ErrorState } from '../../../components/states';
import { failureText } from '../../../lib/failure';
import { ResumeButton } from '../../../entities/application/resume-button';
import { formatDay } from '../../../lib/dates';
import { useRevealOnce } from '../../../lib/reveal';
import { MyApplicationItem } from './my-application-item';
import { useMyApplications } from '../api/dashboard-api';

/** `highlightId`: the application a notification or link is about, shown and marked when the list arrives. */
export function MyApplications({ highlightId = null }: { highlightId?: string | null }) {
  const { data, isPending, error, isFetching, refetch } = useMyApplications();
  const [openId, setOpenId] = useState<string | null>(null);
  useRevealOnce(highlightId, !!data?.some((a) => a.id === highlightId));
  if (isPending) return <RowsSkeleton label="Loading applications..." />;
  if (error)
    return (
      <ErrorState
        message="Failed to load your applications. Please try again."
        detail={failureText(error, '')}
        isRetrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  if (data.length === 0) {
    return (
      <EmptyState
        icon={Inbox}
        title="No Applications Yet"
        text="When you apply to a position, you can follow it here."
        action={
          <Button asChild>
            <Link to="/startups">Browse Startups</Link>
          </Button>
        }
      />
    );
  }
  // By id, so the dialog shows the application as it is now (withdrawn meanwhile, say).
  const open: MyApplication | undefined = data.find((a) => a.id === openId);
  return (
    <>
      <ul className="space-y-3" aria-label="My applications">
        {data.map((application) => (
          <MyApplicationItem
            key={application.id}
            application={application}
            isHighlighted={application.id === highlightId}
            onDetails={() => setOpenId(application.id)}
          />
        ))}
      </ul>
      <Dialog
        open={!!open}
        onOpenChange={(v) => !v && setOpenId(null)}
        title={open ? `${open.jobTitle} at ${open.startupName}` : ''}
        className="max-w-lg"
      >
        {open && (
          <dl className="space-y-4 text-sm">
            {open.startupCultureAnswer && (
              <div>
                <dt className="font-semibold text-slate-800">{ANSWER_LABELS.startupCulture}</dt>
                <dd className="mt-1 whitespace-pre-line text-slate-600">{open.startupCultureAnswer}</dd>
              </div>
            )}
            {open.problemSolvingAnswer && (
              <div>
                <dt className="font-semibold text-slate-800">{ANSWER_LABELS.problemSolving}</dt>
                <dd className="mt-1 whitespace-pre-line text-slate-600">{open.problemSolvingAnswer}</dd>
              </div>
            )}
            <QuestionAnswerRows answers={open.answers} tone="slate-600" />
            <div className="flex gap-6">
              <div>
                <dt className="font-semibold text-slate-800">Status</dt>
                <dd className="mt-1">
                  <ApplicationStatusBadge
                    status={open.status}
                    stage={open.candidateStage && candidateStageLabels[open.candidateStage]}
                  />
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-800">Applied On</dt>
                <dd className="mt-1 text-slate-600">{formatDay(open.createdAt)}</dd>
              </div>
            </div>
            <ResumeButton applicationId={open.id} />
          </dl>
        )}
      </Dialog>
    </>
  );
}
