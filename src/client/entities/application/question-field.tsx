import { useId } from 'react';
import { limitWords, wordCount } from '../../../shared/applications';
import {
  CHOICE_OPTIONS_MAX,
  LINK_ANSWER_MAX,
  SHORT_ANSWER_MAX,
  yesNoLabels,
  YES_NO,
  type JobQuestion,
} from '../../../shared/job-questions';
import { inputClass, Select } from '../../components/field';

/** One of a position's own questions on the apply form, as its kind asks to be answered. */
export function QuestionField({
  question,
  value,
  error,
  onChange,
}: {
  question: JobQuestion;
  value: string;
  error?: string;
  onChange(value: string): void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : undefined;
  const label = (
    <span className="block text-sm font-medium text-slate-800">
      {question.prompt}
      {!question.required && <span className="font-normal text-slate-500"> (optional)</span>}
    </span>
  );
  const errorText = error && (
    <p id={errorId} className="mt-1 text-sm text-error">
      {error}
    </p>
  );

  if (question.kind === 'yes_no' || (question.kind === 'choice' && question.options.length <= 4)) {
    const options =
      question.kind === 'yes_no'
        ? YES_NO.map((v) => ({ value: v, label: yesNoLabels[v] }))
        : question.options.map((o) => ({ value: o, label: o }));
    return (
      <fieldset aria-describedby={describedBy} aria-invalid={!!error}>
        <legend>{label}</legend>
        <div className="mt-1.5 flex flex-wrap gap-x-5">
          {options.map((option) => (
            <label
              key={option.value}
              className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-800"
            >
              <input
                type="radio"
                name={id}
                className="size-5 border-slate-300 accent-brand-600"
                checked={value === option.value}
                onChange={() => onChange(option.value)}
              />
              {option.label}
            </label>
          ))}
        </div>
        {errorText}
      </fieldset>
    );
  }
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <div className="mt-1.5">
        {question.kind === 'choice' && (
          <Select
            id={id}
            value={value}
            aria-invalid={!!error}
            aria-describedby={describedBy}
            onChange={(e) => onChange(e.target.value)}
          >
            <option value="">Choose…</option>
            {question.options.slice(0, CHOICE_OPTIONS_MAX).map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </Select>
        )}
        {question.kind === 'long_text' && (
          <>
            <textarea
              id={id}
              rows={4}
              className={inputClass}
              value={value}
              aria-invalid={!!error}
              aria-describedby={describedBy}
              onChange={(e) => onChange(limitWords(e.target.value, question.maxWords))}
            />
            <p className="mt-1 text-right text-xs text-slate-500">
              {wordCount(value)}/{question.maxWords} words
            </p>
          </>
        )}
        {question.kind === 'short_text' && (
          <input
            id={id}
            className={inputClass}
            maxLength={SHORT_ANSWER_MAX}
            value={value}
            aria-invalid={!!error}
            aria-describedby={describedBy}
            onChange={(e) => onChange(e.target.value)}
          />
        )}
        {question.kind === 'link' && (
          <input
            id={id}
            type="url"
            inputMode="url"
            placeholder="https://"
            className={inputClass}
            maxLength={LINK_ANSWER_MAX}
            value={value}
            aria-invalid={!!error}
            aria-describedby={describedBy}
            onChange={(e) => onChange(e.target.value)}
          />
        )}
      </div>
      {errorText}
    </div>
  );
}
