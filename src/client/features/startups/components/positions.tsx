import { Briefcase, CheckCircle2, Clock, MapPin, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { compensationText, equityBadge, locationText, type Job } from '../../../../shared/job-text';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/states';
import { cn } from '../../../lib/cn';
import { useSession } from '../../../lib/session';
import { useFormatLocale } from '../../../lib/use-hydrated';
import { ApplyDialogs } from './apply-dialogs';

/** Open positions, master-detail: the list on the left, the chosen one on the right. */
export function Positions({ jobs, appliedJobIds }: { jobs: Job[]; appliedJobIds: string[] }) {
  const [selectedId, setSelectedId] = useState<string | null>(jobs[0]?.id ?? null);
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
          {selected ? <JobDetail key={selected.id} job={selected} hasApplied={appliedJobIds.includes(selected.id)} /> : <p className="text-sm text-slate-500">Select a position to view details</p>}
        </div>
      </div>
    </Card>
  );
}

function JobDetail({ job, hasApplied }: { job: Job; hasApplied: boolean }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const [stage, setStage] = useState<'closed' | 'intro' | 'form' | 'confirm'>('closed');
  const badge = equityBadge(job.compensationType);
  const { locale } = useFormatLocale();
  return (
    <article aria-label={job.title}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-xl font-bold text-slate-900">{job.title}</h3>
          <p className="text-sm text-slate-600">{job.experienceLevel}</p>
        </div>
        {hasApplied ? (
          <Button disabled variant="secondary"><CheckCircle2 className="size-4 text-success" aria-hidden /> Application Submitted</Button>
        ) : (
          <Button onClick={() => (user ? setStage('intro') : void navigate('/login'))}>Apply</Button>
        )}
      </div>
      <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
        <li className="inline-flex items-center gap-1.5"><Clock className="size-4" aria-hidden /> {job.jobType}</li>
        <li className="inline-flex items-center gap-1.5"><MapPin className="size-4" aria-hidden /> {locationText(job)}</li>
        <li className="inline-flex items-center gap-1.5">
          <Wallet className="size-4" aria-hidden />
          {job.compensationType === 'Equity' ? null : compensationText(job, locale)}
          {badge && <span className="rounded-full bg-success/10 px-2 py-0.5 text-xs font-semibold text-success">{badge}</span>}
        </li>
      </ul>
      <p className="mt-4 whitespace-pre-line text-slate-700">{job.description}</p>
      {job.requiredSkills.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Required skills">
          {job.requiredSkills.map((skill) => (
            <li key={skill} className="rounded-full bg-white px-3 py-1 text-xs font-medium text-slate-700 ring-1 ring-slate-200">{skill}</li>
          ))}
        </ul>
      )}
      {job.additionalRequirements && <p className="mt-4 whitespace-pre-line text-sm text-slate-600">{job.additionalRequirements}</p>}
      {user && <ApplyDialogs jobId={job.id} jobTitle={job.title} stage={stage} onStageChange={setStage} />}
    </article>
  );
}
