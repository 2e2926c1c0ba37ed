import { Briefcase, Pencil, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Controller, useFormContext } from 'react-hook-form';
import { z } from 'zod';
import {
  compensationPeriods,
  countries,
  currencies,
  experienceLevels,
  jobTypes,
  locationTypes,
  type CountryCode,
} from '../../../shared/catalog';
import {
  emptyJobPreferences,
  jobPreferencesSchema,
  LOOKING_FOR_MAX,
  openToWorkLabels,
  openToWorkValues,
  PREFERRED_COUNTRIES_MAX,
  type JobPreferences,
} from '../../../shared/job-preferences';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Field, Input, Select } from '../../components/field';
import { Form, FormMessage } from '../../components/form';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { failureText } from '../../lib/failure';
import { reveal } from '../../lib/reveal';
import { toast } from '../../lib/toast';
import { hasSaidNothing, useJobPreferences, useSaveJobPreferences } from './job-preferences';
import { HiddenFromStartups } from './hidden-from-startups';
import { PreferencesSummary } from './preferences-summary';

/**
 * The form's minimum pay is three plain inputs, empty when not given; the shared schema then checks
 * "all three or none" (all empty is no minimum) and everything else, as the server does.
 */
const minPayInput = z
  .object({ amount: z.string(), currency: z.string(), period: z.string() })
  .transform(({ amount, currency, period }) => {
    const typed = amount.replace(/[\s,]/g, '');
    if (!typed && !currency && !period) return null;
    return { amount: typed ? Number(typed) : Number.NaN, currency: currency || undefined, period: period || undefined };
  })
  .pipe(jobPreferencesSchema.shape.minPay);

const formSchema = jobPreferencesSchema.extend({ minPay: minPayInput });
type FormInput = z.input<typeof formSchema>;

function defaultsOf(p: JobPreferences): FormInput {
  return {
    ...p,
    minPay: p.minPay
      ? { amount: String(p.minPay.amount), currency: p.minPay.currency, period: p.minPay.period }
      : { amount: '', currency: '', period: '' },
  };
}

const serverFields = [
  'openToWork',
  'jobTypes',
  'experienceLevels',
  'locationTypes',
  'countries',
  'minPay',
  'minPay.amount',
  'minPay.currency',
  'minPay.period',
  'needsVisa',
  'lookingFor',
] as const;

/** The section's anchor: `/profile#open-to-work` opens its form. */
export const OPEN_TO_WORK_ID = 'open-to-work';

/** The member's own "Open to work" section on their profile: what they said, and the form to change it. */
export function OpenToWorkSection({ profileId }: { profileId: string }) {
  const query = useJobPreferences(profileId);
  // A link to /profile#open-to-work (Jobs for you, when there is nothing to match on) opens the form.
  const isLinkedTo = useLocation().hash === `#${OPEN_TO_WORK_ID}`;
  const [isEditing, setIsEditing] = useState(isLinkedTo);
  const preferences = query.data ?? null;
  // Opening or closing the form changes the section's height a lot: the person lands on its top.
  const top = useRef<HTMLDivElement>(null);
  const [moves, setMoves] = useState(isLinkedTo ? 1 : 0);
  useEffect(() => {
    if (moves > 0 && !query.isPending) reveal(top.current, 'start');
  }, [moves, query.isPending]);
  const edit = (on: boolean) => {
    setIsEditing(on);
    setMoves((n) => n + 1);
  };

  if (query.isPending) {
    return (
      <Card title="Open to work">
        <Skeleton className="h-5 w-40" />
      </Card>
    );
  }
  if (query.isError) {
    return (
      <Card title="Open to work">
        <ErrorState
          message="Failed to load your job preferences"
          detail={failureText(query.error, '')}
          isRetrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      </Card>
    );
  }
  if (isEditing) {
    return (
      <div ref={top} id={OPEN_TO_WORK_ID} className="scroll-mt-20">
        <PreferencesForm
          profileId={profileId}
          preferences={preferences ?? emptyJobPreferences}
          onDone={() => edit(false)}
        />
      </div>
    );
  }

  const editButton = (
    <Button variant="secondary" size="sm" onClick={() => edit(true)}>
      <Pencil className="size-4" aria-hidden /> Edit preferences
    </Button>
  );
  return (
    <div ref={top} id={OPEN_TO_WORK_ID} className="scroll-mt-20">
      <Card title="Open to work" action={preferences && !hasSaidNothing(preferences) ? editButton : undefined}>
        {preferences && !hasSaidNothing(preferences) ? (
          <>
            <PreferencesSummary preferences={preferences} />
            <p className="mt-4 text-xs text-slate-500">
              Founders hiring here see these only while you're open to work; other candidates never do.
            </p>
            {preferences.openToWork !== 'not_looking' && <HiddenFromStartups />}
          </>
        ) : (
          <EmptyState
            icon={Briefcase}
            title="Tell founders what you're looking for"
            text="Say whether you're open to work, the roles, places and pay that suit you. Founders hiring here see it only while you're open to work."
            action={<Button onClick={() => edit(true)}>Add preferences</Button>}
          />
        )}
      </Card>
    </div>
  );
}

function PreferencesForm({
  profileId,
  preferences,
  onDone,
}: {
  profileId: string;
  preferences: JobPreferences;
  onDone(): void;
}) {
  const save = useSaveJobPreferences(profileId);
  const [defaults] = useState(() => defaultsOf(preferences));
  return (
    <Form
      schema={formSchema}
      defaultValues={defaults}
      serverFields={serverFields}
      failureMessage="Failed to save your preferences. Please try again."
      onSubmit={async (input) => {
        await save.mutateAsync(input);
        toast.success('Preferences saved');
        onDone();
      }}
      aria-label="Open to work"
    >
      {({ register, watch, formState: { errors, isSubmitting } }) => (
        <Card title="Open to work">
          <div className="space-y-6">
            <FormMessage />
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">Are you open to work?</legend>
              <p className="mt-1 text-xs text-slate-500">
                Founders see these preferences only while you're open to work.
              </p>
              <div className="mt-2 grid gap-2 sm:grid-cols-3">
                {openToWorkValues.map((value) => (
                  <label key={value} className={chipClass}>
                    <input type="radio" value={value} className="sr-only" {...register('openToWork')} />
                    {openToWorkLabels[value]}
                  </label>
                ))}
              </div>
              {errors.openToWork?.message && <p className="mt-1 text-sm text-error">{errors.openToWork.message}</p>}
            </fieldset>

            <ChoiceGroup legend="Job types" name="jobTypes" values={jobTypes} error={errors.jobTypes?.message} />
            <ChoiceGroup
              legend="Experience levels"
              name="experienceLevels"
              values={experienceLevels}
              error={errors.experienceLevels?.message}
            />
            <ChoiceGroup
              legend="Location types"
              name="locationTypes"
              values={locationTypes}
              error={errors.locationTypes?.message}
            />
            <CountriesField error={errors.countries?.message} />

            <fieldset>
              <legend className="text-sm font-medium text-slate-800">Minimum pay</legend>
              <p className="text-xs text-slate-500">
                Optional: the amount, its currency and period, or leave all three empty.
              </p>
              <div className="mt-2 grid gap-3 sm:grid-cols-[1fr_8rem_9rem]">
                <Field label="Amount" error={errors.minPay?.amount?.message ?? errors.minPay?.message}>
                  {({ id, describedBy, invalid }) => (
                    <Input
                      id={id}
                      inputMode="numeric"
                      placeholder="e.g. 70000"
                      aria-describedby={describedBy}
                      aria-invalid={invalid}
                      {...register('minPay.amount')}
                    />
                  )}
                </Field>
                <Field label="Currency" error={errors.minPay?.currency?.message}>
                  {({ id, describedBy, invalid }) => (
                    <Select
                      id={id}
                      aria-describedby={describedBy}
                      aria-invalid={invalid}
                      {...register('minPay.currency')}
                    >
                      <option value="">—</option>
                      {currencies.map((c) => (
                        <option key={c} value={c}>
                          {c}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
                <Field label="Period" error={errors.minPay?.period?.message}>
                  {({ id, describedBy, invalid }) => (
                    <Select
                      id={id}
                      aria-describedby={describedBy}
                      aria-invalid={invalid}
                      {...register('minPay.period')}
                    >
                      <option value="">—</option>
                      {compensationPeriods.map((p) => (
                        <option key={p} value={p}>
                          {periodLabels[p]}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
              </div>
            </fieldset>

            <div>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-slate-800">
                <input
                  type="checkbox"
                  className="size-4 rounded border-slate-300 accent-brand-600"
                  {...register('needsVisa')}
                />
                I need visa sponsorship
              </label>
              {errors.needsVisa?.message && <p className="mt-1 text-sm text-error">{errors.needsVisa.message}</p>}
            </div>

            <Field
              label="What I'm looking for"
              hint={`${watch('lookingFor').length}/${LOOKING_FOR_MAX}`}
              error={errors.lookingFor?.message}
            >
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  maxLength={LOOKING_FOR_MAX}
                  placeholder="e.g. A backend role at an early-stage climate startup"
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  {...register('lookingFor')}
                />
              )}
            </Field>

            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="secondary" onClick={onDone}>
                Cancel
              </Button>
              <Button type="submit" isLoading={isSubmitting}>
                Save preferences
              </Button>
            </div>
          </div>
        </Card>
      )}
    </Form>
  );
}

const periodLabels: Record<(typeof compensationPeriods)[number], string> = {
  Hour: 'Per hour',
  Month: 'Per month',
  Year: 'Per year',
};

const chipClass =
  'flex min-h-11 cursor-pointer items-center justify-center rounded-lg px-3 py-2 text-sm font-semibold ring-1 ring-inset bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 ' +
  'has-checked:bg-brand-50 has-checked:text-brand-800 has-checked:ring-2 has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-brand-600';

/** Several of the catalog's values as chips, each a checkbox of one array field. */
function ChoiceGroup({
  legend,
  name,
  values,
  error,
}: {
  legend: string;
  name: 'jobTypes' | 'experienceLevels' | 'locationTypes';
  values: readonly string[];
  error?: string;
}) {
  const { register } = useFormContext<FormInput>();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {values.map((value) => (
          <label key={value} className={chipClass}>
            <input type="checkbox" value={value} className="sr-only" {...register(name)} />
            {value}
          </label>
        ))}
      </div>
      {error && <p className="mt-1 text-sm text-error">{error}</p>}
    </fieldset>
  );
}

/** Countries they can work in: picked one at a time from the catalog, shown as removable chips. */
function CountriesField({ error }: { error?: string }) {
  const { control } = useFormContext<FormInput>();
  return (
    <Controller
      control={control}
      name="countries"
      render={({ field }) => {
        const chosen = field.value;
        const full = chosen.length >= PREFERRED_COUNTRIES_MAX;
        return (
          <Field
            label="Countries you can work in"
            hint={
              full
                ? `At most ${PREFERRED_COUNTRIES_MAX}`
                : 'Where you can work without a new visa, or with the one you need.'
            }
            error={error}
          >
            {({ id, describedBy, invalid }) => (
              <div className="space-y-2">
                <Select
                  id={id}
                  value=""
                  disabled={full}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    const code = event.target.value as CountryCode;
                    if (code && !chosen.includes(code)) field.onChange([...chosen, code]);
                  }}
                >
                  <option value="">Add a country…</option>
                  {countries
                    .filter((c) => !chosen.includes(c.code))
                    .map((c) => (
                      <option key={c.code} value={c.code}>
                        {c.name}
                      </option>
                    ))}
                </Select>
                {chosen.length > 0 && (
                  <ul className="flex flex-wrap gap-2" aria-label="Chosen countries">
                    {chosen.map((code) => (
                      <li
                        key={code}
                        className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm font-medium text-brand-800"
                      >
                        {countries.find((c) => c.code === code)?.name ?? code}
                        <button
                          type="button"
                          className="relative inline-flex size-7 items-center justify-center rounded-full after:absolute after:-inset-2 after:content-[''] hover:bg-brand-100"
                          aria-label={`Remove ${countries.find((c) => c.code === code)?.name ?? code}`}
                          onClick={() => field.onChange(chosen.filter((c) => c !== code))}
                        >
                          <X className="size-3.5" aria-hidden />
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            )}
          </Field>
        );
      }}
    />
  );
}
