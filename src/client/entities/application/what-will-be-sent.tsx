import { FileText } from 'lucide-react';
import { ANSWER_LABELS } from '../../../shared/applications';
import { askedEssays, essayFields, type EssaySettings } from '../../../shared/essays';
import { storedAnswers, type JobQuestion } from '../../../shared/job-questions';
import { QuestionAnswerRows } from './question-answers';

/**
 * The review step (decision 061): exactly what the application will carry, the resume by its name and
 * every answer in the order asked; an essay the position does not ask is not there, an optional one left
 * empty says so. `clamp`: two lines an answer, where the dialog is a summary rather than the review.
 */
export function WhatWillBeSent({
  resumeName,
  essays,
  answers,
  questions,
  questionAnswers,
  clamp = false,
}: {
  resumeName: string;
  essays: EssaySettings;
  answers: { startupCultureAnswer: string; problemSolvingAnswer: string };
  questions: JobQuestion[];
  questionAnswers: Record<string, string>;
  clamp?: boolean;
}) {
  return (
    <dl className="space-y-3 text-sm" aria-label="What will be sent">
      <div>
        <dt className="font-semibold text-slate-800">Resume</dt>
        <dd className="mt-0.5 flex min-w-0 items-center gap-2 text-slate-700">
          <FileText className="size-4 shrink-0 text-slate-500" aria-hidden />{' '}
          <span className="truncate">{resumeName}</span>
        </dd>
      </div>
      {askedEssays(essays).map((name) => {
        const answer = answers[essayFields[name]];
        return (
          <div key={name}>
            <dt className="font-semibold text-slate-800">{ANSWER_LABELS[name]}</dt>
            <dd
              className={`mt-0.5 whitespace-pre-line break-words text-slate-600 ${clamp ? 'line-clamp-2' : 'max-h-40 overflow-y-auto'}`}
            >
              {answer || <span className="italic text-slate-500">No answer</span>}
            </dd>
          </div>
        );
      })}
      <QuestionAnswerRows answers={storedAnswers(questions, questionAnswers)} tone="slate-600" />
    </dl>
  );
}
