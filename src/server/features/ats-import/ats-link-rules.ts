import { atsSyncedFields, type AtsSyncedField } from '../../../shared/ats-import';
import type { jobTypes, locationTypes } from '../../../shared/catalog';
import type { PAY_NOT_STATED } from '../../../shared/job-text';

type JobType = (typeof jobTypes)[number];
type LocationType = (typeof locationTypes)[number];

// The rules of a position's link to its ATS posting, with no database: which columns each synced field
// covers, and which fields a founder's edit takes over from the sync (decision 051). The jobs feature
// applies them when a founder edits an imported position; the sync and the import use them too.

/** The columns of a position that the import writes and the sync keeps in step, by synced field. */
export type PostingColumns = {
  title: string;
  description: string;
  jobType: JobType;
  locationType: LocationType;
  locationCity: string | null;
  locationCountry: string | null;
  remoteScope: 'anywhere' | null;
  compensationType: 'Paid' | 'Paid+Equity' | typeof PAY_NOT_STATED;
  compensationCurrency: string | null;
  compensationAmountMin: number | null;
  compensationAmountMax: number | null;
  compensationPeriod: string | null;
  equityMin: number | null;
  equityMax: number | null;
};

export const SYNCED_COLUMNS: Record<AtsSyncedField, readonly (keyof PostingColumns)[]> = {
  title: ['title'],
  description: ['description'],
  jobType: ['jobType'],
  location: ['locationType', 'locationCity', 'locationCountry', 'remoteScope'],
  pay: [
    'compensationType',
    'compensationCurrency',
    'compensationAmountMin',
    'compensationAmountMax',
    'compensationPeriod',
    'equityMin',
    'equityMax',
  ],
};

/** Numeric columns come back as numbers (drizzle's mode), so values compare as they are; null and undefined are one. */
export const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/**
 * Among a position's detached fields while its founder keeps it closed here: the sync reopens a
 * position whose posting is back on the board only when the sync closed it.
 */
export const CLOSED_HERE = 'status';

/**
 * A position's detached fields after an edit by its founder. Each synced field whose columns the edit
 * changed joins them, and stays the founder's. Closing the position here (or any status but open) adds
 * `status`, opening it here removes it: a position closed without it was closed by the sync.
 */
export function detachedAfterEdit(
  before: PostingColumns & { status: string; detachedFields: string[] },
  after: Partial<PostingColumns> & { status?: string },
): string[] {
  const fields = new Set(before.detachedFields);
  for (const field of atsSyncedFields) {
    if (SYNCED_COLUMNS[field].some((column) => column in after && !same(before[column], after[column])))
      fields.add(field);
  }
  if (after.status !== undefined && after.status !== before.status) {
    if (after.status === 'open') fields.delete(CLOSED_HERE);
    else fields.add(CLOSED_HERE);
  }
  return [...fields];
}
