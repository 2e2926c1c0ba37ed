import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { AppError } from './app-error';

/**
 * Fixed-window counters in the database (the `rate_limits` table better-auth uses for sign-in), so
 * every server process shares them. Keys start with `app:` and never meet better-auth's own.
 */
export type RateRule = { name: string; windowSeconds: number; max: number };

export type RateResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/** Counts one hit of `subject` against `rule` in one statement (safe under concurrency). */
export async function hitRateLimit(db: DbOrTx, rule: RateRule, subject: string, now = Date.now()): Promise<RateResult> {
  const key = `app:${rule.name}:${subject}`;
  const windowMs = rule.windowSeconds * 1000;
  // Both drivers (pg and PGlite) answer raw SQL with `{ rows }`.
  const result = (await db.execute(sql`
    insert into rate_limits (id, key, count, last_request) values (gen_random_uuid(), ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.last_request <= ${now - windowMs} then 1 else rate_limits.count + 1 end,
      last_request = case when rate_limits.last_request <= ${now - windowMs} then ${now} else rate_limits.last_request end
    returning count, last_request as window_start`)) as unknown as {
    rows: { count: number | string; window_start: number | string }[];
  };
  const row = result.rows[0]!;
  const count = Number(row.count);
  const retryAfterSeconds = Math.max(1, Math.ceil((Number(row.window_start) + windowMs - now) / 1000));
  return { allowed: count <= rule.max, count, retryAfterSeconds };
}

/** Throws 429 with `message` (and a Retry-After) once `subject` went over `rule`. */
export async function enforceRateLimit(
  db: DbOrTx,
  rule: RateRule,
  subject: string,
  message = 'Too many requests. Please try again later.',
) {
  const result = await hitRateLimit(db, rule, subject);
  if (!result.allowed) throw tooManyRequests(message, result.retryAfterSeconds);
  return result;
}

/** A 429 the error handler answers with a Retry-After header. */
export function tooManyRequests(message: string, retryAfterSeconds: number) {
  return new AppError('RATE_LIMITED', message, undefined, retryAfterSeconds);
}
