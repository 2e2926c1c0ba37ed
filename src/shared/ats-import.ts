import { z } from 'zod';
import { singleLineText } from './fields';

// Positions from an applicant tracking system (decision 051): the founder names the ATS and
// the board's public name; the server reads that ATS's public job board API, shows a preview, and
// imports the positions chosen, each linked to its source.

export const atsProviders = ['greenhouse', 'lever', 'ashby'] as const;
export type AtsProvider = (typeof atsProviders)[number];

export const ATS_LABELS: Record<AtsProvider, string> = { greenhouse: 'Greenhouse', lever: 'Lever', ashby: 'Ashby' };

/** What the board's public name is called in each ATS, and where the founder finds it. */
export const ATS_BOARD_HELP: Record<AtsProvider, { label: string; example: string; hint: string }> = {
  greenhouse: {
    label: 'Job board token',
    example: 'acme',
    hint: 'The last part of your board address: boards.greenhouse.io/acme',
  },
  lever: { label: 'Site name', example: 'acme', hint: 'The last part of your jobs page address: jobs.lever.co/acme' },
  ashby: {
    label: 'Job board name',
    example: 'acme',
    hint: 'The last part of your jobs page address: jobs.ashbyhq.com/acme',
  },
};

/** How many postings one import takes at most (a startup has at most 25 positions). */
export const ATS_IMPORT_MAX = 25;

export const BOARD_NAME_INVALID = 'Please enter the board name: letters, digits, dots, dashes or underscores';

export const atsBoardSchema = z.object({
  ats: z.enum(atsProviders, { error: 'Please choose your applicant tracking system' }),
  board: z
    .string({ error: BOARD_NAME_INVALID })
    .trim()
    .min(1, BOARD_NAME_INVALID)
    .max(100, 'A board name has at most 100 characters')
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, BOARD_NAME_INVALID),
});
export type AtsBoardInput = z.input<typeof atsBoardSchema>;

export const atsImportSchema = atsBoardSchema.extend({
  sourceIds: z
    .array(singleLineText().min(1).max(100), { error: 'Choose the positions to import' })
    .min(1, 'Choose at least one position to import')
    .max(ATS_IMPORT_MAX, `Import at most ${ATS_IMPORT_MAX} positions at once`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each position can be chosen only once'),
});
export type AtsImportInput = z.input<typeof atsImportSchema>;

/** One posting of the board as the preview shows it: what the position will say here. */
export const atsPostingPreviewSchema = z.object({
  sourceId: z.string(),
  sourceUrl: z.string().nullable(),
  title: z.string(),
  location: z.string(),
  jobType: z.string(),
  pay: z.string().nullable(),
  description: z.string(),
  /** The description was longer than a position's 5,000 characters and was cut. */
  isShortened: z.boolean(),
  /** Already a position of this startup's (imported before): it is kept in step by the sync. */
  isImported: z.boolean(),
});
export type AtsPostingPreview = z.infer<typeof atsPostingPreviewSchema>;

export const atsPreviewAnswerSchema = z.object({ postings: z.array(atsPostingPreviewSchema) });
export type AtsPreviewAnswer = z.infer<typeof atsPreviewAnswerSchema>;

export const atsImportAnswerSchema = z.object({ imported: z.number().int() });

/** The fields the sync keeps in step with the ATS until the founder edits them here (decision 051). */
export const atsSyncedFields = ['title', 'description', 'jobType', 'location', 'pay'] as const;
export type AtsSyncedField = (typeof atsSyncedFields)[number];
const ATS_FIELD_WORDS: Record<AtsSyncedField, string> = {
  title: 'title',
  description: 'description',
  jobType: 'job type',
  location: 'location',
  pay: 'pay',
};

/**
 * What the founder's own edits to an imported position mean for the sync, in words (the dashboard's row).
 * `detachedFields` holds the synced fields edited here, and `status` when the founder closed it here
 * (the sync then never reopens it). Null when nothing was edited: the whole position follows the ATS.
 */
export function atsEditsText(detachedFields: readonly string[]): string | null {
  const edited = atsSyncedFields
    .filter((field) => detachedFields.includes(field))
    .map((field) => ATS_FIELD_WORDS[field]);
  const parts = [
    edited.length > 0 ? `Your edits here are kept: ${edited.join(', ')}.` : '',
    detachedFields.includes('status') ? 'Closed here, so it stays closed whatever your ATS says.' : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : null;
}

/** A board the startup imported from, as its owner sees it: when the sync last read it, and why it failed. */
export const atsBoardRowSchema = z.object({
  id: z.uuid(),
  ats: z.enum(atsProviders),
  board: z.string(),
  openPositions: z.number().int(),
  lastSyncedAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type AtsBoardRow = z.infer<typeof atsBoardRowSchema>;
export const atsBoardsAnswerSchema = z.object({ boards: z.array(atsBoardRowSchema) });
/** "Sync now": the board after it was read, its last error included when the read failed. */
export const atsSyncAnswerSchema = z.object({ board: atsBoardRowSchema });
export type AtsBoardsAnswer = z.infer<typeof atsBoardsAnswerSchema>;
