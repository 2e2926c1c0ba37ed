import { ChevronDown, ChevronUp, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { atsEditsText } from '../../../../shared/ats-import';
import type { OwnerJob } from '../../../../shared/jobs';
import { cn } from '../../../lib/cn';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useJobActions } from '../api/dashboard-api';
import { ReceivedApplications } from './received-applications';

const applicationsText = (total: number) =>
  total === 0 ? 'No applications yet' : `${total} ${total === 1 ? 'application' : 'applications'}`;

function deactivationApplicantsText(total: number) {
  if (total === 0) return 'Nobody has applied yet.';
  const applications = total === 1 ? 'Its application stays' : `Its ${total} applications stay`;
  return `${applications}: you can still review and answer ${total === 1 ? 'it' : 'them'}, and candidates are not told.`;
}

/** One position on the dashboard, with its applications counted so nobody has to open each (decision 020). */
export function JobRow({
  job,
  startupName,
  isHighlighted = false,
}: {
  job: OwnerJob;
  startupName: string;
  isHighlighted?: boolean;
}) {
  const { setActive, remove } = useJobActions(job.id);
  const [confirm, setConfirm] = useState<'toggle' | 'delete' | null>(null);
  const [isShowingApplications, setIsShowingApplications] = useState(false);
  const editsText = job.source ? atsEditsText(job.source.detachedFields) : null;
  return (
    <li
      data-reveal={job.id}
      aria-current={isHighlighted ? 'true' : undefined}
      className={cn('scroll-mt-20 rounded-xl bg-slate-50 p-4', isHighlighted && 'ring-2 ring-brand-500')}
      aria-label={job.title}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="font-semibold text-slate-900">{job.title}</p>
          <p className="mt-1 flex flex-wrap gap-2">
            <Badge tone={job.status === 'open' ? 'brand' : 'neutral'}>{job.status}</Badge>
            {/* Listed or not matters only for an open position: a closed one is not shown either way. */}
            {job.status === 'open' && (
              <Badge tone={job.isActive ? 'success' : 'neutral'}>{job.isActive ? 'Active' : 'Inactive'}</Badge>
            )}
            {/* Imported from an ATS (decision 051): kept in step every hour, except what was edited here. */}
            {job.source && (
              <Badge tone="info" className="normal-case" title="Kept up to date with your ATS every hour">
                Synced from your ATS
              </Badge>
            )}
          </p>
          {/* Shown, not a tooltip only: a phone has no hover. */}
          {editsText && <p className="mt-1 text-xs text-slate-500">{editsText}</p>}
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600" data-testid="application-counts">
            {applicationsText(job.applications.total)}
            {job.applications.new > 0 && <Badge tone="info">{job.applications.new} new</Badge>}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="ghost" size="sm">
            <Link to={`/jobs/${job.startupId}/edit/${job.id}`}>
              <Pencil className="size-4" aria-hidden /> Edit
            </Link>
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setConfirm('toggle')}>
            {job.isActive ? 'Deactivate' : 'Activate'}
          </Button>
          <Button variant="ghost" size="sm" aria-label={`Delete ${job.title}`} onClick={() => setConfirm('delete')}>
            <Trash2 className="size-4" aria-hidden />
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={isShowingApplications}
            onClick={() => setIsShowingApplications((v) => !v)}
          >
            {isShowingApplications ? (
              <ChevronUp className="size-4" aria-hidden />
            ) : (
              <ChevronDown className="size-4" aria-hidden />
            )}
            {isShowingApplications ? 'Hide Applications' : 'View Applications'}
          </Button>
        </div>
      </div>
      {isShowingApplications && <ReceivedApplications jobId={job.id} startupName={startupName} />}
      <ConfirmDialog
        open={confirm === 'toggle'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={job.isActive ? 'Deactivate Job' : 'Activate Job'}
        // What happens to the people who applied, said before it happens.
        description={
          job.isActive
            ? `${job.title} will no longer be shown to visitors, and nobody new can apply. ${deactivationApplicantsText(job.applications.total)}`
            : `${job.title} will be shown to visitors again if it is open.`
        }
        confirmLabel={job.isActive ? 'Deactivate' : 'Activate'}
        isLoading={setActive.isPending}
        onConfirm={() =>
          setActive.mutate(!job.isActive, {
            onSettled: () => setConfirm(null),
            onError: () => toast.error('Failed to update job status. Please try again.'),
          })
        }
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Delete Job"
        description={`Are you sure you want to delete "${job.title}"? Its applications are deleted with it. This action cannot be undone.`}
        confirmLabel="Delete"
        isDanger
        isLoading={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSettled: () => setConfirm(null),
            onError: () => toast.error('Failed to delete job. Please try again.'),
          })
        }
      />
    </li>
  );
}
