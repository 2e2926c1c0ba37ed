import { z } from 'zod';
import { multiLineText, singleLineText } from './fields';
import { rejectionReasons, wordCount, type FounderRejectionReason } from './answer-rules';

// A position's own questions: the two standard essays stay on every position; a founder may add
// up to five more. The job form and PUT/POST /api/jobs parse the questions with this schema; the apply
// form and POST /api/jobs/:id/applications parse the answers with the schema `answersSchemaFor` builds
// from the position's questions, so both sides hold the same rules.

export const JOB_QUESTIONS_MAX = 5;
export const QUESTION_PROMPT_MAX = 300;
export const CHOICE_OPTIONS_MIN = 2;
export const CHOICE_OPTIONS_MAX = 10;
export const CHOICE_OPTION_MAX = 100;
export const SHORT_ANSWER_MAX = 200;
export const LINK_ANSWER_MAX = 500;
/** A long answer's word limit: the founder's choice, up to the standard essays' 500; 300 unless they choose. */
export const LONG_ANSWER_WORDS_MIN = 10;
export const LONG_ANSWER_WORDS_MAX = 500;
export const LONG_ANSWER_WORDS_DEFAULT = 300;
/** Characters bound what one "word" may hold, as the standard essays' answers do. */
const LONG_ANSWER_MAX_CHARS = 5000;

export const questionKinds = ['short_text', 'long_text', 'yes_no', 'choice', 'link'] as const;
export type QuestionKind = (typeof questionKinds)[number];
export const questionKindLabels: Record<QuestionKind, string> = {
  short_text: 'Short answer',
  long_text: 'Long answer',
  yes_no: 'Yes or no',
  choice: 'One choice from a list',
  link: 'Link',
};
export const YES_NO = ['yes', 'no'] as const;
export const yesNoLabels = { yes: 'Yes', no: 'No' } as const;

const prompt = singleLineText({ error: 'Please write the question' })
  .min(1, 'Please write the question')
  .max(QUESTION_PROMPT_MAX, `Please keep each question to ${QUESTION_PROMPT_MAX} characters or fewer`);
const reason = z.enum(rejectionReasons, { error: 'Please choose the reason the candidate is told' });

const base = {
  id: z.uuid({ error: 'This question is not valid. Please add it again.' }),
  prompt,
  required: z.boolean(),
};

/**
 * Knockout: answers that send an application straight to the rejected stage, with the
 * reason the candidate is told. Only a yes/no or a choice question has one.
 */
const yesNoQuestion = z.object({
  ...base,
  kind: z.literal('yes_no'),
  knockout: z
    .object({
      answers: z.array(z.enum(YES_NO)).length(1, 'Please choose the answer that closes an application'),
      reason,
    })
    .nullable()
    .default(null),
});
const choiceQuestion = z
  .object({
    ...base,
    kind: z.literal('choice'),
    options: z
      .array(
        singleLineText()
          .min(1, 'Please fill in every choice or remove it')
          .max(CHOICE_OPTION_MAX, `Please keep each choice to ${CHOICE_OPTION_MAX} characters or fewer`),
      )
      .min(CHOICE_OPTIONS_MIN, `Please give at least ${CHOICE_OPTIONS_MIN} choices`)
      .max(CHOICE_OPTIONS_MAX, `Please give at most ${CHOICE_OPTIONS_MAX} choices`)
      .refine(
        (options) => new Set(options.map((o) => o.toLowerCase())).size === options.length,
        'Each choice can be listed once',
      ),
    knockout: z
      .object({
        answers: z.array(singleLineText()).min(1, 'Please choose the answers that close an application'),
        reason,
      })
      .nullable()
      .default(null),
  })
  .superRefine((question, ctx) => {
    const answers = question.knockout?.answers ?? [];
    if (answers.some((answer) => !question.options.includes(answer))) {
      ctx.addIssue({
        code: 'custom',
        path: ['knockout', 'answers'],
        message: 'A closing answer must be one of the choices',
      });
    } else if (answers.length >= question.options.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['knockout', 'answers'],
        message: 'At least one choice must keep an application open',
      });
    }
  });

export const jobQuestionSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ ...base, kind: z.literal('short_text') }),
    z.object({
      ...base,
      kind: z.literal('long_text'),
      maxWords: z
        .number({ error: 'Please give a word limit' })
        .int('Please give a whole number of words')
        .min(LONG_ANSWER_WORDS_MIN, `The word limit must be at least ${LONG_ANSWER_WORDS_MIN}`)
        .max(LONG_ANSWER_WORDS_MAX, `The word limit must be at most ${LONG_ANSWER_WORDS_MAX}`),
    }),
    yesNoQuestion,
    choiceQuestion,
    z.object({ ...base, kind: z.literal('link') }),
  ],
  { error: 'Please choose what kind of answer the question takes' },
);
export type JobQuestion = z.infer<typeof jobQuestionSchema>;
export type JobQuestionInput = z.input<typeof jobQuestionSchema>;

export const jobQuestionsField = z
  .array(jobQuestionSchema)
  .max(JOB_QUESTIONS_MAX, `A position can ask at most ${JOB_QUESTIONS_MAX} questions of its own`)
  .refine(
    (questions) => new Set(questions.map((q) => q.id)).size === questions.length,
    'Each question can be asked once',
  )
  .default([]);

/** One answer as the application keeps it: the question as the candidate read it, and what they gave ('' for none). */
export const storedQuestionAnswerSchema = z.object({
  questionId: z.uuid(),
  kind: z.enum(questionKinds),
  prompt: z.string(),
  answer: z.string(),
});
export type StoredQuestionAnswer = z.infer<typeof storedQuestionAnswerSchema>;

/** How an answer reads to a person: "Yes" for yes, the text otherwise; '' when not answered. */
export const answerText = (answer: Pick<StoredQuestionAnswer, 'kind' | 'answer'>) =>
  answer.kind === 'yes_no' && (answer.answer === 'yes' || answer.answer === 'no')
    ? yesNoLabels[answer.answer]
    : answer.answer;

const isWebLink = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/** The rule for one answer; '' is "not answered", refused only when the question is required. */
function answerField(question: JobQuestion) {
  const needed =
    question.kind === 'yes_no' || question.kind === 'choice'
      ? 'Please choose an answer'
      : 'Please answer this question';
  let field: z.ZodType<string, string>;
  switch (question.kind) {
    case 'short_text':
      field = singleLineText().max(
        SHORT_ANSWER_MAX,
        `Please keep this answer to ${SHORT_ANSWER_MAX} characters or fewer`,
      );
      break;
    case 'long_text':
      field = multiLineText()
        .max(LONG_ANSWER_MAX_CHARS, `Please keep this answer to ${LONG_ANSWER_MAX_CHARS} characters or fewer`)
        .refine(
          (v) => wordCount(v) <= question.maxWords,
          `Please keep this answer to ${question.maxWords} words or fewer`,
        );
      break;
    case 'link':
      field = singleLineText()
        .max(LINK_ANSWER_MAX, `Please keep the link to ${LINK_ANSWER_MAX} characters or fewer`)
        .refine((v) => v === '' || isWebLink(v), 'Please enter a link that starts with https://');
      break;
    case 'yes_no':
      field = z.string().refine((v) => v === '' || v === 'yes' || v === 'no', 'Please choose yes or no');
      break;
    case 'choice':
      field = z
        .string()
        .refine((v) => v === '' || question.options.includes(v), 'Please choose one of the answers offered');
      break;
  }
  const answer = z.string({ error: needed }).default('').pipe(field);
  return question.required ? answer.refine((v) => v !== '', needed) : answer;
}

/**
 * The answers to a position's questions, keyed by question id. A key the position does not ask is
 * refused: a stale form sends answers to questions since removed, and its author should hear so.
 */
export function answersSchemaFor(questions: readonly JobQuestion[]) {
  return z.strictObject(Object.fromEntries(questions.map((q) => [q.id, answerField(q)])), {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? 'The questions of this position have changed. Please reload the page.'
        : undefined,
  });
}
export type QuestionAnswers = Record<string, string>;

/** What the application keeps: every question in order, with its wording, and the answer given. */
export const storedAnswers = (questions: readonly JobQuestion[], answers: QuestionAnswers): StoredQuestionAnswer[] =>
  questions.map((q) => ({ questionId: q.id, kind: q.kind, prompt: q.prompt, answer: answers[q.id] ?? '' }));

/** The knockout an application's answers trigger, if any: the first question's, in the position's order. */
export function knockoutOf(
  questions: readonly JobQuestion[],
  answers: QuestionAnswers,
): { questionId: string; reason: FounderRejectionReason } | null {
  for (const q of questions) {
    if (
      (q.kind === 'yes_no' || q.kind === 'choice') &&
      q.knockout &&
      (q.knockout.answers as string[]).includes(answers[q.id] ?? '')
    ) {
      return { questionId: q.id, reason: q.knockout.reason };
    }
  }
  return null;
}

/** Characters the answers of one application may take as sent (5 questions of up to 5,000 each, with room for JSON's escapes). */
export const QUESTION_ANSWERS_MAX_CHARS = 60_000;
const ANSWERS_UNREADABLE = 'Your answers could not be read. Please reload the page and try again.';

/**
 * The apply form's `questionAnswers` field: the answers as JSON text (a multipart form carries only
 * text and files), read into question id → answer. Checked against the position's questions after.
 */
export const questionAnswersJson = z
  .string()
  .max(QUESTION_ANSWERS_MAX_CHARS, ANSWERS_UNREADABLE)
  .transform((text, ctx): QuestionAnswers => {
    if (text.trim() === '') return {};
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = null;
    }
    const parsed = z.record(z.string().max(64), z.string()).safeParse(value);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: ANSWERS_UNREADABLE });
      return z.NEVER;
    }
    return parsed.data;
  });
