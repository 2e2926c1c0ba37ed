import { describe, expect, it } from 'vitest';
import { emptyJobPreferences } from './job-preferences';
import { matchPosition, matchSummary, type MatchPosition } from './job-match';

const position: MatchPosition = {
  requiredSkills: ['TypeScript', 'React', 'PostgreSQL'], jobType: 'Full-time', experienceLevel: 'Senior', locationType: 'Remote', locationCountry: null,
  remoteScope: 'anywhere', remoteCountries: [], compensationType: 'Paid', compensationCurrency: 'EUR', compensationAmountMin: 90_000,
  compensationAmountMax: 120_000, compensationPeriod: 'Year', visaSponsorship: false,
};
const open = { ...emptyJobPreferences, openToWork: 'active' as const };

describe('matchPosition', () => {
  it('says why a position fits, in the order a person reads it', () => {
    const match = matchPosition({ skills: ['typescript', 'React', 'Go'], preferences: { ...open, locationTypes: ['Remote'], jobTypes: ['Full-time'] } }, position);
    expect(matchSummary(match, 'candidate')).toBe('Matches typescript and React · Remote · Full-time');
    expect(matchSummary(match, 'founder')).toBe('Knows typescript and React · Remote · Full-time');
    expect(match.score).toBe(3 * 2 + 4 + 3);
  });

  it('ranks more shared skills higher, counting at most five', () => {
    const skills = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const many = matchPosition({ skills, preferences: null }, { ...position, requiredSkills: skills });
    const one = matchPosition({ skills: ['a'], preferences: null }, { ...position, requiredSkills: skills });
    expect(many.score).toBe(15);
    expect(one.score).toBe(3);
    expect(matchSummary(many, 'candidate')).toBe('Matches a, b and 5 more');
  });

  it('names a country only where the position can be worked from it', () => {
    const prefs = { ...open, countries: ['DE', 'FR'] as never[] };
    expect(matchPosition({ skills: [], preferences: prefs }, { ...position, remoteScope: 'countries', remoteCountries: ['FR'] }).reasons).toEqual([{ kind: 'country', country: 'FR' }]);
    expect(matchPosition({ skills: [], preferences: prefs }, { ...position, remoteScope: 'countries', remoteCountries: ['US'] }).reasons).toEqual([]);
    const onSite = { ...position, locationType: 'On-site', remoteScope: null, locationCountry: 'DE' };
    expect(matchSummary(matchPosition({ skills: [], preferences: prefs }, onSite), 'candidate')).toBe('Germany');
  });

  it('counts pay only in the same currency and period, and pay below the minimum against the position', () => {
    const minPay = (amount: number) => ({ ...open, minPay: { amount, currency: 'EUR' as const, period: 'Year' as const } });
    const fits = matchPosition({ skills: [], preferences: minPay(100_000) }, position);
    expect(fits).toEqual({ score: 3, reasons: [{ kind: 'pay' }] });
    // Each side reads it as theirs: the founder, whose pay it is, hears that the candidate's minimum fits it.
    expect(matchSummary(fits, 'candidate')).toBe('Meets your pay');
    expect(matchSummary(fits, 'founder')).toBe('Their minimum fits your pay');
    expect(matchPosition({ skills: [], preferences: minPay(150_000) }, position).score).toBeLessThan(0);
    expect(matchPosition({ skills: [], preferences: { ...minPay(150_000), minPay: { amount: 150_000, currency: 'USD', period: 'Year' } } }, position).score).toBe(0);
    expect(matchPosition({ skills: [], preferences: minPay(1) }, { ...position, compensationType: 'Equity' }).score).toBe(0);
  });

  it('favours sponsors for a member who needs a visa, and holds an office without one against it', () => {
    const needsVisa = { ...open, needsVisa: true };
    expect(matchSummary(matchPosition({ skills: [], preferences: needsVisa }, { ...position, visaSponsorship: true }), 'candidate')).toBe('Sponsors visas');
    expect(matchPosition({ skills: [], preferences: needsVisa }, { ...position, locationType: 'On-site' }).score).toBeLessThan(0);
    expect(matchPosition({ skills: [], preferences: needsVisa }, position).score).toBe(0);
  });

  it('adds the startups a member follows', () => {
    expect(matchSummary(matchPosition({ skills: [], preferences: null }, { ...position, isFollowed: true }), 'candidate')).toBe('A startup you follow');
  });
});
