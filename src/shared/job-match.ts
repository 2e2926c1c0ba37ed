import { countryName } from './catalog';
import type { JobPreferences } from './job-preferences';
import { isPaid, type Job } from './job-text';

// How well a member and a position fit (issue 30): one rule for both ways, so "Jobs for you" and a
// founder's "Suggested for Backend Engineer" agree on the score and say the same reasons. The server
// narrows the positions (or members) with its indexes; this ranks the few it found and says why.

/** What of a member matching reads: their profile's skills and what they are open to. */
export type MatchCandidate = { skills: readonly string[]; preferences: JobPreferences | null };

/** What of a position matching reads; `isFollowed`: the member follows its startup. */
export type MatchPosition = Pick<
  Job,
  | 'requiredSkills' | 'jobType' | 'experienceLevel' | 'locationType' | 'locationCountry' | 'remoteScope' | 'remoteCountries'
  | 'compensationType' | 'compensationCurrency' | 'compensationAmountMin' | 'compensationAmountMax' | 'compensationPeriod' | 'visaSponsorship'
> & { isFollowed?: boolean };

export type MatchReason =
  | { kind: 'skills'; skills: string[] }
  | { kind: 'locationType'; locationType: string }
  | { kind: 'country'; country: string }
  | { kind: 'jobType'; jobType: string }
  | { kind: 'experience'; experienceLevel: string }
  | { kind: 'pay' }
  | { kind: 'visa' }
  | { kind: 'followed' };

export type Match = { score: number; reasons: MatchReason[] };

// Skills weigh most, as they say most about the work; each preference met counts once.
const WEIGHT = { skill: 3, skillsCounted: 5, locationType: 4, country: 4, jobType: 3, experience: 3, pay: 3, payBelow: -6, visa: 4, visaMissing: -4, followed: 2 } as const;

/** The position's countries a person can work from: its own, or, remote, those it is open to (decision 025). */
function workableFrom(position: MatchPosition, countries: readonly string[]): string | null {
  if (position.locationType !== 'Remote') return position.locationCountry && countries.includes(position.locationCountry) ? position.locationCountry : null;
  if (position.remoteScope === 'countries') return countries.find((c) => position.remoteCountries.includes(c)) ?? null;
  // Anywhere, or time zones (too coarse to name a country): where they live is fine.
  return null;
}

/** Whether the pay reaches the member's minimum; null when it cannot be told (other currency or period, or unpaid). */
function meetsPay(position: MatchPosition, minPay: JobPreferences['minPay']): boolean | null {
  if (!minPay || !isPaid(position.compensationType)) return null;
  if (position.compensationCurrency !== minPay.currency || position.compensationPeriod !== minPay.period) return null;
  const top = position.compensationAmountMax ?? position.compensationAmountMin;
  return top === null ? null : top >= minPay.amount;
}

export function matchPosition(candidate: MatchCandidate, position: MatchPosition): Match {
  const reasons: MatchReason[] = [];
  let score = 0;
  const wanted = new Set(position.requiredSkills.map((s) => s.toLowerCase()));
  const shared = candidate.skills.filter((s) => wanted.has(s.toLowerCase()));
  if (shared.length > 0) {
    score += WEIGHT.skill * Math.min(shared.length, WEIGHT.skillsCounted);
    reasons.push({ kind: 'skills', skills: shared });
  }
  const p = candidate.preferences;
  if (p) {
    if (p.locationTypes.includes(position.locationType as never)) {
      score += WEIGHT.locationType;
      reasons.push({ kind: 'locationType', locationType: position.locationType });
    }
    const country = workableFrom(position, p.countries);
    if (country) {
      score += WEIGHT.country;
      reasons.push({ kind: 'country', country });
    }
    if (p.jobTypes.includes(position.jobType as never)) {
      score += WEIGHT.jobType;
      reasons.push({ kind: 'jobType', jobType: position.jobType });
    }
    if (p.experienceLevels.includes(position.experienceLevel as never)) {
      score += WEIGHT.experience;
      reasons.push({ kind: 'experience', experienceLevel: position.experienceLevel });
    }
    const pay = meetsPay(position, p.minPay);
    if (pay === true) {
      score += WEIGHT.pay;
      reasons.push({ kind: 'pay' });
    } else if (pay === false) score += WEIGHT.payBelow;
    if (p.needsVisa) {
      if (position.visaSponsorship) {
        score += WEIGHT.visa;
        reasons.push({ kind: 'visa' });
      } else if (position.locationType !== 'Remote') score += WEIGHT.visaMissing;
    }
  }
  if (position.isFollowed) {
    score += WEIGHT.followed;
    reasons.push({ kind: 'followed' });
  }
  return { score, reasons };
}

/** "TypeScript", "TypeScript and React", "TypeScript, React and Go", "TypeScript, React and 2 more". */
function listSkills(skills: readonly string[]): string {
  if (skills.length <= 1) return skills.join('');
  if (skills.length <= 3) return `${skills.slice(0, -1).join(', ')} and ${skills.at(-1)}`;
  return `${skills.slice(0, 2).join(', ')} and ${skills.length - 2} more`;
}

/**
 * A reason as the person reading it says it: `candidate` for "Jobs for you", `founder` for a
 * suggested candidate ("Needs a visa: you sponsor").
 */
export function matchReasonText(reason: MatchReason, audience: 'candidate' | 'founder'): string {
  switch (reason.kind) {
    case 'skills':
      return `${audience === 'candidate' ? 'Matches' : 'Knows'} ${listSkills(reason.skills)}`;
    case 'locationType':
      return reason.locationType;
    case 'country':
      return countryName(reason.country);
    case 'jobType':
      return reason.jobType;
    case 'experience':
      return reason.experienceLevel;
    case 'pay':
      return audience === 'candidate' ? 'Meets your pay' : 'Their minimum fits your pay';
    case 'visa':
      return audience === 'candidate' ? 'Sponsors visas' : 'Needs a visa: you sponsor';
    case 'followed':
      return audience === 'candidate' ? 'A startup you follow' : 'Follows your startup';
  }
}

/** "Matches TypeScript and React · Remote · Full-time": the reasons on one line. */
export function matchSummary(match: Match, audience: 'candidate' | 'founder'): string {
  return match.reasons.map((r) => matchReasonText(r, audience)).join(' · ');
}
