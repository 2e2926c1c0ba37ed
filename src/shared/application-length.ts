// How long a position's application form is, in words a candidate reads before starting and a founder
// reads on the job form (decision 061). Pure: the apply dialog and the job form both count with it.
import type { EssaySettings } from './essays';
import type { QuestionKind } from './job-questions';

/** Minutes a part of the form takes, roughly: an essay of a few hundred words is the long part. */
const MINUTES = { essay: 5, resume: 1, long_text: 4, short_text: 1, link: 1, yes_no: 0.5, choice: 0.5 } as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "a, b and c". */
const listText = (parts: string[]) =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

export type FormLength = { parts: string[]; minutes: number };

/** What the form asks, part by part ("2 short essays", "1 question of your own", "your resume"), and about how many minutes it takes. */
export function applicationLength({
  essays,
  questions,
}: {
  essays: EssaySettings;
  questions: readonly { kind: QuestionKind; required: boolean }[];
}): FormLength {
  const asked = Object.values(essays).filter((r) => r !== 'not_asked');
  const optional = asked.filter((r) => r === 'optional').length;
  const parts: string[] = [];
  if (asked.length > 0) {
    const essayText = plural(asked.length, 'short essay', 'short essays');
    parts.push(
      optional === 0
        ? essayText
        : optional === asked.length
          ? `${essayText} (optional)`
          : `${essayText} (${optional} optional)`,
    );
  }
  if (questions.length > 0) parts.push(plural(questions.length, 'question', 'questions'));
  parts.push('your resume');
  const minutes =
    asked.length * MINUTES.essay + MINUTES.resume + questions.reduce((sum, q) => sum + MINUTES[q.kind], 0);
  return { parts, minutes: Math.max(1, Math.ceil(minutes)) };
}

/** "2 short essays, 1 question and your resume · about 12 minutes". */
export function applicationLengthText(length: FormLength): string {
  return `${listText(length.parts)} · about ${plural(length.minutes, 'minute', 'minutes')}`;
}

/** The job form's sentence: what candidates will be asked for, with the founder's own questions named as theirs. */
export function askedOfCandidatesText({
  essays,
  questions,
}: {
  essays: EssaySettings;
  questions: readonly { required: boolean }[];
}): string {
  const required = Object.values(essays).filter((r) => r === 'required').length;
  const optional = Object.values(essays).filter((r) => r === 'optional').length;
  const parts = ['their resume'];
  if (required > 0) parts.push(plural(required, 'required essay', 'required essays'));
  if (optional > 0) parts.push(plural(optional, 'optional essay', 'optional essays'));
  if (questions.length > 0) parts.push(plural(questions.length, 'question of your own', 'questions of your own'));
  return `Candidates will be asked for ${listText(parts)}.`;
}
