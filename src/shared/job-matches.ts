import { z } from 'zod';
import { singleLineText } from './fields';
import { jobBoardItemSchema } from './job-board';

// Jobs for you: the open positions that fit a member best, each with why (the one
// rule of shared/job-match.ts), and "Not interested" to never see one again.

/** How many matches the list holds: the best ones, the dashboard and the board show the first few. */
export const JOB_MATCHES_LIMIT = 20;
/** Cards in the dashboard's and the board's "Jobs for you". */
export const JOB_MATCHES_PREVIEW = 3;
/** The weekly e-mail lists a position only from this score: a skill and one preference, or two preferences. */
export const JOB_MATCH_EMAIL_MIN_SCORE = 7;
/** Positions in one weekly e-mail. */
export const JOB_MATCH_EMAIL_LIMIT = 10;

export const DISMISSAL_REASON_MAX = 200;
/** The choices of "Not interested"; "Other" lets the member say it in their own words. */
export const dismissalReasons = [
  "Skills don't fit",
  'Wrong location',
  'Pay too low',
  'Not this startup',
  'Wrong level',
] as const;

/** One reason a position and a member fit (shared/job-match.ts), as the API says it, to either side. */
export const matchReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('skills'), skills: z.array(z.string()) }),
  z.object({ kind: z.literal('locationType'), locationType: z.string() }),
  z.object({ kind: z.literal('country'), country: z.string() }),
  z.object({ kind: z.literal('jobType'), jobType: z.string() }),
  z.object({ kind: z.literal('experience'), experienceLevel: z.string() }),
  z.object({ kind: z.literal('pay') }),
  z.object({ kind: z.literal('visa') }),
  z.object({ kind: z.literal('followed') }),
]);

/** One thing that does not fit (shared/job-match.ts MatchMisfit): `place` and `timeZones` mean they cannot take it. */
export const matchMisfitSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('place') }),
  z.object({ kind: z.literal('timeZones') }),
  z.object({ kind: z.literal('skills'), has: z.number().int(), of: z.number().int() }),
  z.object({ kind: z.literal('locationType'), locationType: z.string(), wanted: z.array(z.string()) }),
  z.object({ kind: z.literal('jobType'), jobType: z.string(), wanted: z.array(z.string()) }),
  z.object({ kind: z.literal('experience'), experienceLevel: z.string(), wanted: z.array(z.string()) }),
  z.object({ kind: z.literal('pay') }),
  z.object({ kind: z.literal('visa') }),
]);

/** How well they fit, why, what does not fit, and whether the member can take the position from where they can work. */
export const matchSchema = z.object({
  score: z.number(),
  reasons: z.array(matchReasonSchema),
  misfits: z.array(matchMisfitSchema),
  canTake: z.boolean(),
});

export const jobMatchSchema = jobBoardItemSchema.extend({ match: matchSchema });
export type JobMatch = z.infer<typeof jobMatchSchema>;

/** What the member has not filled in yet, that matching reads: their profile's skills, what they are open to. */
export const matchInputs = ['skills', 'preferences'] as const;
export type MatchInput = (typeof matchInputs)[number];

/**
 * GET /api/job-matches: the best open positions for the member, best first. `missing` names what they
 * have not said; with both missing there is nothing to match on (followed startups aside).
 */
export const jobMatchesSchema = z.object({ items: z.array(jobMatchSchema), missing: z.array(z.enum(matchInputs)) });
export type JobMatches = z.infer<typeof jobMatchesSchema>;

/** PUT /api/jobs/:id/dismissal: "Not interested", with a reason if the member gives one. */
export const dismissalSchema = z.object({
  reason: singleLineText()
    .max(DISMISSAL_REASON_MAX, `Please keep the reason to ${DISMISSAL_REASON_MAX} characters or fewer`)
    .nullish()
    .transform((reason) => reason || null),
});
export type DismissalInput = z.input<typeof dismissalSchema>;

export const dismissalStateSchema = z.object({ isDismissed: z.boolean() });
export type DismissalState = z.infer<typeof dismissalStateSchema>;
