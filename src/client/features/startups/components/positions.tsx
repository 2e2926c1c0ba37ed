import { Briefcase, Plus } from 'lucide-react';
import type { CandidateStage } from '../../../../shared/candidate-stages';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ApplicationStatus } from '../../../../shared/applications';
import { equityText, locationText, VISA_BADGE, type Job } from '../../../../shared/job-text';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/states';
import { cn } from '../../../lib/cn';
import { useSession } from '../../../lib/session';
import { useFormatLocale } from '../../../lib/use-hydrated';
import { JobDetail } from '../../../entities/job/job-detail';
import { choosePosition, shownPosition, type PositionChoice } from './position-choice';

const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

/** Open positions, master-detail: the list on the left, the chosen one on the right (below it on a phone). */
export function Positions({
  jobs,
  applicationStatuses,
  applicationStages,
  startupId,
  ownerId,
}: {
  jobs: Job[];
  applicationStatuses: Record<string, ApplicationStatus>;
  applicationStages?: Record<string, CandidateStage>;
  startupId: string;
  ownerId?: string;
}) {
  const viewerId = useSession().user?.id;
  const { locale } = useFormatLocale();
  // The chosen position is in the address (?job=, the address a card's role links to), so it can be
  // shared and survives a reload. Back from signing in to apply (?apply=), that position is the chosen one.
  const [params, setParams] = useSearchParams();
  const fromAddress = [params.get('apply'), params.get('job')].find((id) => jobs.some((job) => job.id === id)) ?? null;
  // A choice shows at once, its Apply with it; the address follows (position-choice.ts).
  const [choice, setChoice] = useState<PositionChoice | null>(null);
  const selectedId = shownPosition(choice, fromAddress, jobs[0]?.id ?? null);
  const detail = useRef<HTMLDivElement>(null);
  const detailId = useId();

  // Arriving on a chosen position, it is brought into view once: on a phone it is far below the top.
  // After hydration too: the server renders it chosen, the browser scrolls to it.
  // Back to apply, at once: the Apply dialog opening over the page would stop a smooth scroll halfway.
  const arrival = useRef(fromAddress && { isApplying: params.get('apply') === fromAddress });
  useEffect(() => {
    if (!arrival.current) return;
    detail.current?.scrollIntoView({
      block: 'start',
      behavior: arrival.current.isApplying ? 'auto' : scrollBehavior(),
    });
  }, []);

  const choose = (id: string) => {
    setChoice((current) => choosePosition(current, fromAddress, id));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('job', id);
        next.delete('apply');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    // On a phone the details are under the list: show them when they start below the middle of the screen.
    const top = detail.current?.getBoundingClientRect().top;
    if (top !== undefined && top > window.innerHeight / 2)
      detail.current?.scrollIntoView({ block: 'start', behavior: scrollBehavior() });
  };
  const selected = jobs.find((job) => job.id === selectedId) ?? null;
  if (jobs.length === 0) {
    // Its founder, just launched or between hires, is shown the next step.
    if (viewerId && viewerId === ownerId) {
      return (
        <EmptyState
          icon={Briefcase}
          title="No Open Positions"
          text="Add a position to start receiving applications."
          action={
            <Button asChild>
              <Link to={`/jobs/${startupId}/new`}>
                <Plus className="size-4" aria-hidden /> Add a position
              </Link>
            </Button>
          }
        />
      );
    }
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
                onClick={() => choose(job.id)}
                aria-pressed={job.id === selectedId}
                aria-controls={detailId}
                className={cn(
                  'w-full rounded-xl p-3 text-left ring-1 ring-inset transition-colors',
                  job.id === selectedId ? 'bg-brand-50 ring-brand-600' : 'ring-slate-200 hover:bg-slate-50',
                )}
              >
                <span className="block font-semibold text-slate-900">{job.title}</span>
                <span className="mt-0.5 block text-xs text-slate-600">
                  {job.jobType} · {locationText(job)}
                </span>
                {(equityText(job, locale) || job.visaSponsorship) && (
                  <span className="mt-1.5 flex flex-wrap gap-1">
                    {equityText(job, locale) && (
                      <span className="whitespace-nowrap rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-success">
                        {equityText(job, locale)}
                      </span>
                    )}
                    {job.visaSponsorship && (
                      <span className="whitespace-nowrap rounded-full bg-blue-50 px-2 py-0.5 text-xs font-semibold text-info">
                        {VISA_BADGE}
                      </span>
                    )}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
        {/* Below the sticky header when scrolled to. */}
        <div ref={detail} id={detailId} className="scroll-mt-20 rounded-xl bg-slate-50 p-5">
          {selected ? (
            <JobDetail
              key={selected.id}
              job={selected}
              applicationStatus={applicationStatuses[selected.id] ?? null}
              applicationStage={applicationStages?.[selected.id] ?? null}
              ownerId={ownerId}
              choiceParam="job"
            />
          ) : (
            <p className="text-sm text-slate-500">Select a position to view details</p>
          )}
        </div>
      </div>
    </Card>
  );
}
