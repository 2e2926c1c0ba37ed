import { z } from 'zod';
import { multiLineText, singleLineText } from './fields';

// The founder's private scorecard of a candidate (decision 041): a few criteria rated
// 1 to 4 with a note each, a recommendation and a summary. The startup's owner writes their own; the
// administrator may read them; the candidate never sees one, through any route.

export const SCORECARD_CRITERIA_MAX = 6;
export const CRITERION_NAME_MAX = 60;
export const CRITERION_NOTE_MAX = 1000;
export const SCORECARD_SUMMARY_MAX = 2000;

/** Four steps and no middle: a rating has to lean one way. */
export const scorecardRatings = [1, 2, 3, 4] as const;
export type ScorecardRating = (typeof scorecardRatings)[number];
export const scorecardRatingLabels: Record<ScorecardRating, string> = {
  1: 'Poor',
  2: 'Mixed',
  3: 'Good',
  4: 'Excellent',
};

export const recommendations = ['strong_no', 'no', 'yes', 'strong_yes'] as const;
export type Recommendation = (typeof recommendations)[number];
export const recommendationLabels: Record<Recommendation, string> = {
  strong_no: 'Strong no',
  no: 'No',
  yes: 'Yes',
  strong_yes: 'Strong yes',
};

/** The 409 of a write on a withdrawn application: the candidate left the process; what was written stays readable. */
export const SCORECARD_WITHDRAWN = 'The candidate withdrew this application, so it can no longer be scored.';

/** What a new scorecard offers; the founder renames, removes or adds to them. */
export const DEFAULT_CRITERIA = ['Skills for the role', 'Problem solving', 'Communication', 'Startup fit'] as const;

const RATING_MESSAGE = 'Please choose a rating from 1 to 4';
const NAME_MESSAGE = 'Please name this criterion';

export const criterionSchema = z.object({
  name: singleLineText({ error: NAME_MESSAGE })
    .min(1, NAME_MESSAGE)
    .max(CRITERION_NAME_MAX, `Please keep a criterion's name to ${CRITERION_NAME_MAX} characters or fewer`),
  rating: z.number({ error: RATING_MESSAGE }).int(RATING_MESSAGE).min(1, RATING_MESSAGE).max(4, RATING_MESSAGE),
  note: multiLineText({ error: 'Please write the note as text' })
    .max(CRITERION_NOTE_MAX, `Please keep a note to ${CRITERION_NOTE_MAX} characters or fewer`)
    .default(''),
});

/** PUT /api/applications/:id/scorecard: the caller's own scorecard, created or replaced whole. */
export const scorecardInputSchema = z.object({
  criteria: z
    .array(criterionSchema, { error: 'Please add at least one criterion' })
    .min(1, 'Please add at least one criterion')
    .max(SCORECARD_CRITERIA_MAX, `A scorecard has at most ${SCORECARD_CRITERIA_MAX} criteria`)
    // Two rows of the same name would read as one criterion rated twice.
    .superRefine((criteria, ctx) => {
      const seen = new Set<string>();
      criteria.forEach(({ name }, index) => {
        const key = name.toLowerCase();
        if (seen.has(key))
          ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'Each criterion needs a name of its own' });
        seen.add(key);
      });
    }),
  recommendation: z.enum(recommendations, { error: 'Please choose a recommendation' }),
  summary: multiLineText({ error: 'Please write the summary as text' })
    .max(SCORECARD_SUMMARY_MAX, `Please keep the summary to ${SCORECARD_SUMMARY_MAX} characters or fewer`)
    .default(''),
});
export type ScorecardInput = z.input<typeof scorecardInputSchema>;
export type ScorecardData = z.output<typeof scorecardInputSchema>;

/** One scorecard as its readers get it. The author is null once their account is gone ("A former member"). */
export const scorecardSchema = z.object({
  id: z.uuid(),
  author: z.object({ id: z.uuid().nullable(), name: z.string() }),
  /** The caller wrote it: theirs to edit or delete. */
  isMine: z.boolean(),
  criteria: z.array(z.object({ name: z.string(), rating: z.number().int().min(1).max(4), note: z.string() })),
  recommendation: z.enum(recommendations),
  summary: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Scorecard = z.infer<typeof scorecardSchema>;
/** GET /api/applications/:id/scorecards: every author's, oldest first. */
export const scorecardsSchema = z.object({ items: z.array(scorecardSchema) });
export type Scorecards = z.infer<typeof scorecardsSchema>;
export const scorecardSavedSchema = z.object({ scorecard: scorecardSchema });
export const scorecardDeletedSchema = z.object({ deleted: z.literal(true) });
