import { countryName } from './catalog';
import type { Match, MatchMisfit, MatchReason } from './job-match';

// What a match says, to the person reading it: `candidate` for "Jobs for you", `founder` for a
// suggested candidate. What fits and what does not are said side by side (decision 060).

export type MatchAudience = 'candidate' | 'founder';

/** "TypeScript", "TypeScript and React", "TypeScript, React and Go", "TypeScript, React and 2 more". */
function listSkills(skills: readonly string[]): string {
  if (skills.length <= 1) return skills.join('');
  if (skills.length <= 3) return `${skills.slice(0, -1).join(', ')} and ${skills.at(-1)}`;
  return `${skills.slice(0, 2).join(', ')} and ${skills.length - 2} more`;
}

/** "Remote", "Remote or Hybrid", "Junior, Mid or Senior". */
function listChoices(values: readonly string[]): string {
  return values.length <= 1 ? values.join('') : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
}

/** A reason as the person reading it says it ("Needs a visa: you sponsor" to a founder). */
export function matchReasonText(reason: MatchReason, audience: MatchAudience): string {
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

/** What does not fit, as the person reading it says it: "Outside your time zones", "3 of 5 skills". */
export function matchMisfitText(misfit: MatchMisfit, audience: MatchAudience): string {
  const isCandidate = audience === 'candidate';
  switch (misfit.kind) {
    case 'place':
      return isCandidate ? 'Outside where you can work' : 'Outside where they can work';
    case 'timeZones':
      // The position's band is the founder's; the candidate's time zones are theirs.
      return isCandidate ? 'Outside your time zones' : 'Lives outside your time zones';
    case 'skills':
      return `${misfit.has} of ${misfit.of} ${misfit.of === 1 ? 'skill' : 'skills'}`;
    case 'locationType':
      return isCandidate
        ? `${misfit.locationType}, not ${listChoices(misfit.wanted)}`
        : `Wants ${listChoices(misfit.wanted)}`;
    case 'jobType':
      return isCandidate
        ? `${misfit.jobType}, not ${listChoices(misfit.wanted)}`
        : `Wants ${listChoices(misfit.wanted)}`;
    case 'experience':
      return isCandidate
        ? `${misfit.experienceLevel}, not ${listChoices(misfit.wanted)}`
        : `Wants ${listChoices(misfit.wanted)}`;
    case 'pay':
      return isCandidate ? 'Below your pay' : 'Asks more than you pay';
    case 'visa':
      return isCandidate ? 'No visa sponsorship' : 'Needs a visa';
  }
}

/** "Matches TypeScript and React · Remote · Full-time": what fits, on one line. */
export function matchSummary(match: Pick<Match, 'reasons'>, audience: MatchAudience): string {
  return match.reasons.map((r) => matchReasonText(r, audience)).join(' · ');
}

/** "3 of 5 skills · Hybrid, not Remote": what does not fit, on one line ('' when all fits). */
export function misfitSummary(match: Pick<Match, 'misfits'>, audience: MatchAudience): string {
  return match.misfits.map((m) => matchMisfitText(m, audience)).join(' · ');
}
