import { X } from 'lucide-react';
import { usePipeline } from '../api/pipeline-stages';
import type { Job } from '../../../../shared/jobs';
import type { StartupDetail } from '../../../../shared/startups';
import { Field, Input, Select } from '../../../components/field';
import { formatDay } from '../../../lib/dates';
import type { ApplicantFilters, FilterName } from '../api/list-applicants';
import { statusLabels } from '../status-labels';
import type { ApplicationState } from '../../../../shared/applications';

type Props = {
  filters: ApplicantFilters;
  startups: StartupDetail[] | undefined;
  jobs: Job[] | undefined;
  onChange(name: FilterName, value: string): void;
  className?: string;
};

const sortLabels = { newest: 'Newest first', oldest: 'Oldest first', rating: 'Highest rated' } as const;

/** Startup, its jobs, the days applications were sent, and the order; each lives in the address. */
export function ApplicantFiltersForm({ filters, startups, jobs, onChange, className }: Props) {
  return (
    <div className={className}>
      <Field label="Startup">
        {({ id }) => (
          <Select
            id={id}
            value={filters.startup ?? ''}
            disabled={!startups}
            onChange={(e) => onChange('startup', e.target.value)}
          >
            <option value="">All startups</option>
            {startups?.map((startup) => (
              <option key={startup.id} value={startup.id}>
                {startup.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Job" hint={filters.startup ? undefined : 'Choose a startup first'}>
        {({ id, describedBy }) => (
          <Select
            id={id}
            aria-describedby={describedBy}
            value={filters.job ?? ''}
            disabled={!filters.startup || !jobs}
            onChange={(e) => onChange('job', e.target.value)}
          >
            <option value="">All jobs</option>
            {jobs?.map((job) => (
              <option key={job.id} value={job.id}>
                {job.title}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Applied from">
        {({ id }) => (
          <Input
            id={id}
            type="date"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(e) => onChange('from', e.target.value)}
          />
        )}
      </Field>
      <Field label="Applied to">
        {({ id }) => (
          <Input
            id={id}
            type="date"
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(e) => onChange('to', e.target.value)}
          />
        )}
      </Field>
      <Field label="Sort by">
        {({ id }) => (
          <Select
            id={id}
            value={filters.sort ?? 'newest'}
            onChange={(e) => onChange('sort', e.target.value === 'newest' ? '' : e.target.value)}
          >
            {Object.entries(sortLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  );
}

/** The filters in force, each with a way to drop it, and one to drop them all (DESIGN.md: state is visible). */
export function ActiveFilters({
  filters,
  startups,
  jobs,
  isStatusShown,
  onChange,
  onClear,
}: Omit<Props, 'className'> & { isStatusShown: boolean; onClear(): void }) {
  // An own stage's name, from its startup's pipeline (decision 044).
  const pipeline = usePipeline(
    filters.stage ? (filters.startup ?? (startups?.length === 1 ? startups[0]!.id : undefined)) : undefined,
  );
  const stageName = pipeline.data?.stages.find((s) => s.kind === 'own' && s.id === filters.stage)?.name;
  const chips: [FilterName, string][] = [];
  if (filters.q) chips.push(['q', `Search: ${filters.q}`]);
  if (filters.startup)
    chips.push(['startup', `Startup: ${startups?.find((s) => s.id === filters.startup)?.name ?? '…'}`]);
  if (filters.job) chips.push(['job', `Job: ${jobs?.find((j) => j.id === filters.job)?.title ?? '…'}`]);
  if (filters.status && isStatusShown)
    chips.push(['status', `Status: ${statusLabels[filters.status as ApplicationState]}`]);
  if (filters.stage && isStatusShown) chips.push(['stage', `Stage: ${stageName ?? '…'}`]);
  if (filters.from) chips.push(['from', `From ${formatDay(`${filters.from}T00:00:00`)}`]);
  if (filters.to) chips.push(['to', `To ${formatDay(`${filters.to}T00:00:00`)}`]);
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label="Active filters" role="group">
      {chips.map(([name, label]) => (
        <button
          key={name}
          type="button"
          onClick={() => onChange(name, '')}
          aria-label={`Remove filter ${label}`}
          className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-brand-50 px-3 text-sm font-medium text-brand-800 ring-1 ring-inset ring-brand-200 hover:bg-brand-100"
        >
          {label} <X className="size-3.5" aria-hidden />
        </button>
      ))}
      <button
        type="button"
        onClick={onClear}
        className="min-h-9 rounded px-2 text-sm font-semibold text-brand-700 hover:underline"
      >
        Clear all filters
      </button>
    </div>
  );
}
