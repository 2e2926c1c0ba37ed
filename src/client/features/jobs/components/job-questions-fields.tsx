import { ArrowDown, ArrowUp, Plus, Trash2, X } from 'lucide-react';
import { Controller, useFieldArray, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import {
  ANSWER_LABELS,
  ANSWER_MAX_WORDS,
  QUESTIONS,
  rejectionReasonLabels,
  rejectionReasons,
} from '../../../../shared/applications';
import { applicationLength, askedOfCandidatesText } from '../../../../shared/application-length';
import { DEFAULT_ESSAYS, essayNames, essayRequirementLabels, essayRequirements } from '../../../../shared/essays';
import {
  CHOICE_OPTIONS_MAX,
  JOB_QUESTIONS_MAX,
  LONG_ANSWER_WORDS_DEFAULT,
  questionKindLabels,
  questionKinds,
  yesNoLabels,
  YES_NO,
  type JobQuestionInput,
  type QuestionKind,
} from '../../../../shared/job-questions';
import type { JobData, JobInput } from '../../../../shared/jobs';
import { Button } from '../../../components/button';
import { Field, Input, Select } from '../../../components/field';

// The job form's "Application questions": the two standard essays, required unless the founder makes one
// optional or leaves it out (decision 061), then up to five of the founder's own, each of one kind, in the order the candidate will meet them.

type Form = UseFormReturn<JobInput, unknown, JobData>;
type QuestionErrors = FieldErrors<{
  prompt: string;
  maxWords: number;
  options: string[];
  knockout: { answers: string[]; reason: string };
}>;

/** The question reshaped to another kind: its words and whether it is required stay. */
function asKind(question: JobQuestionInput, kind: QuestionKind): JobQuestionInput {
  const { id, prompt, required } = question;
  switch (kind) {
    case 'long_text':
      return { id, prompt, required, kind, maxWords: LONG_ANSWER_WORDS_DEFAULT };
    case 'choice':
      return { id, prompt, required, kind, options: ['', ''], knockout: null };
    case 'yes_no':
      return { id, prompt, required, kind, knockout: null };
    default:
      return { id, prompt, required, kind };
  }
}

export function JobQuestionsFields({ form }: { form: Form }) {
  const { control, register, formState, watch } = form;
  const questions = useFieldArray({ control, name: 'questions', keyName: 'key' });
  const errors = formState.errors.questions;
  const listError = errors?.message ?? errors?.root?.message;
  const isFull = questions.fields.length >= JOB_QUESTIONS_MAX;

  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <p className="text-sm text-slate-600">
          Two short essays, up to {ANSWER_MAX_WORDS} words each. Candidates must answer a required one, may skip an
          optional one, and never see one that is not asked.
        </p>
        <ol className="space-y-2">
          {essayNames.map((name) => (
            <li
              key={name}
              className="flex flex-col gap-3 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200 sm:flex-row sm:items-center"
            >
              <span className="flex-1">{QUESTIONS[name]}</span>
              <Select aria-label={`${ANSWER_LABELS[name]} essay`} className="sm:w-40" {...register(`essays.${name}`)}>
                {essayRequirements.map((r) => (
                  <option key={r} value={r}>
                    {essayRequirementLabels[r]}
                  </option>
                ))}
              </Select>
            </li>
          ))}
        </ol>
      </div>

      {questions.fields.map((field, index) => {
        const kind = watch(`questions.${index}.kind`);
        const fieldErrors = errors?.[index] as QuestionErrors | undefined;
        const number = index + 1;
        return (
          <fieldset
            key={field.key}
            className="space-y-4 rounded-xl p-4 ring-1 ring-slate-200"
            aria-label={`Question ${number}`}
          >
            <div className="flex items-center justify-between gap-2">
              <legend className="text-sm font-semibold text-slate-900">Question {number}</legend>
              <div className="flex gap-1">
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Move question ${number} up`}
                  disabled={index === 0}
                  onClick={() => questions.move(index, index - 1)}
                >
                  <ArrowUp className="size-4" aria-hidden />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Move question ${number} down`}
                  disabled={index === questions.fields.length - 1}
                  onClick={() => questions.move(index, index + 1)}
                >
                  <ArrowDown className="size-4" aria-hidden />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove question ${number}`}
                  onClick={() => questions.remove(index)}
                >
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </div>
            </div>
            <Field label="Question" error={fieldErrors?.prompt?.message}>
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  {...register(`questions.${index}.prompt`)}
                />
              )}
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Answer type">
                {({ id }) => (
                  <Select
                    id={id}
                    value={kind}
                    onChange={(e) =>
                      questions.update(
                        index,
                        asKind(form.getValues(`questions.${index}`) ?? field, e.target.value as QuestionKind),
                      )
                    }
                  >
                    {questionKinds.map((k) => (
                      <option key={k} value={k}>
                        {questionKindLabels[k]}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              {kind === 'long_text' && (
                <Field label="Word limit" error={fieldErrors?.maxWords?.message}>
                  {({ id, describedBy, invalid }) => (
                    <Input
                      id={id}
                      type="number"
                      inputMode="numeric"
                      aria-describedby={describedBy}
                      aria-invalid={invalid}
                      {...register(`questions.${index}.maxWords` as `questions.${number}.prompt`, {
                        valueAsNumber: true,
                      })}
                    />
                  )}
                </Field>
              )}
            </div>
            {kind === 'choice' && (
              <Controller
                control={control}
                name={`questions.${index}.options` as `questions.${number}.prompt`}
                render={({ field: options }) => (
                  <ChoiceOptions
                    number={number}
                    value={options.value as unknown as string[]}
                    onChange={options.onChange}
                    errors={fieldErrors?.options}
                  />
                )}
              />
            )}
            <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-slate-800">
              <input
                type="checkbox"
                className="size-5 rounded border-slate-300 accent-brand-600"
                {...register(`questions.${index}.required`)}
              />
              Required
            </label>
            {(kind === 'yes_no' || kind === 'choice') && (
              <KnockoutFields form={form} index={index} errors={fieldErrors?.knockout} />
            )}
          </fieldset>
        );
      })}

      {listError && <p className="text-sm text-error">{listError}</p>}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="secondary"
          disabled={isFull}
          onClick={() => questions.append({ id: crypto.randomUUID(), kind: 'short_text', prompt: '', required: true })}
        >
          <Plus className="size-4" aria-hidden /> Add a question
        </Button>
        <span className="text-xs text-slate-500">
          {isFull
            ? `That is the most: ${JOB_QUESTIONS_MAX} questions of your own.`
            : `Up to ${JOB_QUESTIONS_MAX} of your own, such as "Are you authorised to work in the UK?" or "Link to your GitHub".`}
        </span>
      </div>
      <AskedOfCandidates form={form} />
    </div>
  );
}

function ChoiceOptions({
  number,
  value,
  onChange,
  errors,
}: {
  number: number;
  value: string[];
  onChange(value: string[]): void;
  errors?: QuestionErrors['options'];
}) {
  const listError = errors?.message ?? errors?.root?.message;
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-800">Choices</p>
      {value.map((option, i) => (
        <div key={i} className="flex items-start gap-2">
          <div className="flex-1">
            <Input
              aria-label={`Question ${number}, choice ${i + 1}`}
              aria-invalid={!!errors?.[i]}
              value={option}
              onChange={(e) => onChange(value.map((o, j) => (j === i ? e.target.value : o)))}
            />
            {errors?.[i]?.message && <p className="mt-1 text-sm text-error">{errors[i].message}</p>}
          </div>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={`Remove choice ${i + 1} of question ${number}`}
            onClick={() => onChange(value.filter((_, j) => j !== i))}
          >
            <X className="size-4" aria-hidden />
          </Button>
        </div>
      ))}
      {listError && <p className="text-sm text-error">{listError}</p>}
      <Button
        type="button"
        variant="ghost"
        size="sm"
        disabled={value.length >= CHOICE_OPTIONS_MAX}
        onClick={() => onChange([...value, ''])}
      >
        <Plus className="size-4" aria-hidden /> Add a choice
      </Button>
    </div>
  );
}

/** Answers that close an application straight away, and the reason the candidate is told (never the rule). */
function KnockoutFields({ form, index, errors }: { form: Form; index: number; errors?: QuestionErrors['knockout'] }) {
  const question = form.watch(`questions.${index}`);
  if (!question || (question.kind !== 'yes_no' && question.kind !== 'choice')) return null;
  const knockout = question.knockout ?? null;
  const offered: readonly string[] =
    question.kind === 'yes_no' ? YES_NO : question.options.filter((o) => o.trim() !== '');
  const set = (next: typeof knockout) =>
    form.setValue(`questions.${index}.knockout` as `questions.${number}.prompt`, next as never, { shouldDirty: true });
  const toggle = (answer: string) => {
    if (!knockout) return;
    const answers =
      question.kind === 'yes_no'
        ? [answer]
        : knockout.answers.includes(answer)
          ? knockout.answers.filter((a) => a !== answer)
          : [...knockout.answers, answer];
    set({ ...knockout, answers } as typeof knockout);
  };
  const answersError = errors?.answers?.message ?? errors?.answers?.root?.message;
  return (
    <div className="space-y-3 rounded-lg bg-slate-50 p-3">
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          className="size-5 rounded border-slate-300 accent-brand-600"
          checked={!!knockout}
          onChange={(e) =>
            set(
              e.target.checked
                ? ({ answers: question.kind === 'yes_no' ? ['no'] : [], reason: 'not_right_fit' } as typeof knockout)
                : null,
            )
          }
        />
        Decline applications that give certain answers
      </label>
      {knockout && (
        <>
          <fieldset className="space-y-1">
            <legend className="text-sm text-slate-700">Decline when the answer is</legend>
            <div className="flex flex-wrap gap-x-5">
              {offered.map((answer) => (
                <label key={answer} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-800">
                  <input
                    type={question.kind === 'yes_no' ? 'radio' : 'checkbox'}
                    name={`knockout-${index}`}
                    className="size-5 border-slate-300 accent-brand-600"
                    checked={knockout.answers.includes(answer as never)}
                    onChange={() => toggle(answer)}
                  />
                  {question.kind === 'yes_no' ? yesNoLabels[answer as keyof typeof yesNoLabels] : answer}
                </label>
              ))}
            </div>
            {answersError && <p className="text-sm text-error">{answersError}</p>}
          </fieldset>
          <Field
            label="Reason the candidate is told"
            hint="As when you decline by hand: the candidate hears the reason, never that a question decided it."
            error={errors?.reason?.message}
          >
            {({ id, describedBy, invalid }) => (
              <Select
                id={id}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                value={knockout.reason}
                onChange={(e) => set({ ...knockout, reason: e.target.value as (typeof rejectionReasons)[number] })}
              >
                {rejectionReasons.map((r) => (
                  <option key={r} value={r}>
                    {rejectionReasonLabels[r]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </>
      )}
    </div>
  );
}

/** What candidates will be asked, in one sentence, and how long the form takes them: kept in view as the founder changes it. */
function AskedOfCandidates({ form }: { form: Form }) {
  const essays = { ...DEFAULT_ESSAYS, ...form.watch('essays') };
  const questions = (form.watch('questions') ?? []).map((q) => ({ kind: q.kind, required: q.required }));
  const minutes = applicationLength({ essays, questions }).minutes;
  return (
    <p
      role="status"
      aria-label="What candidates will be asked"
      className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-100"
    >
      {askedOfCandidatesText({ essays, questions })} About {minutes} {minutes === 1 ? 'minute' : 'minutes'} to apply.
    </p>
  );
}
