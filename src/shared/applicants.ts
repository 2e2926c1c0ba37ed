import { z } from 'zod';
import { applicationStates, applicationStatusChangeSchema, type ApplicationState, type Rejection } from './applications';
import { multiLineText } from './fields';
import { optionalFilter, queryText } from './query-params';

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
  .refine((v) => !Number.isNaN(new Date(`${v}T00:00:00Z`).getTime()) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v))
  .optional()
  .catch(undefined);

export const APPLICANT_SEARCH_MAX = 100;

export const applicantsQuerySchema = z.object({
  /** Words to find in the applicant's name, answers and resume (PostgreSQL full-text search). */
  q: queryText(APPLICANT_SEARCH_MAX).transform((v) => v || undefined),
  startup: optionalId,
  job: optionalId,
  status: optionalFilter(applicationStates),
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

/** One row of the applicants page. */
export type ApplicantRow = {
  id: string;
  status: ApplicationState;
  createdAt: string;
  firstOpenedAt: string | null;
  rating: number | null;
  noteCount: number;
  rejection: Rejection | null;
  /** With a search: where the words matched (resume or answers), the matches between « and ». */
  match: string | null;
  job: { id: string; title: string };
  startup: { id: string; name: string };
  applicant: { id: string; firstName: string; lastName: string; email: string; avatarUrl: string | null; headline: string };
};

/** GET /api/applicants: a page, and how many match each status for the same filters (the board's column heads). */
export type ApplicantsPage = { items: ApplicantRow[]; nextCursor: string | null; counts: Record<ApplicationState, number> };

/** Several applications moved at once; each follows the single change's rules and gets its own e-mail. */
export const BULK_STATUS_MAX = 100;
export const bulkStatusSchema = applicationStatusChangeSchema.extend({
  ids: z.array(z.uuid({ error: 'Invalid application ID' })).min(1, 'Select at least one application').max(BULK_STATUS_MAX, `Change at most ${BULK_STATUS_MAX} applications at once`),
});
export type BulkStatusInput = z.input<typeof bulkStatusSchema>;
/** Per application: changed, unchanged (already that status), or refused with the reason. */
export type BulkStatusResult = { results: { id: string; ok: boolean; error?: string }[] };

// Private notes and a rating: the startup's owner and the administrator only, never the candidate.
export const NOTE_MAX = 2000;
export const NOTES_PER_APPLICATION_MAX = 200;
export const noteSchema = z.object({
  body: multiLineText({ error: 'Please write a note' }).min(1, 'Please write a note').max(NOTE_MAX, `Please keep a note to ${NOTE_MAX} characters or fewer`),
});
export const ratingSchema = z.object({
  rating: z.number({ error: 'Please choose 1 to 5 stars' }).int().min(1, 'Please choose 1 to 5 stars').max(5, 'Please choose 1 to 5 stars').nullable(),
});
export type ApplicationNote = { id: string; body: string; author: { id: string | null; name: string }; createdAt: string };
export type ApplicationNotes = { items: ApplicationNote[]; rating: number | null };

/** The CSV export: the filtered list, at most this many rows. */
export const EXPORT_MAX_ROWS = 10_000;
