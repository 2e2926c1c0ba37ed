import { describe, expect, it } from 'vitest';
import { slotRange, slotsByDay } from './slots-by-day';

const slot = (id: string, startsAt: string, endsAt: string) => ({ id, startsAt, endsAt });

describe('slotsByDay', () => {
  it("groups the times by the viewer's day, not UTC's, in order", () => {
    // 23:30 UTC on Nov 30 is already Dec 1 in Tokyo; 02:00 UTC on Dec 1 is still Nov 30 in New York.
    const slots = [
      slot('00000000-0000-4000-8000-000000000002', '2026-12-01T02:00:00Z', '2026-12-01T02:30:00Z'),
      slot('00000000-0000-4000-8000-000000000001', '2026-11-30T23:30:00Z', '2026-12-01T00:00:00Z'),
    ];
    expect(slotsByDay(slots, 'Asia/Tokyo').map((d) => [d.label, d.slots.length])).toEqual([
      ['Tuesday, December 1, 2026', 2],
    ]);
    expect(slotsByDay(slots, 'America/New_York').map((d) => [d.label, d.slots.map((s) => s.id.at(-1))])).toEqual([
      ['Monday, November 30, 2026', ['1', '2']],
    ]);
  });

  it('writes a range in the zone across a daylight-saving change', () => {
    // The night Berlin's clocks go back (Oct 25, 2026): 00:30 to 01:30 UTC reads 02:30 to 02:30.
    expect(slotRange(slot('x', '2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z'), 'Europe/Berlin')).toBe(
      '2:30 AM – 2:30 AM',
    );
  });
});
