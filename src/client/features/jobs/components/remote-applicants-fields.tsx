import { X } from 'lucide-react';
import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { countries, countryName } from '../../../../shared/catalog';
import {
  REMOTE_COUNTRIES_MAX,
  utcOffsets,
  utcOffsetText,
  type JobData,
  type JobInput,
  type RemoteScope,
} from '../../../../shared/jobs';
import { Field, Select } from '../../../components/field';

type JobForm = Pick<UseFormReturn<JobInput, unknown, JobData>, 'register' | 'watch' | 'control' | 'formState'>;

const scopeLabels: Record<RemoteScope, string> = {
  anywhere: 'Anywhere',
  countries: 'In these countries',
  timezones: 'Within these time zones',
};

/**
 * Where a remote position's candidates may live (decision 025): anywhere, a list of countries, or a
 * band of UTC offsets. The board's "Can work from" filter and the JobPosting read the same answer.
 */
export function RemoteApplicantsFields({ form }: { form: JobForm }) {
  const {
    register,
    watch,
    control,
    formState: { errors },
  } = form;
  const scope = watch('remoteScope') ?? 'anywhere';
  const legendId = useId();
  const offsetOptions = utcOffsets.map((minutes) => (
    <option key={minutes} value={minutes}>
      {utcOffsetText(minutes)}
    </option>
  ));
  return (
    <fieldset className="sm:col-span-3" aria-labelledby={legendId}>
      <legend id={legendId} className="text-sm font-medium text-slate-800">
        Where can candidates live?
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {(Object.keys(scopeLabels) as RemoteScope[]).map((value) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm text-slate-800 ring-1 ring-inset ring-slate-300 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
          >
            <input type="radio" value={value} className="size-4 accent-brand-600" {...register('remoteScope')} />
            {scopeLabels[value]}
          </label>
        ))}
      </div>
      {scope === 'countries' && (
        <Controller
          control={control}
          name="remoteCountries"
          render={({ field }) => {
            const chosen = field.value ?? [];
            return (
              <div className="mt-4 space-y-2">
                <Field
                  label="Add a country"
                  error={errors.remoteCountries?.message ?? errors.remoteCountries?.root?.message}
                >
                  {({ id, describedBy, invalid }) => (
                    <Select
                      id={id}
                      aria-describedby={describedBy}
                      aria-invalid={invalid}
                      value=""
                      disabled={chosen.length >= REMOTE_COUNTRIES_MAX}
                      onChange={(event) =>
                        event.target.value &&
                        !chosen.includes(event.target.value) &&
                        field.onChange([...chosen, event.target.value])
                      }
                    >
                      <option value="">Choose a country…</option>
                      {countries
                        .filter((c) => !chosen.includes(c.code))
                        .map((c) => (
                          <option key={c.code} value={c.code}>
                            {c.name}
                          </option>
                        ))}
                    </Select>
                  )}
                </Field>
                {chosen.length > 0 && (
                  <ul className="flex flex-wrap gap-2" aria-label="Countries candidates may live in">
                    {chosen.map((code) => (
                      <li
                        key={code}
                        className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm font-medium text-brand-800 ring-1 ring-brand-200"
                      >
                        {countryName(code)}
                        <button
                          type="button"
                          className="grid size-8 place-items-center rounded-full hover:bg-brand-100"
                          aria-label={`Remove ${countryName(code)}`}
                          onClick={() => field.onChange(chosen.filter((c) => c !== code))}
                        >
                          <X className="size-4" aria-hidden />
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            );
          }}
        />
      )}
      {scope === 'timezones' && (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <Field label="From (west)" error={errors.remoteUtcMin?.message}>
            {({ id, describedBy, invalid }) => (
              <Select id={id} aria-describedby={describedBy} aria-invalid={invalid} {...register('remoteUtcMin')}>
                <option value="">Select…</option>
                {offsetOptions}
              </Select>
            )}
          </Field>
          <Field label="To (east)" error={errors.remoteUtcMax?.message}>
            {({ id, describedBy, invalid }) => (
              <Select id={id} aria-describedby={describedBy} aria-invalid={invalid} {...register('remoteUtcMax')}>
                <option value="">Select…</option>
                {offsetOptions}
              </Select>
            )}
          </Field>
        </div>
      )}
    </fieldset>
  );
}
