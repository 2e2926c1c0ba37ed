import { z } from 'zod';
import { multiLineText } from './fields';
import { DEFAULT_ESSAYS, essayAnswersSchemaFor } from './essays';
import { rejectionReasons } from './answer-rules';
import { storedQuestionAnswerSchema } from './job-questions';
import { ANSWER_MAX_CHARS, ANSWER_MAX_WORDS, RESUME_MAX_BYTES } from './limits';
import { candidateViews, ownStageSchema } from './pipeline-stages';
import { candidateStages } from './candidate-stages';

// Application rules, shared by the apply form and the API.

export { ANSWER_MAX_CHARS, ANSWER_MAX_WORDS, RESUME_MAX_BYTES };
export { rejectionReasons, wordCount, type FounderRejectionReason } from './answer-rules';
export const RESUME_TOO_LARGE =
  'Resume file size must be less than 5MB. Please compress your PDF or choose a smaller file.';
export const RESUME_WRONG_TYPE = 'Only PDF files are allowed. Please convert your resume to PDF format.';
/** A file named .pdf whose content is not a PDF (renamed, or damaged): "only PDF files" would puzzle its owner. */
export const RESUME_NOT_A_PDF =
  'This file is not a valid PDF, even though its name ends in .pdf. Please export your resume as a PDF again and upload the new file.';
export const RESUME_REQUIRED = 'Please upload your resume in PDF format (max 5MB)';

export const applicationStatuses = ['submitted', 'reviewed', 'accepted', 'rejected'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

export const QUESTIONS = {
  startupCulture: 'What attracts you to early-stage startup culture, and how would your skills help drive our growth?',
  problemSolving:
    'Tell us about a time you hacked a process or system: what was your strategy, and what was the outcome?',
} as const;
export const ANSWER_LABELS = {
  startupCulture: 'Why Early-Stage Startups?',
  problemSolving: 'Problem Solving Experience',
} as const;

/** The first 500 words, as the form keeps them: typing past the limit is ignored. */
export function limitWords(text: string, max = ANSWER_MAX_WORDS): string {
  const words = text.match(/\S+\s*/g) ?? [];
  if (words.length <= max) return text;
  return words.slice(0, max).join('').trimEnd();
}

/** The two standard answers, both required: a position that keeps the default (its own rule: essayAnswersSchemaFor). */
export const applicationAnswersSchema = essayAnswersSchemaFor(DEFAULT_ESSAYS);
export type ApplicationAnswers = z.output<typeof applicationAnswersSchema>;
/** The question whose answer closed an application as it was sent (a knockout): for its founder only. */
export const knockoutSchema = z.object({ prompt: z.string(), answer: z.string() });
/**
 * GET /api/applications/:id/answers: the candidate's two answers and those to the position's own
 * questions, as stored; `knockout` is null for the candidate, who is never told of a rule.
 */
export const storedAnswersSchema = z.object({
  startupCultureAnswer: z.string(),
  problemSolvingAnswer: z.string(),
  answers: z.array(storedQuestionAnswerSchema),
  knockout: knockoutSchema.nullable(),
});
export type StoredAnswers = z.infer<typeof storedAnswersSchema>;

export const applicationStatusSchema = z.object({
  status: z.enum(applicationStatuses, { error: 'Please choose submitted, reviewed, accepted or rejected' }),
});

// What happens to an application after it is sent, for the candidate and the founder (decision 019).

/** Every state an application can be in: the founder's four, and withdrawn by the candidate. */
export const applicationStates = [...applicationStatuses, 'withdrawn'] as const;
export type ApplicationState = (typeof applicationStates)[number];

/** The founder's four, and the platform's own when an application waited too long for an answer. */
export const allRejectionReasons = [...rejectionReasons, 'no_response'] as const;
export type RejectionReason = (typeof allRejectionReasons)[number];
export const rejectionReasonLabels: Record<RejectionReason, string> = {
  position_filled: 'The position has been filled',
  more_experience: 'We are looking for more experience',
  not_right_fit: 'Not the right fit at this time',
  other: 'Other',
  no_response: 'Closed: the startup did not answer in time',
};
export const REJECTION_MESSAGE_MAX = 1000;

/** The founder's change of status; a reason and a short message only go with a rejection. */
export const applicationStatusChangeSchema = z.object({
  status: z.enum(applicationStatuses, { error: 'Please choose submitted, reviewed, accepted or rejected' }),
  reason: z.enum(rejectionReasons, { error: 'Please choose a reason' }).optional(),
  message: multiLineText()
    .max(REJECTION_MESSAGE_MAX, `Please keep the message to ${REJECTION_MESSAGE_MAX} characters or fewer`)
    .optional()
    .transform((v) => v || undefined),
});
export type ApplicationStatusChange = z.input<typeof applicationStatusChangeSchema>;

export const WITHDRAWN_LOCKED = 'The candidate withdrew this application, so its status can no longer be changed.';
export const CANNOT_WITHDRAW_REJECTED = 'This application was already declined, so there is nothing to withdraw.';

// The answers of the routes (decision 029): each schema is the contract of a route and the type the client reads.

/** What a candidate sees of a rejection. */
export const rejectionSchema = z.object({
  reason: z.enum(allRejectionReasons).nullable(),
  message: z.string().nullable(),
});
export type Rejection = z.infer<typeof rejectionSchema>;

/** The candidate as the startup's owner sees them beside an application. */
export const applicantPersonSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  headline: z.string(),
});

/** An application as its applicant sees it (My Applications). */
export const myApplicationSchema = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  jobTitle: z.string(),
  startupName: z.string(),
  startupSlug: z.string(),
  startupLogoUrl: z.string(),
  status: z.enum(applicationStates),
  /** In one of the startup's own stages that shows the candidate "Interviewing" or "Offer" (decision 044); else null: the status is what they see. */
  candidateStage: z.enum(candidateStages).nullable(),
  /** Set when the founder declined it, with what they chose to say. */
  rejection: rejectionSchema.nullable(),
  startupCultureAnswer: z.string(),
  problemSolvingAnswer: z.string(),
  /** The answers to the position's own questions, with each question as it was asked. */
  answers: z.array(storedQuestionAnswerSchema),
  /** Its interview in progress: times to choose from, or the time booked; null when none is open. */
  openInterview: z
    .object({ id: z.uuid(), status: z.enum(['proposed', 'booked']), startsAt: z.iso.datetime().nullable() })
    .nullable(),
  createdAt: z.iso.datetime(),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;
export const myApplicationsSchema = z.object({ items: z.array(myApplicationSchema) });

/** An application as the startup's owner sees it (View Applications). */
export const receivedApplicationSchema = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  status: z.enum(applicationStates),
  /** When the founder first opened it (its timeline); null while unopened. */
  firstOpenedAt: z.iso.datetime().nullable(),
  rejection: rejectionSchema.nullable(),
  startupCultureAnswer: z.string(),
  problemSolvingAnswer: z.string(),
  answers: z.array(storedQuestionAnswerSchema),
  knockout: knockoutSchema.nullable(),
  createdAt: z.iso.datetime(),
  applicant: applicantPersonSchema,
});
export type ReceivedApplication = z.infer<typeof receivedApplicationSchema>;
/** The dashboard's View Applications reads a job's applications a page at a time, newest first. */
export const RECEIVED_APPLICATIONS_PAGE_SIZE = 20;
export const INVALID_RECEIVED_CURSOR = 'This list has changed. Please reload it.';
/** `cursor`: the `nextCursor` of the page before, as the server gave it. */
export const receivedApplicationsQuerySchema = z.object({
  cursor: z.string().max(200, { error: INVALID_RECEIVED_CURSOR }).optional(),
});
export const receivedApplicationsSchema = z.object({
  items: z.array(receivedApplicationSchema),
  nextCursor: z.string().nullable(),
});

const count = z.number().int().nonnegative();
const activeInactive = z.object({ active: count, inactive: count });
export const dashboardMetricsSchema = z.object({
  startups: activeInactive,
  /** Open positions only, listed (active) or not. */
  jobs: activeInactive,
  /** Waiting to be opened, reviewed, and accepted or declined; withdrawn ones are not counted. */
  applications: z.object({ pending: count, reviewed: count, decided: count }),
  /** About the viewer as a candidate (decision 020): what a student's dashboard shows. */
  member: z.object({ applications: z.object({ waiting: count, answered: count }), following: count, alerts: count }),
});
export type DashboardMetrics = z.infer<typeof dashboardMetricsSchema>;

/** PATCH /api/applications/:id/status: the status the founder set. */
export const applicationStatusResultSchema = z.object({ status: z.enum(applicationStatuses) });
/** POST /api/applications/:id/withdraw. */
export const applicationWithdrawnSchema = z.object({ status: z.literal('withdrawn') });
export const applicationDeletedSchema = z.object({ deleted: z.literal(true) });
/**
 * GET /api/jobs/:id/previous-answers: the caller's own earlier answers the apply form offers again:
 * the two standard answers from their latest application (null: never applied), and those to questions
 * of the same wording and kind, by this position's question ids.
 */
export const previousAnswersSchema = z.object({
  startupCultureAnswer: z.string().nullable(),
  problemSolvingAnswer: z.string().nullable(),
  questionAnswers: z.record(z.uuid(), z.string()),
});
export type PreviousAnswers = z.infer<typeof previousAnswersSchema>;
/** POST /api/jobs/:id/applications. */
export const applicationSentSchema = z.object({ applied: z.literal(true) });

export const applicationEventKinds = ['submitted', 'opened', 'status', 'stage', 'interview', 'withdrawn'] as const;
/** The steps of an interview that its application's timeline shows. */
export const interviewSteps = ['proposed', 'booked', 'other_times', 'rescheduled', 'cancelled'] as const;
export type InterviewStep = (typeof interviewSteps)[number];
export const applicationEventActors = ['candidate', 'founder', 'platform'] as const;

/** One step of an application's history, oldest first. `by`: who took it (never a name); `platform`: closed for want of an answer. */
export const applicationEventSchema = z.object({
  id: z.uuid(),
  kind: z.enum(applicationEventKinds),
  fromStatus: z.enum(applicationStates).nullable(),
  toStatus: z.enum(applicationStates).nullable(),
  reason: z.enum(allRejectionReasons).nullable(),
  message: z.string().nullable(),
  /**
   * A move into an own stage ('stage', decision 044): its name then, for the team only (null for the
   * candidate, always), and what the candidate was shown.
   */
  stageName: z.string().nullable(),
  candidateView: z.enum(candidateViews).nullable(),
  by: z.enum(applicationEventActors),
  /** An interview's step ('interview'), with its time when it had one. */
  interview: z
    .object({ id: z.uuid(), step: z.enum(interviewSteps), startsAt: z.iso.datetime().nullable() })
    .nullable()
    .default(null),
  createdAt: z.iso.datetime(),
});
export type ApplicationEvent = z.infer<typeof applicationEventSchema>;

/** GET /api/applications/:id/timeline: for the candidate, the startup's owner and the administrator. */
export const applicationTimelineSchema = z.object({
  status: z.enum(applicationStates),
  /** What the candidate is shown beyond the status ("Interviewing", "Offer"), or null. */
  candidateStage: z.enum(candidateStages).nullable(),
  /** The own stage it is in, for the team (always null for the candidate). */
  stage: ownStageSchema.nullable(),
  rejection: rejectionSchema.nullable(),
  events: z.array(applicationEventSchema),
});
export type ApplicationTimeline = z.infer<typeof applicationTimelineSchema>;
