import { Briefcase } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { locationText, type Job } from '../../../../shared/job-text';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/states';
import { cn } from '../../../lib/cn';
import { JobDetail } from '../../../components/job-detail';

/** Open positions, master-detail: the list on the left, the chosen one on the right. */
export function Positions({ jobs, appliedJobIds, ownerId }: { jobs: Job[]; appliedJobIds: string[]; ownerId?: string }) {
  // The chosen position is in the address (?job=), so it can be shared and survives a reload.
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get('job');
  const selectedId = jobs.some((job) => job.id === fromAddress) ? fromAddress : (jobs[0]?.id ?? null);
  const setSelectedId = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('job', id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const selected = jobs.find((job) => job.id === selectedId) ?? null;
  if (jobs.length === 0) {
    return <EmptyState icon={Briefcase} title="No Open Positions" text="This startup is not currently hiring" />;
  }
  return (
    <Card title={`Open Positions (${jobs.length})`}>
      <div className="grid gap-4 md:grid-cols-[18rem_1fr]">
        <ul className="space-y-2" aria-label="Open positions">
          {jobs.map((job) => (
            <li key={job.id}>
              <button
                type="button"
                onClick={() => setSelectedId(job.id)}
                aria-pressed={job.id === selectedId}
                className={cn('w-full rounded-xl p-3 text-left ring-1 ring-inset transition-colors', job.id === selectedId ? 'bg-brand-50 ring-brand-600' : 'ring-slate-200 hover:bg-slate-50')}
              >
                <span className="block font-semibold text-slate-900">{job.title}</span>
                <span className="mt-0.5 block text-xs text-slate-600">{job.jobType} · {locationText(job)}</span>
              </button>
            </li>
          ))}
        </ul>
        <div className="rounded-xl bg-slate-50 p-5">
          {selected ? <JobDetail key={selected.id} job={selected} hasApplied={appliedJobIds.includes(selected.id)} ownerId={ownerId} /> : <p className="text-sm text-slate-500">Select a position to view details</p>}
        </div>
      </div>
    </Card>
  );
}
