function hasCode(error: unknown, code: string): boolean {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 3;
    e = e.cause as typeof e, depth += 1
  ) {
    if (e.code === code) return true;
  }
  return false;
}

/** True for PostgreSQL's unique_violation (23505), from pg or PGlite, wrapped by drizzle or not. */
export const isUniqueViolation = (error: unknown) => hasCode(error, '23505');

/** True for PostgreSQL's exclusion_violation (23P01): two rows an EXCLUDE constraint keeps apart (overlapping interviews). */
export const isExclusionViolation = (error: unknown) => hasCode(error, '23P01');

/** True for PostgreSQL's foreign_key_violation (23503): the row it points to is gone (a deleted member). */
export const isForeignKeyViolation = (error: unknown) => hasCode(error, '23503');
