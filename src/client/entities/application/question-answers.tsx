import { ShieldX } from 'lucide-react';
import type { StoredAnswers } from '../../../shared/applications';
import { answerText, type StoredQuestionAnswer } from '../../../shared/job-questions';

/**
 * The answers to a position's own questions, each under the question as the candidate read
 * it, as rows of the caller's <dl>. A link stays text: an answer is the candidate's words, never a link
 * we vouch for.
 */
export function QuestionAnswerRows({
  answers,
  tone = 'slate-700',
}: {
  answers: StoredQuestionAnswer[];
  tone?: 'slate-700' | 'slate-600';
}) {
  return answers.map((answer) => (
    <div key={answer.questionId}>
      <dt className="font-semibold text-slate-800">{answer.prompt}</dt>
      <dd
        className={`mt-1 whitespace-pre-line break-words ${tone === 'slate-700' ? 'text-slate-700' : 'text-slate-600'}`}
      >
        {answerText(answer) || <span className="italic text-slate-500">No answer</span>}
      </dd>
    </div>
  ));
}

/** For the team only: the question whose answer declined the application as it was sent. */
export function KnockoutNote({ knockout }: { knockout: StoredAnswers['knockout'] }) {
  if (!knockout) return null;
  return (
    <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
      <ShieldX className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        Declined on arrival by your question “{knockout.prompt}”: the answer was “{knockout.answer}”. The candidate was
        told only the reason.
      </span>
    </p>
  );
}
