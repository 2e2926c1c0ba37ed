import type { JobPreferences } from './job-preferences';
import { isPaid, type Job } from './job-text';
import { meetsBands, reachOf, type Home, type Reach } from './match-reach';

// How well a member and a position fit: one rule for both ways, so "Jobs for you" and a
// founder's "Suggested for Backend Engineer" agree on the score and say the same reasons. The server
// narrows the positions (or members) with its indexes; this ranks the few it found, says why, and says
// what does not fit (decision 060): a place or a band of time zones the member cannot work from makes a
// position one they cannot take, which "Jobs for you" leaves out and founders see said.

/** What of a member matching reads: their profile's skills, what they are open to, and where they live. */
export type MatchCandidate = { skills: readonly string[]; preferences: JobPreferences | null; home?: Home | null };

/** What of a position matching reads; `isFollowed`: the member follows its startup. */
export type MatchPosition = Pick<
  Job,
  | 'requiredSkills'
  | 'jobType'
  | 'experienceLevel'
  | 'locationType'
  | 'locationCountry'
  | 'remoteScope'
  | 'remoteCountries'
  | 'compensationType'
  | 'compensationCurrency'
  | 'compensationAmountMin'
  | 'compensationAmountMax'
  | 'compensationPeriod'
  | 'visaSponsorship'
> &
  Partial<Pick<Job, 'remoteUtcMin' | 'remoteUtcMax'>> & { isFollowed?: boolean };

export type MatchReason =
  | { kind: 'skills'; skills: string[] }
  | { kind: 'locationType'; locationType: string }
  | { kind: 'country'; country: string }
  | { kind: 'jobType'; jobType: string }
  | { kind: 'experience'; experienceLevel: string }
  | { kind: 'pay' }
  | { kind: 'visa' }
  | { kind: 'followed' };

/**
 * What does not fit. `place` and `timeZones` mean the member cannot take the position (outside the
 * countries they can work in; remote in time zones none of theirs meet); the others are said beside
 * what fits: some of the skills, a kind of position they did not choose, pay below their minimum, no visa.
 */
export type MatchMisfit =
  | { kind: 'place' }
  | { kind: 'timeZones' }
  | { kind: 'skills'; has: number; of: number }
  | { kind: 'locationType'; locationType: string; wanted: string[] }
  | { kind: 'jobType'; jobType: string; wanted: string[] }
  | { kind: 'experience'; experienceLevel: string; wanted: string[] }
  | { kind: 'pay' }
  | { kind: 'visa' };

/** `canTake`: no misfit of place or time zones. */
export type Match = { score: number; reasons: MatchReason[]; misfits: MatchMisfit[]; canTake: boolean };

// Skills weigh most, as they say most about the work; each preference met counts once.
const WEIGHT = {
  skill: 3,
  skillsCounted: 5,
  locationType: 4,
  country: 4,
  jobType: 3,
  experience: 3,
  pay: 3,
  payBelow: -6,
  visa: 4,
  visaMissing: -4,
  followed: 2,
} as const;

/** The position's countries a person can work from: its own, or, remote, those it is open to (decision 025). */
function workableFrom(position: MatchPosition, countries: readonly string[]): string | null {
  if (position.locationType !== 'Remote')
    return position.locationCountry && countries.includes(position.locationCountry) ? position.locationCountry : null;
  if (position.remoteScope === 'countries') return countries.find((c) => position.remoteCountries.includes(c)) ?? null;
  // Anywhere, or time zones (too coarse to name a country): where they live is fine.
  return null;
}

/**
 * Whether the position is outside where the person can work: placed in another country, or remote for
 * other countries or other time zones. Nothing known (no country, no band) excludes nothing. The SQL of
 * "Jobs for you" (job-matches.service.ts withinReach) says the same.
 */
export function placeMisfits(reach: Reach, position: MatchPosition): MatchMisfit[] {
  if (position.locationType !== 'Remote') {
    return reach.countries.length > 0 && position.locationCountry && !reach.countries.includes(position.locationCountry)
      ? [{ kind: 'place' }]
      : [];
  }
  if (position.remoteScope === 'countries') {
    return reach.countries.length > 0 &&
      position.remoteCountries.length > 0 &&
      !position.remoteCountries.some((c) => reach.countries.includes(c))
      ? [{ kind: 'place' }]
      : [];
  }
  if (position.remoteScope === 'timezones' && position.remoteUtcMin != null && position.remoteUtcMax != null) {
    return meetsBands(reach, position.remoteUtcMin, position.remoteUtcMax) ? [] : [{ kind: 'timeZones' }];
  }
  return [];
}

/** Whether the pay reaches the member's minimum; null when it cannot be told (other currency or period, or unpaid). */
function meetsPay(position: MatchPosition, minPay: JobPreferences['minPay']): boolean | null {
  if (!minPay || !isPaid(position.compensationType)) return null;
  if (position.compensationCurrency !== minPay.currency || position.compensationPeriod !== minPay.period) return null;
  const top = position.compensationAmountMax ?? position.compensationAmountMin;
  return top === null ? null : top >= minPay.amount;
}

/** A kind of position (job type, location type, level) the member chose some of: a reason when it is one of them, a misfit when not. */
function chosen<K extends 'locationType' | 'jobType' | 'experience'>(
  wanted: readonly string[],
  value: string,
  kind: K,
) {
  if (wanted.length === 0) return null;
  return wanted.includes(value) ? ('fits' as const) : { kind, wanted: [...wanted] };
}

export function matchPosition(candidate: MatchCandidate, position: MatchPosition): Match {
  const reasons: MatchReason[] = [];
  const p = candidate.preferences;
  const misfits: MatchMisfit[] = placeMisfits(reachOf(candidate.home, p?.countries ?? []), position);
  const canTake = misfits.length === 0;
  let score = 0;
  const wanted = new Set(position.requiredSkills.map((s) => s.toLowerCase()));
  const shared = candidate.skills.filter((s) => wanted.has(s.toLowerCase()));
  if (shared.length > 0) {
    score += WEIGHT.skill * Math.min(shared.length, WEIGHT.skillsCounted);
    reasons.push({ kind: 'skills', skills: shared });
  }
  if (wanted.size > 0 && shared.length < wanted.size)
    misfits.push({ kind: 'skills', has: Math.min(shared.length, wanted.size), of: wanted.size });
  if (p) {
    const locationType = chosen(p.locationTypes, position.locationType, 'locationType');
    if (locationType === 'fits') {
      score += WEIGHT.locationType;
      reasons.push({ kind: 'locationType', locationType: position.locationType });
    } else if (locationType) misfits.push({ ...locationType, locationType: position.locationType });
    const country = workableFrom(position, p.countries);
    if (country) {
      score += WEIGHT.country;
      reasons.push({ kind: 'country', country });
    }
    const jobType = chosen(p.jobTypes, position.jobType, 'jobType');
    if (jobType === 'fits') {
      score += WEIGHT.jobType;
      reasons.push({ kind: 'jobType', jobType: position.jobType });
    } else if (jobType) misfits.push({ ...jobType, jobType: position.jobType });
    const level = chosen(p.experienceLevels, position.experienceLevel, 'experience');
    if (level === 'fits') {
      score += WEIGHT.experience;
      reasons.push({ kind: 'experience', experienceLevel: position.experienceLevel });
    } else if (level) misfits.push({ ...level, experienceLevel: position.experienceLevel });
    const pay = meetsPay(position, p.minPay);
    if (pay === true) {
      score += WEIGHT.pay;
      reasons.push({ kind: 'pay' });
    } else if (pay === false) {
      score += WEIGHT.payBelow;
      misfits.push({ kind: 'pay' });
    }
    if (p.needsVisa) {
      if (position.visaSponsorship) {
        score += WEIGHT.visa;
        reasons.push({ kind: 'visa' });
      } else if (position.locationType !== 'Remote') {
        score += WEIGHT.visaMissing;
        misfits.push({ kind: 'visa' });
      }
    }
  }
  if (position.isFollowed) {
    score += WEIGHT.followed;
    reasons.push({ kind: 'followed' });
  }
  return { score, reasons, misfits, canTake };
}
