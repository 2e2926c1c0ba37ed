import { DateTime } from 'luxon';
import type { Interview } from '../../../shared/interviews';

type Slot = Interview['slots'][number];
export type SlotDay = { day: string; label: string; slots: Slot[] };

/** Offered slots grouped by their day as the viewer's zone has it ("Tuesday, December 1"), in order. */
export function slotsByDay(slots: Slot[], zone: string, locale = 'en-US'): SlotDay[] {
  const days = new Map<string, SlotDay>();
  for (const slot of [...slots].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
    const at = DateTime.fromISO(slot.startsAt, { zone }).setLocale(locale);
    const day = at.toISODate()!;
    if (!days.has(day))
      days.set(day, {
        day,
        label: at.toLocaleString({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
        slots: [],
      });
    days.get(day)!.slots.push(slot);
  }
  return [...days.values()];
}

/** "10:00 AM – 10:30 AM" in the zone. */
export function slotRange(slot: Slot, zone: string, locale = 'en-US') {
  const time = (iso: string) => DateTime.fromISO(iso, { zone }).setLocale(locale).toLocaleString(DateTime.TIME_SIMPLE);
  return `${time(slot.startsAt)} – ${time(slot.endsAt)}`;
}
