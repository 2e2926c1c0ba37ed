import { z } from 'zod';
import { ANSWER_MAX_CHARS, ANSWER_MAX_WORDS } from './limits';
import { multiLineText } from './fields';
import { wordCount } from './answer-rules';

// The two standard essays, per position (decision 061): required by default unless the founder
// makes one optional or leaves it out. The job form sets it, the apply form and the API hold to it.

export const essayRequirements = ['required', 'optional', 'not_asked'] as const;
export type EssayRequirement = (typeof essayRequirements)[number];
export const essayNames = ['startupCulture', 'problemSolving'] as const;
export type EssayName = (typeof essayNames)[number];
export type EssaySettings = Record<EssayName, EssayRequirement>;

export const DEFAULT_ESSAYS: EssaySettings = { startupCulture: 'required', problemSolving: 'required' };
export const essayRequirementLabels: Record<EssayRequirement, string> = {
  required: 'Required',
  optional: 'Optional',
  not_asked: 'Not asked',
};

const requirement = z
  .enum(essayRequirements, { error: 'Please choose whether candidates answer this question' })
  .default('required');
/** The job form's and the API's choice; anything left out is required, the default. */
export const essaySettingsSchema = z
  .object({ startupCulture: requirement, problemSolving: requirement })
  .default(DEFAULT_ESSAYS);

/** The form fields of the two answers. */
export const essayFields = {
  startupCulture: 'startupCultureAnswer',
  problemSolving: 'problemSolvingAnswer',
} as const satisfies Record<EssayName, string>;

export const ESSAY_NOT_ASKED = 'This position no longer asks this question. Please reload the page.';
const REQUIRED_MESSAGES: Record<EssayName, string> = {
  startupCulture: 'Please answer the first question about startup culture',
  problemSolving: 'Please answer the second question about problem solving',
};

// Words are the spec's limit; characters bound what one "word" may hold (500 words of 1 MB each).
const boundedAnswer = (message: string) =>
  multiLineText({ error: message })
    .max(ANSWER_MAX_CHARS, `Please keep each answer to ${ANSWER_MAX_CHARS} characters or fewer`)
    .refine((v) => wordCount(v) <= ANSWER_MAX_WORDS, `Please keep each answer to ${ANSWER_MAX_WORDS} words or fewer`);

function essayAnswer(name: EssayName, asked: EssayRequirement) {
  const message = REQUIRED_MESSAGES[name];
  // Not asked: the field must be absent. Something sent for it (a stale form) is refused, never dropped.
  if (asked === 'not_asked') return z.undefined({ error: ESSAY_NOT_ASKED }).optional();
  if (asked === 'optional') return boundedAnswer(message).optional();
  return boundedAnswer(message).min(1, message);
}

/** The two answers by what the position asks; an essay it does not ask, or an optional one left out, reads as ''. */
export function essayAnswersSchemaFor(essays: EssaySettings) {
  return z
    .object({
      startupCultureAnswer: essayAnswer('startupCulture', essays.startupCulture),
      problemSolvingAnswer: essayAnswer('problemSolving', essays.problemSolving),
    })
    .transform((v) => ({
      startupCultureAnswer: v.startupCultureAnswer ?? '',
      problemSolvingAnswer: v.problemSolvingAnswer ?? '',
    }));
}

/** The essays a position asks, in order. */
export const askedEssays = (essays: EssaySettings): EssayName[] =>
  essayNames.filter((name) => essays[name] !== 'not_asked');
