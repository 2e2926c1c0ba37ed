import { z } from 'zod';
import type { ApplicationState } from './applications';
import { singleLineText } from './fields';
import { OWN_STAGES_MAX } from './limits';

// A startup's pipeline (decision 044): the spec's statuses, which every startup has and
// which keep everything the product says of them, and between Reviewed and Accepted the startup's own stages.
// An own stage's name is the team's; the candidate is shown only what the stage says they see.

export { OWN_STAGES_MAX };
export const STAGE_NAME_MAX = 30;

/** What the candidate sees while an application is in an own stage: a label of ours, or its status as before. */
export const candidateViews = ['interviewing', 'offer', 'previous'] as const;
export type CandidateView = (typeof candidateViews)[number];
/** The editor's words for each choice. */
export const candidateViewLabels: Record<CandidateView, string> = {
  interviewing: 'Interviewing',
  offer: 'Offer',
  previous: 'No change (Reviewed)',
};

/** The spec's stages are every startup's: an own stage may not take one of their names. */
export const SPEC_STAGE_NAMES = ['Submitted', 'Reviewed', 'Accepted', 'Rejected', 'Withdrawn'] as const;
export const specStageLabels: Record<ApplicationState, string> = {
  submitted: 'Submitted',
  reviewed: 'Reviewed',
  accepted: 'Accepted',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

export const STAGE_NAME_REQUIRED = 'Please name this stage';
export const STAGE_NAME_RESERVED = 'Every pipeline already has this stage. Please choose another name.';
export const STAGE_NAME_TAKEN_MESSAGE = 'This pipeline already has a stage of that name.';
export const STAGE_LIMIT_MESSAGE = `A pipeline can have up to ${OWN_STAGES_MAX} stages of your own. Remove one to add another.`;
export const STAGE_NOT_FOUND = 'Stage not found';
export const STAGE_ORDER_INVALID = 'The stages have changed. Please reload the page and try again.';

export const stageNameField = singleLineText({ error: STAGE_NAME_REQUIRED })
  .min(1, STAGE_NAME_REQUIRED)
  .max(STAGE_NAME_MAX, `Please keep a stage's name to ${STAGE_NAME_MAX} characters or fewer`)
  .refine((name) => !SPEC_STAGE_NAMES.some((spec) => spec.toLowerCase() === name.toLowerCase()), STAGE_NAME_RESERVED);

const candidateViewField = z.enum(candidateViews, { error: 'Please choose what the candidate sees' });

/** POST /api/startups/:id/pipeline-stages: a new own stage, placed last (just before Accepted). */
export const stageInputSchema = z.object({ name: stageNameField, candidateView: candidateViewField });
export type StageInput = z.input<typeof stageInputSchema>;
/** PATCH /api/startups/:id/pipeline-stages/:stageId: a new name, what the candidate sees, or both. */
export const stageUpdateSchema = z
  .object({ name: stageNameField.optional(), candidateView: candidateViewField.optional() })
  .refine(
    (v) => v.name !== undefined || v.candidateView !== undefined,
    'Please change the name or what the candidate sees',
  );
/** PUT /api/startups/:id/pipeline-stages/order: every own stage's id, once each, in the new order. */
export const stageOrderSchema = z.object({
  ids: z
    .array(z.uuid({ error: STAGE_NOT_FOUND }), { error: STAGE_ORDER_INVALID })
    .min(1, STAGE_ORDER_INVALID)
    .max(OWN_STAGES_MAX, STAGE_ORDER_INVALID),
});
/** DELETE …/pipeline-stages/:stageId?moveTo=: where what is in it goes, another own stage or back to Reviewed. */
export const STAGE_DESTINATION_REQUIRED = 'Please choose where the applications in this stage go';
export const stageRemoveQuerySchema = z.object({
  moveTo: z.union([z.literal('reviewed'), z.uuid()], { error: STAGE_DESTINATION_REQUIRED }),
});
/** PUT /api/applications/:id/stage: into one of its startup's own stages. */
export const applicationStageSchema = z.object({ stageId: z.uuid({ error: STAGE_NOT_FOUND }) });
export const BULK_STAGE_MAX = 100;
export const bulkStageSchema = applicationStageSchema.extend({
  ids: z
    .array(z.uuid({ error: 'Invalid application ID' }))
    .min(1, 'Select at least one application')
    .max(BULK_STAGE_MAX, `Move at most ${BULK_STAGE_MAX} applications at once`),
});

// The answers.

/** An application's own stage as its team sees it. */
export const ownStageSchema = z.object({ id: z.uuid(), name: z.string(), candidateView: z.enum(candidateViews) });
export type OwnStage = z.infer<typeof ownStageSchema>;

const count = z.number().int().nonnegative();
/** The spec's states, as applications.ts has them (not imported: that module reads this one). */
const specStates = [
  'submitted',
  'reviewed',
  'accepted',
  'rejected',
  'withdrawn',
] as const satisfies readonly ApplicationState[];
/** One column of the pipeline: a spec status (closed: Rejected, Withdrawn) or an own stage, with what is in it. */
export const pipelineStageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('status'), status: z.enum(specStates), name: z.string(), isClosed: z.boolean(), count }),
  z.object({ kind: z.literal('own'), id: z.uuid(), name: z.string(), candidateView: z.enum(candidateViews), count }),
]);
export type PipelineStage = z.infer<typeof pipelineStageSchema>;
/** GET /api/startups/:id/pipeline: in order Submitted, Reviewed, the own stages, Accepted, then Rejected and Withdrawn. */
export const pipelineSchema = z.object({
  startup: z.object({ id: z.uuid(), name: z.string() }),
  stages: z.array(pipelineStageSchema),
});
export type Pipeline = z.infer<typeof pipelineSchema>;
export const stageSavedSchema = z.object({ stage: ownStageSchema });
export const stageRemovedSchema = z.object({ removed: z.literal(true), moved: count });
/** PUT /api/applications/:id/stage: the stage it is in now. */
export const applicationStageResultSchema = z.object({ status: z.literal('reviewed'), stage: ownStageSchema });
/** PUT …/pipeline-stages/order: the own stages in their new order. */
export const stagesOrderedSchema = z.object({ stages: z.array(ownStageSchema) });
