import { describe, expect, it } from 'vitest';
import { cutWindow, formatInZone, isTimeZone, zoneName } from './interview-time';

describe('interview times', () => {
  it('knows IANA zones and refuses offsets, abbreviations and nonsense', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    for (const zone of ['CET', '+02:00', 'Mars/Olympus', '', 'Europe/Berlin\n'])
      expect(isTimeZone(zone), zone).toBe(false);
  });

  it('cuts a window into back-to-back slots in the organizer’s zone, stored as instants', () => {
    expect(cutWindow({ date: '2026-12-01', from: '10:00', to: '11:30', zone: 'Europe/Berlin', minutes: 30 })).toEqual([
      { startsAt: '2026-12-01T09:00:00.000Z', endsAt: '2026-12-01T09:30:00.000Z' },
      { startsAt: '2026-12-01T09:30:00.000Z', endsAt: '2026-12-01T10:00:00.000Z' },
      { startsAt: '2026-12-01T10:00:00.000Z', endsAt: '2026-12-01T10:30:00.000Z' },
    ]);
    // A slot that would end after the window is not offered.
    expect(
      cutWindow({ date: '2026-12-01', from: '10:00', to: '10:45', zone: 'Asia/Kolkata', minutes: 30 }),
    ).toHaveLength(1);
  });

  it('counts real time across the night the clocks go forward and back', () => {
    // Berlin, 29 March 2026: 02:00 becomes 03:00. From 01:00 to 04:00 there are two hours.
    const spring = cutWindow({ date: '2026-03-29', from: '01:00', to: '04:00', zone: 'Europe/Berlin', minutes: 60 });
    expect(spring.map((s) => s.startsAt)).toEqual(['2026-03-29T00:00:00.000Z', '2026-03-29T01:00:00.000Z']);
    // New York, 1 November 2026: 02:00 becomes 01:00 again. From 00:00 to 03:00 there are four hours.
    const fall = cutWindow({ date: '2026-11-01', from: '00:00', to: '03:00', zone: 'America/New_York', minutes: 60 });
    expect(fall).toHaveLength(4);
    expect(fall[0]!.startsAt).toBe('2026-11-01T04:00:00.000Z');
    expect(fall[3]!.endsAt).toBe('2026-11-01T08:00:00.000Z');
  });

  it('shows one instant in each person’s zone, with the zone’s name as it stands then', () => {
    const instant = '2026-07-01T08:00:00.000Z';
    expect(formatInZone(instant, 'Europe/Berlin')).toBe('Wed, Jul 1, 2026, 10:00 AM');
    expect(formatInZone(instant, 'America/Los_Angeles')).toBe('Wed, Jul 1, 2026, 1:00 AM');
    expect(zoneName('Europe/Berlin', instant)).toBe('Central European Summer Time');
    expect(zoneName('Europe/Berlin', '2026-01-15T08:00:00.000Z')).toBe('Central European Standard Time');
  });
});
