import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { jobs } from '../../db/schema';
import { startupIsPublic } from '../startups/startup-visibility';

/**
 * The position's own part of being public: open (not closed), listed (not paused by its founder) and
 * not hidden by moderation, the whole condition of the board's partial index `jobs_board_idx`
 * (decision 067). Alone only where the startup's part
 * is decided by the outer query or must not apply (a startup card's open roles, shown to its owner
 * and the administrator while the startup is paused too); everywhere else, `jobIsPublic`.
 */
export const jobIsOpen: SQL = and(eq(jobs.isActive, true), eq(jobs.status, 'open'), isNull(jobs.hiddenAt))!;

/**
 * A position the public may see, find and apply to: open, listed, and its startup public. On a row of
 * `jobs` joined to its startup (`startups.id = jobs.startup_id`). The board, the job page, a startup
 * page's positions, the sitemap and feed, similar positions, alert digests, the followers'
 * announcement and applying all use it.
 */
export const jobIsPublic: SQL = and(jobIsOpen, startupIsPublic)!;
