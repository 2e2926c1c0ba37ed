import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import {
  CRITERION_NAME_MAX,
  CRITERION_NOTE_MAX,
  DEFAULT_CRITERIA,
  recommendationLabels,
  recommendations,
  SCORECARD_CRITERIA_MAX,
  SCORECARD_SUMMARY_MAX,
  scorecardInputSchema,
  scorecardRatingLabels,
  scorecardRatings,
  type Recommendation,
  type Scorecard,
  type ScorecardInput,
  type ScorecardRating,
} from '../../../../shared/scorecards';
import { Button } from '../../../components/button';
import { Field, Input, inputClass } from '../../../components/field';
import { Form, FormMessage } from '../../../components/form';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useSaveScorecard } from '../api/scorecards';

// The caller's own scorecard, filled in or edited whole: criteria rated 1 to 4 with a note each, a
// recommendation and a summary, checked by the schema the server validates with.

/** A chosen segment takes its step's colour, from red to green; white text on each passes 4.5:1. */
const ratingChecked: Record<ScorecardRating, string> = {
  1: 'has-checked:bg-red-700 has-checked:text-white',
  2: 'has-checked:bg-amber-700 has-checked:text-white',
  3: 'has-checked:bg-lime-700 has-checked:text-white',
  4: 'has-checked:bg-green-700 has-checked:text-white',
};
const recommendationChecked: Record<Recommendation, string> = {
  strong_no: 'has-checked:bg-red-700 has-checked:text-white',
  no: 'has-checked:bg-red-100 has-checked:text-red-900 has-checked:ring-2 has-checked:ring-red-700',
  yes: 'has-checked:bg-green-100 has-checked:text-green-900 has-checked:ring-2 has-checked:ring-green-700',
  strong_yes: 'has-checked:bg-green-700 has-checked:text-white',
};
const segment =
  'relative flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-md px-1 py-1 text-center text-sm font-medium text-slate-700 ring-inset hover:bg-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600';

/** A new row; its rating is unset until chosen (the schema asks for one). */
const blankCriterion = (name: string) => ({ name, rating: undefined as unknown as number, note: '' });

function defaultsOf(scorecard: Scorecard | null): ScorecardInput {
  if (!scorecard)
    return {
      criteria: DEFAULT_CRITERIA.map(blankCriterion),
      recommendation: undefined as unknown as Recommendation,
      summary: '',
    };
  return { criteria: scorecard.criteria, recommendation: scorecard.recommendation, summary: scorecard.summary };
}

export function ScorecardForm({
  applicationId,
  scorecard,
  onDone,
}: {
  applicationId: string;
  scorecard: Scorecard | null;
  onDone(): void;
}) {
  const save = useSaveScorecard(applicationId);
  return (
    <Form
      schema={scorecardInputSchema}
      defaultValues={defaultsOf(scorecard)}
      failureMessage="Failed to save the scorecard. Please try again."
      onSubmit={async (values) => {
        await save.mutateAsync(values);
        toast.success('Scorecard saved');
        onDone();
      }}
      className="space-y-5"
      aria-label="Your scorecard"
    >
      {({ register, formState: { errors, isSubmitting } }) => (
        <>
          <CriteriaFields />
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">Your recommendation</legend>
            <div className="mt-1.5 grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 sm:grid-cols-4">
              {recommendations.map((value) => (
                <label key={value} className={cn(segment, recommendationChecked[value])}>
                  <input
                    type="radio"
                    value={value}
                    className="sr-only"
                    aria-invalid={!!errors.recommendation}
                    {...register('recommendation')}
                  />
                  {recommendationLabels[value]}
                </label>
              ))}
            </div>
            {errors.recommendation && <p className="mt-1.5 text-sm text-error">{errors.recommendation.message}</p>}
          </fieldset>
          <Field
            label="Summary (optional)"
            hint={`What the team should know, up to ${SCORECARD_SUMMARY_MAX.toLocaleString('en')} characters.`}
            error={errors.summary?.message}
          >
            {({ id, describedBy, invalid }) => (
              <textarea
                id={id}
                rows={3}
                maxLength={SCORECARD_SUMMARY_MAX}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                className={cn(inputClass, 'resize-y')}
                {...register('summary')}
              />
            )}
          </Field>
          <FormMessage />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" isLoading={isSubmitting}>
              Save scorecard
            </Button>
          </div>
        </>
      )}
    </Form>
  );
}

function CriteriaFields() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ScorecardInput>();
  const criteria = useFieldArray({ control, name: 'criteria', keyName: 'key' });
  const listError = errors.criteria?.message ?? errors.criteria?.root?.message;
  return (
    <div className="space-y-3">
      {criteria.fields.map((field, index) => {
        const number = index + 1;
        const fieldErrors = errors.criteria?.[index];
        return (
          <fieldset
            key={field.key}
            className="space-y-3 rounded-xl p-3 ring-1 ring-slate-200 sm:p-4"
            aria-label={`Criterion ${number}`}
          >
            <div className="flex items-center justify-between gap-2">
              <legend className="text-sm font-semibold text-slate-900">Criterion {number}</legend>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Remove criterion ${number}`}
                disabled={criteria.fields.length === 1}
                onClick={() => criteria.remove(index)}
              >
                <Trash2 className="size-4" aria-hidden />
              </Button>
            </div>
            <Field label="Name" error={fieldErrors?.name?.message}>
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  maxLength={CRITERION_NAME_MAX}
                  autoComplete="off"
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  {...register(`criteria.${index}.name`)}
                />
              )}
            </Field>
            <Controller
              control={control}
              name={`criteria.${index}.rating`}
              render={({ field: rating }) => (
                <fieldset>
                  <legend className="text-sm font-medium text-slate-800">Rating</legend>
                  <div className="mt-1.5 grid grid-cols-4 gap-1 rounded-lg bg-slate-100 p-1">
                    {scorecardRatings.map((value) => (
                      <label key={value} className={cn(segment, ratingChecked[value])}>
                        <input
                          ref={value === 1 ? rating.ref : undefined}
                          type="radio"
                          name={rating.name}
                          value={value}
                          checked={rating.value === value}
                          onChange={() => rating.onChange(value)}
                          onBlur={rating.onBlur}
                          aria-invalid={!!fieldErrors?.rating}
                          className="sr-only"
                        />
                        <span className="text-base font-semibold leading-none">{value}</span>{' '}
                        <span className="text-xs leading-tight">{scorecardRatingLabels[value]}</span>
                      </label>
                    ))}
                  </div>
                  {fieldErrors?.rating && <p className="mt-1.5 text-sm text-error">{fieldErrors.rating.message}</p>}
                </fieldset>
              )}
            />
            <Field label="Note (optional)" error={fieldErrors?.note?.message}>
              {({ id, describedBy, invalid }) => (
                <textarea
                  id={id}
                  rows={2}
                  maxLength={CRITERION_NOTE_MAX}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  className={cn(inputClass, 'resize-y')}
                  {...register(`criteria.${index}.note`)}
                />
              )}
            </Field>
          </fieldset>
        );
      })}
      {listError && <p className="text-sm text-error">{listError}</p>}
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={criteria.fields.length >= SCORECARD_CRITERIA_MAX}
        onClick={() => criteria.append(blankCriterion(''))}
      >
        <Plus className="size-4" aria-hidden /> Add a criterion
      </Button>
      {criteria.fields.length >= SCORECARD_CRITERIA_MAX && (
        <p className="text-xs text-slate-600">A scorecard has at most {SCORECARD_CRITERIA_MAX} criteria.</p>
      )}
    </div>
  );
}
