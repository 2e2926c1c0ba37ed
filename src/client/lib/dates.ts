import { relativeTime } from '../../shared/relative-time';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The one date format, in the person's locale: "Nov 23, 2026" (DESIGN.md). */
export const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });

/** The date with its time, for a tooltip or a record: "Nov 23, 2026, 3:04 PM". */
export const formatDayTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Recent events relative ("3h ago"), older ones by their date (DESIGN.md: relative times for recent events). */
export const formatWhen = (iso: string, now: number = Date.now()) =>
  now - new Date(iso).getTime() < WEEK_MS ? relativeTime(iso, now) : formatDay(iso);
