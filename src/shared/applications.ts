import { z } from 'zod';
import { multiLineText } from './fields';
import { ANSWER_MAX_CHARS, ANSWER_MAX_WORDS, RESUME_MAX_BYTES } from './limits';

// Application rules (spec 1 section 5, "Application"), shared by the apply form and the API.

export { ANSWER_MAX_CHARS, ANSWER_MAX_WORDS, RESUME_MAX_BYTES };
export const RESUME_TOO_LARGE = 'Resume file size must be less than 5MB. Please compress your PDF or choose a smaller file.';
export const RESUME_WRONG_TYPE = 'Only PDF files are allowed. Please convert your resume to PDF format.';
/** A file named .pdf whose content is not a PDF (renamed, or damaged): "only PDF files" would puzzle its owner. */
export const RESUME_NOT_A_PDF = 'This file is not a valid PDF, even though its name ends in .pdf. Please export your resume as a PDF again and upload the new file.';
export const RESUME_REQUIRED = 'Please upload your resume in PDF format (max 5MB)';

export const applicationStatuses = ['submitted', 'reviewed', 'accepted', 'rejected'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

export const QUESTIONS = {
  startupCulture: 'What attracts you to early-stage startup culture, and how would your skills help drive our growth?',
  problemSolving: 'Tell us about a time you hacked a process or system: what was your strategy, and what was the outcome?',
} as const;
export const ANSWER_LABELS = { startupCulture: 'Why Early-Stage Startups?', problemSolving: 'Problem Solving Experience' } as const;

export function wordCount(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

/** The first 500 words, as the form keeps them: typing past the limit is ignored (spec 1 section 5). */
export function limitWords(text: string, max = ANSWER_MAX_WORDS): string {
  const words = text.match(/\S+\s*/g) ?? [];
  if (words.length <= max) return text;
  return words.slice(0, max).join('').trimEnd();
}

// Words are the spec's limit; characters bound what one "word" may hold (500 words of 1 MB each).
const answer = (message: string) =>
  multiLineText({ error: message })
    .min(1, message)
    .max(ANSWER_MAX_CHARS, `Please keep each answer to ${ANSWER_MAX_CHARS} characters or fewer`)
    .refine((v) => wordCount(v) <= ANSWER_MAX_WORDS, `Please keep each answer to ${ANSWER_MAX_WORDS} words or fewer`);

export const applicationAnswersSchema = z.object({
  startupCultureAnswer: answer('Please answer the first question about startup culture'),
  problemSolvingAnswer: answer('Please answer the second question about problem solving'),
});
export type ApplicationAnswers = z.infer<typeof applicationAnswersSchema>;

export const applicationStatusSchema = z.object({
  status: z.enum(applicationStatuses, { error: 'Please choose submitted, reviewed, accepted or rejected' }),
});

/** An application as its applicant sees it (My Applications). */
export type MyApplication = {
  id: string;
  jobId: string;
  jobTitle: string;
  startupName: string;
  startupSlug: string;
  startupLogoUrl: string;
  status: ApplicationState;
  /** Set when the founder declined it, with what they chose to say. */
  rejection: Rejection | null;
  startupCultureAnswer: string;
  problemSolvingAnswer: string;
  createdAt: string;
};

/** An application as the startup's owner sees it (View Applications). */
export type ReceivedApplication = {
  id: string;
  jobId: string;
  status: ApplicationState;
  /** When the founder first opened it (its timeline); null while unopened. */
  firstOpenedAt: string | null;
  rejection: Rejection | null;
  startupCultureAnswer: string;
  problemSolvingAnswer: string;
  createdAt: string;
  applicant: { id: string; firstName: string; lastName: string; email: string; avatarUrl: string | null; headline: string };
};

export type DashboardMetrics = {
  startups: { active: number; inactive: number };
  /** Open positions only, listed (active) or not. */
  jobs: { active: number; inactive: number };
  /** Waiting to be opened, reviewed, and accepted or declined; withdrawn ones are not counted. */
  applications: { pending: number; reviewed: number; decided: number };
  /** About the viewer as a candidate (decision 020): what a student's dashboard shows. */
  member: { applications: { waiting: number; answered: number }; following: number; alerts: number };
};

// What happens to an application after it is sent, for the candidate and the founder (decision 019).

/** Every state an application can be in: the founder's four, and withdrawn by the candidate. */
export const applicationStates = [...applicationStatuses, 'withdrawn'] as const;
export type ApplicationState = (typeof applicationStates)[number];

/** Why a founder turned a candidate down: offered when rejecting, shown to the candidate. */
export const rejectionReasons = ['position_filled', 'more_experience', 'not_right_fit', 'other'] as const;
/** The reasons a founder chooses from. */
export type FounderRejectionReason = (typeof rejectionReasons)[number];
/** The founder's four, and the platform's own when an application waited too long for an answer. */
export type RejectionReason = FounderRejectionReason | 'no_response';
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

/** What a candidate sees of a rejection. */
export type Rejection = { reason: RejectionReason | null; message: string | null };

/** One step of an application's history, oldest first. `by`: who took it (never a name); `platform`: closed for want of an answer. */
export type ApplicationEvent = {
  id: string;
  kind: 'submitted' | 'opened' | 'status' | 'withdrawn';
  fromStatus: ApplicationState | null;
  toStatus: ApplicationState | null;
  reason: RejectionReason | null;
  message: string | null;
  by: 'candidate' | 'founder' | 'platform';
  createdAt: string;
};

/** GET /api/applications/:id/timeline: for the candidate, the startup's owner and the administrator. */
export type ApplicationTimeline = { status: ApplicationState; rejection: Rejection | null; events: ApplicationEvent[] };
