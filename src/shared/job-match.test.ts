import { describe, expect, it } from 'vitest';
import { emptyJobPreferences } from './job-preferences';
import { matchPosition, type MatchPosition } from './job-match';
import { matchSummary, misfitSummary } from './job-match-text';

const position: MatchPosition = {
  requiredSkills: ['TypeScript', 'React', 'PostgreSQL'],
  jobType: 'Full-time',
  experienceLevel: 'Senior',
  locationType: 'Remote',
  locationCountry: null,
  remoteScope: 'anywhere',
  remoteCountries: [],
  compensationType: 'Paid',
  compensationCurrency: 'EUR',
  compensationAmountMin: 90_000,
  compensationAmountMax: 120_000,
  compensationPeriod: 'Year',
  visaSponsorship: false,
};
const open = { ...emptyJobPreferences, openToWork: 'active' as const };

describe('matchPosition', () => {
  it('says why a position fits, in the order a person reads it', () => {
    const match = matchPosition(
      {
        skills: ['typescript', 'React', 'Go'],
        preferences: { ...open, locationTypes: ['Remote'], jobTypes: ['Full-time'] },
      },
      position,
    );
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
    expect(
      matchPosition(
        { skills: [], preferences: prefs },
        { ...position, remoteScope: 'countries', remoteCountries: ['FR'] },
      ).reasons,
    ).toEqual([{ kind: 'country', country: 'FR' }]);
    expect(
      matchPosition(
        { skills: [], preferences: prefs },
        { ...position, remoteScope: 'countries', remoteCountries: ['US'] },
      ).reasons,
    ).toEqual([]);
    const onSite = { ...position, locationType: 'On-site', remoteScope: null, locationCountry: 'DE' };
    expect(matchSummary(matchPosition({ skills: [], preferences: prefs }, onSite), 'candidate')).toBe('Germany');
  });

  it('counts pay only in the same currency and period, and pay below the minimum against the position', () => {
    const minPay = (amount: number) => ({
      ...open,
      minPay: { amount, currency: 'EUR' as const, period: 'Year' as const },
    });
    const fits = matchPosition({ skills: [], preferences: minPay(100_000) }, position);
    expect(fits).toEqual({
      score: 3,
      reasons: [{ kind: 'pay' }],
      misfits: [{ kind: 'skills', has: 0, of: 3 }],
      canTake: true,
    });
    // Each side reads it as theirs: the founder, whose pay it is, hears that the candidate's minimum fits it.
    expect(matchSummary(fits, 'candidate')).toBe('Meets your pay');
    expect(matchSummary(fits, 'founder')).toBe('Their minimum fits your pay');
    expect(matchPosition({ skills: [], preferences: minPay(150_000) }, position).score).toBeLessThan(0);
    expect(
      matchPosition(
        {
          skills: [],
          preferences: { ...minPay(150_000), minPay: { amount: 150_000, currency: 'USD', period: 'Year' } },
        },
        position,
      ).score,
    ).toBe(0);
    expect(
      matchPosition({ skills: [], preferences: minPay(1) }, { ...position, compensationType: 'Equity' }).score,
    ).toBe(0);
  });

  it('favours sponsors for a member who needs a visa, and holds an office without one against it', () => {
    const needsVisa = { ...open, needsVisa: true };
    expect(
      matchSummary(
        matchPosition({ skills: [], preferences: needsVisa }, { ...position, visaSponsorship: true }),
        'candidate',
      ),
    ).toBe('Sponsors visas');
    expect(
      matchPosition({ skills: [], preferences: needsVisa }, { ...position, locationType: 'On-site' }).score,
    ).toBeLessThan(0);
    expect(matchPosition({ skills: [], preferences: needsVisa }, position).score).toBe(0);
  });

  it('adds the startups a member follows', () => {
    expect(
      matchSummary(matchPosition({ skills: [], preferences: null }, { ...position, isFollowed: true }), 'candidate'),
    ).toBe('A startup you follow');
  });
});

describe('what does not fit', () => {
  // Someone in São Paulo (UTC−3 all year) who named Brazil as the country they can work in.
  const atUtcMinus3 = {
    skills: ['TypeScript', 'React', 'PostgreSQL'],
    preferences: { ...open, countries: ['BR'] as never[] },
    home: { country: 'BR', timeZone: 'America/Sao_Paulo' },
  };
  const alsoPortugal = { ...atUtcMinus3, preferences: { ...open, countries: ['BR', 'PT'] as never[] } };

  it('a remote position limited to UTC−1 to UTC+3 is one a person at UTC−3 cannot take', () => {
    const match = matchPosition(atUtcMinus3, {
      ...position,
      remoteScope: 'timezones',
      remoteUtcMin: -60,
      remoteUtcMax: 180,
    });
    expect(match.canTake).toBe(false);
    expect(match.misfits).toEqual([{ kind: 'timeZones' }]);
    expect(misfitSummary(match, 'candidate')).toBe('Outside your time zones');
    expect(misfitSummary(match, 'founder')).toBe('Lives outside your time zones');
    // A band reaching UTC−3, or a person who would also work from Portugal (UTC+0/+1), can take it.
    expect(
      matchPosition(atUtcMinus3, { ...position, remoteScope: 'timezones', remoteUtcMin: -180, remoteUtcMax: 0 })
        .canTake,
    ).toBe(true);
    expect(
      matchPosition(alsoPortugal, { ...position, remoteScope: 'timezones', remoteUtcMin: -60, remoteUtcMax: 180 })
        .canTake,
    ).toBe(true);
  });

  it('without a time zone set, the country they live in decides; a country they would work from counts too', () => {
    const inArgentina = {
      skills: ['TypeScript', 'React', 'PostgreSQL'],
      preferences: open,
      home: { country: 'AR', timeZone: null },
    };
    const europe = { ...position, remoteScope: 'timezones' as const, remoteUtcMin: -60, remoteUtcMax: 180 };
    expect(matchPosition(inArgentina, europe).misfits).toEqual([{ kind: 'timeZones' }]);
    expect(
      matchPosition({ ...inArgentina, preferences: { ...open, countries: ['ES'] as never[] } }, europe).canTake,
    ).toBe(true);
  });

  it('a hybrid position in a city outside the countries they named is one they cannot take', () => {
    const berlin = { ...position, locationType: 'Hybrid', remoteScope: null, locationCountry: 'DE' };
    const match = matchPosition(atUtcMinus3, berlin);
    expect(match).toMatchObject({ canTake: false, misfits: [{ kind: 'place' }] });
    expect(misfitSummary(match, 'candidate')).toBe('Outside where you can work');
    expect(misfitSummary(match, 'founder')).toBe('Outside where they can work');
    expect(matchPosition(alsoPortugal, { ...berlin, locationCountry: 'PT' }).canTake).toBe(true);
  });

  it('an on-site position in Zurich is one they cannot take; where they live counts even when they named no country', () => {
    const zurich = { ...position, locationType: 'On-site', remoteScope: null, locationCountry: 'CH' };
    expect(matchPosition(atUtcMinus3, zurich).misfits).toEqual([{ kind: 'place' }]);
    expect(matchPosition({ ...atUtcMinus3, preferences: open }, zurich).canTake).toBe(false);
    expect(matchPosition({ ...atUtcMinus3, home: { country: 'CH', timeZone: null } }, zurich).canTake).toBe(true);
    // Knowing nothing of where they live or can work leaves nothing out.
    expect(matchPosition({ skills: [], preferences: null }, zurich).canTake).toBe(true);
  });

  it('a remote position for other countries is one they cannot take; one for anywhere they can', () => {
    expect(
      matchPosition(atUtcMinus3, { ...position, remoteScope: 'countries', remoteCountries: ['DE', 'FR'] }).misfits,
    ).toEqual([{ kind: 'place' }]);
    expect(
      matchPosition(alsoPortugal, { ...position, remoteScope: 'countries', remoteCountries: ['PT'] }).canTake,
    ).toBe(true);
    expect(matchPosition(atUtcMinus3, position).canTake).toBe(true);
  });

  it('says beside what fits the skills it lacks and the choices it misses', () => {
    const candidate = {
      skills: ['TypeScript', 'React', 'Go'],
      preferences: {
        ...open,
        locationTypes: ['Remote'],
        jobTypes: ['Full-time', 'Contract'],
        experienceLevels: ['Junior', 'Mid'],
        minPay: { amount: 150_000, currency: 'EUR', period: 'Year' },
        needsVisa: true,
      },
    } as const;
    const hybrid = {
      ...position,
      requiredSkills: ['TypeScript', 'React', 'Go', 'Kubernetes', 'Terraform'],
      locationType: 'Hybrid',
      remoteScope: null,
      locationCountry: null,
      jobType: 'Part-time',
    };
    const match = matchPosition({ ...candidate, preferences: { ...candidate.preferences } as never }, hybrid);
    expect(match.canTake).toBe(true);
    expect(matchSummary(match, 'candidate')).toBe('Matches TypeScript, React and Go');
    expect(misfitSummary(match, 'candidate')).toBe(
      '3 of 5 skills · Hybrid, not Remote · Part-time, not Full-time or Contract · Senior, not Junior or Mid · Below your pay · No visa sponsorship',
    );
    expect(misfitSummary(match, 'founder')).toBe(
      '3 of 5 skills · Wants Remote · Wants Full-time or Contract · Wants Junior or Mid · Asks more than you pay · Needs a visa',
    );
    expect(
      misfitSummary(
        matchPosition({ skills: [], preferences: null }, { ...position, requiredSkills: ['Go'] }),
        'candidate',
      ),
    ).toBe('0 of 1 skill');
    // All the skills and all the choices: nothing is said against it.
    expect(
      matchPosition({ skills: ['typescript', 'REACT', 'PostgreSQL'], preferences: null }, position).misfits,
    ).toEqual([]);
  });
});
