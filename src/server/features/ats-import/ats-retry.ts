import { DateTime } from 'luxon';

/** A board's wait longer than this is still said, but not passed on as more than a day. */
const MAX_WAIT_SECONDS = 24 * 60 * 60;

/**
 * The seconds a board's Retry-After asks us to wait (RFC 9110: a number of seconds or an HTTP date),
 * or null when it gives none we can read, or one already past.
 */
export function retryAfterSeconds(header: string | null, now: DateTime = DateTime.now()): number | null {
  const value = header?.trim();
  if (!value) return null;
  const seconds = /^\d+$/.test(value)
    ? Number(value)
    : Math.ceil(DateTime.fromHTTP(value).diff(now, 'seconds').seconds);
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  return Math.min(seconds, MAX_WAIT_SECONDS);
}

/**
 * "in 45 seconds", "in 2 minutes", "in 3 hours": when to try again, rounded up, so that trying at the
 * time said is never too early.
 */
export function tryAgainIn(seconds: number, now: DateTime = DateTime.now()): string {
  const unit = seconds <= 60 ? 1 : seconds <= 60 * 60 ? 60 : 60 * 60;
  const rounded = Math.ceil(seconds / unit) * unit;
  return now.plus({ seconds: rounded }).toRelative({ base: now, locale: 'en' }) ?? 'in a few minutes';
}
