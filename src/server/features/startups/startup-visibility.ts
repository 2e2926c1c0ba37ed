import { eq, type SQL } from 'drizzle-orm';
import { startups } from '../../db/schema';

/**
 * A startup the public may see: listed by its owner (not paused). Every query that lists or shows
 * startups to anyone but their owner and the administrator says so with this, on a row of `startups`.
 * It matches the listing's partial indexes (`where active`).
 */
export const startupIsPublic: SQL = eq(startups.active, true);
