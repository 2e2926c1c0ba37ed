import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { countries, countryCodes, countryName, dialCode, isCountryCode } from './catalog';

// Decision 023: every ISO 3166-1 alpha-2 country, the spec's 8 first, then the rest by English name.

describe('countries', () => {
  it('holds the 249 ISO 3166-1 alpha-2 codes once each, and only those', () => {
    expect(countries).toHaveLength(249);
    expect(new Set(countryCodes).size).toBe(249);
    for (const code of countryCodes) expect(code).toMatch(/^[A-Z]{2}$/);
    // Codes that are not ISO 3166-1 countries: Kosovo (user-assigned), Ascension, the EU, the old UK.
    for (const code of ['XK', 'AC', 'EU', 'UK', 'ZZ']) expect(isCountryCode(code), code).toBe(false);
  });

  it("lists the spec's 8 first, in the spec's order, then the rest alphabetically by name", () => {
    expect(countryCodes.slice(0, 8)).toEqual(['US', 'GB', 'CA', 'AU', 'IN', 'SG', 'CH', 'AE']);
    const rest = countries.slice(8).map((c) => c.name);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('en').compare));
    expect(rest.slice(0, 3)).toEqual(['Afghanistan', 'Åland Islands', 'Albania']);
  });

  it("keeps the spec's names and dial codes for its 8 countries", () => {
    expect(countries.slice(0, 8)).toEqual([
      { code: 'US', name: 'United States', dialCode: '+1' },
      { code: 'GB', name: 'United Kingdom', dialCode: '+44' },
      { code: 'CA', name: 'Canada', dialCode: '+1' },
      { code: 'AU', name: 'Australia', dialCode: '+61' },
      { code: 'IN', name: 'India', dialCode: '+91' },
      { code: 'SG', name: 'Singapore', dialCode: '+65' },
      { code: 'CH', name: 'Switzerland', dialCode: '+41' },
      { code: 'AE', name: 'United Arab Emirates', dialCode: '+971' },
    ]);
  });

  it('names and dials any country, and nothing for what is not one', () => {
    expect([countryName('DE'), dialCode('DE')]).toEqual(['Germany', '+49']);
    expect([countryName('BR'), dialCode('BR')]).toEqual(['Brazil', '+55']);
    expect([countryName('NG'), dialCode('NG')]).toEqual(['Nigeria', '+234']);
    expect([countryName('AQ'), dialCode('AQ')]).toEqual(['Antarctica', '']);
    for (const code of ['', null, undefined, 'XX', 'de']) expect([countryName(code), dialCode(code)]).toEqual(['', '']);
  });

  it("has libphonenumber-js's calling code for every country with a numbering plan (rerun scripts/country-data.ts when it changes)", () => {
    for (const c of countries) {
      expect(c.dialCode, c.code).toBe(isSupportedCountry(c.code) ? `+${getCountryCallingCode(c.code)}` : '');
    }
  });
});

describe('currencies (decision 061)', () => {
  it("lists every ISO 4217 currency a salary is paid in, the spec's three first, with English names", async () => {
    const { currencies, currencyName, isCurrencyCode } = await import('./catalog');
    expect(currencies.slice(0, 3)).toEqual(['USD', 'EUR', 'GBP']);
    expect(currencies.length).toBeGreaterThan(150);
    expect(currencyName('JPY')).toBe('Japanese Yen');
    for (const notPay of ['XAU', 'XTS', 'XXX', 'XDR']) expect(isCurrencyCode(notPay)).toBe(false);
  });

  it("defaults a new position's currency from its country, USD when there is none", async () => {
    const { defaultCurrencyFor } = await import('./catalog');
    expect(['DE', 'IN', 'JP', 'CH', 'GB', 'US', 'SN'].map(defaultCurrencyFor)).toEqual([
      'EUR',
      'INR',
      'JPY',
      'CHF',
      'GBP',
      'USD',
      'XOF',
    ]);
    expect(defaultCurrencyFor(null)).toBe('USD');
    expect(defaultCurrencyFor('AQ')).toBe('USD');
  });
});
