import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api';
import { failureText } from '../../../lib/failure';
import { toast } from '../../../lib/toast';
import { ANSWER_LABELS, applicationStatuses, type ApplicationStatus, type ReceivedApplication } from '../../../../shared/applications';
import { Avatar } from '../../../components/avatar';
import { Badge, applicationTone } from '../../../components/badge';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/states';
import { Select } from '../../../components/field';
import { useApplicationActions, useReceivedApplications } from '../api/dashboard-api';
import { ResumeButton } from './resume-button';

export function ReceivedApplications({ jobId }: { jobId: string }) {
  const { data, isPending, error, isFetching, refetch } = useReceivedApplications(jobId, true);
  if (isPending) return <p className="py-3 text-sm text-slate-500">Loading applications...</p>;
  if (error) return <div className="mt-3"><ErrorState message={failureText(error)} isRetrying={isFetching} onRetry={() => void refetch()} /></div>;
  if (data.length === 0) return <p className="py-3 text-sm text-slate-500">No applications yet.</p>;
  return (
    <ul className="mt-3 space-y-3" aria-label="Applications">
      {data.map((application) => <ApplicationItem key={application.id} application={application} />)}
    </ul>
  );
}

function ApplicationItem({ application }: { application: ReceivedApplication }) {
  const { setStatus, remove } = useApplicationActions(application.id);
  const [pendingStatus, setPendingStatus] = useState<ApplicationStatus | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const name = `${application.applicant.firstName} ${application.applicant.lastName}`;

  async function confirmStatus() {
    if (!pendingStatus) return;
    try {
      const result = await setStatus.mutateAsync(pendingStatus);
      if (result.isEmailQueued || !result.isEmailWanted) toast.success(`Marked as ${result.status}`);
      else toast.warning('Status updated but email notification failed to send');
    } catch (error) {
      toast.error(error instanceof ApiError && error.status === 404 ? 'Application not found' : error instanceof ApiError && (error.status === 0 || error.status === 401) ? failureText(error) : 'Failed to update application status');
    } finally {
      setPendingStatus(null);
    }
  }

  return (
    <li className="rounded-xl bg-white p-4 ring-1 ring-slate-200" aria-label={`Application from ${name}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <Link to={`/profile/${application.applicant.id}`} className="flex items-center gap-3 hover:text-brand-700">
          <Avatar name={name} src={application.applicant.avatarUrl} />
          <span>
            <span className="block font-semibold">{name}</span>
            <span className="block text-xs text-slate-500">{application.applicant.email} · {new Date(application.createdAt).toLocaleDateString()}</span>
          </span>
        </Link>
        <div className="flex items-center gap-2">
          <Badge tone={applicationTone[application.status]}>{application.status}</Badge>
          <Select aria-label={`Status of ${name}`} className="w-36 py-1.5 text-sm" value={application.status} onChange={(e) => setPendingStatus(e.target.value as ApplicationStatus)}>
            {applicationStatuses.map((s) => <option key={s} value={s}>{s[0]!.toUpperCase() + s.slice(1)}</option>)}
          </Select>
        </div>
      </div>
      <dl className="mt-3 space-y-2 text-sm">
        <div><dt className="font-semibold text-slate-700">{ANSWER_LABELS.startupCulture}</dt><dd className="whitespace-pre-line text-slate-600">{application.startupCultureAnswer}</dd></div>
        <div><dt className="font-semibold text-slate-700">{ANSWER_LABELS.problemSolving}</dt><dd className="whitespace-pre-line text-slate-600">{application.problemSolvingAnswer}</dd></div>
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <ResumeButton applicationId={application.id} />
        <Button variant="ghost" size="sm" onClick={() => setIsDeleting(true)}><Trash2 className="size-4" aria-hidden /> Delete</Button>
      </div>
      <ConfirmDialog
        open={pendingStatus !== null}
        onOpenChange={(open) => !open && setPendingStatus(null)}
        title="Update Application Status"
        description={`Are you sure you want to mark this application as ${pendingStatus}?`}
        confirmLabel="Confirm"
        isLoading={setStatus.isPending}
        onConfirm={() => void confirmStatus()}
      />
      <ConfirmDialog
        open={isDeleting}
        onOpenChange={setIsDeleting}
        title="Delete Application"
        description={`Delete ${name}'s application and resume? This action cannot be undone.`}
        confirmLabel="Delete"
        isDanger
        isLoading={remove.isPending}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => toast.success('Application deleted'), onError: () => toast.error('Failed to delete application') })}
      />
    </li>
  );
}
