import { zodResolver } from '@hookform/resolvers/zod';
import { Briefcase } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../lib/toast';
import { countries, experienceLevels, jobStatuses, jobTypes, locationTypes } from '../../../shared/catalog';
import { DEFAULT_ESSAYS } from '../../../shared/essays';
import { jobSchema, type Job, type JobData, type JobInput } from '../../../shared/jobs';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { CompensationFields } from '../../entities/job/compensation-fields';
import { Field, Input, Select, inputClass } from '../../components/field';
import { FormSkeleton } from '../../components/skeleton';
import { EmptyState } from '../../components/states';
import { TagInput } from '../../components/tag-input';
import { ApiError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOwnStartup } from '../../entities/startup/own-startup';
import { useOwnJob, useSaveJob } from './api/save-job';
import { JobQuestionsFields } from './components/job-questions-fields';
import { RemoteApplicantsFields } from './components/remote-applicants-fields';

const statusLabels = { open: 'Open', closed: 'Closed', reposted: 'Reposted' } as const;

function defaultsOf(job?: Job): JobInput {
  return {
    title: job?.title ?? '',
    jobType: (job?.jobType ?? '') as JobInput['jobType'],
    experienceLevel: (job?.experienceLevel ?? '') as JobInput['experienceLevel'],
    locationType: (job?.locationType ?? '') as JobInput['locationType'],
    locationCity: job?.locationCity ?? '',
    locationCountry: job?.locationCountry ?? '',
    remoteScope: job?.remoteScope ?? 'anywhere',
    remoteCountries: job?.remoteCountries ?? [],
    remoteUtcMin: job?.remoteUtcMin ?? '',
    remoteUtcMax: job?.remoteUtcMax ?? '',
    compensationType: (job?.compensationType ?? '') as JobInput['compensationType'],
    compensationCurrency: job?.compensationCurrency ?? '',
    compensationAmountMin: job?.compensationAmountMin ?? '',
    compensationAmountMax: job?.compensationAmountMax ?? '',
    compensationPeriod: job?.compensationPeriod ?? '',
    equityMin: job?.equityMin ?? '',
    equityMax: job?.equityMax ?? '',
    visaSponsorship: job?.visaSponsorship ?? false,
    requiredSkills: job?.requiredSkills ?? [],
    additionalRequirements: job?.additionalRequirements ?? '',
    description: job?.description ?? '',
    status: job?.status ?? 'open',
    questions: job?.questions ?? [],
    essays: job?.essays ?? DEFAULT_ESSAYS,
  };
}

/** /jobs/{startupId}/new and /jobs/{startupId}/edit/{jobId}: the job form; Save returns to the dashboard. */
export default function JobFormPage() {
  const { startupId = '', jobId } = useParams();
  const startup = useOwnStartup(startupId);
  const job = useOwnJob(jobId);
  useDocumentTitle(jobId ? 'Edit Job Position' : 'New Job Position');

  if (startup.isPending || (jobId && job.isPending)) return <FormSkeleton label="Loading..." fields={7} />;
  if (startup.isError || (jobId && (job.isError || !job.data))) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <EmptyState
          icon={Briefcase}
          title="Failed to load job details"
          text="It does not exist, or it is not yours to edit."
          action={
            <Button asChild variant="secondary">
              <Link to="/dashboard">Go to Dashboard</Link>
            </Button>
          }
        />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <div className="flex items-center gap-3">
        <img
          src={startup.data.logoUrl}
          alt=""
          width={48}
          height={48}
          className="size-12 rounded-xl object-cover ring-1 ring-slate-200"
        />
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{jobId ? 'Edit Job Position' : 'New Job Position'}</h1>
          <p className="text-sm text-slate-600">{startup.data.name}</p>
        </div>
      </div>
      <JobForm startupId={startupId} startupCountry={startup.data.country} jobId={jobId} job={job.data} />
    </div>
  );
}

function JobForm({
  startupId,
  startupCountry,
  jobId,
  job,
}: {
  startupId: string;
  startupCountry?: string;
  jobId?: string;
  job?: Job;
}) {
  const navigate = useNavigate();
  const save = useSaveJob(startupId, jobId);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<JobInput, unknown, JobData>({
    resolver: zodResolver(jobSchema),
    defaultValues: defaultsOf(job),
  });
  const { register, control, handleSubmit, watch, setValue, formState } = form;
  const locationType = watch('locationType');
  const { errors } = formState;

  const onSubmit = handleSubmit(async (data) => {
    setError(null);
    try {
      const saved = await save.mutateAsync(data);
      toast.success(jobId ? 'Job updated' : 'Job created');
      // Back on the dashboard at the position just saved, not where the dashboard was scrolled before.
      await navigate(`/dashboard?job=${saved.id}`);
    } catch (e) {
      // 400: a field the server refused; 409: the startup already has the most positions allowed.
      setError(
        e instanceof ApiError && (e.status === 400 || e.status === 409)
          ? e.message
          : jobId
            ? 'Failed to save job. Please try again.'
            : 'Failed to create job. Please try again.',
      );
    }
  });

  const select = (
    name: keyof JobInput,
    label: string,
    options: readonly string[],
    labels?: Record<string, string>,
    onChange?: () => void,
  ) => (
    <Field label={label} error={errors[name]?.message as string | undefined}>
      {({ id, describedBy, invalid }) => (
        <Select id={id} aria-describedby={describedBy} aria-invalid={invalid} {...register(name, { onChange })}>
          <option value="">Select…</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {labels?.[o] ?? o}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Job position" className="mt-6 space-y-6">
      {error && <Alert>{error}</Alert>}
      <Card title="The role">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Job title" error={errors.title?.message} className="sm:col-span-2">
            {({ id, describedBy, invalid }) => (
              <Input id={id} aria-describedby={describedBy} aria-invalid={invalid} {...register('title')} />
            )}
          </Field>
          {select('jobType', 'Job type', jobTypes)}
          {select('experienceLevel', 'Experience level', experienceLevels)}
          <Field label="Description" error={errors.description?.message} className="sm:col-span-2">
            {({ id, describedBy, invalid }) => (
              <textarea
                id={id}
                rows={5}
                className={inputClass}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                {...register('description')}
              />
            )}
          </Field>
          <Field
            label="Required skills"
            hint="Press Enter after each skill."
            error={errors.requiredSkills?.message}
            className="sm:col-span-2"
          >
            {({ id, describedBy }) => (
              <Controller
                control={control}
                name="requiredSkills"
                render={({ field }) => (
                  <TagInput id={id} describedBy={describedBy} value={field.value ?? []} onChange={field.onChange} />
                )}
              />
            )}
          </Field>
          <Field
            label="Additional requirements (optional)"
            error={errors.additionalRequirements?.message}
            className="sm:col-span-2"
          >
            {({ id, describedBy, invalid }) => (
              <textarea
                id={id}
                rows={3}
                className={inputClass}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                {...register('additionalRequirements')}
              />
            )}
          </Field>
        </div>
      </Card>
      <Card title="Location">
        <div className="grid gap-5 sm:grid-cols-3">
          {select('locationType', 'Location type', locationTypes, undefined, () => {
            // Remote clears city and country.
            if (watch('locationType') === 'Remote') {
              setValue('locationCity', '');
              setValue('locationCountry', '');
            }
          })}
          {locationType !== 'Remote' && (
            <>
              <Field label="City" error={errors.locationCity?.message}>
                {({ id, describedBy, invalid }) => (
                  <Input id={id} aria-describedby={describedBy} aria-invalid={invalid} {...register('locationCity')} />
                )}
              </Field>
              {select(
                'locationCountry',
                'Country',
                countries.map((c) => c.code),
                Object.fromEntries(countries.map((c) => [c.code, c.name])),
              )}
            </>
          )}
          {locationType === 'Remote' && <RemoteApplicantsFields form={form} />}
          <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-slate-800 sm:col-span-3">
            <input
              type="checkbox"
              className="size-5 rounded border-slate-300 accent-brand-600"
              {...register('visaSponsorship')}
            />
            Visa sponsorship available
          </label>
        </div>
      </Card>
      <Card title="Compensation">
        <div className="grid gap-5 sm:grid-cols-2">
          <CompensationFields form={form} defaultCountry={startupCountry} />
        </div>
      </Card>
      <Card title="Application questions">
        <JobQuestionsFields form={form} />
      </Card>
      <Card title="Status">
        <div className="sm:max-w-xs">{select('status', 'Status', jobStatuses, statusLabels)}</div>
      </Card>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="secondary">
          <Link to="/dashboard">Cancel</Link>
        </Button>
        <Button type="submit" isLoading={formState.isSubmitting}>
          Save
        </Button>
      </div>
    </form>
  );
}
