import { useState } from 'react';
import { alertFrequencies, canonicalJobSearch, createJobAlertSchema } from '../../../../shared/job-alerts';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { Field, Input } from '../../../components/field';
import { Form, FormMessage } from '../../../components/form';
import {
  defaultAlertName,
  frequencyLabels,
  jobSearchSummary,
  useCreateJobAlert,
} from '../../../entities/job-alert/job-alerts';
import { openSettings } from '../../../lib/settings-dialog';
import { useSettings } from '../../../lib/settings-query';
import { toast } from '../../../lib/toast';

const frequencyHints = { daily: 'At most one e-mail a day', weekly: 'At most one e-mail a week' } as const;

/** "Create job alert": the current search, a name and how often, saved for the signed-in member. */
export default function JobAlertDialog({
  addressSearch,
  open,
  onOpenChange,
}: {
  addressSearch: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  // The board's filters without the page cursor, in one order, so the same search is one alert.
  const [search] = useState(() => canonicalJobSearch(addressSearch));
  const create = useCreateJobAlert();
  const settings = useSettings();

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create job alert"
      description="We'll e-mail you the new positions that match this search."
      className="max-w-lg"
    >
      <Form
        schema={createJobAlertSchema}
        defaultValues={{ name: defaultAlertName(search), frequency: 'daily', search }}
        // Only the name is a field the server words its own message for; anything else is the form's.
        serverFields={['name']}
        failureMessage="Failed to save the job alert. Please try again."
        onSubmit={async (input) => {
          const alert = await create.mutateAsync({ ...input, search });
          onOpenChange(false);
          toast.success(`Job alert saved. We'll e-mail you new matching jobs ${alert.frequency}.`, {
            duration: 8000,
            action: { label: 'Manage alerts', onClick: () => openSettings('alerts') },
          });
        }}
        className="space-y-5"
        aria-label="Create job alert"
      >
        {({ register, formState: { errors, isSubmitting } }) => (
          <>
            <FormMessage />
            <div className="rounded-lg bg-slate-50 px-3 py-2.5 text-sm ring-1 ring-inset ring-slate-200">
              <span className="font-medium text-slate-800">This alert follows: </span>
              <span className="text-slate-700" data-testid="job-alert-summary">
                {/* Each filter kept whole on a line ("Full-time" does not break at its hyphen). */}
                {jobSearchSummary(search)
                  .split(' · ')
                  .map((part, index) => (
                    <span key={index}>
                      {index > 0 && ' · '}
                      <span className="whitespace-nowrap">{part}</span>
                    </span>
                  ))}
              </span>
            </div>
            <Field label="Alert name" error={errors.name?.message}>
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  autoComplete="off"
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  {...register('name')}
                />
              )}
            </Field>
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">How often</legend>
              <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
                {alertFrequencies.map((frequency) => (
                  <label
                    key={frequency}
                    className="flex cursor-pointer items-start gap-3 rounded-lg p-3 ring-1 ring-inset ring-slate-300 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600"
                  >
                    <input
                      type="radio"
                      value={frequency}
                      className="mt-0.5 size-4 shrink-0 accent-brand-600"
                      {...register('frequency')}
                    />
                    <span className="text-sm">
                      <span className="block font-medium text-slate-900">{frequencyLabels[frequency]}</span>
                      <span className="block text-xs text-slate-600">{frequencyHints[frequency]}</span>
                    </span>
                  </label>
                ))}
              </div>
              {errors.frequency?.message && <p className="mt-1 text-sm text-error">{errors.frequency.message}</p>}
            </fieldset>
            {settings.data?.jobRecommendations === false && (
              <Alert tone="warning">
                "Job recommendations" is off in your Settings: the alert is saved, but e-mailed only once you turn it
                on.
              </Alert>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" isLoading={isSubmitting}>
                Save alert
              </Button>
            </div>
          </>
        )}
      </Form>
    </Dialog>
  );
}
