/** True for PostgreSQL's unique_violation (23505), from pg or PGlite, wrapped by drizzle or not. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 3; e = e.cause as typeof e, depth += 1) {
    if (e.code === '23505') return true;
  }
  return false;
}
