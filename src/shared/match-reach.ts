import { DateTime, IANAZone } from 'luxon';
import { countryUtcRange, type OffsetBand } from './country-offsets';

// Where a person can work (decision 060): the countries they named in what they are open to and the
// country they live in, and the UTC offsets of those places. A position placed outside them, or remote
// within a band of time zones that meets none of them, is one they cannot take. The matching rule and
// the SQL that leaves such positions out of "Jobs for you" both read it from here.

/** Where the person lives: their profile's country, and the time zone they set (null: not set). */
export type Home = { country: string; timeZone: string | null };

/** The countries a person can work in, and the bands of UTC offsets (minutes) they live or would live in. */
export type Reach = { countries: string[]; bands: OffsetBand[] };

/** A zone's offsets on a January and a July day, so summer time is inside; null for a zone luxon does not know. */
function zoneBand(timeZone: string): OffsetBand | null {
  const zone = IANAZone.create(timeZone);
  if (!zone.isValid) return null;
  const year = DateTime.utc().year;
  const offsets = [1, 7].map((month) => zone.offset(DateTime.utc(year, month, 15).toMillis()));
  return { min: Math.min(...offsets), max: Math.max(...offsets) };
}

/**
 * Their reach: the named countries and their home country; the offsets of the time zone they set (more
 * precise than their country's, which may span many) or else of their country, and of each other country
 * they named (they would live there to work from it).
 */
export function reachOf(home: Home | null | undefined, named: readonly string[]): Reach {
  const countries = [...new Set([...named, ...(home ? [home.country] : [])])];
  const homeBand = home ? ((home.timeZone ? zoneBand(home.timeZone) : null) ?? countryUtcRange(home.country)) : null;
  const elsewhere = named.filter((country) => country !== home?.country).map(countryUtcRange);
  const bands = [homeBand, ...elsewhere].filter((band): band is OffsetBand => band !== null);
  return { countries, bands };
}

/** Whether a band of offsets meets one of the reach's (true when the reach has none: nothing to tell). */
export function meetsBands(reach: Reach, min: number, max: number): boolean {
  return reach.bands.length === 0 || reach.bands.some((band) => band.min <= max && band.max >= min);
}
