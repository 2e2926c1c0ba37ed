// Enumerations of the product. One list feeds the database checks, the forms and the filters.

import { countryRows } from './country-data';
import { countryCurrencies, currencyRows } from './currency-data';

/** The spec's 8 countries, first in every list in the spec's order (decision 023). */
const SPEC_COUNTRIES = ['US', 'GB', 'CA', 'AU', 'IN', 'SG', 'CH', 'AE'] as const;

export type CountryCode = (typeof countryRows)[number][0];
export type Country = { code: CountryCode; name: string; dialCode: string };

/**
 * Every ISO 3166-1 country (the spec's 8 were where the old client stopped, not a limit): the spec's 8
 * first, then the rest by English name. `dialCode` is '' for the few without a numbering plan of their own.
 */
export const countries: readonly Country[] = [
  ...SPEC_COUNTRIES.map((code) => countryRows.find((row) => row[0] === code)!),
  ...countryRows.filter((row) => !(SPEC_COUNTRIES as readonly string[]).includes(row[0])),
].map(([code, name, dialCode]) => ({ code, name, dialCode }));

export const countryCodes = countries.map((c) => c.code) as [CountryCode, ...CountryCode[]];

const byCode = new Map<string, Country>(countries.map((c) => [c.code, c]));

export function isCountryCode(code: unknown): code is CountryCode {
  return typeof code === 'string' && byCode.has(code);
}

export function countryName(code: string | null | undefined): string {
  return (code && byCode.get(code)?.name) || '';
}

export function dialCode(code: string | null | undefined): string {
  return (code && byCode.get(code)?.dialCode) || '';
}

export const roleTypes = ['student', 'employee'] as const;
export type RoleType = (typeof roleTypes)[number];

export const industries = [
  'AI/ML',
  'Cybersecurity',
  'Fintech',
  'Health Tech',
  'Biotech & Life Sciences',
  'Blockchain & Cryptocurrency',
  'Technology',
  'SaaS',
  'B2B',
  'Gaming & eSports',
  'VR/AR',
  'Business',
  'Social Impact & Non-profit',
] as const;
export const OTHER = 'Other';

export const stages = ['Idea', 'MVP', 'Beta Testing', 'Scaling', 'Preseed', 'Seed'] as const;

export const brandVoices = [
  'Professional & Authoritative',
  'Friendly & Approachable',
  'Bold & Innovative',
  'Playful & Creative',
  'Technical & Precise',
  'Inspirational & Visionary',
  'Casual & Conversational',
  'Elegant & Sophisticated',
] as const;

export const startupSorts = ['newest', 'oldest', 'name_asc', 'name_desc'] as const;
export type StartupSort = (typeof startupSorts)[number];

export const jobTypes = ['Full-time', 'Part-time', 'Contract', 'Internship', 'Temporary'] as const;
export const experienceLevels = ['Entry Level', 'Mid Level', 'Senior', 'Lead', 'Executive'] as const;
export const locationTypes = ['Remote', 'On-site', 'Hybrid'] as const;
export const compensationTypes = ['Paid', 'Unpaid', 'Equity', 'Paid+Equity'] as const;
export const compensationPeriods = ['Hour', 'Month', 'Year'] as const;
export const jobStatuses = ['open', 'closed', 'reposted'] as const;

/** Stages and industries the Idea Meter counts, on the startup listing. */
export const fundingReadyStages: readonly string[] = ['Seed', 'Preseed'];
export const techIndustries: readonly string[] = ['AI/ML', 'Technology', 'SaaS', 'Fintech', 'Health Tech'];

/** The spec's three currencies, first in every list (decision 061); then every other ISO 4217 currency by code. */
const SPEC_CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
export type CurrencyCode = (typeof currencyRows)[number][0];
export const currencies = [
  ...SPEC_CURRENCIES,
  ...currencyRows.map((row) => row[0]).filter((code) => !(SPEC_CURRENCIES as readonly string[]).includes(code)),
] as [CurrencyCode, ...CurrencyCode[]];
const currencyNames = new Map<string, string>(currencyRows);

export function isCurrencyCode(code: unknown): code is CurrencyCode {
  return typeof code === 'string' && currencyNames.has(code);
}

/** "Euro", "Japanese Yen"; '' for a code we do not know. */
export function currencyName(code: string | null | undefined): string {
  return (code && currencyNames.get(code)) || '';
}

/** The currency a new position in this country is paid in unless its founder picks another: the country's own, else USD. */
export function defaultCurrencyFor(country: string | null | undefined): CurrencyCode {
  const currency = country ? countryCurrencies[country] : undefined;
  return isCurrencyCode(currency) ? currency : 'USD';
}
