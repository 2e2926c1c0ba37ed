import { BellRing, Download, Pencil, Plus, Trash2, Webhook } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { startupWebhooksPath } from '../../../../shared/paths';
import type { StartupDetail } from '../../../../shared/startups';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { Skeleton } from '../../../components/states';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useStartupActions, useStartupJobs } from '../api/dashboard-api';
import { JobRow } from './job-row';
import { QuickJobDialog } from './quick-job-dialog';
import { useRevealOnce } from '../../../lib/reveal';
import { VerifiedBadge } from '../../../entities/startup/verified-badge';

/** `/api/startups/mine` adds how many members follow each startup (decision 018). */
type OwnedStartup = StartupDetail & { followerCount?: number };

function followersText(count: number) {
  if (count === 0) return 'No followers yet';
  return `${count.toLocaleString()} ${count === 1 ? 'follower' : 'followers'}`;
}

/** `highlightJobId`: a position just saved (`/dashboard?job=`), shown and marked once it is listed. */
export function StartupPanel({
  startup,
  highlightJobId = null,
}: {
  startup: OwnedStartup;
  highlightJobId?: string | null;
}) {
  const { setActive, remove } = useStartupActions(startup.id);
  const jobs = useStartupJobs(startup.id);
  useRevealOnce(highlightJobId, !!jobs.data?.some((job) => job.id === highlightJobId));
  const [confirm, setConfirm] = useState<'toggle' | 'delete' | null>(null);
  const [isAddingJob, setIsAddingJob] = useState(false);
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6" aria-label={startup.name}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex items-center gap-3">
          <img
            src={startup.logoUrl}
            alt=""
            width={48}
            height={48}
            className="size-12 rounded-xl object-cover ring-1 ring-slate-200"
          />
          <div>
            <Link
              to={`/startup/${encodeURIComponent(startup.slug)}`}
              className="text-lg font-bold text-slate-900 hover:text-brand-700"
            >
              {startup.name}
            </Link>
            <p className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-slate-600">
              {startup.industry} · {startup.stage}
              <Badge tone={startup.active ? 'success' : 'neutral'}>{startup.active ? 'Active' : 'Inactive'}</Badge>
              {startup.verifiedDomain ? (
                <VerifiedBadge domain={startup.verifiedDomain} />
              ) : (
                <Link
                  to={`/edit-startup/${startup.id}#verify-domain`}
                  className="font-medium text-brand-700 underline-offset-2 hover:underline"
                >
                  Verify your domain
                </Link>
              )}
            </p>
            {startup.followerCount !== undefined && (
              <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-slate-600" data-testid="follower-count">
                <BellRing className="size-4 text-slate-400" aria-hidden /> {followersText(startup.followerCount)}
              </p>
            )}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="ghost" size="sm">
            <Link to={`/edit-startup/${startup.id}`}>
              <Pencil className="size-4" aria-hidden /> Edit
            </Link>
          </Button>
          <Button asChild variant="ghost" size="sm">
            <Link to={startupWebhooksPath(startup.id)}>
              <Webhook className="size-4" aria-hidden /> Webhooks
            </Link>
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setConfirm('toggle')}>
            {startup.active ? 'Deactivate' : 'Activate'}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirm('delete')}>
            <Trash2 className="size-4" aria-hidden /> Delete
          </Button>
        </div>
      </div>

      <div className="mt-5 border-t border-slate-100 pt-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold text-slate-900">Job Positions</h3>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="ghost" size="sm">
              <Link to={`/jobs/${startup.id}/import`}>
                <Download className="size-4" aria-hidden /> Import
              </Link>
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setIsAddingJob(true)}>
              Add Remote Role
            </Button>
            <Button asChild size="sm">
              <Link to={`/jobs/${startup.id}/new`}>
                <Plus className="size-4" aria-hidden /> Add Position
              </Link>
            </Button>
          </div>
        </div>
        {jobs.isPending ? (
          <div role="status" aria-label="Loading positions..." className="mt-3 space-y-3">
            <Skeleton className="h-24 rounded-xl" />
            <Skeleton className="h-24 rounded-xl" />
          </div>
        ) : (jobs.data ?? []).length === 0 ? (
          <p className="py-3 text-sm text-slate-500">No positions yet. Add one to start receiving applications.</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {jobs.data!.map((job) => (
              <JobRow key={job.id} job={job} startupName={startup.name} isHighlighted={job.id === highlightJobId} />
            ))}
          </ul>
        )}
      </div>

      <QuickJobDialog startupId={startup.id} open={isAddingJob} onOpenChange={setIsAddingJob} />
      <ConfirmDialog
        open={confirm === 'toggle'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={startup.active ? 'Deactivate Startup' : 'Activate Startup'}
        description={
          startup.active
            ? `${startup.name} will be hidden from the listing and your profile until you activate it again.`
            : `${startup.name} will be listed again.`
        }
        confirmLabel={startup.active ? 'Deactivate' : 'Activate'}
        isLoading={setActive.isPending}
        onConfirm={() =>
          setActive.mutate(!startup.active, {
            onSettled: () => setConfirm(null),
            onError: () => toast.error('Failed to update startup status. Please try again.'),
          })
        }
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Delete Startup"
        description={`Are you sure you want to delete "${startup.name}"? Its positions and applications are deleted with it. This action cannot be undone.`}
        confirmLabel="Delete"
        isDanger
        isLoading={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSettled: () => setConfirm(null),
            onSuccess: () => toast.success('Startup deleted'),
            onError: () => toast.error('Failed to delete startup. Please try again.'),
          })
        }
      />
    </section>
  );
}
