import { z } from 'zod';
import {
  compensationPeriods,
  compensationTypes,
  countryCodes,
  currencies,
  experienceLevels,
  jobTypes,
  locationTypes,
  stages,
} from './catalog';
import { applicationStatuses } from './applications';
import { candidateStages } from './candidate-stages';
import { positionSchema, storedOneOf } from './jobs';
import { responseRecordSchema } from './response-record';
import { optionalFilter, queryText } from './query-params';
import { MAX_SEARCH_GROUPS } from './search-query';

/** A filter a search's words were read as (shared/search-query.ts): the chip's words, label and filter. */
export const searchReadingSchema = z.object({
  words: z.string(),
  label: z.string(),
  filter: z.object({
    locationType: z.enum(locationTypes).optional(),
    country: z.enum(countryCodes).optional(),
    city: z.string().optional(),
    workFrom: z.enum(countryCodes).optional(),
  }),
});

// The jobs board (decision 017): every open position of every active startup, newest first,
// filtered by what the address says, a keyset page at a time.

export const JOB_BOARD_PAGE_SIZE = 20;
export const JOB_SEARCH_MAX = 100;
export const postedWithin = ['day', 'week', 'month'] as const;
export type PostedWithin = (typeof postedWithin)[number];

export const INVALID_JOB_CURSOR = 'Invalid page cursor';
const JOB_CURSOR_MAX = 200;
const TIME_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The last position of a page: when it was posted (to the microsecond, as PostgreSQL keeps it) and its
 * id; in a search's positions that match only some of its words, how many groups it matched
 * (`matched`, decision 059): those are ordered by that first.
 */
export type JobCursor = { createdAt: string; id: string; matched?: number };

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export function encodeJobCursor(cursor: JobCursor): string {
  return toBase64Url(
    JSON.stringify(
      cursor.matched === undefined ? [cursor.createdAt, cursor.id] : [cursor.createdAt, cursor.id, cursor.matched],
    ),
  );
}

/** The cursor, or null when it is not one this server made. */
export function decodeJobCursor(text: string): JobCursor | null {
  if (text.length > JOB_CURSOR_MAX || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const value: unknown = JSON.parse(
      new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))),
    );
    if (!Array.isArray(value) || value.length < 2 || value.length > 3) return null;
    const [createdAt, id, matched] = value as unknown[];
    if (typeof createdAt !== 'string' || typeof id !== 'string' || !TIME_KEY.test(createdAt) || !UUID.test(id))
      return null;
    const isMatched =
      typeof matched === 'number' && Number.isInteger(matched) && matched >= 1 && matched <= MAX_SEARCH_GROUPS;
    if (value.length === 3 && !isMatched) return null;
    // A real instant: the date must survive a round trip (no 2026-02-30).
    const millis = createdAt.slice(0, 23);
    const date = new Date(`${millis}Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 23) !== millis) return null;
    return isMatched ? { createdAt, id, matched } : { createdAt, id };
  } catch {
    return null;
  }
}

/** Free text from the address, an empty one as none. */
const searchText = (max: number) => queryText(max).transform((v) => v || undefined);

export const jobBoardQuerySchema = z.object({
  /** Words to find in the title, the skills and the description (PostgreSQL full-text search). */
  q: searchText(JOB_SEARCH_MAX),
  jobType: optionalFilter(jobTypes),
  experienceLevel: optionalFilter(experienceLevels),
  locationType: optionalFilter(locationTypes),
  country: optionalFilter(countryCodes),
  /** Positions a person living in this country can take: placed there, or remote and open to it (decision 025). */
  workFrom: optionalFilter(countryCodes),
  compensationType: optionalFilter(compensationTypes),
  /** Paid positions whose pay reaches this much, in `currency` per `period` (both needed, else ignored). */
  minPay: z.coerce.number().finite().min(0).max(1_000_000_000).optional().catch(undefined),
  currency: optionalFilter(currencies),
  period: optionalFilter(compensationPeriods),
  /** Only positions that offer equity. */
  equity: z.enum(['true']).optional().catch(undefined),
  /** Only positions whose startup sponsors a work visa. */
  visa: z.enum(['true']).optional().catch(undefined),
  posted: optionalFilter(postedWithin),
  /** A required skill, whatever its case. */
  skill: searchText(40),
  /** The page after the position this names (the previous answer's `nextCursor`); a bad one is a 400. */
  cursor: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (!text) return undefined;
      const cursor = decodeJobCursor(text);
      if (!cursor) ctx.addIssue({ code: 'custom', message: INVALID_JOB_CURSOR });
      return cursor ?? undefined;
    }),
});
export type JobBoardQuery = z.output<typeof jobBoardQuerySchema>;

/** A position on the board, with what the row shows of its startup. */
const jobBoardItemSchemaBase = positionSchema
  .omit({
    status: true,
    isActive: true,
    additionalRequirements: true,
    description: true,
    updatedAt: true,
    questions: true,
    essays: true,
  })
  .extend({
    /** `verifiedDomain`: the domain its founder proved (decision 047), or null. */
    startup: z.object({
      id: z.uuid(),
      name: z.string(),
      slug: z.string(),
      logoUrl: z.string(),
      verifiedDomain: z.string().nullable(),
    }),
    /** In a search of several words, on the board: true when it matches only some of them (listed after those that match all). */
    isPartialMatch: z.boolean().optional(),
  });
export const jobBoardItemSchema = jobBoardItemSchemaBase;
export type JobBoardItem = z.infer<typeof jobBoardItemSchema>;

/**
 * A page of the board. `total`, on the first page only: how many positions match, exact up to 1,000
 * (`isAtLeast`: more than that).
 */
export const jobBoardPageSchema = z.object({
  items: z.array(jobBoardItemSchema),
  total: z.object({ count: z.number().int().nonnegative(), isAtLeast: z.boolean() }).nullable(),
  hasMore: z.boolean(),
  /** Pass as `cursor` (with the same filters) for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
  /** How the words of `q` were read (decision 059); null without `q`. */
  search: z
    .object({
      /** Words read as filters, each shown as a chip that takes them out of `q`. */
      readings: z.array(searchReadingSchema),
      /** The words looked for (without those read as filters). */
      terms: z.array(z.string()),
      /**
       * On the first page: `all`, some positions match every term; `some`, none does and `items` are
       * those matching most; `none`, nothing matches and `closest` holds the nearest positions. Null on
       * later pages, and when every word was read as a filter.
       */
      match: z.enum(['all', 'some', 'none']).nullable(),
      closest: z.array(jobBoardItemSchemaBase),
    })
    .nullable(),
});
export type JobBoardPage = z.infer<typeof jobBoardPageSchema>;

/** A job's own page (/jobs/:id): the position, what its startup shows on a card, and whether the viewer applied. */
export const jobPageSchema = z.object({
  job: positionSchema,
  startup: z.object({
    id: z.uuid(),
    ownerId: z.uuid(),
    name: z.string(),
    slug: z.string(),
    logoUrl: z.string(),
    tagline: z.string(),
    industry: z.string(),
    stage: storedOneOf(stages),
    country: storedOneOf(countryCodes),
    teamSize: z.number().int().min(1),
    /** The domain its founder proved (decision 047), or null. */
    verifiedDomain: z.string().nullable(),
    /** Its own website, or null: the JobPosting's hiringOrganization.sameAs. */
    websiteUrl: z.string().nullable(),
  }),
  /** Where the viewer's own application stands (none, or withdrawn: null), shown instead of Apply. */
  applicationStatus: z.enum(applicationStatuses).nullable(),
  /** "Interviewing" or "Offer" while it is in one of the startup's own stages that shows one (decision 044); else null. */
  applicationStage: z.enum(candidateStages).nullable(),
  /** How the startup answers applicants, once it has enough applications (decision 019). */
  responseRecord: responseRecordSchema.nullable(),
  /** Until when the position is said to be open: the page shows it, and the JobPosting says the same (decision 017). */
  validThrough: z.iso.datetime(),
  /** Up to five other open positions like it. */
  similar: z.array(jobBoardItemSchema),
});
export type JobPage = z.infer<typeof jobPageSchema>;

/** How long a position is said to stay open after it was posted or last edited (schema.org validThrough). */
export const JOB_VALID_DAYS = 60;

/** The day a position is said to be open until: JOB_VALID_DAYS after it was posted or last changed, whichever is later. */
export function validThroughOf(createdAt: Date, updatedAt: Date): string {
  return new Date(Math.max(createdAt.getTime(), updatedAt.getTime()) + JOB_VALID_DAYS * 86_400_000).toISOString();
}

/**
 * What the page of a position that is no longer open shows (410): where to go instead. Its `error` is
 * the shared error's, so a client that reads only that still works.
 */
export const goneJobPageSchema = z.object({
  error: z.object({ message: z.string() }),
  /** Its startup, while that is listed. */
  startup: z.object({ name: z.string(), slug: z.string() }).nullable(),
  similar: z.array(jobBoardItemSchema),
  /** Hidden by the moderators, rather than closed or paused by its founder. */
  removed: z.boolean(),
});
export type GoneJobPage = z.infer<typeof goneJobPageSchema>;

export const JOB_GONE_MESSAGE = 'This position is no longer open';
