// A country's time zones as a band of UTC offsets, for "can work from <country>" (decision 025):
// the zones are the runtime's own CLDR data (Intl.Locale's timeZones), the offsets those of a January
// and a July day this year, so summer time is inside the band. Computed once per country.

import { countryCodes } from './catalog';

export type OffsetBand = { min: number; max: number };

const bands = new Map<string, OffsetBand | null>();

/** The zones of a country: `getTimeZones()` in newer runtimes, the `timeZones` getter in Node 20. */
function zonesOf(country: string): string[] {
  const locale = new Intl.Locale(`und-${country}`) as Intl.Locale & { getTimeZones?(): string[]; timeZones?: string[] };
  return locale.getTimeZones?.() ?? locale.timeZones ?? [];
}

/** "GMT+05:30" of a zone at an instant, in minutes east of UTC. */
function offsetAt(zone: string, at: Date): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The westernmost and easternmost UTC offsets (minutes) of a country's zones; null for a country the data has no zone for. */
export function countryUtcRange(country: string): OffsetBand | null {
  if (bands.has(country)) return bands.get(country)!;
  const year = new Date().getUTCFullYear();
  const days = [new Date(Date.UTC(year, 0, 15)), new Date(Date.UTC(year, 6, 15))];
  const offsets = zonesOf(country).flatMap((zone) => days.map((day) => offsetAt(zone, day)));
  const band = offsets.length > 0 ? { min: Math.min(...offsets), max: Math.max(...offsets) } : null;
  bands.set(country, band);
  return band;
}

const bandCountries = new Map<string, string[]>();

/**
 * Every country with a zone in the band of offsets (minutes), as "Can work from" finds them: its band
 * meets the position's. Computed once per band.
 */
export function countriesInBand(min: number, max: number): string[] {
  const key = `${min}:${max}`;
  let found = bandCountries.get(key);
  if (!found) {
    found = countryCodes.filter((code) => {
      const band = countryUtcRange(code);
      return band !== null && band.min <= max && band.max >= min;
    });
    bandCountries.set(key, found);
  }
  return found;
}
