import { DateTime, IANAZone } from 'luxon';

// Times of interviews. Every moment is stored and sent as an instant (UTC); each
// person reads it in their own time zone, named. Wall-clock arithmetic in a zone (a window of
// availability cut into slots across a daylight-saving change) is Luxon's, never ours.

/** Whether `zone` is an IANA time zone name this runtime knows ("Europe/Berlin"), not an offset or an abbreviation. */
export const isTimeZone = (zone: string) => (zone.includes('/') || zone === 'UTC' ? IANAZone.isValidZone(zone) : false);

export type Slot = { startsAt: string; endsAt: string };

/**
 * A window of availability on one day, in the organizer's zone, cut into back-to-back slots of
 * `minutes`. Slots are steps of real time: on the night the clocks change, a window from 01:00 to
 * 04:00 in Berlin holds two hours, not three. A wall-clock time that does not exist that night (02:30
 * when clocks jump from 02:00 to 03:00) is read as Luxon reads it, moved forward.
 */
export function cutWindow(window: { date: string; from: string; to: string; zone: string; minutes: number }): Slot[] {
  const start = DateTime.fromISO(`${window.date}T${window.from}`, { zone: window.zone });
  const end = DateTime.fromISO(`${window.date}T${window.to}`, { zone: window.zone });
  if (!start.isValid || !end.isValid || window.minutes <= 0) return [];
  const slots: Slot[] = [];
  for (let at = start; at.plus({ minutes: window.minutes }) <= end; at = at.plus({ minutes: window.minutes })) {
    slots.push({ startsAt: at.toUTC().toISO()!, endsAt: at.plus({ minutes: window.minutes }).toUTC().toISO()! });
  }
  return slots;
}

/** An instant in a zone, as a person reads it: "Tue, Dec 1, 2026, 10:00 AM". */
export function formatInZone(instant: string, zone: string, locale = 'en-US'): string {
  return DateTime.fromISO(instant, { zone }).setLocale(locale).toLocaleString({
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** An instant as a person reads it, with its zone named: "Tue, Dec 1, 2026, 10:00 AM (Central European Standard Time)". */
export function formatNamed(instant: string, zone: string, locale = 'en-US'): string {
  return `${formatInZone(instant, zone, locale)} (${zoneName(zone, instant, locale)})`;
}

/** The zone's name as it stands at that instant: "Central European Summer Time" in July, "… Standard Time" in January. */
export function zoneName(zone: string, instant: string, locale = 'en-US'): string {
  return DateTime.fromISO(instant, { zone }).setLocale(locale).offsetNameLong ?? zone;
}
