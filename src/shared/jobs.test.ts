import { describe, expect, it } from 'vitest';
import {
  compensationText,
  equityBadge,
  equityText,
  jobSchema,
  offerText,
  locationText,
  remoteWhereText,
  utcOffsetText,
} from './jobs';

const paid = {
  compensationType: 'Paid',
  compensationCurrency: 'USD',
  compensationAmountMin: 50000,
  compensationAmountMax: 70000,
  compensationPeriod: 'Year',
};

describe('compensationText', () => {
  it('shows currency, localized minimum, optional maximum and "per" with the lowercase period', () => {
    expect(compensationText(paid, 'en-US')).toBe('USD 50,000 - 70,000 per year');
    expect(
      compensationText(
        { ...paid, compensationAmountMax: null, compensationAmountMin: 25.5, compensationPeriod: 'Hour' },
        'en-US',
      ),
    ).toBe('USD 25.5 per hour');
    expect(
      compensationText(
        {
          ...paid,
          compensationAmountMin: 1234567.89,
          compensationAmountMax: null,
          compensationCurrency: 'EUR',
          compensationPeriod: 'Month',
        },
        'de-DE',
      ),
    ).toBe('EUR 1.234.567,89 per month');
  });

  it('names unpaid and equity-only roles, and gives the equity badges', () => {
    const none = {
      compensationCurrency: null,
      compensationAmountMin: null,
      compensationAmountMax: null,
      compensationPeriod: null,
    };
    expect(compensationText({ ...none, compensationType: 'Equity' })).toBe('Equity');
    expect(compensationText({ ...none, compensationType: 'Unpaid' })).toBe('Unpaid');
    expect(equityBadge('Equity')).toBe('Equity');
    expect(equityBadge('Paid+Equity')).toBe('+Equity');
    expect(equityBadge('Paid')).toBeNull();
  });

  it('says "Pay not stated" for a position whose ATS board gives no pay, with no badge (decision 065)', () => {
    const none = {
      compensationCurrency: null,
      compensationAmountMin: null,
      compensationAmountMax: null,
      compensationPeriod: null,
    };
    expect(compensationText({ ...none, compensationType: 'Not stated' })).toBe('Pay not stated');
    expect(
      offerText({ ...none, compensationType: 'Not stated', equityMin: null, equityMax: null, visaSponsorship: false }),
    ).toBe('Pay not stated');
    expect(equityBadge('Not stated')).toBeNull();
    // The form keeps it as it is: no salary asked for.
    const kept = jobSchema.parse({
      title: 'Intern',
      jobType: 'Internship',
      experienceLevel: 'Entry Level',
      locationType: 'Remote',
      compensationType: 'Not stated',
      description: 'Help.',
    });
    expect(kept).toMatchObject({
      compensationType: 'Not stated',
      compensationCurrency: null,
      compensationAmountMin: null,
      compensationPeriod: null,
    });
  });
});

describe('locationText', () => {
  it('says Remote, or city, country name and the type in brackets', () => {
    expect(locationText({ locationType: 'Remote', locationCity: null, locationCountry: null })).toBe('Remote');
    expect(locationText({ locationType: 'Hybrid', locationCity: 'London', locationCountry: 'GB' })).toBe(
      'London, United Kingdom (Hybrid)',
    );
    // Any ISO country, not only the spec's 8 (decision 023).
    expect(locationText({ locationType: 'On-site', locationCity: 'Lagos', locationCountry: 'NG' })).toBe(
      'Lagos, Nigeria (On-site)',
    );
  });
});

describe('jobSchema', () => {
  const base = {
    title: 'Engineer',
    jobType: 'Full-time',
    experienceLevel: 'Senior',
    locationType: 'On-site',
    locationCity: 'Zurich',
    locationCountry: 'CH',
    description: 'Build.',
    ...paid,
  };

  it('takes a place in any ISO country, and refuses what is not one', () => {
    expect(jobSchema.parse({ ...base, locationCity: 'Lagos', locationCountry: 'NG' }).locationCountry).toBe('NG');
    expect(jobSchema.parse({ ...base, locationCity: 'São Paulo', locationCountry: 'BR' }).locationCountry).toBe('BR');
    for (const locationCountry of ['XK', 'ng', 'ZZ']) {
      expect(jobSchema.safeParse({ ...base, locationCountry }).error?.issues[0]?.message, locationCountry).toBe(
        'Please select a country',
      );
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

  it('takes amounts with cents that binary floating point cannot hold exactly', () => {
    // 1.15 * 100 is 114.99999999999999: a check by multiplying refused these.
    expect(
      jobSchema.parse({
        ...base,
        compensationAmountMin: 1.15,
        compensationAmountMax: 70000.07,
        compensationPeriod: 'Hour',
      }),
    ).toMatchObject({ compensationAmountMin: 1.15, compensationAmountMax: 70000.07 });
    expect(jobSchema.safeParse({ ...base, compensationAmountMin: 1.005 }).error?.issues[0]?.message).toBe(
      'Amounts can have at most 2 decimal places',
    );
  });
});

describe('equity and visa sponsorship', () => {
  const base = {
    title: 'Engineer',
    jobType: 'Full-time',
    experienceLevel: 'Senior',
    locationType: 'Remote',
    description: 'Build.',
    ...paid,
    compensationType: 'Paid+Equity',
  };
  const message = (input: object) =>
    jobSchema
      .safeParse({ ...base, ...input })
      .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it('takes a range in percent from the form (text) or the API (numbers); none is neither end', () => {
    expect(jobSchema.parse({ ...base, equityMin: '0.5', equityMax: '1.25' })).toMatchObject({
      equityMin: 0.5,
      equityMax: 1.25,
    });
    expect(jobSchema.parse({ ...base, compensationType: 'Equity', equityMin: 0.29, equityMax: 0.29 })).toMatchObject({
      equityMin: 0.29,
      equityMax: 0.29,
    });
    expect(jobSchema.parse({ ...base, equityMin: 0, equityMax: 100 })).toMatchObject({ equityMin: 0, equityMax: 100 });
    expect(jobSchema.parse({ ...base, equityMin: '', equityMax: '' })).toMatchObject({
      equityMin: null,
      equityMax: null,
    });
    expect(jobSchema.parse(base)).toMatchObject({ equityMin: null, equityMax: null, visaSponsorship: false });
  });

  it('refuses half a range, a reversed one, more than 2 decimals and what is not a percentage', () => {
    expect(message({ equityMin: '1' })).toEqual(['equityMax: Enter the highest equity too, or leave both empty']);
    expect(message({ equityMax: 2 })).toEqual(['equityMin: Enter the lowest equity too, or leave both empty']);
    expect(message({ equityMin: 2, equityMax: 1 })).toEqual([
      'equityMax: The highest equity must not be below the lowest',
    ]);
    expect(message({ equityMin: 0.125, equityMax: 1 })).toEqual([
      'equityMin: Equity can have at most 2 decimal places',
    ]);
    expect(message({ equityMin: -1, equityMax: 101 })).toEqual([
      'equityMin: Equity must be between 0 and 100%',
      'equityMax: Equity must be between 0 and 100%',
    ]);
    expect(message({ equityMin: 'lots', equityMax: 1 })).toEqual(['equityMin: Equity must be a number']);
    // 1e309 is Infinity once parsed, as JSON.parse reads it.
    expect(message({ equityMin: 1e308, equityMax: Infinity })).toEqual(['equityMax: Equity must be a number']);
    expect(message({ equityMin: 1e308, equityMax: 1e308 })).toEqual([
      'equityMin: Equity must be between 0 and 100%',
      'equityMax: Equity must be between 0 and 100%',
    ]);
  });

  it('clears a range for a type without equity, as pay is cleared for an unpaid role', () => {
    expect(jobSchema.parse({ ...base, compensationType: 'Paid', equityMin: 1, equityMax: 2 })).toMatchObject({
      equityMin: null,
      equityMax: null,
    });
    expect(jobSchema.parse({ ...base, compensationType: 'Unpaid', equityMin: '5', equityMax: '' })).toMatchObject({
      equityMin: null,
      equityMax: null,
    });
  });

  it('says whether the position sponsors a visa: yes or no, no by default', () => {
    expect(jobSchema.parse({ ...base, visaSponsorship: true }).visaSponsorship).toBe(true);
    expect(message({ visaSponsorship: 'yes' })).toEqual(['visaSponsorship: Visa sponsorship must be yes or no']);
  });

  it('reads "Equity 0.5–1.5%", one value when both ends are one, the old badge without a range', () => {
    const job = { compensationType: 'Paid+Equity', equityMin: 0.5, equityMax: 1.5 };
    expect(equityText(job, 'en-US')).toBe('Equity 0.5–1.5%');
    expect(equityText({ ...job, equityMin: 1, equityMax: 1 }, 'en-US')).toBe('Equity 1%');
    expect(equityText({ ...job, equityMin: 0.25, equityMax: 2 }, 'de-DE')).toBe('Equity 0,25–2%');
    expect(equityText({ ...job, equityMin: null, equityMax: null })).toBe('+Equity');
    expect(equityText({ compensationType: 'Equity', equityMin: null, equityMax: null })).toBe('Equity');
    expect(equityText({ ...job, compensationType: 'Paid' })).toBeNull();
  });

  it('says pay, equity and sponsorship in one line for the feed and e-mails', () => {
    const none = {
      compensationCurrency: null,
      compensationAmountMin: null,
      compensationAmountMax: null,
      compensationPeriod: null,
      equityMin: null,
      equityMax: null,
      visaSponsorship: false,
    };
    expect(
      offerText(
        { ...paid, compensationType: 'Paid+Equity', equityMin: 0.5, equityMax: 1.5, visaSponsorship: true },
        'en-US',
      ),
    ).toBe('USD 50,000 - 70,000 per year · Equity 0.5–1.5% · Sponsors visas');
    expect(offerText({ ...paid, equityMin: null, equityMax: null, visaSponsorship: false }, 'en-US')).toBe(
      'USD 50,000 - 70,000 per year',
    );
    expect(offerText({ ...none, compensationType: 'Equity', equityMin: 2, equityMax: 2 }, 'en-US')).toBe('Equity 2%');
    expect(offerText({ ...none, compensationType: 'Equity' })).toBe('Equity');
    expect(offerText({ ...none, compensationType: 'Unpaid', visaSponsorship: true })).toBe('Unpaid · Sponsors visas');
  });
});

describe('jobSchema round trip', () => {
  it('accepts its own output again, as the form sends parsed values', () => {
    const remote = jobSchema.parse({
      title: 'Engineer',
      jobType: 'Full-time',
      experienceLevel: 'Senior',
      locationType: 'Remote',
      compensationType: 'Equity',
      description: 'Build.',
    });
    expect(remote).toMatchObject({
      locationCity: null,
      compensationCurrency: null,
      additionalRequirements: null,
      equityMin: null,
      visaSponsorship: false,
    });
    const withEquity = jobSchema.parse({ ...remote, equityMin: '0.5', equityMax: '1', visaSponsorship: true });
    expect(jobSchema.parse(withEquity)).toEqual(withEquity);
    expect(jobSchema.parse(remote)).toEqual(remote);
  });
});

describe('where a remote position can be done from', () => {
  const remote = {
    title: 'Remote Engineer',
    jobType: 'Full-time',
    experienceLevel: 'Senior',
    locationType: 'Remote',
    compensationType: 'Equity',
    description: 'Build it.',
  };

  it('is anywhere unless said otherwise, and nothing for a position that is not remote', () => {
    expect(jobSchema.parse(remote)).toMatchObject({
      remoteScope: 'anywhere',
      remoteCountries: [],
      remoteUtcMin: null,
      remoteUtcMax: null,
    });
    const onsite = jobSchema.parse({
      ...remote,
      locationType: 'On-site',
      locationCity: 'Lagos',
      locationCountry: 'NG',
      remoteScope: 'countries',
      remoteCountries: ['DE'],
    });
    expect(onsite).toMatchObject({ remoteScope: null, remoteCountries: [], remoteUtcMin: null });
  });

  it('takes a list of countries, at least one, each once and real; keeps only what its scope uses', () => {
    expect(
      jobSchema.parse({ ...remote, remoteScope: 'countries', remoteCountries: ['DE', 'FR'], remoteUtcMin: '-300' }),
    ).toMatchObject({ remoteCountries: ['DE', 'FR'], remoteUtcMin: null });
    const message = (input: object) => jobSchema.safeParse({ ...remote, ...input }).error?.issues[0]?.message;
    expect(message({ remoteScope: 'countries', remoteCountries: [] })).toBe('Add at least one country');
    expect(message({ remoteScope: 'countries', remoteCountries: ['DE', 'DE'] })).toBe(
      'Each country can be added only once',
    );
    expect(message({ remoteScope: 'countries', remoteCountries: ['EU'] })).toBe('Please select a country');
    expect(message({ remoteScope: 'somewhere' })).toBe('Please choose where candidates may live');
  });

  it('takes a band of UTC offsets, west to east, from the form (strings) or the API (numbers)', () => {
    expect(
      jobSchema.parse({
        ...remote,
        remoteScope: 'timezones',
        remoteUtcMin: '-300',
        remoteUtcMax: 60,
        remoteCountries: ['DE'],
      }),
    ).toMatchObject({ remoteUtcMin: -300, remoteUtcMax: 60, remoteCountries: [] });
    const message = (input: object) =>
      jobSchema.safeParse({ ...remote, remoteScope: 'timezones', ...input }).error?.issues[0]?.message;
    expect(message({ remoteUtcMin: '', remoteUtcMax: 60 })).toBe('Please choose the first time zone');
    expect(message({ remoteUtcMin: 120, remoteUtcMax: 60 })).toBe('The last time zone must not be west of the first');
    expect(message({ remoteUtcMin: 17, remoteUtcMax: 60 })).toBe('Please choose a UTC offset');
  });

  it('says it in words', () => {
    const base = {
      locationType: 'Remote',
      remoteScope: 'anywhere' as const,
      remoteCountries: [],
      remoteUtcMin: null,
      remoteUtcMax: null,
    };
    expect(remoteWhereText(base)).toBe('Anywhere');
    expect(remoteWhereText({ ...base, remoteScope: null })).toBe('Anywhere');
    expect(remoteWhereText({ ...base, remoteScope: 'countries', remoteCountries: ['DE', 'FR', 'BR'] })).toBe(
      'Germany, France or Brazil',
    );
    expect(remoteWhereText({ ...base, remoteScope: 'timezones', remoteUtcMin: -300, remoteUtcMax: 60 })).toBe(
      'UTC−5 to UTC+1',
    );
    expect(remoteWhereText({ ...base, remoteScope: 'timezones', remoteUtcMin: 0, remoteUtcMax: 0 })).toBe('UTC');
    expect(remoteWhereText({ ...base, locationType: 'Hybrid' })).toBeNull();
    expect(utcOffsetText(330)).toBe('UTC+5:30');
  });
});
