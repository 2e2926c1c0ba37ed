import { z } from 'zod';
import {
  applicantPersonSchema,
  applicationStates,
  applicationStatusChangeSchema,
  rejectionSchema,
} from './applications';
import { multiLineText } from './fields';
import { optionalFilter, queryText } from './query-params';
import { ownStageSchema } from './pipeline-stages';

// The founder's applicants page (decision 019): every application to their startups
// in one place, filtered and sorted by the address, a keyset page at a time.

export const APPLICANTS_PAGE_SIZE = 50;
export const applicantSorts = ['newest', 'oldest', 'rating'] as const;
export type ApplicantSort = (typeof applicantSorts)[number];
export const INVALID_APPLICANTS_CURSOR = 'Invalid page cursor';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const optionalId = z.string().regex(UUID).optional().catch(undefined);
/** A calendar day (YYYY-MM-DD, UTC); anything else is ignored, as the board ignores what it does not know. */
const optionalDay = z
  .string()
  .regex(DAY)
  .refine(
    (v) =>
      !Number.isNaN(new Date(`${v}T00:00:00Z`).getTime()) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
  )
  .optional()
  .catch(undefined);

export const APPLICANT_SEARCH_MAX = 100;

export const applicantsQuerySchema = z.object({
  /** Words to find in the applicant's name, answers and resume (PostgreSQL full-text search). */
  q: queryText(APPLICANT_SEARCH_MAX).transform((v) => v || undefined),
  startup: optionalId,
  job: optionalId,
  status: optionalFilter(applicationStates),
  /** An own stage's id (decision 044), or 'none': in none of them (the board's Reviewed column). */
  stage: z
    .union([z.literal('none'), z.string().regex(UUID)])
    .optional()
    .catch(undefined),
  /** Sent on or after this day. */
  from: optionalDay,
  /** Sent on or before this day. */
  to: optionalDay,
  sort: z.enum(applicantSorts).default('newest').catch('newest'),
  /** The previous page's `nextCursor`; one this server did not make is a 400. */
  cursor: z.string().max(300).optional(),
});
export type ApplicantsQuery = z.output<typeof applicantsQuerySchema>;
export type ApplicantsFilters = z.input<typeof applicantsQuerySchema>;

/** A founder's 1 to 5 stars, or none yet. */
const ratingValue = z.number().int().min(1).max(5).nullable();

/** One row of the applicants page. */
export const applicantRowSchema = z.object({
  id: z.uuid(),
  status: z.enum(applicationStates),
  /** The startup's own stage it is in (decision 044), or null: the stage of its status. */
  stage: ownStageSchema.nullable(),
  createdAt: z.iso.datetime(),
  firstOpenedAt: z.iso.datetime().nullable(),
  rating: ratingValue,
  noteCount: z.number().int().nonnegative(),
  rejection: rejectionSchema.nullable(),
  /** With a search: where the words matched (resume or answers), the matches between « and ». */
  match: z.string().nullable(),
  job: z.object({ id: z.uuid(), title: z.string() }),
  startup: z.object({ id: z.uuid(), name: z.string() }),
  applicant: applicantPersonSchema,
});
export type ApplicantRow = z.infer<typeof applicantRowSchema>;

/** GET /api/applicants: a page, and how many match each status for the same filters (the board's column heads). */
export const applicantsPageSchema = z.object({
  items: z.array(applicantRowSchema),
  nextCursor: z.string().nullable(),
  counts: z.record(z.enum(applicationStates), z.number().int().nonnegative()),
  /** How many of them are in each own stage, by its id (counted in Reviewed too). */
  stageCounts: z.record(z.string(), z.number().int().nonnegative()),
});
export type ApplicantsPage = z.infer<typeof applicantsPageSchema>;
/** GET /api/applicants/:id: one row, for the panel a notification opens. */
export const applicantItemSchema = z.object({ item: applicantRowSchema });

/** Several applications moved at once; each follows the single change's rules and gets its own e-mail. */
export const BULK_STATUS_MAX = 100;
export const bulkStatusSchema = applicationStatusChangeSchema.extend({
  ids: z
    .array(z.uuid({ error: 'Invalid application ID' }))
    .min(1, 'Select at least one application')
    .max(BULK_STATUS_MAX, `Change at most ${BULK_STATUS_MAX} applications at once`),
});
export type BulkStatusInput = z.input<typeof bulkStatusSchema>;
/** Per application: changed, unchanged (already that status), or refused with the reason. */
export const bulkStatusResultSchema = z.object({
  results: z.array(z.object({ id: z.uuid(), ok: z.boolean(), error: z.string().optional() })),
});
export type BulkStatusResult = z.infer<typeof bulkStatusResultSchema>;

// Private notes and a rating: the startup's owner and the administrator only, never the candidate.
export const NOTE_MAX = 2000;
export const NOTES_PER_APPLICATION_MAX = 200;
export const noteSchema = z.object({
  body: multiLineText({ error: 'Please write a note' })
    .min(1, 'Please write a note')
    .max(NOTE_MAX, `Please keep a note to ${NOTE_MAX} characters or fewer`),
});
export const ratingSchema = z.object({
  rating: z
    .number({ error: 'Please choose 1 to 5 stars' })
    .int()
    .min(1, 'Please choose 1 to 5 stars')
    .max(5, 'Please choose 1 to 5 stars')
    .nullable(),
});
/** The author is null once their account is gone ("A former member"). */
export const applicationNoteSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  author: z.object({ id: z.uuid().nullable(), name: z.string() }),
  createdAt: z.iso.datetime(),
});
export type ApplicationNote = z.infer<typeof applicationNoteSchema>;
export const applicationNotesSchema = z.object({ items: z.array(applicationNoteSchema), rating: ratingValue });
export type ApplicationNotes = z.infer<typeof applicationNotesSchema>;
/** POST /api/applications/:id/notes. */
export const applicationNoteAddedSchema = z.object({ note: applicationNoteSchema });
/** PUT /api/applications/:id/rating: the rating now set, or none. */
export const ratingResultSchema = z.object({ rating: ratingValue });

/** The CSV export: the filtered list, at most this many rows. */
export const EXPORT_MAX_ROWS = 10_000;
