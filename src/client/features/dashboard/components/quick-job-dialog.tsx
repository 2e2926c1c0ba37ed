import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { jobStatuses, jobTypes, locationTypes } from '../../../../shared/catalog';
import { jobSchema, type JobData, type JobInput } from '../../../../shared/jobs';
import { Button } from '../../../components/button';
import { CompensationFields } from '../../../entities/job/compensation-fields';
import { Dialog } from '../../../components/dialog';
import { Field, Input, Select, inputClass } from '../../../components/field';
import { useStartupActions } from '../api/dashboard-api';

// The inline "Add New Job Position" for a remote role: title, description, status, type and its
// pay, which the founder chooses (none is assumed); the full form adds an on-site
// location, skills and requirements.
const defaults: JobInput = {
  title: '',
  description: '',
  status: 'open',
  jobType: 'Full-time',
  experienceLevel: 'Mid Level',
  locationType: 'Remote',
  compensationType: '' as JobInput['compensationType'],
  requiredSkills: [],
};

export function QuickJobDialog({
  startupId,
  open,
  onOpenChange,
}: {
  startupId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { addJob } = useStartupActions(startupId);
  const form = useForm<JobInput, unknown, JobData>({ resolver: zodResolver(jobSchema), defaultValues: defaults });
  const { register, handleSubmit, reset, formState } = form;
  const { errors } = formState;
  const submit = handleSubmit(async (data) => {
    try {
      await addJob.mutateAsync(data);
      toast.success('Job position added');
      reset(defaults);
      onOpenChange(false);
    } catch {
      toast.error('Failed to create job. Please try again.');
    }
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Add New Job Position" className="max-w-lg">
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Add New Job Position">
        <Field label="Job title" error={errors.title?.message}>
          {({ id }) => <Input id={id} {...register('title')} />}
        </Field>
        <Field label="Description" error={errors.description?.message}>
          {({ id }) => <textarea id={id} rows={3} className={inputClass} {...register('description')} />}
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field label="Status">
            {({ id }) => (
              <Select id={id} {...register('status')}>
                {jobStatuses.map((s) => (
                  <option key={s} value={s}>
                    {s[0]!.toUpperCase() + s.slice(1)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Job type">
            {({ id }) => (
              <Select id={id} {...register('jobType')}>
                {jobTypes.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Location type">
            {({ id }) => (
              <Select id={id} {...register('locationType')}>
                {locationTypes
                  .filter((l) => l === 'Remote')
                  .map((s) => (
                    <option key={s}>{s}</option>
                  ))}
              </Select>
            )}
          </Field>
          <CompensationFields form={form} />
        </div>
        <p className="text-xs text-slate-500">For an on-site role, skills or requirements, use Add Position.</p>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" isLoading={formState.isSubmitting}>
            Add Position
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
