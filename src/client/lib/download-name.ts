import { parse } from 'content-disposition';

/**
 * The name to save a download under, from its Content-Disposition (RFC 6266). `filename*` (RFC 8187,
 * UTF-8) wins over the ASCII `filename`, so "Zoë" stays "Zoë"; a missing or malformed header gives
 * the fallback.
 */
export function downloadName(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  try {
    return parse(disposition).parameters.filename || fallback;
  } catch {
    return fallback;
  }
}
