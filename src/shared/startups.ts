import { z } from 'zod';
import { optionalFilter, queryText } from './query-params';
import { brandVoices, countryCodes, industries, OTHER, stages, startupSorts } from './catalog';
import { emailField, multiLineText, singleLineText } from './fields';
import { decodeStartupCursor, INVALID_CURSOR } from './startup-cursor';
import { MAX_STARTUPS_PER_OWNER } from './limits';
import { applicationStatuses } from './applications';
import { candidateStages } from './candidate-stages';
import { positionSchema, storedOneOf } from './jobs';
import { responseRecordSchema } from './response-record';
import { websiteUrlField } from './website-url';
import { searchReadingSchema } from './job-board';

// Post and edit rules. The wizard validates each step with its part; the API the whole.

export { MAX_STARTUPS_PER_OWNER };
export const TAGLINE_MAX = 100;
/** The largest team a startup here can say it has. */
export const TEAM_SIZE_MAX = 1000;
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_REQUIRED = 'Please upload a logo before proceeding';
export const LOGO_TOO_LARGE = 'Logo must be less than 5MB';
export const LOGO_WRONG_TYPE = 'Logo must be JPEG, PNG, or WebP format';
export const LOGO_UPLOAD_FAILED = 'Failed to upload logo. Please try again.';
export const STARTUP_LIMIT_TITLE = 'Startup Limit Reached';
// The original text said "for the MVP version", which speaks of our plans, not the person's.
export const STARTUP_LIMIT_MESSAGE = `You can run up to ${MAX_STARTUPS_PER_OWNER} startups on one account. Manage yours from the dashboard.`;

const text = (label: string, max: number, kind = singleLineText) =>
  kind({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalLink = (prefix: string, message: string) =>
  singleLineText()
    .max(300, message)
    .refine((value) => value === '' || (value.toLowerCase().startsWith(prefix) && URL.canParse(value)), message)
    .default('');

const basicsShape = {
  name: text('Startup name', 80),
  logoUrl: singleLineText({ error: LOGO_REQUIRED }).min(1, LOGO_REQUIRED),
  description: text('About Us', 2000, multiLineText),
  stage: z.enum(stages, { error: 'Please select a stage' }),
  industry: z.enum([...industries, OTHER], { error: 'Please select a category' }),
  customIndustry: singleLineText().max(50, 'Category must be at most 50 characters').default(''),
  // Anything below 1 becomes 1; not a number at all is an error.
  teamSize: z.coerce
    .number({ error: 'Team size must be a number' })
    .int('Team size must be a whole number')
    // An early-stage team, not a headcount typo shown on every card.
    .max(TEAM_SIZE_MAX, `Team size must be at most ${TEAM_SIZE_MAX}`)
    .transform((n) => Math.max(1, n))
    .default(1),
  country: z.enum(countryCodes, { error: 'Please select a country' }).default('US'),
};

const detailsShape = {
  tagline: text('Tagline', TAGLINE_MAX),
  brandVoice: z.enum([...brandVoices, OTHER], { error: 'Please select a brand voice' }),
  customBrandVoice: singleLineText().max(50, 'Brand voice must be at most 50 characters').default(''),
  mission: text('Mission & Vision', 2000, multiLineText),
  story: text('Our Story', 5000, multiLineText),
  highlightText: text('Highlight text', 40),
  contactEmail: z
    .string({ error: 'Contact email is required' })
    .trim()
    .min(1, 'Contact email is required')
    .pipe(emailField),
  linkedinUrl: optionalLink('https://www.linkedin.com/', 'LinkedIn URL must start with https://www.linkedin.com/'),
  // Read as a browser reads it, and stored as the browser writes it back (decision 052).
  websiteUrl: websiteUrlField,
};

type Ctx = z.RefinementCtx;
function refineBasics(value: { industry: string; customIndustry: string }, ctx: Ctx) {
  if (value.industry === OTHER && !value.customIndustry)
    ctx.addIssue({ code: 'custom', path: ['customIndustry'], message: 'Please enter your category' });
}
function refineDetails(value: { brandVoice: string; customBrandVoice: string }, ctx: Ctx) {
  if (value.brandVoice === OTHER && !value.customBrandVoice)
    ctx.addIssue({ code: 'custom', path: ['customBrandVoice'], message: 'Please enter your brand voice' });
}

export const startupBasicsSchema = z.object(basicsShape).superRefine(refineBasics);
export const startupDetailsSchema = z.object(detailsShape).superRefine(refineDetails);
export const startupSchema = z.object({ ...basicsShape, ...detailsShape }).superRefine((value, ctx) => {
  refineBasics(value, ctx);
  refineDetails(value, ctx);
});
export type StartupInput = z.input<typeof startupSchema>;
export type StartupData = z.output<typeof startupSchema>;

/** "Other" stores the custom text as the industry or brand voice itself. */
export function resolvedIndustry(data: Pick<StartupData, 'industry' | 'customIndustry'>) {
  return data.industry === OTHER ? data.customIndustry : data.industry;
}
export function resolvedBrandVoice(data: Pick<StartupData, 'brandVoice' | 'customBrandVoice'>) {
  return data.brandVoice === OTHER ? data.customBrandVoice : data.brandVoice;
}

/** The slug of /api/startups/by-slug/:slug. */
export const startupSlugParamSchema = z.object({ slug: singleLineText().min(1).max(300) });

/**
 * The next page after the card this cursor names (the previous answer's `nextCursor`). Unlike the
 * filters, a cursor is only ever made by the server, so a bad one is refused (400), not ignored.
 */
const startupCursorParam = z
  .string()
  .optional()
  .transform((text, ctx) => {
    if (!text) return undefined;
    const cursor = decodeStartupCursor(text);
    if (!cursor) ctx.addIssue({ code: 'custom', message: INVALID_CURSOR });
    return cursor ?? undefined;
  });

/** The listing's query string; unknown values are ignored rather than refused, as links get edited by hand. */
export const startupListQuerySchema = z
  .object({
    search: queryText(80),
    jobPosition: queryText(80),
    industry: queryText(50),
    stage: optionalFilter(stages),
    country: optionalFilter(countryCodes),
    sort: z.enum(startupSorts).catch('newest').default('newest'),
    page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
    cursor: startupCursorParam,
  })
  .superRefine((query, ctx) => {
    if (query.cursor && query.cursor.sort !== query.sort)
      ctx.addIssue({ code: 'custom', path: ['cursor'], message: INVALID_CURSOR });
  });
export type StartupListQuery = z.output<typeof startupListQuerySchema>;

export const STARTUP_SLUG_MAX = 80;

/**
 * The base of /startup/{slug}: the name lowercased, spaces to hyphens. Any other run
 * of characters that are not letters or digits becomes one hyphen too, so the address is always
 * URL-safe. Combining marks count as letters: Devanagari or Thai vowel signs are marks, and "İ"
 * lowercases to "i" plus a mark. The server makes a slug unique by adding "-2", "-3"... to this base.
 */
export function startupSlug(name: string): string {
  const hyphenated = name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-');
  const trimmed = (text: string) => text.replace(/^-+|-+$/g, '');
  // Cut by code points, never inside a surrogate pair.
  const cut = Array.from(trimmed(hyphenated)).slice(0, STARTUP_SLUG_MAX).join('');
  return trimmed(cut) || 'startup';
}

export {
  ideaMeter,
  STARTUPS_PAGE_SIZE,
  type StartupCard,
  type StartupDetail,
  type StartupListPage,
} from './startup-cards';

// The API's answers (decision 029). Their types are in startup-cards.ts, which the listing and a
// startup's page load without zod.

/** A startup as the listing's cards show it. */
export const startupCardSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  logoUrl: z.string(),
  description: z.string(),
  stage: storedOneOf(stages),
  /** One of the catalog's, or the founder's own words when they chose "Other". */
  industry: z.string(),
  teamSize: z.number().int().min(1),
  country: storedOneOf(countryCodes),
  tagline: z.string(),
  /** One of the catalog's, or the founder's own words when they chose "Other". */
  brandVoice: z.string(),
  mission: z.string(),
  highlightText: z.string(),
  owner: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string(), avatarUrl: z.string().nullable() }),
  /** The titles of its open positions, newest first. */
  openRoles: z.array(z.string()),
  /** The ids of those positions, in the same order. */
  openRoleIds: z.array(z.uuid()),
  createdAt: z.iso.datetime(),
  /** The website's domain its founder proved (decision 047), shown as a badge; null when not verified. */
  verifiedDomain: z.string().nullable(),
});

/** A job title search's words read as a filter on the positions ("remote", "Berlin"), as a chip shows it. */
export const startupSearchReadingSchema = searchReadingSchema.extend({ field: z.literal('jobPosition') });
export type StartupSearchReading = z.infer<typeof startupSearchReadingSchema>;

/** One page of GET /api/startups. */
export const startupListPageSchema = z.object({
  /** With a search of several words (decision 066): true on a card matching only some of them, listed after those matching all. */
  items: z.array(startupCardSchema.extend({ isPartialMatch: z.boolean().optional() })),
  /**
   * How many startups match the filters. It may be up to 30 seconds old (a write through another
   * server process), and above a thousand matches of a name or job-title search it is the database's
   * estimate (`isTotalExact` false). Whether more cards follow is `hasMore`, which is always exact.
   */
  total: z.number().int().nonnegative(),
  isTotalExact: z.boolean(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  /** Exact: whether a card follows this page. */
  hasMore: z.boolean(),
  /** Pass as `cursor` (with the same filters and sort) for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
  /** What a name or job title search was read as (decision 066); null without one. */
  search: z
    .object({
      readings: z.array(startupSearchReadingSchema),
      /** The words looked for, by name then by job title. */
      terms: z.array(z.string()),
      /**
       * On the first page: `all`, some startups match every word; `some`, none does and the cards match
       * some, most first; `none`, nothing matches and `closest` holds the nearest startups. Null on later pages.
       */
      match: z.enum(['all', 'some', 'none']).nullable(),
      closest: z.array(startupCardSchema),
    })
    .nullable(),
});

/** A startup with everything its page and its owner's forms show. */
export const startupDetailSchema = startupCardSchema.extend({
  story: z.string(),
  contactEmail: z.string(),
  linkedinUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  active: z.boolean(),
  ownerId: z.uuid(),
});
/** A startup its owner reads, posts or edits. */
export const startupAnswerSchema = z.object({ startup: startupDetailSchema });
/** The owner's startups, each with how many follow it (decision 018). */
export const ownStartupsSchema = z.object({
  items: z.array(startupDetailSchema.extend({ followerCount: z.number().int().nonnegative() })),
});
/** A member's active startups, for their profile. */
export const startupCardsSchema = z.object({ items: z.array(startupCardSchema) });

/** /startup/{slug}: the startup, its open positions, the viewer's applications to them and how it answers applicants. */
export const startupPageSchema = z.object({
  startup: startupDetailSchema,
  jobs: z.array(positionSchema),
  /** The viewer's own application to each of those positions, by position id (withdrawn ones are not). */
  applicationStatuses: z.record(z.uuid(), z.enum(applicationStatuses)),
  /** Those in an own stage that shows the candidate "Interviewing" or "Offer" (decision 044), by position id. */
  applicationStages: z.record(z.uuid(), z.enum(candidateStages)),
  /** How the startup answers applicants, once it has enough applications (decision 019). */
  responseRecord: responseRecordSchema.nullable(),
});

export const logoUploadedSchema = z.object({ logoUrl: z.string() });
/** A multipart upload of one logo image (JPEG, PNG or WebP, at most 5 MB). */
export const logoUploadSchema = z.object({ logo: z.string().meta({ format: 'binary' }) });
/** A startup or a position listed (true) or paused (false). */
export const activeStateSchema = z.object({ active: z.boolean() });
export const deletedSchema = z.object({ deleted: z.literal(true) });

export const ADMIN_STARTUPS_PAGE_SIZE = 25;

/**
 * The administrator's table: every startup, listed or not, newest first, searchable by name. Pages
 * come by cursor (keyset, as the listing's: decision 011), so the last page costs what the first does.
 */
export const adminStartupQuerySchema = z
  .object({
    search: queryText(80),
    /** The previous answer's `nextCursor`: a newest-first cursor, as the listing's. */
    cursor: startupCursorParam,
  })
  .superRefine((query, ctx) => {
    if (query.cursor && query.cursor.sort !== 'newest')
      ctx.addIssue({ code: 'custom', path: ['cursor'], message: INVALID_CURSOR });
  });
export type AdminStartupQuery = z.output<typeof adminStartupQuerySchema>;

/** One page of the administrator's table, ADMIN_STARTUPS_PAGE_SIZE startups. */
export const adminStartupPageSchema = z.object({
  items: z.array(startupCardSchema.extend({ active: z.boolean() })),
  /** Exact up to a thousand; above that the database's estimate (`isTotalExact` false), as the listing's. */
  total: z.number().int().nonnegative(),
  isTotalExact: z.boolean(),
  pageSize: z.number().int().min(1),
  /** Exact: whether a startup follows this page. */
  hasMore: z.boolean(),
  /** Pass as `cursor` (with the same search) for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type AdminStartupPage = z.infer<typeof adminStartupPageSchema>;
