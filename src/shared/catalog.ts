// Enumerations of the product (spec 1 section 3). One list feeds the database checks, the forms and the filters.

export const countries = [
  { code: 'US', name: 'United States', dialCode: '+1' },
  { code: 'GB', name: 'United Kingdom', dialCode: '+44' },
  { code: 'CA', name: 'Canada', dialCode: '+1' },
  { code: 'AU', name: 'Australia', dialCode: '+61' },
  { code: 'IN', name: 'India', dialCode: '+91' },
  { code: 'SG', name: 'Singapore', dialCode: '+65' },
  { code: 'CH', name: 'Switzerland', dialCode: '+41' },
  { code: 'AE', name: 'United Arab Emirates', dialCode: '+971' },
] as const;

export type CountryCode = (typeof countries)[number]['code'];
export const countryCodes = countries.map((c) => c.code) as [CountryCode, ...CountryCode[]];

export function countryName(code: string | null | undefined): string {
  return countries.find((c) => c.code === code)?.name ?? '';
}

export function dialCode(code: string | null | undefined): string {
  return countries.find((c) => c.code === code)?.dialCode ?? '';
}

export const roleTypes = ['student', 'employee'] as const;
export type RoleType = (typeof roleTypes)[number];
