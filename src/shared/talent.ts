import { z } from 'zod';
import { countryCodes, experienceLevels, jobTypes, locationTypes } from './catalog';
import { matchSchema } from './job-matches';
import { jobPreferencesSchema } from './job-preferences';
import { optionalFilter, queryText } from './query-params';

// Candidates (/talent): members open to work with "Show my profile" on, for founders
// with an active startup and the administrator.

export const ONLY_HIRING_FOUNDERS = 'Only founders with a listed startup can search candidates.';
export const INVALID_TALENT_CURSOR = 'Invalid page cursor';
export const TALENT_PAGE_SIZE = 20;
/**
 * Ranked against a position, the pool scored: up to this many candidates who have one of its required
 * skills (GIN on profiles.skills_lower), and the newest this many that pass the filters (bounded, indexed reads).
 */
export const TALENT_RANK_POOL = 300;
export const RANKED_CURSOR_NEEDS_POSITION = 'This page cursor belongs to a list ranked against a position';
export const CURSOR_NOT_RANKED = 'This page cursor does not belong to a ranked list';

const TIME_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Where the next page starts: after a member (their preferences' change time, to the microsecond, and
 * id) in the newest-first list, or, ranked, after so many of the ranked pool.
 */
export type TalentCursor = { kind: 'after'; updatedAt: string; id: string } | { kind: 'ranked'; offset: number };

export function encodeTalentCursor(cursor: TalentCursor): string {
  return cursor.kind === 'ranked' ? `r${cursor.offset}` : `a${cursor.updatedAt}_${cursor.id}`;
}

export function decodeTalentCursor(text: string): TalentCursor | null {
  if (/^r\d{1,4}$/.test(text)) return { kind: 'ranked', offset: Number(text.slice(1)) };
  const match = /^a([^_]+)_(.+)$/.exec(text);
  if (!match || !TIME_KEY.test(match[1]!) || !UUID.test(match[2]!)) return null;
  const millis = match[1]!.slice(0, 23);
  const date = new Date(`${millis}Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 23) === millis
    ? { kind: 'after', updatedAt: match[1]!, id: match[2]! }
    : null;
}

export const needsVisaFilters = ['yes', 'no'] as const;

export const talentQuerySchema = z
  .object({
    /** One of their profile's skills, whatever its case. */
    skill: queryText(40).transform((v) => v || undefined),
    /** A country they can work in, or where they live. */
    country: optionalFilter(countryCodes),
    locationType: optionalFilter(locationTypes),
    jobType: optionalFilter(jobTypes),
    experience: optionalFilter(experienceLevels),
    needsVisa: optionalFilter(needsVisaFilters),
    /** Rank against one of the caller's open positions ("Suggested for Backend Engineer"). */
    forJob: z.uuid({ error: 'Position not found' }).optional(),
    cursor: z
      .string()
      .optional()
      .transform((text, ctx) => {
        if (!text) return undefined;
        const cursor = decodeTalentCursor(text);
        if (!cursor) ctx.addIssue({ code: 'custom', message: INVALID_TALENT_CURSOR });
        return cursor ?? undefined;
      }),
  })
  // A cursor goes on the list it came from: read as the other kind, it would quietly start again at page 1.
  .superRefine((query, ctx) => {
    if (query.cursor?.kind === 'ranked' && !query.forJob)
      ctx.addIssue({ code: 'custom', path: ['cursor'], message: RANKED_CURSOR_NEEDS_POSITION });
    if (query.cursor?.kind === 'after' && query.forJob)
      ctx.addIssue({ code: 'custom', path: ['cursor'], message: CURSOR_NOT_RANKED });
  });
export type TalentQuery = z.output<typeof talentQuerySchema>;

export const talentCardSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.string().nullable(),
  headline: z.string(),
  country: z.string(),
  skills: z.array(z.string()),
  preferences: jobPreferencesSchema,
  /** "Allow messages" on: the founder may invite them. */
  canInvite: z.boolean(),
  /** Ranked against a position: the fit and its reasons. */
  match: matchSchema.nullable(),
});
export type TalentCard = z.infer<typeof talentCardSchema>;

export const talentPageSchema = z.object({
  items: z.array(talentCardSchema),
  /** The position ranked against, when `forJob` was given. */
  forJob: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  nextCursor: z.string().nullable(),
});
export type TalentPage = z.infer<typeof talentPageSchema>;

/**
 * The caller's open positions, to rank against or invite to, and whether they may look for candidates
 * at all: asked by every signed-in page that offers it (the profile menu), so a member who does not
 * hire gets an answer, not a refusal.
 */
export const openPositionsSchema = z.object({
  canFindTalent: z.boolean(),
  /** Not hiring because every startup they own is paused: /talent sends them to their dashboard, not to post a startup. */
  startupsPaused: z.boolean(),
  items: z.array(z.object({ id: z.uuid(), title: z.string(), startupName: z.string() })),
});
export type OpenPositions = z.infer<typeof openPositionsSchema>;

/** "Hide from these startups": the startups whose founders never see the member on /talent. */
export const HIDDEN_FROM_MAX = 50;
export const HIDDEN_FROM_LIMIT_MESSAGE = `You can hide from at most ${HIDDEN_FROM_MAX} startups.`;
export const hiddenFromSchema = z.object({
  items: z.array(z.object({ startupId: z.uuid(), name: z.string(), slug: z.string() })),
});
export type HiddenFrom = z.infer<typeof hiddenFromSchema>;
