import { describe, expect, it } from 'vitest';
import { compensationText, equityBadge, jobSchema, locationText, remoteWhereText, utcOffsetText } from './jobs';

const paid = { compensationType: 'Paid', compensationCurrency: 'USD', compensationAmountMin: 50000, compensationAmountMax: 70000, compensationPeriod: 'Year' };

describe('compensationText (spec 1, startup detail)', () => {
  it('shows currency, localized minimum, optional maximum and "per" with the lowercase period', () => {
    expect(compensationText(paid, 'en-US')).toBe('USD 50,000 - 70,000 per year');
    expect(compensationText({ ...paid, compensationAmountMax: null, compensationAmountMin: 25.5, compensationPeriod: 'Hour' }, 'en-US')).toBe('USD 25.5 per hour');
    expect(compensationText({ ...paid, compensationAmountMin: 1234567.89, compensationAmountMax: null, compensationCurrency: 'EUR', compensationPeriod: 'Month' }, 'de-DE')).toBe('EUR 1.234.567,89 per month');
  });

  it('names unpaid and equity-only roles, and gives the equity badges', () => {
    const none = { compensationCurrency: null, compensationAmountMin: null, compensationAmountMax: null, compensationPeriod: null };
    expect(compensationText({ ...none, compensationType: 'Equity' })).toBe('Equity');
    expect(compensationText({ ...none, compensationType: 'Unpaid' })).toBe('Unpaid');
    expect(equityBadge('Equity')).toBe('Equity');
    expect(equityBadge('Paid+Equity')).toBe('+Equity');
    expect(equityBadge('Paid')).toBeNull();
  });
});

describe('locationText', () => {
  it('says Remote, or city, country name and the type in brackets', () => {
    expect(locationText({ locationType: 'Remote', locationCity: null, locationCountry: null })).toBe('Remote');
    expect(locationText({ locationType: 'Hybrid', locationCity: 'London', locationCountry: 'GB' })).toBe('London, United Kingdom (Hybrid)');
    // Any ISO country, not only the spec's 8 (decision 023).
    expect(locationText({ locationType: 'On-site', locationCity: 'Lagos', locationCountry: 'NG' })).toBe('Lagos, Nigeria (On-site)');
  });
});

describe('jobSchema', () => {
  const base = { title: 'Engineer', jobType: 'Full-time', experienceLevel: 'Senior', locationType: 'On-site', locationCity: 'Zurich', locationCountry: 'CH', description: 'Build.', ...paid };

  it('takes a place in any ISO country, and refuses what is not one', () => {
    expect(jobSchema.parse({ ...base, locationCity: 'Lagos', locationCountry: 'NG' }).locationCountry).toBe('NG');
    expect(jobSchema.parse({ ...base, locationCity: 'São Paulo', locationCountry: 'BR' }).locationCountry).toBe('BR');
    for (const locationCountry of ['XK', 'ng', 'ZZ']) {
      expect(jobSchema.safeParse({ ...base, locationCountry }).error?.issues[0]?.message, locationCountry).toBe('Please select a country');
    }
  });

  it('takes amounts typed as text, as number inputs send them', () => {
    const job = jobSchema.parse({ ...base, compensationAmountMin: '1000.50', compensationAmountMax: '' });
    expect(job.compensationAmountMin).toBe(1000.5);
    expect(job.compensationAmountMax).toBeNull();
  });

  it('defaults the status to open and accepts an equal maximum', () => {
    expect(jobSchema.parse({ ...base, compensationAmountMax: 50000 }).status).toBe('open');
  });
});

describe('jobSchema round trip', () => {
  it('accepts its own output again, as the form sends parsed values', () => {
    const remote = jobSchema.parse({ title: 'Engineer', jobType: 'Full-time', experienceLevel: 'Senior', locationType: 'Remote', compensationType: 'Equity', description: 'Build.' });
    expect(remote).toMatchObject({ locationCity: null, compensationCurrency: null, additionalRequirements: null });
    expect(jobSchema.parse(remote)).toEqual(remote);
  });
});

describe('where a remote position can be done from (issue 27, point 2)', () => {
  const remote = { title: 'Remote Engineer', jobType: 'Full-time', experienceLevel: 'Senior', locationType: 'Remote', compensationType: 'Equity', description: 'Build it.' };

  it('is anywhere unless said otherwise, and nothing for a position that is not remote', () => {
    expect(jobSchema.parse(remote)).toMatchObject({ remoteScope: 'anywhere', remoteCountries: [], remoteUtcMin: null, remoteUtcMax: null });
    const onsite = jobSchema.parse({ ...remote, locationType: 'On-site', locationCity: 'Lagos', locationCountry: 'NG', remoteScope: 'countries', remoteCountries: ['DE'] });
    expect(onsite).toMatchObject({ remoteScope: null, remoteCountries: [], remoteUtcMin: null });
  });

  it('takes a list of countries, at least one, each once and real; keeps only what its scope uses', () => {
    expect(jobSchema.parse({ ...remote, remoteScope: 'countries', remoteCountries: ['DE', 'FR'], remoteUtcMin: '-300' })).toMatchObject({ remoteCountries: ['DE', 'FR'], remoteUtcMin: null });
    const message = (input: object) => jobSchema.safeParse({ ...remote, ...input }).error?.issues[0]?.message;
    expect(message({ remoteScope: 'countries', remoteCountries: [] })).toBe('Add at least one country');
    expect(message({ remoteScope: 'countries', remoteCountries: ['DE', 'DE'] })).toBe('Each country can be added only once');
    expect(message({ remoteScope: 'countries', remoteCountries: ['EU'] })).toBe('Please select a country');
    expect(message({ remoteScope: 'somewhere' })).toBe('Please choose where candidates may live');
  });

  it('takes a band of UTC offsets, west to east, from the form (strings) or the API (numbers)', () => {
    expect(jobSchema.parse({ ...remote, remoteScope: 'timezones', remoteUtcMin: '-300', remoteUtcMax: 60, remoteCountries: ['DE'] })).toMatchObject({ remoteUtcMin: -300, remoteUtcMax: 60, remoteCountries: [] });
    const message = (input: object) => jobSchema.safeParse({ ...remote, remoteScope: 'timezones', ...input }).error?.issues[0]?.message;
    expect(message({ remoteUtcMin: '', remoteUtcMax: 60 })).toBe('Please choose the first time zone');
    expect(message({ remoteUtcMin: 120, remoteUtcMax: 60 })).toBe('The last time zone must not be west of the first');
    expect(message({ remoteUtcMin: 17, remoteUtcMax: 60 })).toBe('Please choose a UTC offset');
  });

  it('says it in words', () => {
    const base = { locationType: 'Remote', remoteScope: 'anywhere' as const, remoteCountries: [], remoteUtcMin: null, remoteUtcMax: null };
    expect(remoteWhereText(base)).toBe('Anywhere');
    expect(remoteWhereText({ ...base, remoteScope: null })).toBe('Anywhere');
    expect(remoteWhereText({ ...base, remoteScope: 'countries', remoteCountries: ['DE', 'FR', 'BR'] })).toBe('Germany, France or Brazil');
    expect(remoteWhereText({ ...base, remoteScope: 'timezones', remoteUtcMin: -300, remoteUtcMax: 60 })).toBe('UTC−5 to UTC+1');
    expect(remoteWhereText({ ...base, remoteScope: 'timezones', remoteUtcMin: 0, remoteUtcMax: 0 })).toBe('UTC');
    expect(remoteWhereText({ ...base, locationType: 'Hybrid' })).toBeNull();
    expect(utcOffsetText(330)).toBe('UTC+5:30');
  });
});
