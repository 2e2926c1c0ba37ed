import type { StartupSort } from './catalog';
import { startupSorts } from './catalog';

// The listing's keyset cursor (decision 011): the sort it belongs to, the last card's sort key and its
// id, as base64url of a JSON array. Opaque to the client; checked here so a bad one is a 400, never
// a database error. The time key keeps microseconds, as PostgreSQL stores them. In a search's startups
// that match only some of its words (decision 066), a fourth element: how many groups the card matched,
// by which those are ordered first.

export type StartupCursor = { sort: StartupSort; key: string; id: string; matched?: number };

export const INVALID_CURSOR = 'Invalid page cursor';
export const STARTUP_CURSOR_MAX = 600;
/** The most groups a search has: ten words by name and ten by job title (shared/search-query.ts). */
const MATCHED_MAX = 20;

const TIME_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isTimeSort = (sort: StartupSort) => sort === 'newest' || sort === 'oldest';

/** A real instant: the calendar date must survive a round trip (no 2026-02-30). */
function isValidTimeKey(key: string) {
  if (!TIME_KEY.test(key)) return false;
  const millis = key.slice(0, 23);
  const date = new Date(`${millis}Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 23) === millis;
}

export function encodeStartupCursor(cursor: StartupCursor): string {
  const bytes = new TextEncoder().encode(
    JSON.stringify([cursor.sort, cursor.key, cursor.id, ...(cursor.matched !== undefined ? [cursor.matched] : [])]),
  );
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The cursor, or null when it is not one this server made (wrong encoding, shape, key or id). */
export function decodeStartupCursor(text: string): StartupCursor | null {
  if (text.length > STARTUP_CURSOR_MAX || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const json = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value) || value.length < 3 || value.length > 4) return null;
    const [sort, key, id, matched] = value as unknown[];
    if (
      matched !== undefined &&
      !(Number.isInteger(matched) && (matched as number) >= 1 && (matched as number) <= MATCHED_MAX)
    )
      return null;
    if (!startupSorts.includes(sort as StartupSort) || typeof key !== 'string' || typeof id !== 'string') return null;
    if (!UUID.test(id)) return null;
    const validKey = isTimeSort(sort as StartupSort) ? isValidTimeKey(key) : key.length > 0 && !key.includes('\u0000');
    if (!validKey) return null;
    return { sort: sort as StartupSort, key, id, ...(matched !== undefined ? { matched: matched as number } : {}) };
  } catch {
    return null;
  }
}
