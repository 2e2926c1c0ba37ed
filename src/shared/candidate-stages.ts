// What a candidate may be shown of an own stage (decision 044), apart from the pipeline's schemas
// (pipeline-stages.ts) so that a job page loads no validation library (decision 068).

/** The two a candidate may see beyond the statuses. */
export const candidateStages = ['interviewing', 'offer'] as const;
export type CandidateStage = (typeof candidateStages)[number];
export const candidateStageLabels: Record<CandidateStage, string> = { interviewing: 'Interviewing', offer: 'Offer' };

/** The candidate's own stage, if the stage shows one: null for no stage or a stage that shows the status. */
export const candidateStageOf = (view: string | null | undefined): CandidateStage | null =>
  view === 'interviewing' || view === 'offer' ? view : null;
